import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, getContestSimilarity, getContestSimilarityPair, startContestSimilarity } from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { addPublicProblem, createContest } from '../contest/contest.fixture';
import * as corpus from './similarity-corpus.fixture';
import { similarityKit } from './similarity.fixture';

const AC = JudgeStatus.Accepted;
const WA = JudgeStatus.WrongAnswer;

describe('similarity reports', () => {
  const t = useTestApp();
  const k = similarityKit(t);
  let a: Actors;
  let u: SeededUser[];
  let p1: number;
  let p2: number;

  beforeAll(async () => {
    a = await seedActors(t);
    u = [];
    for (let i = 0; i < 4; i++) u.push(await seedUser(t.core));
    p1 = (await createAbProblem(t, a.admin.token)).pid;
    p2 = (await createAbProblem(t, a.admin.token)).pid;
    await k.template(p2, 'C++', corpus.TEMPLATE_CPP);
  });

  async function contest() {
    const c = await createContest(t, a.admin.token);
    await addPublicProblem(t, a.admin.token, c.id, p1, 'A');
    await addPublicProblem(t, a.admin.token, c.id, p2, 'B');
    return c;
  }
  const start = (token: string, cid: number, allowed?: string) =>
    t.call(startContestSimilarity, { token, query: { cid }, body: allowed === undefined ? {} : { allowed } });

  it('compares each participant’s last AC (or last) per problem and language; copies high, independent work low, templates left out', async () => {
    const c = await contest();
    const at = Date.now() - 60_000;
    const sub = (user: SeededUser, pid: number, code: string, status: number = AC, m = 0, language = 'C++') =>
      k.submitted({ cid: c.id, pid, user, code, status, language, at: at + m * 1000 });
    // A: the original and its disguised copy; the copier's later wrong answer does not replace the AC.
    const original = await sub(u[0]!, p1, corpus.ORIGINAL_CPP);
    const copy = await sub(u[1]!, p1, corpus.DISGUISED_CPP, AC, 1);
    await sub(u[1]!, p1, corpus.INDEPENDENT_CPP_2, WA, 2);
    // Without an AC the last submission counts.
    await sub(u[2]!, p1, corpus.ORIGINAL_CPP, WA, 1);
    const independent = await sub(u[2]!, p1, corpus.INDEPENDENT_CPP_1, WA, 3);
    // C++ With O2 is C++; Python is compared only with Python (alone here: no pair).
    const independent2 = await sub(u[3]!, p1, corpus.INDEPENDENT_CPP_2, AC, 4, 'C++ With O2');
    await sub(u[0]!, p1, corpus.ORIGINAL_PY, AC, 5, 'Python3');
    // B: two solutions on the contest's template (C++ template of problem B): the template is not counted.
    await sub(u[0]!, p2, corpus.ON_TEMPLATE_1);
    await sub(u[1]!, p2, corpus.ON_TEMPLATE_2);
    // The contest's author (not a participant) is left out.
    await sub(a.admin, p1, corpus.ORIGINAL_CPP, AC, 6);

    const started = await start(a.admin.token, c.id);
    expect([started.status, started.msg]).toEqual([200, 'Similarity report started (7 submissions)']);
    const r = await k.finished(a.admin.token, c.id);
    expect(r).toMatchObject({ status: 'done', progress: 1, submissions: 7, startedBy: a.admin.username, error: null, notes: [] });
    const top = r.pairs[0]!;
    expect(top).toMatchObject({
      submitIdA: original,
      submitIdB: copy,
      usernameA: u[0]!.username,
      usernameB: u[1]!.username,
      problemId: 'A',
      language: 'C++',
    });
    expect(top.similarity).toBeGreaterThanOrEqual(0.8);
    // Every other kept pair is under 0.5: independent solutions, and problem B with its template left out.
    for (const p of r.pairs.slice(1)) expect(p.similarity).toBeLessThan(0.5);
    expect(r.pairs.every((p) => p.problemId === 'A')).toBe(true);
    const ids = new Set(r.pairs.flatMap((p) => [p.submitIdA, p.submitIdB]));
    expect([...ids].every((id) => [original, copy, independent, independent2].includes(id))).toBe(true);

    // One pair side by side: both sources and their matching fragments.
    const d = await t.call(getContestSimilarityPair, { token: a.root.token, query: { cid: c.id, a: copy, b: original } });
    expect(d.status).toBe(200);
    expect(d.data.a).toMatchObject({ submitId: original, username: u[0]!.username, code: corpus.ORIGINAL_CPP });
    expect(d.data.b).toMatchObject({ submitId: copy, code: corpus.DISGUISED_CPP });
    expect(d.data.fragments.length).toBeGreaterThan(0);
    const missing = await t.call(getContestSimilarityPair, { token: a.admin.token, query: { cid: c.id, a: original, b: 1e9 } });
    expect([missing.status, missing.msg]).toEqual([404, 'The report has no such pair of submissions']);
  });

  it('allowed snippets are left out; a new run replaces the report', async () => {
    const c = await contest();
    const at = Date.now() - 60_000;
    // Problem A has no template: the shared library makes the pair look alike…
    const x = await k.submitted({ cid: c.id, pid: p1, user: u[0]!, code: corpus.ON_TEMPLATE_1, status: AC, at });
    const y = await k.submitted({ cid: c.id, pid: p1, user: u[1]!, code: corpus.ON_TEMPLATE_2, status: AC, at: at + 1 });
    await start(a.admin.token, c.id);
    const plain = await k.finished(a.admin.token, c.id);
    expect(plain.pairs.map((p) => [p.submitIdA, p.submitIdB])).toEqual([[x, y]]);
    expect(plain.pairs[0]!.similarity).toBeGreaterThanOrEqual(0.6);
    // …until the library is an allowed snippet.
    await start(a.admin.token, c.id, corpus.TEMPLATE_CPP);
    const allowed = await k.finished(a.admin.token, c.id);
    expect(allowed).toMatchObject({ status: 'done', pairs: [], allowed: corpus.TEMPLATE_CPP });
  });

  it('reports of two contests started at once both finish (one worker at a time: the parsers are per process)', async () => {
    const [c1, c2] = [await contest(), await contest()];
    const at = Date.now() - 60_000;
    for (const c of [c1, c2]) {
      await k.submitted({ cid: c.id, pid: p1, user: u[0]!, code: corpus.ORIGINAL_PY, language: 'Python3', status: AC, at });
      await k.submitted({
        cid: c.id,
        pid: p1,
        user: u[1]!,
        code: corpus.DISGUISED_PY,
        language: 'Python3',
        status: AC,
        at: at + 1,
      });
    }
    await Promise.all([start(a.admin.token, c1.id), start(a.admin.token, c2.id)]);
    for (const c of [c1, c2]) {
      const r = await k.finished(a.admin.token, c.id);
      expect(r.status).toBe('done');
      expect(r.pairs).toHaveLength(1);
      expect(r.pairs[0]).toMatchObject({ language: 'Python', problemId: 'A' });
    }
  });

  it('bad input: no submissions, a second start while running, strangers; a stopped run reads as interrupted', async () => {
    const c = await contest();
    const none = await start(a.admin.token, c.id);
    expect([none.status, none.msg]).toEqual([400, 'The contest has no submissions to compare yet']);
    expect((await k.report(a.admin.token, c.id)).data).toBeNull();
    await k.submitted({ cid: c.id, pid: p1, user: u[0]!, code: corpus.ORIGINAL_CPP, status: AC, at: Date.now() - 5000 });

    // Only the contest's admins and site admins: a participant and another admin (not its author) are refused.
    for (const who of [a.user, a.problemAdmin]) {
      expect((await start(who.token, c.id)).status).toBe(403);
      expect((await k.report(who.token, c.id)).status).toBe(403);
      expect((await t.call(getContestSimilarityPair, { token: who.token, query: { cid: c.id, a: 1, b: 2 } })).status).toBe(403);
    }
    expect((await t.call(getContestSimilarity, { query: { cid: c.id } })).status).toBe(401);
    expect((await start(a.admin.token, 1e9)).status).toBe(404);
    expect((await t.callRaw(startContestSimilarity, { token: a.admin.token, query: { cid: 'x' }, body: {} })).status).toBe(400);

    // A run going on (a fresh heartbeat, in any process): a second start is refused, nothing changes.
    await k.runningRow(c.id, 1000);
    const busy = await start(a.root.token, c.id);
    expect([busy.status, busy.msg]).toEqual([400, "The contest's similarity report is being made; wait until it is done"]);
    expect((await k.report(a.root.token, c.id)).data).toMatchObject({ status: 'running', progress: 0.4, startedBy: 'x' });

    // A run whose process stopped (no heartbeat for over a minute): failed, and a new start is allowed.
    await k.runningRow(c.id, 5 * 60_000);
    expect((await k.report(a.admin.token, c.id)).data).toMatchObject({ status: 'failed', error: 'interrupted', pairs: [] });
    expect((await start(a.admin.token, c.id)).status).toBe(200);
    expect(await k.finished(a.admin.token, c.id)).toMatchObject({ status: 'done', submissions: 1, pairs: [] });
  });
});
