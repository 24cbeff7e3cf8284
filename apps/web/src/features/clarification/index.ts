import type { RouteObject } from 'react-router';
export { useClarificationAlerts } from './useClarificationAlerts';
export { clarificationKeys } from '../keys';

/** The contest shell's Clarifications tab (`/contest/:contestID/clarifications`), loaded on first use. */
export const clarificationRoute: RouteObject = {
  path: 'clarifications',
  lazy: async () => ({ Component: (await import('./ClarificationsPage')).ClarificationsPage }),
};
