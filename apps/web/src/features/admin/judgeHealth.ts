import { z } from 'zod';

export const judgeHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Why judging has not started or is paused (go-judge down, restarting…); null when ok. */
  reason: z.string().nullable(),
  workers: z.number(),
  active: z.number(),
});
export type JudgeHealth = z.infer<typeof judgeHealth>;

export type JudgeHealthView =
  | { state: 'loading' }
  | { state: 'unknown' }
  | { state: 'ok'; workers: number; active: number }
  | { state: 'waiting'; reason: string };

/** What the judge tile says: working, waiting for a judge (and why), or that health could not be read. */
export function judgeHealthView(health: JudgeHealth | undefined, isError: boolean): JudgeHealthView {
  if (health === undefined) return isError ? { state: 'unknown' } : { state: 'loading' };
  if (health.status === 'ok') return { state: 'ok', workers: health.workers, active: health.active };
  return { state: 'waiting', reason: health.reason ?? '' };
}
