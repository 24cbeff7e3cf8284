import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

const login: RouteHandle = { auth: 'login' };

/** The runner page, outside the contest shell: a runner reaches this page of the contest and no other. */
export const balloonRoutes: RouteObject[] = [
  {
    path: 'contest/:contestID/balloons',
    handle: login,
    lazy: async () => ({ Component: (await import('./BalloonPage')).BalloonPage }),
  },
];
