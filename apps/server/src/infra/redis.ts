import { Redis, type RedisOptions } from 'ioredis';
import { AppError } from '../http/app-error';

export interface RedisLog {
  info(msg: string): void;
  error(msg: string): void;
}

/**
 * The Redis connections of one process (scaled mode): commands, and a subscriber for pub/sub
 * (a subscribed connection can issue nothing else). Every key and channel starts with `prefix`,
 * so several sites (or test runs) can share one Redis. A lost connection is retried with backoff
 * (0.2 s doubling to 10 s) and logged once per outage, not once per attempt.
 */
export class RedisConnections {
  readonly client: Redis;
  readonly subscriber: Redis;
  private readonly made: Redis[] = [];
  private down = new Set<string>();

  constructor(
    readonly url: string,
    readonly prefix: string,
    private readonly log: RedisLog = console,
  ) {
    // Requests wait on these commands: one that gets no answer fails within 1.5 s (the one in
    // flight when Redis dies too), and once the connection has been up, a command issued while
    // it is away fails at once instead of queueing until a reconnect (finding: 20 s hangs).
    this.client = this.connect('commands', { commandTimeout: COMMAND_TIMEOUT_MS });
    this.client.once('ready', () => {
      this.client.options.enableOfflineQueue = false;
    });
    this.subscriber = this.connect('events');
  }

  /**
   * Runs commands a request waits on: a failure of the connection (lost, refused, timed out)
   * becomes a 503 with a clear message; Redis's own answers (a wrong type…) stay errors.
   */
  async run<T>(fn: (client: Redis) => Promise<T>): Promise<T> {
    try {
      return await fn(this.client);
    } catch (err) {
      if (this.client.status !== 'ready' || isConnectionError(err)) throw AppError.unavailable('errors.storeUnavailable');
      throw err;
    }
  }

  /** Options for BullMQ's own connections: blocking commands need maxRetriesPerRequest null. */
  connect(name: string, extra: RedisOptions = {}): Redis {
    const redis = new Redis(this.url, {
      retryStrategy: (times) => Math.min(10_000, 200 * 2 ** Math.min(times - 1, 6)),
      // A command issued while Redis is away fails after a few reconnects instead of hanging forever.
      maxRetriesPerRequest: 3,
      ...extra,
    });
    this.watch(redis, name);
    this.made.push(redis);
    return redis;
  }

  /** One "lost" line when a connection drops, one "back" line when it is ready again. */
  watch(redis: Redis | { on(ev: string, fn: (...a: unknown[]) => void): unknown }, name: string): void {
    const lost = (err?: unknown) => {
      if (this.down.has(name)) return;
      this.down.add(name);
      const why = err instanceof Error ? `: ${err.message}` : '';
      this.log.error(`redis (${name}): connection lost${why}; retrying with backoff`);
    };
    redis.on('error', (err: unknown) => lost(err));
    redis.on('end', () => lost());
    redis.on('ready', () => {
      if (this.down.delete(name)) this.log.info(`redis (${name}): connected again`);
    });
  }

  key(...parts: Array<string | number>): string {
    return [this.prefix, ...parts].join(':');
  }

  /** For /api/health: PING round trip. */
  async health(): Promise<{ status: 'ok' | 'unavailable'; reason: string | null }> {
    if (this.client.status !== 'ready') return { status: 'unavailable', reason: `connection ${this.client.status}` };
    try {
      await withTimeout(this.client.ping(), 2_000);
      return { status: 'ok', reason: null };
    } catch (err) {
      return { status: 'unavailable', reason: (err as Error).message };
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.made.map((r) => r.quit().catch(() => r.disconnect())));
  }
}

/** A request's Redis command gives up after this; health's PING after 2 s. */
const COMMAND_TIMEOUT_MS = 1_500;

/** ioredis's ways of saying the connection, not the command, failed. */
function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'MaxRetriesPerRequestError') return true;
  return /Connection is closed|Command timed out|enableOfflineQueue|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|Stream isn't writeable/i.test(
    err.message,
  );
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}
