import { beforeAll, expect } from 'vitest';
import { JudgeStatus, ccsEvent, ccsObjectSchemas, submitProblemJudge } from '@verdict/shared';
import {
  AB_PY,
  type Actors,
  createAbProblem,
  judgeTestConfig,
  noSubmitInterval,
  seedActors,
  startWorkers,
  useSandbox,
  waitFinal,
} from '../../test/judge-kit';
import { useTestApp } from '../../test/test-app';
import { HOUR, addPublicProblem, createContest, seedSubmission } from '../contest/contest.fixture';
import { type Who, ccsClient, expectParses } from './ccs.fixture';

export interface FeedLine {
  type: string;
  id: string | null;
  data: unknown;
  token: string;
}

/** A judging app whose event feed keeps alive, coalesces and re-reads the state in a few ms; the feed's helpers. */
export function useFeedScene() {
  const t = useTestApp(judgeTestConfig(), { ccsFeed: { keepAliveMs: 150, coalesceMs: 10, tickMs: 100 } });
  const sandbox = useSandbox();
  const scene = { t, a: undefined as unknown as Actors, pids: [] as number[] };
  const ccs = ccsClient(t);
  const db = () => t.core.database.db;

  beforeAll(async () => {
    scene.a = await seedActors(t);
    await noSubmitInterval(t);
    for (let i = 0; i < 2; i++) scene.pids.push((await createAbProblem(t, scene.a.admin.token)).pid);
    await startWorkers(t, sandbox);
  });

  /** The finite feed (`stream=false`) as `who` reads it; every line checked by the event schema and its object's schema. */
  async function feed(cid: number, who: Who, query = ''): Promise<FeedLine[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ccs/contests/${cid}/event-feed?stream=false${query}`,
      headers: who ? { authorization: `Basic ${Buffer.from(`${who.username}:${who.password}`).toString('base64')}` } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/application\/x-ndjson/);
    const text = res.body;
    return text
      .split('\n')
      .filter(Boolean)
      .map((line, i) => {
        const e = JSON.parse(line) as FeedLine;
        expectParses(ccsEvent, e, `line ${i + 1}`);
        const schema = ccsObjectSchemas[(e.type === 'contest' ? 'contests' : e.type) as keyof typeof ccsObjectSchemas];
        if (e.data !== null) expectParses(schema, e.data, `line ${i + 1} (${e.type})`);
        return e;
      });
  }

  /** The state a client builds from the feed: the last data of each object, deletions dropped. */
  function replay(lines: FeedLine[]): Map<string, unknown> {
    const state = new Map<string, unknown>();
    for (const e of lines) {
      const key = `${e.type}/${e.id ?? ''}`;
      if (e.data === null) state.delete(key);
      else state.set(key, e.data);
    }
    return state;
  }

  /** Waits until `ok` holds of what `read` answers (changes reach the feed through the events). */
  async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v) || Date.now() > until) return v;
      await new Promise((r) => setTimeout(r, 30));
    }
  }

  /**
   * A running ACM contest sealed ten minutes ago: the other user's WA and AC before the seal
   * (seeded), the user's AC judged for real after it (withheld from the public and other teams).
   */
  async function frozenContest() {
    const { admin, user, other } = scene.a;
    const c = await createContest(t, admin.token);
    await addPublicProblem(t, admin.token, c.id, scene.pids[0], 'A', '#ff0000');
    await addPublicProblem(t, admin.token, c.id, scene.pids[1], 'B');
    const now = Date.now();
    await db()
      .updateTable('contest')
      .set({ sealRank: 1, sealRankTime: now - 10 * 60_000, autoRealRank: 1, gmtModified: now })
      .where('id', '=', c.id)
      .execute();
    for (const [status, minute] of [
      [JudgeStatus.WrongAnswer, 5],
      [JudgeStatus.Accepted, 20],
    ] as const)
      await seedSubmission(t, {
        cid: c.id,
        pid: scene.pids[1],
        uid: other.uid,
        username: other.username,
        status,
        at: now - HOUR + minute * 60_000,
      });
    const res = await t.call(submitProblemJudge, {
      token: user.token,
      body: { pid: 'A', cid: c.id, language: 'Python3', code: AB_PY },
    });
    expect(res.status, res.msg).toBe(200);
    const submitId = (res.data as { submitId: number }).submitId;
    expect(await waitFinal(db(), submitId)).toBe(JudgeStatus.Accepted);
    return { cid: c.id, submitId };
  }

  const as = (u: { username: string; password: string }): Who => ({ username: u.username, password: u.password });
  return Object.assign(scene, { ccs, db, feed, replay, eventually, frozenContest, as });
}
