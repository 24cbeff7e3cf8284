import { z } from 'zod';
import { idLike } from './common';
import { endpoint } from './endpoint';

/**
 * Virtual participation (issue 24.1): a logged-in user takes an ended contest they did not take
 * part in, in a window of their own as long as the contest. Their submissions are practice
 * submissions (they never reach the contest's board, counts, awards or ratings); the virtual board
 * is the contest's board as it stood at the same elapsed time with their own row in it
 * (`get-contest-rank` with `virtual: true`).
 */

/** One virtual participation; times in epoch milliseconds on the server's clock. */
export const virtualParticipationVo = z.object({
  id: z.number(),
  cid: z.number(),
  startTime: z.number(),
  endTime: z.number(),
  /** The server's clock when answered (the web's countdown runs on it). */
  now: z.number(),
  /** The window is open: the contest pages work as if live for its user. */
  running: z.boolean(),
});
export type VirtualParticipationVo = z.infer<typeof virtualParticipationVo>;

/** Why a virtual start is not offered: the reasons the server refuses it with. */
export const VIRTUAL_REFUSALS = ['notEnded', 'tookPart', 'already', 'busy'] as const;
export type VirtualRefusal = (typeof VIRTUAL_REFUSALS)[number];

export const virtualState = z.object({
  /** The caller's participation in this contest (running or over), or null. */
  participation: virtualParticipationVo.nullable(),
  /** Null when the caller may start one now. */
  refusal: z.enum(VIRTUAL_REFUSALS).nullable(),
});
export type VirtualState = z.infer<typeof virtualState>;

export const getVirtualParticipation = endpoint({
  method: 'GET',
  path: '/api/contest/virtual',
  auth: 'login',
  summary: "The caller's virtual participation in the contest and whether a new one may be started.",
  query: z.object({ cid: idLike() }),
  data: virtualState,
});
export const startVirtualParticipation = endpoint({
  method: 'POST',
  path: '/api/contest/virtual',
  auth: 'login',
  summary:
    'Starts a virtual participation in an ended contest the caller did not take part in, one window at a time, as long as the contest.',
  body: z.object({ cid: idLike() }),
  data: virtualParticipationVo,
});
