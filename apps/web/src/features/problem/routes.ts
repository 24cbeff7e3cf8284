import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

const problemPage: RouteHandle = { hideFooter: true };
const focusPage: RouteHandle = { auth: 'login', hideFooter: true };

const loadPage = async () => ({ Component: (await import('./ProblemPage')).ProblemPage });
const loadFocusPage = async () => ({ Component: (await import('./ProblemPage')).FocusProblemPage });

/** The problem page; the bank (/problem) belongs to the problem-list screens. */
export const problemRoutes: RouteObject[] = [{ path: 'problem/:problemID', handle: problemPage, lazy: loadPage }];

/** Focus mode: the page owns the window (FocusLayout), reached from contests, trainings and groups. */
export const problemFocusRoutes: RouteObject[] = [
  'training/:trainingID/problem/:problemID/full-screen',
  'contest/:contestID/problem/:problemID/full-screen',
  'group/:groupID/problem/:problemID/full-screen',
  'group/:groupID/training/:trainingID/problem/:problemID/full-screen',
].map((path) => ({ path, handle: focusPage, lazy: loadFocusPage }));
