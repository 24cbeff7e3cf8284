import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface ClaimedJob {
  submitId: number;
  /** Fresh per claim; the judge row carries it while this attempt owns the submission. */
  attemptId: string;
  tries: number;
}

/**
 * Work that still needs judging. The submission row is the truth; a job only says "judge
 * this submission". Claims are leased: a worker that dies loses its lease and the job comes
 * back. Embedded mode keeps jobs in the database; a BullMQ implementation serves scaled mode.
 */
export interface EnqueueOptions {
  priority?: number;
  retry?: boolean;
}

/** The database queue's priority of a retried job: above any a submission is given. */
const RETRY_PRIORITY = 1_000_000_000;

export interface JudgeQueue {
  /** True when several processes take jobs from this queue (Redis): none may reset the others' work at start. */
  readonly shared?: boolean;
  /**
   * Adds (or re-arms) the job of a submission; call after the submission row is committed.
   * `retry`: the job comes back after a fault (its claim died): it goes to the head of the queue,
   * before every waiting job, so a crash costs its submission about a lease, not a whole backlog.
   */
  enqueue(submitId: number, opts?: EnqueueOptions): Promise<void>;
  /** Takes the next available job with a lease, or null when there is none. */
  claim(leaseMs: number): Promise<ClaimedJob | null>;
  /** Keeps a running claim alive; false when the claim was lost (re-armed or completed by someone else). */
  extend(job: ClaimedJob, leaseMs: number): Promise<boolean>;
  /** Removes the job of this attempt (a newer attempt's job is left alone). */
  complete(job: ClaimedJob): Promise<void>;
  /**
   * Gives the job back, available again after `delayMs`. `refundTry`: this claim does not
   * count towards giving up (the sandbox was down, the submission was never really tried).
   */
  release(job: ClaimedJob, delayMs?: number, opts?: { refundTry?: boolean }): Promise<void>;
  /** Drops the job of a submission whatever its state (cancel, manual verdict). */
  remove(submitId: number): Promise<void>;
  /** Makes every leased job available now (startup of the only worker process). */
  releaseAll(): Promise<number>;
  size(): Promise<number>;
  /** Of these submissions, those without a job or whose lease ran out more than `staleMs` ago. */
  orphans(submitIds: number[], staleMs: number): Promise<number[]>;
  /** Resolves when work may have arrived (or after `ms`), so idle workers need not spin. */
  waitForWork(ms: number): Promise<void>;
}

export class DatabaseJudgeQueue implements JudgeQueue {
  private waiters = new Set<() => void>();

  constructor(private readonly db: Db) {}

  async enqueue(submitId: number, opts: EnqueueOptions = {}): Promise<void> {
    const now = Date.now();
    const priority = opts.retry ? RETRY_PRIORITY : (opts.priority ?? 0);
    // Re-arming an existing job clears its lease and attempt: an in-flight old attempt can no longer complete it.
    await this.db
      .insertInto('judgeJob')
      .values({ submitId, attemptId: null, leaseUntil: null, availableAt: now, tries: 0, priority, gmtCreate: now })
      .onConflict((oc) =>
        oc.column('submitId').doUpdateSet({ attemptId: null, leaseUntil: null, availableAt: now, tries: 0, priority }),
      )
      .execute();
    this.wake();
  }

  async claim(leaseMs: number): Promise<ClaimedJob | null> {
    const now = Date.now();
    const candidates = await this.db
      .selectFrom('judgeJob')
      .select(['submitId', 'attemptId', 'tries'])
      .where('availableAt', '<=', now)
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
      // A lease that ran out is a fault's retry: before everything that waits.
      .orderBy((eb) => eb.case().when('leaseUntil', 'is', null).then(0).else(1).end(), 'desc')
      .orderBy('priority', 'desc')
      .orderBy('submitId', 'asc')
      .limit(8)
      .execute();
    for (const c of candidates) {
      const attemptId = randomUUID();
      // Compare-and-set on the previous attempt: of two workers racing for one job, one wins.
      const res = await this.db
        .updateTable('judgeJob')
        .set({ attemptId, leaseUntil: now + leaseMs, tries: sql<number>`tries + 1` })
        .where('submitId', '=', c.submitId)
        .where((eb) => (c.attemptId === null ? eb('attemptId', 'is', null) : eb('attemptId', '=', c.attemptId)))
        .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) return { submitId: c.submitId, attemptId, tries: c.tries + 1 };
    }
    return null;
  }

  async extend(job: ClaimedJob, leaseMs: number): Promise<boolean> {
    const res = await this.db
      .updateTable('judgeJob')
      .set({ leaseUntil: Date.now() + leaseMs })
      .where('submitId', '=', job.submitId)
      .where('attemptId', '=', job.attemptId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async complete(job: ClaimedJob): Promise<void> {
    await this.db.deleteFrom('judgeJob').where('submitId', '=', job.submitId).where('attemptId', '=', job.attemptId).execute();
  }

  async release(job: ClaimedJob, delayMs = 0, opts: { refundTry?: boolean } = {}): Promise<void> {
    await this.db
      .updateTable('judgeJob')
      .set({ leaseUntil: null, availableAt: Date.now() + delayMs, ...(opts.refundTry ? { tries: sql<number>`tries - 1` } : {}) })
      .where('submitId', '=', job.submitId)
      .where('attemptId', '=', job.attemptId)
      .execute();
    if (delayMs === 0) this.wake();
  }

  async remove(submitId: number): Promise<void> {
    await this.db.deleteFrom('judgeJob').where('submitId', '=', submitId).execute();
  }

  async releaseAll(): Promise<number> {
    const res = await this.db
      .updateTable('judgeJob')
      .set({ leaseUntil: null, availableAt: Date.now() })
      .where('leaseUntil', 'is not', null)
      .executeTakeFirst();
    this.wake();
    return Number(res.numUpdatedRows);
  }

  async size(): Promise<number> {
    const row = await this.db
      .selectFrom('judgeJob')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async orphans(submitIds: number[], staleMs: number): Promise<number[]> {
    if (submitIds.length === 0) return [];
    const live = await this.db
      .selectFrom('judgeJob')
      .select('submitId')
      .where('submitId', 'in', submitIds)
      .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '>=', Date.now() - staleMs)]))
      .execute();
    const held = new Set(live.map((j) => j.submitId));
    return submitIds.filter((id) => !held.has(id));
  }

  waitForWork(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  private wake(): void {
    for (const w of [...this.waiters]) w();
  }
}
