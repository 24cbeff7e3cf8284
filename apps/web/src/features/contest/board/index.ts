import type { RouteObject } from 'react-router';

/**
 * The board screens, wired by the contest feature: `inShell` are children of the contest shell
 * (`/contest/:contestID/rank`, `/contest/:contestID/scroll-board`), `topLevel` are routes of their
 * own (the outside boards `/contest/acm-scoreboard/:contestID`, `/contest/oi-scoreboard/:contestID`
 * and `/scrollBoard`).
 */
export const contestBoardRoutes: { inShell: RouteObject[]; topLevel: RouteObject[] } = { inShell: [], topLevel: [] };
