import type { RedisConnections } from './redis';

type Handler = (payload: unknown) => void;

/**
 * Process-crossing broadcast for the live parts (submission progress, unread message counts):
 * in scaled mode every API and judge process publishes here and every process hears every
 * message, its own included, exactly once. Payloads are JSON.
 */
export interface EventBus {
  publish(topic: string, payload: unknown): void;
  /** Calls `handler` for every message on `topic`, from any process; returns the unsubscribe function. */
  subscribe(topic: string, handler: Handler): () => void;
}

/** Redis pub/sub: one channel per topic under the site's prefix, one subscriber connection per process. */
export class RedisEventBus implements EventBus {
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(private readonly redis: RedisConnections) {
    redis.subscriber.on('message', (channel: string, message: string) => {
      const set = this.handlers.get(channel);
      if (!set) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message);
      } catch {
        return;
      }
      for (const h of [...set]) {
        try {
          h(payload);
        } catch {
          // One broken listener (a closed stream) must not stop the others.
        }
      }
    });
  }

  private channel(topic: string): string {
    return this.redis.key('events', topic);
  }

  publish(topic: string, payload: unknown): void {
    // Live updates are best effort: a lost one is covered by the clients' polling and the database.
    this.redis.client.publish(this.channel(topic), JSON.stringify(payload)).catch(() => undefined);
  }

  subscribe(topic: string, handler: Handler): () => void {
    const channel = this.channel(topic);
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      // ioredis re-subscribes by itself after a reconnect.
      this.redis.subscriber.subscribe(channel).catch(() => undefined);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  /** Resolves once the subscriptions made so far are active (tests, and startup before serving). */
  async ready(): Promise<void> {
    const channels = [...this.handlers.keys()];
    if (channels.length) await this.redis.subscriber.subscribe(...channels);
  }
}

/** One process, no Redis: the same topics, heard in this process only (synchronously, each handler once). */
export class LocalEventBus implements EventBus {
  private readonly handlers = new Map<string, Set<Handler>>();

  publish(topic: string, payload: unknown): void {
    // A JSON round trip keeps the payloads what the Redis bus delivers.
    const copy: unknown = JSON.parse(JSON.stringify(payload));
    for (const h of [...(this.handlers.get(topic) ?? [])]) {
      try {
        h(copy);
      } catch {
        // One broken listener must not stop the others.
      }
    }
  }

  subscribe(topic: string, handler: Handler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }
}
