import { z } from 'zod';
import { idLike } from './common';
import { endpoint } from './endpoint';

/**
 * Verification of an imported package (issue 26.3): the package's own submissions, judged on
 * the imported problem, each against the verdict (and score) its folder or tag promises.
 */

const ADMINS = ['root', 'admin', 'problem_admin'] as const;

export const VerificationLimits = {
  /** The editor re-reads a running verification this often (ms). */
  pollMs: 1500,
} as const;

/** pending → running → passed | failed; skipped when the site does not offer its language. */
export const verificationState = z.enum(['pending', 'running', 'passed', 'failed', 'skipped']);
export type VerificationState = z.infer<typeof verificationState>;

export const verificationRowVo = z.object({
  id: z.number(),
  /** Where it came from in the package: `solutions/wa.cpp (wrong-answer)`. */
  origin: z.string(),
  language: z.string(),
  /** Judge status codes any of which passes. */
  expected: z.array(z.number()),
  expectedScore: z.object({ min: z.number(), max: z.number() }).nullable(),
  state: verificationState,
  gotStatus: z.number().nullable(),
  gotScore: z.number().nullable(),
  /** ms, the slowest case. */
  time: z.number().nullable(),
  message: z.string().nullable(),
});
export type VerificationRowVo = z.infer<typeof verificationRowVo>;

export const verificationReport = z.object({
  pid: z.number(),
  /** 'none' when the problem has no bundled submission. */
  status: z.enum(['none', 'running', 'verified', 'unverified']),
  timeLimit: z.number(),
  /** ms of the slowest accepted submission that was expected to pass, null when none ran. */
  slowestAccepted: z.number().nullable(),
  /**
   * A Kattis package without a time limit: the limit is the slowest accepted × acToTimeLimit, rounded up
   * to resolutionMs (derived once a run measured it); time-limit-exceeded submissions run at limit × timeLimitToTle.
   */
  timing: z
    .object({ acToTimeLimit: z.number(), timeLimitToTle: z.number(), resolutionMs: z.number(), derived: z.boolean() })
    .nullable()
    .optional(),
  rows: z.array(verificationRowVo),
});
export type VerificationReport = z.infer<typeof verificationReport>;

export const getProblemVerification = endpoint({
  method: 'GET',
  path: '/api/admin/problem/verification',
  auth: 'login',
  roles: ADMINS,
  query: z.object({ pid: idLike() }),
  data: verificationReport,
});

export const rerunProblemVerification = endpoint({
  method: 'POST',
  path: '/api/admin/problem/verification/rerun',
  auth: 'login',
  roles: ADMINS,
  body: z.object({ pid: idLike() }),
  data: verificationReport,
});

/** The problems among `pids` (a comma-separated page of the admin list) whose verification did not pass. */
export const listUnverifiedProblems = endpoint({
  method: 'GET',
  path: '/api/admin/problem/unverified',
  auth: 'login',
  roles: ADMINS,
  query: z.object({
    pids: z
      .string()
      .max(4000)
      .transform((s) => s.split(',').filter(Boolean).map(Number))
      .pipe(z.array(z.number().int().positive()).max(200)),
  }),
  data: z.array(z.number()),
});
