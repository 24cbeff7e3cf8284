import type { RemoteAdapter, RemoteOj } from './adapter';
import { HttpSession } from './http-session';

export interface OtherContest {
  oj: string;
  url: string;
  title: string;
  beginTime: string;
  endTime: string;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Upcoming contests of Codeforces and AtCoder for the home page, read through the adapters'
 * `recentContests`, kept an hour. A site that does not answer adds nothing (never an error);
 * its empty answer is kept too, so a site that is down is not asked on every home page view.
 */
export class RecentContests {
  private kept: { at: number; list: OtherContest[] } | null = null;
  private loading: Promise<OtherContest[]> | null = null;

  constructor(
    private readonly deps: {
      adapters: Map<RemoteOj, RemoteAdapter>;
      baseUrl(adapter: RemoteAdapter): string;
      httpTimeoutMs: number;
      ttlMs?: number;
      /** Whether this site may be asked (the real sites only when REMOTE_JUDGE_CONTESTS=1; a set URL always). */
      enabled?(adapter: RemoteAdapter): boolean;
    },
  ) {}

  async list(): Promise<OtherContest[]> {
    if (this.kept && Date.now() - this.kept.at < (this.deps.ttlMs ?? HOUR_MS)) return this.kept.list;
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  private async load(): Promise<OtherContest[]> {
    const sites = (['CF', 'AC'] as const)
      .map((oj) => this.deps.adapters.get(oj))
      .filter((a) => a?.recentContests && (this.deps.enabled?.(a) ?? true));
    const lists = await Promise.all(
      sites.map(async (a) => {
        const session = new HttpSession({ username: '', password: '' }, this.deps.baseUrl(a!), this.deps.httpTimeoutMs);
        try {
          const found = await a!.recentContests!(session);
          return found.map((c) => ({
            oj: a!.oj,
            url: c.url,
            title: c.title,
            beginTime: c.startTime,
            endTime: new Date(Date.parse(c.startTime) + c.durationSeconds * 1000).toISOString(),
          }));
        } catch {
          return [];
        }
      }),
    );
    const list = lists.flat().sort((x, y) => x.beginTime.localeCompare(y.beginTime));
    this.kept = { at: Date.now(), list };
    return list;
  }
}
