import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminContestVo, getClarifications, registerContest } from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { addPublicProblem, createContest } from '../contest/contest.fixture';
import { type Who, ccsClient, expectParses, schemaOf } from './ccs.fixture';

/** The CCS clarifications endpoint posts and reads through the same desk as Verdict's Clarifications tab. */
describe('clarifications through the ICPC Contest API', () => {
  const t = useTestApp();
  const ccs = ccsClient(t);
  let a: Actors;
  let p1: SeededUser;
  let p2: SeededUser;
  let contest: AdminContestVo;
  let pid: number;
  const as = (u: SeededUser): Who => ({ username: u.username, password: u.password });
  const url = () => `/contests/${contest.id}/clarifications`;
  const texts = async (who: Who) => {
    const res = await ccs.get(url(), who);
    expect(res.status).toBe(200);
    for (const c of res.body as unknown[]) expectParses(schemaOf('clarifications'), c, 'clarification');
    return (res.body as { text: string }[]).map((c) => c.text);
  };

  beforeAll(async () => {
    a = await seedActors(t);
    [p1, p2] = [await seedUser(t.core), await seedUser(t.core)];
    contest = await createContest(t, a.admin.token, { title: 'CCS Desk', auth: 2, pwd: 'desk' });
    pid = (await createAbProblem(t, a.root.token)).pid;
    await addPublicProblem(t, a.admin.token, contest.id, pid, 'A');
    for (const p of [p1, p2])
      expect((await t.call(registerContest, { token: p.token, body: { cid: contest.id, password: 'desk' } })).status).toBe(200);
  });

  it('a team asks, the jury answers privately and announces to all; each reader sees what the desk shows them', async () => {
    const admin: Who = { username: a.admin.username, password: a.admin.password };
    const asked = await ccs.post(url(), as(p1), { text: 'Is the input sorted?', problem_id: String(pid) });
    expect(asked.status).toBe(201);
    expectParses(schemaOf('clarifications'), asked.body, 'posted question');
    const question = asked.body as { id: string; from_team_id: string; problem_id: string };
    expect(question).toMatchObject({ from_team_id: p1.uid, problem_id: String(pid) });

    const reply = await ccs.post(url(), admin, { text: 'Yes.', reply_to_id: question.id, to_team_id: p1.uid });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ reply_to_id: question.id, to_team_id: p1.uid, from_team_id: null });
    const news = await ccs.post(url(), admin, { text: 'Problem A: n ≤ 10⁵.' });
    expect(news.status).toBe(201);

    expect(await texts(as(p1))).toEqual(expect.arrayContaining(['Is the input sorted?', 'Yes.', 'Problem A: n ≤ 10⁵.']));
    expect(await texts(as(p2))).toEqual(['Problem A: n ≤ 10⁵.']);
    expect(await texts(null)).toEqual(['Problem A: n ≤ 10⁵.']);
    expect(await texts(admin)).toHaveLength(3);

    // The same question on Verdict's own desk, answered.
    const desk = await t.call(getClarifications, { token: a.admin.token, query: { cid: contest.id } });
    expect(desk.data.items.find((c) => c.text === 'Is the input sorted?')).toMatchObject({ answered: true });
  });

  it("refuses a team's reply or a forged sender, and writes nothing", async () => {
    const count = async () => (await texts({ username: a.admin.username, password: a.admin.password })).length;
    const before = await count();
    expect((await ccs.post(url(), as(p2), { text: 'Me too', from_team_id: p1.uid })).status).toBe(403);
    expect((await ccs.post(url(), as(p2), { text: 'Me too', reply_to_id: '1' })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
