import { randomUUID } from 'node:crypto';
import { type Job, Queue, Worker } from 'bullmq';
import type { RedisConnections } from '../../infra/redis';
import type { ClaimedJob, EnqueueOptions, JudgeQueue } from './queue';

interface JobData {
  submitId: number;
}

const QUEUE_NAME = 'judge';
/** BullMQ: 1 is the highest priority; ours is "higher first", 0 by default. */
const BASE_PRIORITY = 1_000_000;

/**
 * The judge queue of scaled mode, on BullMQ, with the database queue's semantics.
 *
 * A claim is a BullMQ job moved to active under a lock whose token is the attempt id; the lock is
 * the lease (extended by the worker's heartbeat). A worker that dies stops extending it, and
 * BullMQ's stalled-job check (or our sweeper, through `orphans`) makes the job available again.
 * Re-arming a submission (rejudge) adds a new BullMQ job and records it as the submission's
 * current job in a hash: an older job still held by someone is then discarded when claimed and
 * cannot be extended, so an in-flight old attempt loses its claim as in the database queue. The
 * tries counter lives beside it, so a refunded try is simply decremented. Whatever the queue
 * does, the database write of a result stays conditioned on the attempt id (counted once).
 */
export class RedisJudgeQueue implements JudgeQueue {
  /** Several processes take jobs from this queue: none may reset another's work at its start. */
  readonly shared = true;
  private readonly queue: Queue<JobData>;
  private worker: Worker<JobData> | null = null;
  private workerLease = 0;
  private readonly held = new Map<string, Job<JobData>>();
  private readonly waiters = new Set<() => void>();
  private wakeSubscribed = false;

  constructor(
    private readonly redis: RedisConnections,
    private readonly opts: { stalledIntervalMs?: number } = {},
  ) {
    this.queue = new Queue<JobData>(QUEUE_NAME, {
      connection: redis.connect('queue', { maxRetriesPerRequest: null }),
      prefix: redis.key('bull'),
    });
    this.queue.on('error', () => undefined);
  }

  private get currentKey() {
    return this.redis.key('judge', 'current');
  }

  private get triesKey() {
    return this.redis.key('judge', 'tries');
  }

  private get wakeChannel() {
    return this.redis.key('judge', 'wake');
  }

  async enqueue(submitId: number, opts: EnqueueOptions = {}): Promise<void> {
    const jobId = `${submitId}-${randomUUID()}`;
    const previous = await this.redis.client.hget(this.currentKey, String(submitId));
    // The new job is current before it exists: a claim of it always finds it so.
    await this.redis.client
      .multi()
      .hset(this.currentKey, String(submitId), jobId)
      .hset(this.triesKey, String(submitId), '0')
      .exec();
    const priority = Math.min(2_097_152, Math.max(1, BASE_PRIORITY - (opts.priority ?? 0)));
    // Every job has a priority, so BullMQ's plain wait list is ours for retries: it is served before
    // the prioritized set, and lifo puts the job at its head (where BullMQ's stalled check puts a job too).
    const placing = opts.retry ? { lifo: true } : { priority };
    await this.queue.add('judge', { submitId }, { jobId, ...placing, removeOnComplete: true, removeOnFail: true });
    // A waiting old job goes now; one held by a worker stays until that worker lets go of it.
    if (previous) await this.queue.remove(previous).catch(() => 0);
    this.wake();
  }

  async claim(leaseMs: number): Promise<ClaimedJob | null> {
    // Redis away: no job, and no log line per idle worker per second (the connection logged the outage once).
    if (!this.connected) return null;
    try {
      return await this.claimNext(leaseMs);
    } catch (err) {
      if (!this.connected) return null;
      throw err;
    }
  }

  private get connected(): boolean {
    return this.redis.client.status === 'ready';
  }

  private async claimNext(leaseMs: number): Promise<ClaimedJob | null> {
    const worker = await this.workerFor(leaseMs);
    for (let i = 0; i < 8; i++) {
      const token = randomUUID();
      const job = await worker.getNextJob(token, { block: false });
      if (!job?.id) return null;
      const submitId = job.data.submitId;
      // One round trip: the try counts only while this job is still the submission's current one.
      const tries = Number(
        await this.redis.client.eval(COUNT_TRY_IF_CURRENT, 2, this.currentKey, this.triesKey, String(submitId), job.id),
      );
      if (tries < 0) {
        // Superseded by a newer job of the submission (rejudge, sweeper) or removed: drop it.
        await job.moveToCompleted(null, token, false).catch(() => undefined);
        continue;
      }
      if (leaseMs !== this.workerLease) await job.extendLock(token, leaseMs).catch(() => 0);
      this.held.set(token, job);
      return { submitId, attemptId: token, tries };
    }
    return null;
  }

  async extend(claimed: ClaimedJob, leaseMs: number): Promise<boolean> {
    const job = this.held.get(claimed.attemptId);
    if (!job?.id) return false;
    if ((await this.redis.client.hget(this.currentKey, String(claimed.submitId))) !== job.id) return false;
    try {
      return Number(await job.extendLock(claimed.attemptId, leaseMs)) === 1;
    } catch {
      return false;
    }
  }

  async complete(claimed: ClaimedJob): Promise<void> {
    const job = this.held.get(claimed.attemptId);
    this.held.delete(claimed.attemptId);
    if (!job?.id) return;
    // Together (one round trip's wait): whichever lands first, a process dying between them leaves
    // either a finished job or a job that is no longer current, and a claim of that one drops it.
    await Promise.all([
      job.moveToCompleted(null, claimed.attemptId, false).catch(() => undefined),
      // Only this attempt's job: a newer job of the submission (rejudged meanwhile) stays.
      this.redis.client.eval(FORGET_IF_CURRENT, 2, this.currentKey, this.triesKey, String(claimed.submitId), job.id),
    ]);
  }

  async release(claimed: ClaimedJob, delayMs = 0, opts: { refundTry?: boolean } = {}): Promise<void> {
    const job = this.held.get(claimed.attemptId);
    this.held.delete(claimed.attemptId);
    if (!job?.id) return;
    const current = await this.redis.client.hget(this.currentKey, String(claimed.submitId));
    if (current !== job.id) {
      await job.moveToCompleted(null, claimed.attemptId, false).catch(() => undefined);
      return;
    }
    if (opts.refundTry) await this.redis.client.hincrby(this.triesKey, String(claimed.submitId), -1);
    try {
      if (delayMs > 0) await job.moveToDelayed(Date.now() + delayMs, claimed.attemptId);
      else await job.moveToWait(claimed.attemptId);
    } catch {
      // The lock was already lost: the stalled check or the sweeper brings the job back.
    }
    if (delayMs === 0) this.wake();
  }

  async remove(submitId: number): Promise<void> {
    const previous = await this.redis.client.hget(this.currentKey, String(submitId));
    await this.redis.client.multi().hdel(this.currentKey, String(submitId)).hdel(this.triesKey, String(submitId)).exec();
    if (previous) await this.queue.remove(previous).catch(() => 0);
  }

  /** Nothing to do: with several worker processes, only an expired lock says a job is abandoned. */
  async releaseAll(): Promise<number> {
    return 0;
  }

  async size(): Promise<number> {
    return this.queue.getJobCountByTypes('wait', 'active', 'delayed', 'prioritized');
  }

  /**
   * Submissions whose current job is missing, finished, or active without a lock (its worker is
   * gone). A lock cannot tell when it ran out, so `staleMs` is not needed: it is gone or not.
   */
  async orphans(submitIds: number[], _staleMs: number): Promise<number[]> {
    // Redis away: nothing can be known, and re-queueing would fail anyway; the next sweep after it is back will.
    if (submitIds.length === 0 || !this.connected) return [];
    const jobIds = await this.redis.client.hmget(this.currentKey, ...submitIds.map(String));
    const out: number[] = [];
    await Promise.all(
      submitIds.map(async (submitId, i) => {
        const jobId = jobIds[i];
        if (!jobId) return void out.push(submitId);
        const state = await this.queue.getJobState(jobId);
        if (state === 'unknown' || state === 'completed' || state === 'failed') return void out.push(submitId);
        if (state === 'active' && !(await this.redis.client.exists(`${this.redis.key('bull')}:${QUEUE_NAME}:${jobId}:lock`)))
          out.push(submitId);
      }),
    );
    return out.sort((a, b) => a - b);
  }

  waitForWork(ms: number): Promise<void> {
    this.subscribeWake();
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

  async close(): Promise<void> {
    for (const w of [...this.waiters]) w();
    await this.worker?.close(true).catch(() => undefined);
    await this.queue.close().catch(() => undefined);
  }

  /** One BullMQ worker per process, used by hand (no processor): our pool claims through it. */
  private async workerFor(leaseMs: number): Promise<Worker<JobData>> {
    if (this.worker) return this.worker;
    this.workerLease = leaseMs;
    const worker = new Worker<JobData>(QUEUE_NAME, null, {
      connection: this.redis.connect('queue worker', { maxRetriesPerRequest: null }),
      prefix: this.redis.key('bull'),
      autorun: false,
      lockDuration: leaseMs,
      // Giving up is the pool's decision (tries); a stalled job always comes back.
      maxStalledCount: 1_000_000,
      stalledInterval: this.opts.stalledIntervalMs ?? Math.max(1_000, Math.min(15_000, Math.floor(leaseMs / 2))),
    });
    worker.on('error', () => undefined);
    this.worker = worker;
    await worker.startStalledCheckTimer();
    return worker;
  }

  private subscribeWake(): void {
    if (this.wakeSubscribed) return;
    this.wakeSubscribed = true;
    this.redis.subscriber.subscribe(this.wakeChannel).catch(() => undefined);
    this.redis.subscriber.on('message', (channel: string) => {
      if (channel === this.wakeChannel) for (const w of [...this.waiters]) w();
    });
  }

  /** Tells idle workers of every process that a job is available. */
  private wake(): void {
    this.redis.client.publish(this.wakeChannel, '1').catch(() => undefined);
  }
}

/** KEYS: current, tries; ARGV: submitId, jobId — forgets the submission only while jobId is its job. */
const FORGET_IF_CURRENT = `
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
end
return 0`;

/** KEYS: current, tries; ARGV: submitId, jobId — counts a try of jobId while it is the submission's job, else -1. */
const COUNT_TRY_IF_CURRENT = `
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  return redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
end
return -1`;
