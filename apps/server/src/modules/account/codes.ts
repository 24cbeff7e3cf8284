import { randomInt, timingSafeEqual } from 'node:crypto';
import type { KeyValueStore } from '../../infra/kv-store';

/** Wrong guesses allowed on one code before it is thrown away (6 digits must not be brute-forced). */
const MAX_CODE_TRIES = 5;

export type CodeCheck = 'ok' | 'missing' | 'wrong';

export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** One-time codes, resend waits and failure counters, all kept in the TTL store. */
export class CodeStore {
  constructor(private readonly kv: KeyValueStore) {}

  /** Seconds left before a new mail may be sent under this key, 0 when free. */
  async waitLeft(key: string): Promise<number> {
    return Math.max(0, await this.kv.ttl(key));
  }

  startWait = (key: string, seconds: number) => this.kv.set(key, '1', seconds);
  clear = (key: string) => this.kv.delete(key);

  async issue(key: string, code: string, ttlSeconds: number): Promise<void> {
    await this.kv.set(key, code, ttlSeconds);
    await this.kv.delete(`${key}:tries`);
  }

  /** Compares without consuming; the caller deletes the code once the action it guards succeeded. */
  async check(key: string, given: string): Promise<CodeCheck> {
    const stored = await this.kv.get(key);
    if (stored == null) return 'missing';
    if (sameSecret(stored.toLowerCase(), given.trim().toLowerCase())) return 'ok';
    const tries = await this.kv.increment(`${key}:tries`, Math.max(1, await this.kv.ttl(key)));
    if (tries >= MAX_CODE_TRIES) await this.consume(key);
    return 'wrong';
  }

  async consume(key: string): Promise<void> {
    await this.kv.delete(key);
    await this.kv.delete(`${key}:tries`);
  }

  async failures(key: string): Promise<number> {
    return Number((await this.kv.get(key)) ?? 0);
  }

  /** Counts one failure; the window restarts at each failure, as HOJ's lock-outs do. */
  async addFailure(key: string, windowSeconds: number): Promise<number> {
    const count = await this.kv.increment(key, windowSeconds);
    await this.kv.set(key, String(count), windowSeconds);
    return count;
  }
}
