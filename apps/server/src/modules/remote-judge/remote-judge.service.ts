import { JudgeStatus, type SwitchConfig } from '@verdict/shared';
import type { JudgeOutcome } from '@verdict/judge';
import { AppError } from '../../http/app-error';
import type { AccountLeases } from './account-leases';
import { AccountPool, accountsOf } from './account-pool';
import { REMOTE_OJS, type RemoteAdapter, RemoteFailure, type RemoteOj, type RemotePoll } from './adapter';
import type { HttpSession } from './http-session';

export interface RemoteJudgeOptions {
  /** First wait between two status reads, ms (REMOTE_JUDGE_POLL_MS, default 3000). */
  pollMs: number;
  /** Give up polling after this long, ms: Submitted Failed (REMOTE_JUDGE_POLL_TIMEOUT_MS, default 180000). */
  pollTimeoutMs: number;
  /** Submissions in flight per site at most (REMOTE_JUDGE_SITE_CONCURRENCY, default 4). */
  siteLimit: number;
  /** One HTTP request to a site, ms (REMOTE_JUDGE_HTTP_TIMEOUT_MS, default 15000). */
  httpTimeoutMs: number;
  /** An account's lease across processes, ms: a crashed holder's accounts are free after it (REMOTE_JUDGE_LEASE_MS, default 30000). */
  leaseMs: number;
  /** Base URL per key (REMOTE_JUDGE_<KEY>_URL); the adapter's real site when absent. */
  baseUrls: Partial<Record<RemoteOj, string>>;
}

export function remoteJudgeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RemoteJudgeOptions {
  const int = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : d);
  const baseUrls: Partial<Record<RemoteOj, string>> = {};
  for (const oj of REMOTE_OJS) if (env[`REMOTE_JUDGE_${oj}_URL`]) baseUrls[oj] = env[`REMOTE_JUDGE_${oj}_URL`];
  return {
    pollMs: int(env.REMOTE_JUDGE_POLL_MS, 3_000),
    pollTimeoutMs: int(env.REMOTE_JUDGE_POLL_TIMEOUT_MS, 180_000),
    siteLimit: int(env.REMOTE_JUDGE_SITE_CONCURRENCY, 4),
    httpTimeoutMs: int(env.REMOTE_JUDGE_HTTP_TIMEOUT_MS, 15_000),
    leaseMs: int(env.REMOTE_JUDGE_LEASE_MS, 30_000),
    baseUrls,
  };
}

/** `CF-1A` → CF and `1A`; null for a local problem id. The judge server splits on the first `-`. */
export function parseRemoteId(problemId: string): { oj: RemoteOj; remoteId: string } | null {
  const at = problemId.indexOf('-');
  if (at < 0) return null;
  const oj = problemId.slice(0, at).toUpperCase();
  return (REMOTE_OJS as readonly string[]).includes(oj) ? { oj: oj as RemoteOj, remoteId: problemId.slice(at + 1) } : null;
}

export interface RemoteJudgeDeps {
  adapters: Map<RemoteOj, RemoteAdapter>;
  switches: { get(): Promise<SwitchConfig> };
  /** The submission's code, language and problem (submission module). */
  judgeInput(submitId: number): Promise<{ pid: number; code: string; language: string } | null>;
  /** A problem's display id and whether a site judges it (problem module). */
  problemOf(pid: number): Promise<{ problemId: string; isRemote: number } | null>;
  /** Accounts in use across processes (the database); without it the pool holds for this process only. */
  leases?: AccountLeases;
}

/** What the worker pool is answered for one job. */
export type RemoteJudgeResult = JudgeOutcome | 'busy' | null;

/**
 * Judging on remote sites: takes an account from the pool, logs in when its cookies are not,
 * submits, polls with backoff and answers the verdict. Any RemoteFailure (and a poll that runs
 * out of time) is status 10, Submitted Failed, with the reason; the account always goes back.
 */
export class RemoteJudgeService {
  readonly pool: AccountPool;
  /** pid → remote key, or null for a local problem (a problem never changes between the two). */
  private readonly kinds = new Map<number, { oj: RemoteOj; remoteId: string } | null>();

  constructor(
    private readonly deps: RemoteJudgeDeps,
    readonly options: RemoteJudgeOptions,
  ) {
    this.pool = new AccountPool(options, deps.leases);
  }

  /** A job that found every account busy comes back after one poll interval. */
  get retryMs(): number {
    return this.options.pollMs;
  }

  adapter(oj: RemoteOj): RemoteAdapter | undefined {
    return this.deps.adapters.get(oj);
  }

  baseUrl(adapter: RemoteAdapter): string {
    return this.options.baseUrls[adapter.oj] ?? adapter.defaultBaseUrl;
  }

  /** Sites that are supported but have no account in the switch (the judge service page, a submit's answer). */
  async sitesWithoutAccounts(): Promise<RemoteOj[]> {
    const config = await this.deps.switches.get();
    return [...this.deps.adapters.keys()].filter((oj) => accountsOf(config, oj).length === 0);
  }

  /** Each supported site with its configured accounts and submissions in flight (admin's judge service page). */
  async sites(): Promise<Array<{ oj: RemoteOj; accounts: number; inFlight: number }>> {
    const config = await this.deps.switches.get();
    return [...this.deps.adapters.keys()].map((oj) => ({
      oj,
      accounts: accountsOf(config, oj).length,
      inFlight: this.pool.busyCount(oj),
    }));
  }

  /** The submit answer's refusal (nothing written) when a remote problem's site has no account in the switch. */
  async requireAccount(pid: number): Promise<void> {
    const kind = await this.kindOf(pid);
    if (!kind || !this.deps.adapters.has(kind.oj)) return;
    if (accountsOf(await this.deps.switches.get(), kind.oj).length === 0)
      throw AppError.fail('remoteJudge.noAccount', { oj: kind.oj });
  }

  private async kindOf(pid: number) {
    if (this.kinds.has(pid)) return this.kinds.get(pid)!;
    const p = await this.deps.problemOf(pid);
    const kind = p && p.isRemote ? parseRemoteId(p.problemId) : null;
    if (this.kinds.size > 50_000) this.kinds.clear();
    this.kinds.set(pid, kind);
    return kind;
  }

  /**
   * The worker pool's remote port: null when the sandbox judges this submission, 'busy' when every
   * account of its site is in use (the job comes back later), else the verdict or status 10.
   */
  async judge(submitId: number, onJudging: () => Promise<void>): Promise<RemoteJudgeResult> {
    const input = await this.deps.judgeInput(submitId);
    if (!input) return null;
    const kind = await this.kindOf(input.pid);
    if (!kind) return null;
    const adapter = this.deps.adapters.get(kind.oj);
    if (!adapter) return failed(`${kind.oj} is not supported by this server`);
    const accounts = accountsOf(await this.deps.switches.get(), kind.oj);
    if (accounts.length === 0) return failed(`no ${kind.oj} account is configured (admin: switch)`);
    const lease = await this.pool.acquire(kind.oj, accounts, this.baseUrl(adapter));
    if (!lease) return 'busy';
    try {
      return await this.run(adapter, lease.session, kind.remoteId, input, onJudging);
    } catch (err) {
      if (err instanceof RemoteFailure) {
        if (err.kind === 'credentials' || err.kind === 'captcha' || err.kind === 'banned') this.pool.forget(lease.session);
        return failed(err.message);
      }
      throw err;
    } finally {
      await lease.release();
    }
  }

  private async run(
    adapter: RemoteAdapter,
    session: HttpSession,
    remoteId: string,
    input: { code: string; language: string },
    onJudging: () => Promise<void>,
  ): Promise<JudgeOutcome> {
    if (!adapter.languages[input.language]) throw new RemoteFailure('language', `${adapter.oj} does not take ${input.language}`);
    if (!(await adapter.isLoggedIn(session))) await adapter.login(session);
    const { runId } = await adapter.submit(session, remoteId, input.language, input.code);
    await onJudging();
    const deadline = Date.now() + this.options.pollTimeoutMs;
    let wait = this.options.pollMs;
    for (;;) {
      await sleep(Math.min(wait, Math.max(0, deadline - Date.now())));
      const poll: RemotePoll = await adapter.poll(session, runId, remoteId);
      if (poll.done) {
        return {
          status: poll.status,
          score: null,
          oiRankScore: null,
          time: poll.timeMs,
          memory: poll.memoryKb,
          errorMessage: poll.message ?? null,
          cases: [],
        };
      }
      if (Date.now() >= deadline)
        throw new RemoteFailure(
          'timeout',
          `${adapter.oj} gave no verdict for run ${runId} in ${Math.round(this.options.pollTimeoutMs / 1000)} s`,
        );
      // Backoff: each wait a quarter longer, up to four times the first.
      wait = Math.min(this.options.pollMs * 4, Math.ceil(wait * 1.25));
    }
  }
}

function failed(message: string): JudgeOutcome {
  return {
    status: JudgeStatus.SubmittedFailed,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
    errorMessage: message,
    cases: [],
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
