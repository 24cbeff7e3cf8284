import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';

// Visitors browse the bank (spec 1 §1; issue 28.3 lifts the route table's login); submitting needs a session.
const bankPage: RouteHandle = {};

export const problemBankRoutes: RouteObject[] = [
  { path: 'problem', handle: bankPage, lazy: async () => ({ Component: (await import('./ProblemBankPage')).ProblemBankPage }) },
];
