import { z } from 'zod';
import { endpoint } from './endpoint';

const ADMINS = ['root', 'admin', 'problem_admin'] as const;

/** Imports (or imports again) a problem of a remote judge: `name` the OJ key, `problemId` the site's id (contract §2.13). */
export const adminImportRemoteOjProblem = endpoint({
  method: 'GET',
  path: '/api/admin/problem/import-remote-oj-problem',
  auth: 'login',
  roles: ADMINS,
  query: z.object({ name: z.string().trim().min(1).max(16), problemId: z.string().trim().min(1).max(64) }),
});

/** The remote judges this server offers and which have no account in the switch (admin's judge service page). */
export const adminRemoteJudgeSites = endpoint({
  method: 'GET',
  path: '/api/admin/remote-judge/sites',
  auth: 'login',
  roles: ['root'],
  data: z.array(z.object({ oj: z.string(), accounts: z.number(), inFlight: z.number() })),
});
