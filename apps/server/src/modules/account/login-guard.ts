import { Limits } from '@verdict/shared';
import type { RateLimit } from '../../config';
import type { KeyValueStore } from '../../infra/kv-store';

/**
 * Failure thresholds of the login; only failures count, never successes. The username+IP lock is
 * the contract's (§1.3): 20 wrong passwords lock that account from that address, and nobody else.
 * The others stop what it cannot: many addresses trying one account (puzzle, then lock), and one
 * address spraying many accounts — its ceiling (RATE_LIMIT_LOGIN_FAILURES, see addressLimits) is
 * far above what a school lab behind one NAT address produces by typos.
 * The account and address counters use a fixed window (a busy classroom must not stay locked
 * forever); the pair counter's window restarts at each failure, as HOJ's does.
 */
export const LOGIN_GUARD = {
  windowSeconds: Limits.loginLockSeconds,
  pairLock: Limits.loginFailuresBeforeLock,
  accountPuzzle: Limits.loginFailuresBeforePuzzle,
  accountLock: 100,
} as const;

/** Failures from one address before it needs the puzzle (a fifth of the ceiling) and before it is locked. */
export const addressLimits = (failures: RateLimit) => ({
  puzzle: Math.max(1, Math.ceil(failures.max / 5)),
  lock: Math.max(1, failures.max),
  windowSeconds: failures.windowSeconds,
});

export interface LoginGuardState {
  locked: boolean;
  puzzleRequired: boolean;
}

/** Counter keys; `name` is the folded username. */
export const LoginGuardKeys = {
  pair: (name: string, ip: string) => `login:fail:${name}:${ip}`,
  account: (name: string) => `login:fail-account:${name}`,
  ip: (ip: string) => `login:fail-ip:${ip}`,
};
const { pair: pairKey, account: accountKey, ip: ipKey } = LoginGuardKeys;

/** Counters of failed logins per username+IP, per account and per client address. */
export class LoginGuard {
  private readonly address: ReturnType<typeof addressLimits>;

  constructor(
    private readonly kv: KeyValueStore,
    addressFailures: RateLimit = { max: 1000, windowSeconds: LOGIN_GUARD.windowSeconds },
  ) {
    this.address = addressLimits(addressFailures);
  }

  async state(name: string, ip: string): Promise<LoginGuardState> {
    const [pair, account, fromIp] = await Promise.all([pairKey(name, ip), accountKey(name), ipKey(ip)].map((k) => this.count(k)));
    const g = LOGIN_GUARD;
    return {
      locked: pair >= g.pairLock || account >= g.accountLock || fromIp >= this.address.lock,
      puzzleRequired: account >= g.accountPuzzle || fromIp >= this.address.puzzle,
    };
  }

  async recordFailure(name: string, ip: string): Promise<void> {
    const w = LOGIN_GUARD.windowSeconds;
    const pair = await this.kv.increment(pairKey(name, ip), w);
    await this.kv.set(pairKey(name, ip), String(pair), w);
    await this.kv.increment(accountKey(name), w);
    await this.kv.increment(ipKey(ip), this.address.windowSeconds);
  }

  /** A successful login clears its name's counters; the address keeps its count (it may be trying many names). */
  async recordSuccess(name: string, ip: string): Promise<void> {
    await this.kv.delete(pairKey(name, ip));
    await this.kv.delete(accountKey(name));
  }

  private async count(key: string): Promise<number> {
    return Number((await this.kv.get(key)) ?? 0);
  }
}
