import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { Limits } from '@verdict/shared';
import type { KeyValueStore } from '../infra/kv-store';

/** A sign-in lasts at most this long, however often its token is refreshed. */
export const SESSION_MAX_SECONDS = 30 * 86400;

/** The session a live token belongs to. */
export interface Session {
  uid: string;
  sid: string;
  /** Token times and the session's hard end, epoch seconds. */
  issuedAt: number;
  expiresAt: number;
  end: number;
}

interface SessionRecord {
  uid: string;
  /** The user's session generation when it started. */
  gen: string;
  /** Hard end, epoch seconds. */
  end: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * JWT as the contract describes (§1.3: HS512, sub = uid, iat, exp, header type JWT), plus a `sid`
 * claim naming one sign-in. Each session is a key of the TTL store (so a Redis store serves it as
 * well): logout deletes it, and its TTL slides with each refresh up to the session's hard end.
 * "End every session of a user" cannot list keys in a KeyValueStore, so a per-user generation
 * value is replaced instead; sessions stamped with an older generation are dead for good.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly kv: KeyValueStore,
    private readonly expireSeconds: number = Limits.tokenExpireSeconds,
    private readonly refreshSeconds: number = Limits.tokenRefreshSeconds,
    private readonly sessionMaxSeconds: number = SESSION_MAX_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Starts a new session for a sign-in and answers its first token. */
  issue = async (uid: string): Promise<string> => (await this.issueSession(uid)).token;

  /** As issue, with the session's id (kept with the login row, so an administrator can end it). */
  async issueSession(uid: string): Promise<{ token: string; sid: string }> {
    const sid = randomBytes(18).toString('base64url');
    const now = nowSeconds();
    const record: SessionRecord = { uid, gen: await this.generation(uid), end: now + this.sessionMaxSeconds };
    const expiresAt = Math.min(now + this.expireSeconds, record.end);
    await this.kv.set(sessionKey(sid), JSON.stringify(record), expiresAt - now);
    return { token: await this.sign(uid, sid, now, expiresAt), sid };
  }

  /** Whether a token of this session would still be accepted (not logged out, ended, expired or revoked). */
  async isActive(uid: string, sid: string): Promise<boolean> {
    const record = await this.record(sid);
    return record !== null && record.uid === uid && record.end > nowSeconds() && record.gen === (await this.generation(uid));
  }

  /** The session of a live token, or null when the signature, a claim, or the session is missing or dead. */
  async verify(token: string): Promise<Session | null> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'], requiredClaims: ['sub', 'sid', 'iat', 'exp'] }));
    } catch {
      return null;
    }
    const { sub: uid, sid, iat, exp } = payload;
    if (typeof uid !== 'string' || typeof sid !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return null;
    const record = await this.record(sid);
    if (!record || record.uid !== uid || record.end <= nowSeconds()) return null;
    if (record.gen !== (await this.generation(uid))) return null;
    return { uid, sid, issuedAt: iat, expiresAt: exp, end: record.end };
  }

  /** The refresh window has passed and a new token would live longer than this one. */
  needsRefresh(session: Session): boolean {
    return nowSeconds() - session.issuedAt >= this.refreshSeconds && session.expiresAt < session.end;
  }

  /** A new token of the same session; the session's idle expiry slides with it, never past its end. */
  async refresh(session: Session): Promise<string> {
    const record = await this.record(session.sid);
    const now = nowSeconds();
    if (!record) throw new Error('refresh of an ended session');
    const expiresAt = Math.min(now + this.expireSeconds, record.end);
    await this.kv.set(sessionKey(session.sid), JSON.stringify(record), Math.max(1, expiresAt - now));
    return this.sign(session.uid, session.sid, now, expiresAt);
  }

  /** Logout: this session only. */
  endSession = (sid: string) => this.kv.delete(sessionKey(sid));

  /** Password change or reset: every session the user has started so far. */
  async revokeAll(uid: string): Promise<void> {
    await this.kv.set(generationKey(uid), randomBytes(12).toString('base64url'));
  }

  private sign(uid: string, sid: string, issuedAt: number, expiresAt: number): Promise<string> {
    return new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS512', type: 'JWT' })
      .setSubject(uid)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
  }

  private async record(sid: string): Promise<SessionRecord | null> {
    const raw = await this.kv.get(sessionKey(sid));
    if (raw == null) return null;
    try {
      const r = JSON.parse(raw) as Partial<SessionRecord>;
      return typeof r.uid === 'string' && typeof r.gen === 'string' && typeof r.end === 'number' ? (r as SessionRecord) : null;
    } catch {
      return null;
    }
  }

  private async generation(uid: string): Promise<string> {
    return (await this.kv.get(generationKey(uid))) ?? '';
  }
}

const sessionKey = (sid: string) => `session:${sid}`;
const generationKey = (uid: string) => `session:gen:${uid}`;
