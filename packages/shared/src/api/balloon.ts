import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike } from './common';
import { endpoint } from './endpoint';

/**
 * Balloons (issue 23.3): one per team's first AC on a contest problem, for the contest's runners
 * (its admins, and staff accounts a contest admin gave the contest's balloon role).
 */

export const BalloonLimits = {
  /** Longest room / location prefix a filter takes. */
  roomMax: 64,
  /** Runners per contest. */
  runnersMax: 100,
  usernameMax: 64,
  /** The runner page re-reads this often when live updates fail (ms). */
  pollMs: 5000,
} as const;

/** A problem's balloon: its display id and colour (contest_problem.color, null when none was set). */
export const balloonProblem = z.object({ displayId: z.string(), color: z.string().nullable() });
export type BalloonProblem = z.infer<typeof balloonProblem>;

export const balloonVo = z.object({
  id: z.number(),
  cid: z.number(),
  teamId: z.string(),
  teamName: z.string(),
  /** The team's seat / room. */
  location: z.string().nullable(),
  displayId: z.string(),
  problemTitle: z.string(),
  color: z.string().nullable(),
  submitId: z.number(),
  submitTime: z.string().nullable(),
  /** Seconds from the contest's start. */
  contestTime: z.number(),
  /** The first team to solve the problem in the contest. */
  firstToSolve: z.boolean(),
  delivered: z.boolean(),
  deliveredAt: z.string().nullable(),
  deliveredBy: z.string().nullable(),
  /** The team's other balloons (shown ones), in the order they came. */
  others: z.array(balloonProblem),
});
export type BalloonVo = z.infer<typeof balloonVo>;

export const balloonList = z.object({
  balloons: z.array(balloonVo),
  /** Balloons held back by the freeze (they appear once the seal ends). */
  held: z.number(),
  /** The board is sealed now. */
  frozen: z.boolean(),
  /** The contest's setting: balloons go on during the freeze. */
  duringFreeze: z.boolean(),
  /** The caller administers the contest (manages runners and the setting). */
  admin: z.boolean(),
  contestTitle: z.string(),
});
export type BalloonList = z.infer<typeof balloonList>;

export const balloonRunnerVo = z.object({ uid: z.string(), username: z.string(), realname: z.string().nullable() });
export type BalloonRunnerVo = z.infer<typeof balloonRunnerVo>;

export const balloonSettings = z.object({ duringFreeze: z.boolean(), runners: z.array(balloonRunnerVo) });
export type BalloonSettings = z.infer<typeof balloonSettings>;

const cid = idLike();
const text = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

export const getContestBalloons = endpoint({
  method: 'GET',
  path: '/api/contest/balloons',
  auth: 'login',
  summary: "A contest's balloons for its runners: filtered by room (location prefix) and delivered or not.",
  query: z.object({
    cid,
    room: text(BalloonLimits.roomMax),
    delivered: z.preprocess(emptyToUndefined, boolLike().optional()),
  }),
  data: balloonList,
});

export const setBalloonDelivered = endpoint({
  method: 'PUT',
  path: '/api/contest/balloon/delivered',
  auth: 'login',
  body: z.object({ cid, id: idLike(), delivered: z.boolean() }),
});

export const getBalloonSettings = endpoint({
  method: 'GET',
  path: '/api/admin/contest/balloon/settings',
  auth: 'login',
  query: z.object({ cid }),
  data: balloonSettings,
});

export const updateBalloonSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/contest/balloon/settings',
  auth: 'login',
  summary:
    'Balloons during the freeze: on, new balloons appear while the board is sealed; off (default), they wait for the seal to end.',
  body: z.object({ cid, duringFreeze: z.boolean() }),
});

export const addBalloonRunner = endpoint({
  method: 'POST',
  path: '/api/admin/contest/balloon/runner',
  auth: 'login',
  body: z.object({ cid, username: z.string().trim().min(1).max(BalloonLimits.usernameMax) }),
});

export const removeBalloonRunner = endpoint({
  method: 'DELETE',
  path: '/api/admin/contest/balloon/runner',
  auth: 'login',
  query: z.object({ cid, uid: z.string().trim().min(1).max(64) }),
});

export const rebuildContestBalloons = endpoint({
  method: 'POST',
  path: '/api/admin/contest/balloon/rebuild',
  auth: 'login',
  summary: "Rebuilds the contest's balloons from its judged submissions (delivered marks are kept).",
  body: z.object({ cid }),
});
