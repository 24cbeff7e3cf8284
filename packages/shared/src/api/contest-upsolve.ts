import { z } from 'zod';
import { idLike } from './common';
import { endpoint } from './endpoint';

/**
 * Upsolving (issue 24.2): after a contest's end, its problems solved after the contest, kept apart
 * from the in-contest ACs. `mine`: display ids the viewer solved after the end only; `counts`:
 * per display id, the users who solved it after the end only.
 */
export const contestUpsolveVo = z.object({
  mine: z.array(z.string()),
  counts: z.record(z.string(), z.number()),
});
export type ContestUpsolveVo = z.infer<typeof contestUpsolveVo>;

export const getContestUpsolve = endpoint({
  method: 'GET',
  path: '/api/get-contest-upsolve',
  auth: 'login',
  query: z.object({ cid: idLike() }),
  data: contestUpsolveVo,
});
