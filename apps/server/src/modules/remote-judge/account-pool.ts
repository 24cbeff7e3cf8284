import type { SwitchConfig } from '@verdict/shared';
import type { RemoteAccount, RemoteOj } from './adapter';
import { HttpSession } from './http-session';

/** The switch's lists per site (GYM submits with Codeforces accounts, as on HOJ). */
const LISTS: Record<RemoteOj, [keyof SwitchConfig, keyof SwitchConfig]> = {
  HDU: ['hduUsernameList', 'hduPasswordList'],
  CF: ['cfUsernameList', 'cfPasswordList'],
  GYM: ['cfUsernameList', 'cfPasswordList'],
  POJ: ['pojUsernameList', 'pojPasswordList'],
  AC: ['atcoderUsernameList', 'atcoderPasswordList'],
  SPOJ: ['spojUsernameList', 'spojPasswordList'],
  LIBRE: ['libreojUsernameList', 'libreojPasswordList'],
};

/** The accounts the switch lists for a site, pairing the two lists by position. */
export function accountsOf(config: SwitchConfig, oj: RemoteOj): RemoteAccount[] {
  const [users, passwords] = LISTS[oj];
  const u = config[users] as string[];
  const p = config[passwords] as string[];
  return u.map((username, i) => ({ username: username.trim(), password: p[i] ?? '' })).filter((a) => a.username);
}

/** The pool a site's accounts share: CF and GYM are one pool. */
const poolOf = (oj: RemoteOj): string => (oj === 'GYM' ? 'CF' : oj);

export interface Lease {
  session: HttpSession;
  release(): void;
}

/**
 * One account per submission in flight (HOJ's rule), at most `siteLimit` submissions per site,
 * and a cookie session per account kept between submissions, so a logged-in account is not
 * logged in again. In memory: each judging process has its own pool (see the README).
 */
export class AccountPool {
  private readonly busy = new Set<string>();
  private readonly inFlight = new Map<string, number>();
  private readonly sessions = new Map<string, HttpSession>();

  constructor(private readonly opts: { siteLimit: number; httpTimeoutMs: number }) {}

  /** A free account's session, or null when all are busy or the site is at its limit. */
  acquire(oj: RemoteOj, accounts: RemoteAccount[], baseUrl: string): Lease | null {
    const pool = poolOf(oj);
    if ((this.inFlight.get(pool) ?? 0) >= this.opts.siteLimit) return null;
    const account = accounts.find((a) => !this.busy.has(`${pool}\n${a.username}`));
    if (!account) return null;
    const key = `${pool}\n${account.username}`;
    this.busy.add(key);
    this.inFlight.set(pool, (this.inFlight.get(pool) ?? 0) + 1);
    const sessionKey = `${key}\n${account.password}\n${baseUrl}`;
    let session = this.sessions.get(sessionKey);
    if (!session) {
      session = new HttpSession(account, baseUrl, this.opts.httpTimeoutMs);
      this.sessions.set(sessionKey, session);
    }
    let released = false;
    return {
      session,
      release: () => {
        if (released) return;
        released = true;
        this.busy.delete(key);
        this.inFlight.set(pool, Math.max(0, (this.inFlight.get(pool) ?? 1) - 1));
      },
    };
  }

  /** Forgets an account's cookies (its login failed: the next try starts clean). */
  forget(session: HttpSession): void {
    for (const [k, s] of this.sessions) if (s === session) this.sessions.delete(k);
  }

  /** Accounts in use now, per pool (tests and the judge service page). */
  busyCount(oj: RemoteOj): number {
    return this.inFlight.get(poolOf(oj)) ?? 0;
  }

  get busyTotal(): number {
    return this.busy.size;
  }
}
