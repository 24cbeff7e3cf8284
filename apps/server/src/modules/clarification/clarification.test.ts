import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminContestVo,
  type ClarificationVo,
  ClarificationLimits,
  announceClarification,
  answerClarification,
  askClarification,
  getClarifications,
  readClarifications,
  registerContest,
} from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { HOUR, addPublicProblem, createContest, setContestTimes } from '../contest/contest.fixture';

describe('the clarification desk', () => {
  const t = useTestApp();
  let a: Actors;
  let p1: SeededUser;
  let p2: SeededUser;
  let outsider: SeededUser;
  let contest: AdminContestVo;
  let pidA: number;
  let pidElsewhere: number;

  const rowCount = async () =>
    Number(
      (
        await t.core.database.db
          .selectFrom('clarification')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const desk = async (token: string, cid = contest.id) => {
    const res = await t.call(getClarifications, { token, query: { cid } });
    expect([res.status, res.msg]).toEqual([200, 'success']);
    return res.data;
  };
  const texts = (items: ClarificationVo[]) => items.map((i) => i.text);

  beforeAll(async () => {
    a = await seedActors(t);
    [p1, p2, outsider] = [await seedUser(t.core), await seedUser(t.core), await seedUser(t.core)];
    contest = await createContest(t, a.admin.token, { title: 'Desk Cup', auth: 2, pwd: 'guard' });
    pidA = (await createAbProblem(t, a.root.token)).pid;
    pidElsewhere = (await createAbProblem(t, a.root.token)).pid;
    await addPublicProblem(t, a.admin.token, contest.id, pidA, 'A');
    for (const p of [p1, p2]) {
      const res = await t.call(registerContest, { token: p.token, body: { cid: contest.id, password: 'guard' } });
      expect(res.status).toBe(200);
    }
  });

  it('a participant asks while the contest runs; the jury sees it first in the queue, other teams do not', async () => {
    const res = await t.call(askClarification, { token: p1.token, body: { cid: contest.id, pid: pidA, text: 'Is n ≥ 1?' } });
    expect([res.status, res.msg]).toEqual([200, 'Your question has been sent']);
    expect(res.data).toMatchObject({ kind: 'question', pid: pidA, problemDisplayId: 'A', fromTeamId: p1.uid, answered: false });

    const jury = await desk(a.admin.token);
    expect(jury).toMatchObject({ jury: true, canAsk: false, unread: 1 });
    expect(jury.items[0]).toMatchObject({ text: 'Is n ≥ 1?', fromTeamName: p1.username, unread: true });
    expect(await desk(p1.token)).toMatchObject({ jury: false, canAsk: true, unread: 0, items: [{ text: 'Is n ≥ 1?' }] });
    expect((await desk(p2.token)).items).toEqual([]);
    // Not a participant: reads what is addressed to all only, and may not ask.
    expect(await desk(outsider.token)).toMatchObject({ canAsk: false, items: [] });
  });

  it("refuses a non-participant's question, over-long or empty texts and a problem of another contest, writing nothing", async () => {
    const before = await rowCount();
    const refused = await t.call(askClarification, { token: outsider.token, body: { cid: contest.id, text: 'Me too?' } });
    expect([refused.http, refused.status, refused.msg]).toEqual([
      200,
      403,
      'Only participants of this contest can ask questions',
    ]);
    const long = await t.call(askClarification, {
      token: p1.token,
      body: { cid: contest.id, text: 'x'.repeat(ClarificationLimits.textMax + 1) },
    });
    expect([long.status, long.msg]).toEqual([400, expect.stringContaining(`at most ${ClarificationLimits.textMax}`)]);
    const empty = await t.call(askClarification, { token: p1.token, body: { cid: contest.id, text: '   ' } });
    expect([empty.status, empty.msg]).toEqual([400, expect.stringContaining('required')]);
    const foreign = await t.call(askClarification, { token: p1.token, body: { cid: contest.id, pid: pidElsewhere, text: 'B?' } });
    expect([foreign.status, foreign.msg]).toEqual([400, 'The problem is not in this contest']);
    const noCid = await t.callRaw(askClarification, { token: p1.token, body: { text: 'where?' } });
    expect(noCid.status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('the jury answers privately with a canned answer, and to all with free text; answered questions leave the top', async () => {
    const q1 = (await desk(a.admin.token)).items[0]!;
    const priv = await t.call(answerClarification, { token: a.admin.token, body: { cid: contest.id, id: q1.id, canned: 'yes' } });
    expect([priv.status, priv.msg]).toEqual([200, 'The answer has been sent']);
    expect(priv.data).toMatchObject({
      kind: 'answer',
      toTeamId: p1.uid,
      replyToId: q1.id,
      canned: 'yes',
      text: 'Yes.',
      pid: pidA,
    });

    const q2 = await t.call(askClarification, { token: p2.token, body: { cid: contest.id, text: 'Is the contest 3 hours?' } });
    const jury = await desk(a.admin.token);
    expect(jury.items[0]).toMatchObject({ id: q2.data.id, answered: false });
    expect(jury.items.find((i) => i.id === q1.id)).toMatchObject({ answered: true, unread: false });

    const pub = await t.call(answerClarification, {
      token: a.admin.token,
      body: { cid: contest.id, id: q2.data.id, text: 'Yes, three hours.', toAll: true },
    });
    expect(pub.data).toMatchObject({ toTeamId: null, question: 'Is the contest 3 hours?' });

    expect(texts((await desk(p1.token)).items)).toEqual(['Yes, three hours.', 'Yes.', 'Is n ≥ 1?']);
    expect(texts((await desk(p2.token)).items)).toEqual(['Yes, three hours.', 'Is the contest 3 hours?']);
    const seen = await desk(outsider.token);
    expect(seen.items).toMatchObject([{ text: 'Yes, three hours.', question: 'Is the contest 3 hours?', fromTeamId: null }]);
    expect((await desk(a.admin.token)).unread).toBe(0);
  });

  it('announcements reach everyone; unread counts the jury messages until the reader marks them read', async () => {
    const ann = await t.call(announceClarification, {
      token: a.admin.token,
      body: { cid: contest.id, pid: pidA, text: 'Problem A: n ≤ 10^5.' },
    });
    expect([ann.status, ann.msg, ann.data.kind]).toEqual([200, 'The announcement has been sent', 'announcement']);
    expect((await desk(p1.token)).unread).toBe(3);
    expect((await desk(p2.token)).unread).toBe(2);
    expect((await desk(outsider.token)).unread).toBe(2);
    await t.call(readClarifications, { token: p1.token, body: { cid: contest.id } });
    const after = await desk(p1.token);
    expect([after.unread, after.items.some((i) => i.unread)]).toEqual([0, false]);
    expect((await desk(p2.token)).unread).toBe(2);
  });

  it("only the contest's jury answers and announces; bad answers are refused and write nothing", async () => {
    const q = await t.call(askClarification, { token: p1.token, body: { cid: contest.id, text: 'Another one?' } });
    const before = await rowCount();
    for (const token of [p1.token, a.user.token]) {
      const r = await t.call(answerClarification, { token, body: { cid: contest.id, id: q.data.id, canned: 'no' } });
      expect(r.status).toBe(403);
      const n = await t.call(announceClarification, { token, body: { cid: contest.id, text: 'Hi all' } });
      expect(n.status).toBe(403);
    }
    const both = await t.call(answerClarification, {
      token: a.admin.token,
      body: { cid: contest.id, id: q.data.id, canned: 'no', text: 'and more' },
    });
    expect([both.status, both.msg]).toEqual([400, expect.stringContaining('choose a canned answer')]);
    const neither = await t.call(answerClarification, { token: a.admin.token, body: { cid: contest.id, id: q.data.id } });
    expect(neither.status).toBe(400);
    const badCanned = await t.callRaw(answerClarification, {
      token: a.admin.token,
      body: { cid: contest.id, id: q.data.id, canned: 'maybe' },
    });
    expect(badCanned.status).toBe(400);
    const announcement = (await desk(a.admin.token)).items.find((i) => i.kind === 'announcement')!;
    const notQuestion = await t.call(answerClarification, {
      token: a.admin.token,
      body: { cid: contest.id, id: announcement.id, canned: 'no' },
    });
    expect([notQuestion.status, notQuestion.msg]).toEqual([400, 'Only a question from a team can be answered']);
    const other = await createContest(t, a.admin.token);
    const wrongContest = await t.call(answerClarification, {
      token: a.admin.token,
      body: { cid: other.id, id: q.data.id, canned: 'no' },
    });
    expect([wrongContest.status, wrongContest.msg]).toEqual([404, 'The clarification does not exist']);
    const foreign = await t.call(announceClarification, {
      token: a.admin.token,
      body: { cid: contest.id, pid: pidElsewhere, text: 'x' },
    });
    expect(foreign.status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('asking ends with the contest; reading goes on; a contest not started is closed to contestants', async () => {
    const ended = await createContest(t, a.admin.token, { auth: 2, pwd: 'late' });
    await t.call(registerContest, { token: p1.token, body: { cid: ended.id, password: 'late' } });
    const ask = await t.call(askClarification, { token: p1.token, body: { cid: ended.id, text: 'Before the end' } });
    expect(ask.status).toBe(200);
    await t.call(announceClarification, { token: a.admin.token, body: { cid: ended.id, text: 'Thanks for taking part' } });
    await setContestTimes(t, ended.id, -3 * HOUR, -HOUR);
    const late = await t.call(askClarification, { token: p1.token, body: { cid: ended.id, text: 'After the end' } });
    expect([late.status, late.msg]).toEqual([403, 'Questions can be asked only while the contest is running']);
    expect(await desk(p1.token, ended.id)).toMatchObject({
      canAsk: false,
      items: [{ text: 'Thanks for taking part' }, { text: 'Before the end' }],
    });

    const soon = await createContest(t, a.admin.token, { auth: 0, startIn: HOUR, endIn: 2 * HOUR });
    const early = await t.call(getClarifications, { token: p1.token, query: { cid: soon.id } });
    expect(early.status).toBe(403);
    const earlyAsk = await t.call(askClarification, { token: p1.token, body: { cid: soon.id, text: 'Early?' } });
    expect(earlyAsk.status).toBe(403);
  });

  it('gives the CCS API every clarification a viewer may read, with from/to team, reply-to, problem and time', async () => {
    const s = t.app.services.clarifications;
    const all = await s.ccsList(contest.id, { admin: true });
    const team = await s.ccsList(contest.id, { teamId: p2.uid });
    const pub = await s.ccsList(contest.id, null);
    expect(all.length).toBeGreaterThan(team.length);
    expect(
      team.every((c) => c.fromTeamId === p2.uid || c.toTeamId === p2.uid || (c.fromTeamId == null && c.toTeamId == null)),
    ).toBe(true);
    expect(pub.every((c) => c.fromTeamId == null && c.toTeamId == null)).toBe(true);
    const publicAnswer = pub.find((c) => c.replyToId != null)!;
    expect(publicAnswer).toMatchObject({ text: 'Yes, three hours.', toTeamId: null, time: expect.any(Number) });
    expect(all.find((c) => c.id === publicAnswer.replyToId)).toMatchObject({ fromTeamId: p2.uid });

    const row = await t.core.database.db.selectFrom('contest').selectAll().where('id', '=', contest.id).executeTakeFirstOrThrow();
    const team1 = (await t.app.services.teams.teamOf(contest.id, p1.uid))!;
    const q = await s.ccsAsk(row, team1, p1.uid, { pid: pidA, text: 'Via CCS' });
    const ans = await s.ccsJury(row, a.admin.uid, { replyToId: q.id, toTeamId: p1.uid, text: 'Answered via CCS' });
    expect(ans).toMatchObject({ replyToId: q.id, toTeamId: p1.uid, pid: pidA });
    expect((await s.ccsList(contest.id, { teamId: p1.uid })).map((c) => c.text)).toContain('Answered via CCS');
    expect((await s.ccsList(contest.id, { teamId: p2.uid })).map((c) => c.text)).not.toContain('Answered via CCS');
  });
});
