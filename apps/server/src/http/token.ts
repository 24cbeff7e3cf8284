import { SignJWT, jwtVerify } from 'jose';
import { Limits } from '@verdict/shared';
import type { KeyValueStore } from '../infra/kv-store';

/**
 * JWT as the contract describes (§1.3): HS512, sub = uid; a per-user "alive" key (TTL = expiry)
 * that logout deletes, so every token of that user dies; a "fresh" marker whose absence makes
 * the next authenticated call mint a new token.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly kv: KeyValueStore,
    private readonly expireSeconds: number = Limits.tokenExpireSeconds,
    private readonly refreshSeconds: number = Limits.tokenRefreshSeconds,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(uid: string): Promise<string> {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512', type: 'JWT' })
      .setSubject(uid)
      .setIssuedAt()
      .setExpirationTime(`${this.expireSeconds}s`)
      .sign(this.key);
    await this.kv.set(aliveKey(uid), '1', this.expireSeconds);
    await this.kv.set(freshKey(uid), '1', this.refreshSeconds);
    return token;
  }

  /** The uid of a live token, or null when the signature, expiry or server-side liveness fails. */
  async verify(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'] });
      if (!payload.sub) return null;
      if ((await this.kv.get(aliveKey(payload.sub))) == null) return null;
      return payload.sub;
    } catch {
      return null;
    }
  }

  async needsRefresh(uid: string): Promise<boolean> {
    return (await this.kv.get(freshKey(uid))) == null;
  }

  async revokeAll(uid: string): Promise<void> {
    await this.kv.delete(aliveKey(uid));
    await this.kv.delete(freshKey(uid));
  }
}

const aliveKey = (uid: string) => `token:alive:${uid}`;
const freshKey = (uid: string) => `token:fresh:${uid}`;
