import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { JudgeOutcome } from './engine';
import type { ResultIngestor } from './ingest';
import type { ClaimedJob, JudgeQueue } from './queue';

/**
 * Remote judging (module remote-judge, passed by the wiring): a submission of a problem a remote
 * site judges is answered here, without the sandbox. null: a local problem; 'busy': no account of
 * its site is free, the job comes back after `retryMs`.
 */
export interface RemoteJudgePort {
  judge(submitId: number, onJudging: () => Promise<void>): Promise<JudgeOutcome | 'busy' | null>;
  readonly retryMs: number;
}

/** A remote problem's job: judged by its site (true), or false when the sandbox judges it. The lease is kept while it polls. */
export async function runRemoteJob(
  job: ClaimedJob,
  remote: RemoteJudgePort,
  ctx: {
    queue: JudgeQueue;
    ingestor: ResultIngestor;
    leaseMs: number;
    running: () => boolean;
    publish: (submitId: number, status: JudgeStatusCode) => void;
    finish: (outcome: JudgeOutcome) => Promise<void>;
  },
): Promise<boolean> {
  const { queue, ingestor } = ctx;
  const heartbeat = setInterval(() => void queue.extend(job, ctx.leaseMs).catch(() => false), Math.max(1_000, ctx.leaseMs / 3));
  let outcome: JudgeOutcome | 'busy' | null;
  try {
    outcome = await remote.judge(job.submitId, async () => {
      if (ctx.running() && (await ingestor.setStatus(job, JudgeStatus.Judging))) ctx.publish(job.submitId, JudgeStatus.Judging);
    });
  } finally {
    clearInterval(heartbeat);
  }
  if (outcome === null) return false;
  if (!ctx.running()) return true;
  if (outcome === 'busy') {
    // Every account of the site is in use: the job waits without counting as a try.
    if (await ingestor.setStatus(job, JudgeStatus.Pending)) ctx.publish(job.submitId, JudgeStatus.Pending);
    await queue.release(job, remote.retryMs, { refundTry: true });
    return true;
  }
  await ctx.finish(outcome);
  return true;
}
