import type { RouteObject } from 'react-router';

/**
 * The board screens, wired by the contest feature: `inShell` are children of the contest shell
 * (`/contest/:contestID/rank`, `/contest/:contestID/scroll-board`), `topLevel` are routes of their
 * own (the outside boards `/contest/acm-scoreboard/:contestID`, `/contest/oi-scoreboard/:contestID`
 * and `/scrollBoard`). Screens load on demand.
 */
export const contestBoardRoutes: { inShell: RouteObject[]; topLevel: RouteObject[] } = {
  inShell: [
    { path: 'rank', lazy: async () => ({ Component: (await import('./RankPage')).RankPage }) },
    { path: 'scroll-board', lazy: async () => ({ Component: (await import('./ScrollBoardConfigPage')).ScrollBoardConfigPage }) },
  ],
  topLevel: [
    {
      path: 'contest/acm-scoreboard/:contestID',
      lazy: async () => ({ Component: (await import('./OutsideBoardPage')).OutsideBoardPage }),
    },
    {
      path: 'contest/oi-scoreboard/:contestID',
      lazy: async () => ({ Component: (await import('./OutsideBoardPage')).OutsideBoardPage }),
    },
    { path: 'scrollBoard', lazy: async () => ({ Component: (await import('./ScrollBoardPage')).ScrollBoardPage }) },
  ],
};
