import { afterAll, beforeAll, expect, it } from 'vitest';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { RemoteAdapter, RemoteFailureKind, RemotePoll, RemoteProblem } from '../adapter';
import { HttpSession } from '../http-session';

/**
 * The behaviour every site adapter shows against its stand-in (tools/remote-standins): login and its
 * refusals, the problem page, every verdict after a few polls, compile output, 5xx, a slow site and an
 * unknown verdict word. Each `sites/<key>.test.ts` calls it with its site's facts.
 */
export interface SiteCase {
  adapter: RemoteAdapter;
  start(opts: { port: number; slowMs?: number }): Promise<{ url: string; close(): Promise<void> }>;
  problem: { id: string; title: string; timeLimitMs: number; memoryLimitMb: number; sample: { input: string; output: string } };
  /** Text the problem's Markdown statement holds (description, input and output). */
  statementHas: string[];
  /** Whether the problem page has an image. */
  hasImage: boolean;
  brokenId: string;
  slowId: string;
  /** Verdicts this site shows differently (SPOJ has no MLE/PE words, LibreOJ no PE). */
  verdicts?: Partial<Record<Marker, JudgeStatusCode>>;
  language?: string;
}

type Marker = 'AC' | 'WA' | 'TLE' | 'MLE' | 'RE' | 'CE' | 'PE';
const EXPECTED: Record<Marker, JudgeStatusCode> = {
  AC: JudgeStatus.Accepted,
  WA: JudgeStatus.WrongAnswer,
  TLE: JudgeStatus.TimeLimitExceeded,
  MLE: JudgeStatus.MemoryLimitExceeded,
  RE: JudgeStatus.RuntimeError,
  CE: JudgeStatus.CompileError,
  PE: JudgeStatus.PresentationError,
};

export async function failureKind(p: Promise<unknown>): Promise<RemoteFailureKind | string> {
  try {
    await p;
    return 'no failure';
  } catch (err) {
    return (err as { kind?: RemoteFailureKind }).kind ?? String(err);
  }
}

export function siteSuite(c: SiteCase): void {
  let stand: { url: string; close(): Promise<void> };
  const session = (username = 'alice', password = 'secret', timeoutMs = 5000) =>
    new HttpSession({ username, password }, stand.url, timeoutMs);
  const language = c.language ?? 'C++';

  beforeAll(async () => {
    stand = await c.start({ port: 0, slowMs: 1500 });
  });
  afterAll(() => stand?.close());

  async function judge(s: HttpSession, code: string): Promise<{ polls: RemotePoll[]; last: RemotePoll & { done: true } }> {
    const { runId } = await c.adapter.submit(s, c.problem.id, language, code);
    const polls: RemotePoll[] = [];
    for (let i = 0; i < 10; i++) {
      const p = await c.adapter.poll(s, runId, c.problem.id);
      polls.push(p);
      if (p.done) return { polls, last: p };
    }
    throw new Error(`run ${runId} never finished`);
  }

  it('logs in, and says why when the site refuses', async () => {
    const s = session();
    expect(await c.adapter.isLoggedIn(s)).toBe(false);
    await c.adapter.login(s);
    expect(await c.adapter.isLoggedIn(s)).toBe(true);
    expect(await failureKind(c.adapter.login(session('alice', 'wrong')))).toBe('credentials');
    expect(await failureKind(c.adapter.login(session('captcha')))).toBe('captcha');
    expect(await failureKind(c.adapter.login(session('banned')))).toBe('banned');
  });

  it('imports the problem: title, limits, samples, Markdown, images', async () => {
    const p: RemoteProblem = await c.adapter.fetchProblem(session(), c.problem.id);
    expect(p).toMatchObject({
      remoteId: c.problem.id,
      title: c.problem.title,
      timeLimitMs: c.problem.timeLimitMs,
      memoryLimitMb: c.problem.memoryLimitMb,
    });
    expect(p.samples[0]).toEqual(c.problem.sample);
    const all = [p.description, p.input, p.output].join('\n');
    for (const t of c.statementHas) expect(all).toContain(t);
    expect(all).not.toMatch(/<(div|p|br)\b/);
    if (c.hasImage) {
      expect(p.images.length).toBeGreaterThan(0);
      for (const img of p.images) {
        expect(img.startsWith(stand.url)).toBe(true);
        expect(all).toContain(img);
      }
    }
  });

  it('judges every verdict after a few polls, with time, memory and the compile output', async () => {
    const s = session('bob');
    await c.adapter.login(s);
    for (const marker of Object.keys(EXPECTED) as Marker[]) {
      const { polls, last } = await judge(s, `int main() {}\n// VERDICT:${marker}\n`);
      expect(
        polls.some((p) => !p.done),
        marker,
      ).toBe(true);
      expect(last.status, marker).toBe(c.verdicts?.[marker] ?? EXPECTED[marker]);
      if (marker === 'CE') expect(last.message).toContain('error');
      if (marker === 'TLE') expect(last.timeMs).toBeGreaterThanOrEqual(1000);
      if (marker === 'AC') expect(last.memoryKb).toBeGreaterThan(0);
    }
    const plain = await judge(s, 'int main() { return 0; }\n');
    expect(plain.last.status).toBe(JudgeStatus.Accepted);
  });

  it('fails cleanly: unknown verdict word, unknown language, 5xx, a slow site', async () => {
    const s = session('carol');
    await c.adapter.login(s);
    expect(await failureKind(judge(s, '// VERDICT:ODD\n'))).toBe('unknownVerdict');
    expect(await failureKind(c.adapter.submit(s, c.problem.id, 'Brainfuck', '+'))).toBe('language');
    expect(await failureKind(c.adapter.fetchProblem(s, c.brokenId))).toBe('unavailable');
    expect(await failureKind(c.adapter.submit(s, c.brokenId, language, 'int main() {}'))).toBe('unavailable');
    const impatient = new HttpSession({ username: 'carol', password: 'x' }, stand.url, 300);
    expect(await failureKind(c.adapter.fetchProblem(impatient, c.slowId))).toBe('timeout');
    await c.adapter.login(impatient);
    expect(await failureKind(c.adapter.submit(impatient, c.slowId, language, 'int main() {}'))).toBe('timeout');
  });
}
