import type { RouteObject } from 'react-router';
import { prefetching } from '../../lib/queryClient';
import { prefetchProblemPage } from './prefetch';
import type { RouteHandle } from '../../lib/route-handle';

const problemPage: RouteHandle = { hideFooter: true };
const focusPage: RouteHandle = { auth: 'login', hideFooter: true };

const loadPage = async () => ({ Component: (await import('./ProblemPage')).ProblemPage });
const loadFocusPage = async () => ({ Component: (await import('./ProblemPage')).FocusProblemPage });
/** Runs beside `lazy`: the statement's request starts with the page's code, not after it (28.11). */
export const problemPageLoader = prefetching(prefetchProblemPage);

/** The problem page; the bank (/problem) belongs to the problem-list screens. */
export const problemRoutes: RouteObject[] = [
  { path: 'problem/:problemID', handle: problemPage, loader: problemPageLoader, lazy: loadPage },
];

/** Focus mode: the page owns the window (FocusLayout), reached from contests, trainings and groups. */
export const problemFocusRoutes: RouteObject[] = [
  'training/:trainingID/problem/:problemID/full-screen',
  'contest/:contestID/problem/:problemID/full-screen',
  'group/:groupID/problem/:problemID/full-screen',
  'group/:groupID/training/:trainingID/problem/:problemID/full-screen',
].map((path) => ({ path, handle: focusPage, loader: problemPageLoader, lazy: loadFocusPage }));
