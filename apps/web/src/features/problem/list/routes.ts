import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

// The bank needs a session (spec §2.1).
const bankPage: RouteHandle = { auth: 'login' };

export const problemBankRoutes: RouteObject[] = [
  { path: 'problem', handle: bankPage, lazy: async () => ({ Component: (await import('./ProblemBankPage')).ProblemBankPage }) },
];
