/**
 * One simulated contestant, as the web client behaves: sign in, register, open the contest, its
 * problem list and a problem, follow the board stream; later submit twice, poll each submission's
 * status every 2 s until its verdict (then reload the own submission list), and read the board
 * every 30 s.
 */
import type { Kind, Recorder } from './recorder';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const AB = (op: string) =>
  `#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a ${op} b); return 0; }\n`;
export const CODE: Record<Kind, string> = {
  AC: AB('+'),
  WA: AB('-'),
  TLE: '#include <stdio.h>\nint main(void) { volatile unsigned long x = 0; for (;;) x++; return 0; }\n',
  CE: '#include <stdio.h>\nint main(void) { return undefined_name; }\n',
};
/** The mix of each contestant's submissions: mostly right, some wrong, a few too slow or not compiling. */
export function kindOf(i: number): Kind {
  const r = i % 20;
  return r < 11 ? 'AC' : r < 15 ? 'WA' : r < 17 ? 'TLE' : 'CE';
}

export interface StormContest {
  cid: number;
  password: string;
  displayIds: string[];
}

export class Client {
  token: string | null = null;
  constructor(
    readonly base: string,
    private readonly rec: Recorder,
  ) {}

  /** A contract call: timed, counted as an error unless HTTP 200 with envelope status 200. */
  async call<T>(name: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | null> {
    const t0 = performance.now();
    this.rec.inFlight++;
    this.rec.peakInFlight = Math.max(this.rec.peakInFlight, this.rec.inFlight);
    try {
      const res = await fetch(this.base + path, {
        method,
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          'accept-encoding': 'gzip',
          ...(this.token ? { authorization: this.token } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      const json = (await res.json()) as { status: number; msg: string; data: T };
      if (res.status !== 200 || json.status !== 200) {
        this.rec.call(name, 0, `${res.status}/${json.status} ${json.msg}`);
        return null;
      }
      const auth = res.headers.get('authorization');
      if (auth) this.token = auth;
      this.rec.call(name, performance.now() - t0);
      return json.data;
    } catch (err) {
      // undici's 'fetch failed' says nothing by itself: its cause names the socket error.
      const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
      this.rec.call(name, 0, `${(err as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`);
      return null;
    } finally {
      this.rec.inFlight--;
    }
  }

  /** Follows the board stream until `signal` aborts; records each `change` event's arrival (and calls `onChange`). */
  async followBoard(
    cid: number,
    signal: AbortSignal,
    seen: { readyAt: number | null; events: number[] },
    onChange?: () => void,
  ): Promise<void> {
    try {
      const res = await fetch(`${this.base}/api/sse/contest-board?cid=${cid}`, {
        headers: { authorization: this.token ?? '', accept: 'text/event-stream' },
        signal,
      });
      if (!res.ok || !res.body) throw new Error(`board stream: ${res.status}`);
      let buffer = '';
      const decoder = new TextDecoder();
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          if (/^event: ready$/m.test(block)) seen.readyAt ??= Date.now();
          if (/^event: change$/m.test(block)) {
            seen.events.push(Date.now());
            onChange?.();
          }
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch (err) {
      if (!signal.aborted) {
        this.rec.streamErrors++;
        this.rec.call('board stream', 0, (err as Error).message);
      }
    }
  }
}

export interface Schedule {
  /** When this contestant arrives (ms after the storm's start), within the first minute. */
  arriveAt: number;
  /** When it submits, ms after the storm's start. */
  submitAt: [number, number];
  /** Where in the 30 s its board reads fall. */
  boardPhase: number;
  /** The submission phase's end. */
  endAt: number;
}

/** The opening minute: sign-in to the open problem and the board stream. */
export async function arrive(
  c: Client,
  user: { username: string; password: string },
  contest: StormContest,
  problem: string,
): Promise<boolean> {
  const cid = contest.cid;
  await c.call('login', 'POST', '/api/login', user);
  if (!c.token) return false;
  await c.call('register-contest', 'POST', '/api/register-contest', { cid, password: contest.password });
  await c.call('get-contest-info', 'GET', `/api/get-contest-info?cid=${cid}`);
  await c.call('get-contest-problem', 'GET', `/api/get-contest-problem?cid=${cid}`);
  await c.call('get-contest-problem-details', 'GET', `/api/get-contest-problem-details?cid=${cid}&displayId=${problem}`);
  return true;
}

export async function contestant(
  i: number,
  c: Client,
  rec: Recorder,
  user: { username: string; password: string },
  contest: StormContest,
  s: Schedule,
  t0: number,
  stop: AbortSignal,
): Promise<void> {
  const problem = contest.displayIds[i % contest.displayIds.length]!;
  await sleep(Math.max(0, t0 + s.arriveAt - Date.now()));
  if (!(await arrive(c, user, contest, problem))) return;
  const events = { readyAt: null as number | null, events: [] as number[] };
  rec.boardEvents.push(events);
  // STORM_REFETCH=1: as an open board tab does (BoardView), every change event re-reads the board page.
  const reread = () =>
    void c.call('get-contest-rank (on change)', 'POST', '/api/get-contest-rank', { cid: contest.cid, currentPage: 1, limit: 50 });
  const stream = c.followBoard(contest.cid, stop, events, process.env.STORM_REFETCH === '1' ? reread : undefined);
  const board = (async () => {
    for (let at = s.boardPhase; at < s.endAt; at += 30_000) {
      await sleep(Math.max(0, t0 + at - Date.now()));
      if (Date.now() - t0 >= at)
        await c.call('get-contest-rank', 'POST', '/api/get-contest-rank', { cid: contest.cid, currentPage: 1, limit: 50 });
    }
  })();
  const submits = s.submitAt.map(async (at, k) => {
    await sleep(Math.max(0, t0 + at - Date.now()));
    const kind = kindOf(i * 2 + k);
    const r = await c.call<{ submitId: number }>('submit', 'POST', '/api/submit-problem-judge', {
      pid: problem,
      cid: contest.cid,
      language: 'C',
      code: CODE[kind],
    });
    if (!r) return;
    const record = { submitId: r.submitId, kind, sentAt: Date.now(), seenAt: null as number | null };
    rec.submits.push(record);
    // As useLiveSubmissions: check-contest-submissions-status every 2 s until the verdict.
    for (let round = 0; round < 300 && !stop.aborted; round++) {
      await sleep(2000);
      const rows = await c.call<Record<string, { status: number }>>(
        'check-contest-submissions-status',
        'POST',
        '/api/check-contest-submissions-status',
        { submitIds: [r.submitId], cid: contest.cid },
      );
      const status = rows?.[String(r.submitId)]?.status;
      if (status !== undefined && !(status >= 5 && status <= 7) && status !== 9) {
        record.seenAt = Date.now();
        break;
      }
    }
    await c.call(
      'contest-submissions (mine)',
      'GET',
      `/api/contest-submissions?contestID=${contest.cid}&onlyMine=true&currentPage=1&limit=15`,
    );
  });
  await Promise.all([board, ...submits]);
  await stream;
}
