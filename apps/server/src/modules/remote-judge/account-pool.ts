import type { SwitchConfig } from '@verdict/shared';
import type { RemoteAccount, RemoteOj } from './adapter';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AccountLeases } from './account-leases';
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
  release(): Promise<void>;
}

/**
 * One account per submission in flight (HOJ's rule), at most `siteLimit` submissions per site in
 * this process, and a cookie session per account kept between submissions, so a logged-in account
 * is not logged in again. With `leases` (the database's remote_account_lease) the rule holds across
 * processes: an account is used only while this pool holds its lease, renewed every third of
 * `leaseMs` and deleted after the verdict; a crashed process's lease expires after `leaseMs`.
 */
export class AccountPool {
  private readonly busy = new Set<string>();
  private readonly inFlight = new Map<string, number>();
  private readonly sessions = new Map<string, HttpSession>();
  /** This process's name on its leases. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly opts: { siteLimit: number; httpTimeoutMs: number; leaseMs?: number },
    private readonly leases?: AccountLeases,
  ) {}

  /** A free account's session, or null when all are busy (here or in another process) or the site is at its limit. */
  async acquire(oj: RemoteOj, accounts: RemoteAccount[], baseUrl: string): Promise<Lease | null> {
    const pool = poolOf(oj);
    if ((this.inFlight.get(pool) ?? 0) >= this.opts.siteLimit) return null;
    for (const account of accounts) {
      const key = `${pool}\n${account.username}`;
      if (this.busy.has(key)) continue;
      this.busy.add(key);
      this.inFlight.set(pool, (this.inFlight.get(pool) ?? 0) + 1);
      let held = false;
      try {
        held = !this.leases || (await this.leases.take(key, this.holder, this.leaseMs));
      } finally {
        if (!held) this.drop(pool, key);
      }
      if (held) return this.lend(pool, key, account, baseUrl);
    }
    return null;
  }

  private get leaseMs(): number {
    return this.opts.leaseMs ?? 30_000;
  }

  private lend(pool: string, key: string, account: RemoteAccount, baseUrl: string): Lease {
    const sessionKey = `${key}\n${account.password}\n${baseUrl}`;
    let session = this.sessions.get(sessionKey);
    if (!session) {
      session = new HttpSession(account, baseUrl, this.opts.httpTimeoutMs);
      this.sessions.set(sessionKey, session);
    }
    const leases = this.leases;
    const renew = leases
      ? setInterval(() => void leases.renew(key, this.holder, this.leaseMs).catch(() => false), Math.max(50, this.leaseMs / 3))
      : null;
    let released = false;
    return {
      session,
      release: async () => {
        if (released) return;
        released = true;
        if (renew) clearInterval(renew);
        this.drop(pool, key);
        // A lease not deleted (database away) expires by itself.
        await leases?.release(key, this.holder).catch(() => undefined);
      },
    };
  }

  private drop(pool: string, key: string): void {
    this.busy.delete(key);
    this.inFlight.set(pool, Math.max(0, (this.inFlight.get(pool) ?? 1) - 1));
  }

  /** Forgets an account's cookies (its login failed: the next try starts clean). */
  forget(session: HttpSession): void {
    for (const [k, s] of this.sessions) if (s === session) this.sessions.delete(k);
  }

  /** Accounts in use now by this process, per pool (tests and the judge service page). */
  busyCount(oj: RemoteOj): number {
    return this.inFlight.get(poolOf(oj)) ?? 0;
  }

  get busyTotal(): number {
    return this.busy.size;
  }
}
