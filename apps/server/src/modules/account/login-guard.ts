import { Limits } from '@verdict/shared';
import type { KeyValueStore } from '../../infra/kv-store';

/**
 * Failure thresholds of the login. The username+IP lock is the contract's (§1.3); the others
 * stop what it cannot: one address trying many accounts, many addresses trying one account.
 * The account and IP counters use a fixed window (a busy classroom behind one NAT address must
 * not stay locked forever); the pair counter's window restarts at each failure, as HOJ's does.
 */
export const LOGIN_GUARD = {
  windowSeconds: Limits.loginLockSeconds,
  pairLock: Limits.loginFailuresBeforeLock,
  accountPuzzle: Limits.loginFailuresBeforePuzzle,
  accountLock: 100,
  ipPuzzle: 20,
  ipLock: 200,
} as const;

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
  constructor(private readonly kv: KeyValueStore) {}

  async state(name: string, ip: string): Promise<LoginGuardState> {
    const [pair, account, fromIp] = await Promise.all([pairKey(name, ip), accountKey(name), ipKey(ip)].map((k) => this.count(k)));
    const g = LOGIN_GUARD;
    return {
      locked: pair >= g.pairLock || account >= g.accountLock || fromIp >= g.ipLock,
      puzzleRequired: account >= g.accountPuzzle || fromIp >= g.ipPuzzle,
    };
  }

  async recordFailure(name: string, ip: string): Promise<void> {
    const w = LOGIN_GUARD.windowSeconds;
    const pair = await this.kv.increment(pairKey(name, ip), w);
    await this.kv.set(pairKey(name, ip), String(pair), w);
    await this.kv.increment(accountKey(name), w);
    await this.kv.increment(ipKey(ip), w);
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
