import { createHash } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../../db/database';

/** A process of the site (judge host or API process) as the admin and /api/health see it. */
export interface JudgeHostInfo {
  /** Stable across the process's restarts (processName). */
  name: string;
  /** 'host': a separate `npm run judge` process; 'api': an API process (judging in-process when its concurrency > 0). */
  kind: 'host' | 'api';
  pid: number | null;
  /** 'ok' while it judges, 'unavailable' when its sandbox or queue is out, 'down' when its heartbeat stopped. */
  status: 'ok' | 'unavailable' | 'down';
  reason: string | null;
  concurrency: number;
  active: number;
  cpuCores: number;
  /** 1-minute load average per core (0..1+), and the share of memory in use (0..1). */
  cpuLoad: number;
  memoryLoad: number;
  /** Verdicts this process wrote since it started. */
  judged: number;
  startedAt: number;
  lastSeen: number;
}

export interface HostBeat {
  name: string;
  kind: 'host' | 'api';
  pid: number;
  status: 'ok' | 'unavailable';
  reason: string | null;
  concurrency: number;
  active: number;
  judged: number;
}

/** How often a process writes its row: a row is a few bytes, and a dead process must show within 5 s. */
export const BEAT_EVERY_MS = 1_000;
/** Heartbeats older than this mark a process down (a kill -9 shows within 5 s); much older rows are dropped. */
export const HOST_DOWN_AFTER_MS = 3_500;
const HOST_FORGOTTEN_AFTER_MS = 10 * 60_000;

/**
 * The name a process keeps across restarts, so a restarted one takes its own row instead of
 * appearing beside it: VERDICT_INSTANCE_NAME, else the host name and what tells this process
 * from its neighbours on that machine (a judge host's data folder, an API process's port).
 */
export function processName(
  kind: 'host' | 'api',
  where: { instanceName?: string | null; dataDir: string; port: number },
): string {
  if (where.instanceName) return where.instanceName.slice(0, 128);
  const local = kind === 'host' ? where.dataDir : `port ${where.port}`;
  const name = `${os.hostname()}:${local}`;
  return name.length <= 128
    ? name
    : `${os.hostname().slice(0, 100)}:${createHash('sha256').update(local).digest('hex').slice(0, 16)}`;
}

/** The judge_host table: one row per judging process, refreshed by its heartbeat. */
/** Forgotten hosts are deleted at most this often: health and the dashboard read the list on every call. */
const PRUNE_EVERY_MS = 60_000;

export class JudgeHostRegistry {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async beat(b: HostBeat, startedAt: number): Promise<void> {
    const cores = os.availableParallelism();
    const row = {
      kind: b.kind,
      pid: b.pid,
      concurrency: b.concurrency,
      active: b.active,
      status: b.status,
      reason: b.reason,
      cpuCores: cores,
      loadAvg: os.loadavg()[0]! / cores,
      memLoad: 1 - os.freemem() / os.totalmem(),
      judged: b.judged,
      lastSeen: this.now(),
    };
    await this.db
      .insertInto('judgeHost')
      .values({ name: b.name, startedAt, ...row })
      .onConflict((oc) => oc.column('name').doUpdateSet({ ...row, startedAt }))
      .execute();
  }

  /** A host that stops on purpose leaves the list at once. */
  async leave(name: string): Promise<void> {
    await this.db.deleteFrom('judgeHost').where('name', '=', name).execute();
  }

  async list(): Promise<JudgeHostInfo[]> {
    const now = this.now();
    if (now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.db
        .deleteFrom('judgeHost')
        .where('lastSeen', '<', now - HOST_FORGOTTEN_AFTER_MS)
        .execute();
    }
    const rows = await this.db.selectFrom('judgeHost').selectAll().orderBy('name').execute();
    return rows.map((r) => {
      const down = Number(r.lastSeen) < now - HOST_DOWN_AFTER_MS;
      return {
        name: r.name,
        kind: r.kind === 'api' ? 'api' : 'host',
        pid: r.pid === null ? null : Number(r.pid),
        status: down ? 'down' : r.status === 'ok' ? 'ok' : 'unavailable',
        reason: down ? `no heartbeat for ${Math.round((now - Number(r.lastSeen)) / 1000)} s` : r.reason,
        concurrency: Number(r.concurrency),
        active: down ? 0 : Number(r.active),
        cpuCores: Number(r.cpuCores),
        cpuLoad: Number(r.loadAvg),
        memoryLoad: Number(r.memLoad),
        judged: Number(r.judged),
        startedAt: Number(r.startedAt),
        lastSeen: Number(r.lastSeen),
      };
    });
  }
}

/**
 * Logs the first failure of something retried in the background and then keeps quiet until it
 * works again (one "recovered" line): a host cut off from its queue or the API must not flood its log.
 */
export class OutageLog {
  private failingSince: number | null = null;

  constructor(
    private readonly what: string,
    private readonly log: { warn(m: string): void; info(m: string): void },
  ) {}

  failed(err: unknown, retryNote = 'retrying with backoff'): void {
    if (this.failingSince !== null) return;
    this.failingSince = Date.now();
    this.log.warn(`${this.what} failed: ${(err as Error)?.message ?? String(err)}; ${retryNote}`);
  }

  ok(): void {
    if (this.failingSince === null) return;
    this.log.info(`${this.what} works again after ${Math.round((Date.now() - this.failingSince) / 1000)} s`);
    this.failingSince = null;
  }

  get failing(): boolean {
    return this.failingSince !== null;
  }
}

/** What a heartbeat reads of the process it speaks for. */
export type HeartbeatSource = () => Pick<HostBeat, 'status' | 'reason' | 'concurrency' | 'active' | 'judged'>;

/**
 * Writes this process's row every `intervalMs` (and once at once). A database that is away is
 * logged once; the beat resumes by itself, and the admin shows the host as down meanwhile.
 */
export function startHeartbeat(
  registry: JudgeHostRegistry,
  source: HeartbeatSource,
  opts: { name: string; kind: 'host' | 'api'; intervalMs?: number; log: { warn(m: string): void; info(m: string): void } },
): () => Promise<void> {
  const startedAt = Date.now();
  const outage = new OutageLog(`${opts.kind === 'host' ? 'judge host' : 'API process'} ${opts.name}: heartbeat`, opts.log);
  let beating: Promise<void> | null = null;
  const beat = async () => {
    await registry.beat({ name: opts.name, kind: opts.kind, pid: process.pid, ...source() }, startedAt).then(
      () => outage.ok(),
      (err: unknown) => outage.failed(err),
    );
  };
  // One write at a time: a slow database must not pile up a beat per second.
  const tick = () => {
    beating ??= beat().finally(() => {
      beating = null;
    });
  };
  tick();
  const timer = setInterval(tick, opts.intervalMs ?? BEAT_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await beating;
    await registry.leave(opts.name).catch(() => undefined);
  };
}
