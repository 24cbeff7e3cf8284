import { describe, expect, it } from 'vitest';
import { type AcmContestRankVo, JudgeStatus, submitProblemJudge } from '@verdict/shared';
import { AB_PY, waitFinal } from '../../test/judge-kit';
import { LoginGuardKeys } from '../account/login-guard';
import { usernameFold } from '../account/username';
import { HOUR, addPublicProblem, createContest, seedSubmission } from '../contest/contest.fixture';
import { useBoardScene } from '../contest/contest-board.fixture';
import { LIST_TYPES, type Who, ccsClient, expectParses, schemaOf } from './ccs.fixture';

describe('the ICPC Contest API (2023-06) under /api/ccs', () => {
  const scene = useBoardScene();
  const { t, rank, eventually } = scene;
  const ccs = ccsClient(t);
  const db = () => t.core.database.db;
  const as = (u: { username: string; password: string }): Who => ({ username: u.username, password: u.password });

  /** A running ACM contest, sealed ten minutes ago, with two problems: seeded tries before the seal, a real AC after it. */
  async function frozenContest() {
    const { admin, user, other } = scene.a;
    const c = await createContest(t, admin.token);
    await addPublicProblem(t, admin.token, c.id, scene.ab.pid, 'A', '#ff0000');
    await addPublicProblem(t, admin.token, c.id, scene.ab2.pid, 'B');
    const now = Date.now();
    await db()
      .updateTable('contest')
      .set({ sealRank: 1, sealRankTime: now - 10 * 60_000, gmtModified: now })
      .where('id', '=', c.id)
      .execute();
    const start = now - HOUR;
    for (const [status, minute] of [
      [JudgeStatus.WrongAnswer, 5],
      [JudgeStatus.Accepted, 20],
    ] as const)
      await seedSubmission(t, {
        cid: c.id,
        pid: scene.ab2.pid,
        uid: other.uid,
        username: other.username,
        status,
        at: start + minute * 60_000,
      });
    // The user's AC, judged for real after the seal: pending to the public and other teams, AC to the user and the jury.
    const res = await t.call(submitProblemJudge, {
      token: user.token,
      body: { pid: 'A', cid: c.id, language: 'Python3', code: AB_PY },
    });
    expect(res.status, res.msg).toBe(200);
    const submitId = (res.data as { submitId: number }).submitId;
    expect(await waitFinal(db(), submitId)).toBe(JudgeStatus.Accepted);
    return { cid: c.id, submitId };
  }

  it('answers every endpoint in the spec objects for public, team and admin, each list item equal to its /{id}', async () => {
    const { cid } = await frozenContest();
    const info = await ccs.get('', null);
    expect(info.status).toBe(200);
    expectParses(schemaOf(''), info.body, 'api information');
    expect(info.body).toMatchObject({ version: '2023-06' });
    for (const who of [null, as(scene.a.user), as(scene.a.admin)]) {
      const role = who?.username ?? 'public';
      for (const one of ['', '/state', '/scoreboard', '/access']) {
        const res = await ccs.get(`/contests/${cid}${one}`, who);
        expect(res.status, `${role} ${one}`).toBe(200);
        expectParses(schemaOf(one === '' ? 'contests' : one.slice(1)), res.body, `${role} ${one}`);
      }
      const contests = await ccs.get('/contests', who);
      for (const c of contests.body as unknown[]) expectParses(schemaOf('contests'), c, `${role} contests`);
      for (const type of LIST_TYPES) {
        const list = await ccs.get(`/contests/${cid}/${type}`, who);
        expect(list.status, `${role} ${type}`).toBe(200);
        expect(Array.isArray(list.body)).toBe(true);
        for (const item of list.body as Array<{ id: string }>) {
          expectParses(schemaOf(type), item, `${role} ${type}`);
          const one = await ccs.get(`/contests/${cid}/${type}/${encodeURIComponent(item.id)}`, who);
          expect(one.status, `${role} ${type}/${item.id}`).toBe(200);
          expect(one.body).toEqual(item);
        }
      }
    }
    // Referential integrity: every submission's team, problem and language are at their endpoints.
    const admin = as(scene.a.admin);
    const ids = async (type: string) =>
      ((await ccs.get(`/contests/${cid}/${type}`, admin)).body as Array<{ id: string }>).map((o) => o.id);
    const [teams, problems, languages] = [await ids('teams'), await ids('problems'), await ids('languages')];
    for (const s of (await ccs.get(`/contests/${cid}/submissions`, admin)).body as Array<Record<string, string>>) {
      expect(teams).toContain(s.team_id);
      expect(problems).toContain(s.problem_id);
      expect(languages).toContain(s.language_id);
    }
    // Filtering by an ID property.
    const mine = await ccs.get(`/contests/${cid}/submissions?team_id=${scene.a.user.uid}`, admin);
    expect((mine.body as unknown[]).length).toBe(1);
  }, 120_000);

  it("honours the seal as Verdict's board: pending to public and other teams, own result to the team, the truth to the jury", async () => {
    const { cid, submitId } = await frozenContest();
    const judgement = async (who: Who) =>
      ((await ccs.get(`/contests/${cid}/judgements/${submitId}`, who)).body as { judgement_type_id: string | null })
        .judgement_type_id;
    expect(await judgement(null)).toBeNull();
    expect(await judgement(as(scene.a.other))).toBeNull();
    expect(await judgement(as(scene.a.user))).toBe('AC');
    expect(await judgement(as(scene.a.admin))).toBe('AC');
    // Runs of hidden judgements are hidden too.
    const runs = async (who: Who) =>
      ((await ccs.get(`/contests/${cid}/runs?judgement_id=${submitId}`, who)).body as unknown[]).length;
    expect(await runs(null)).toBe(0);
    expect(await runs(as(scene.a.admin))).toBeGreaterThan(0);

    type Row = {
      rank: number;
      team_id: string;
      score: { num_solved: number; total_time: number };
      problems: Array<{ problem_id: string; num_pending: number; solved: boolean }>;
    };
    const board = async (who: Who) => ((await ccs.get(`/contests/${cid}/scoreboard`, who)).body as { rows: Row[] }).rows;
    const userRow = (rows: Row[]) => rows.find((r) => r.team_id === scene.a.user.uid)!;
    const cellA = (r: Row) => r.problems.find((p) => p.problem_id === String(scene.ab.pid))!;
    const pub = await eventually(
      () => board(null),
      (rows) => rows.length === 2,
    );
    expect(userRow(pub).score.num_solved).toBe(0);
    expect(cellA(userRow(pub))).toMatchObject({ solved: false, num_pending: 1 });
    const jury = await eventually(
      () => board(as(scene.a.admin)),
      (rows) => userRow(rows)?.score.num_solved === 1,
    );
    expect(cellA(userRow(jury))).toMatchObject({ solved: true, num_pending: 0 });

    // The scoreboard equals the contest's own board (sealed for a contestant, the truth with forceRefresh for the admin).
    const own = async (token: string, forceRefresh: boolean) =>
      (
        await rank<AcmContestRankVo>(token, {
          cid,
          currentPage: 1,
          limit: 100,
          forceRefresh,
          removeStar: false,
          concernedList: [],
        })
      ).data!.records.filter((r) => !r.isConcerned);
    for (const [rows, vo] of [
      [pub, await own(scene.a.user.token, false)],
      [jury, await own(scene.a.admin.token, true)],
    ] as const) {
      expect(rows.map((r) => [r.rank, r.team_id, r.score.num_solved, r.score.total_time])).toEqual(
        vo.map((r) => [r.rank, r.uid, r.ac, Math.floor(r.totalTime / 60)]),
      );
    }
    const contest = (await ccs.get(`/contests/${cid}`, null)).body as Record<string, unknown>;
    expect(contest).toMatchObject({
      scoreboard_type: 'pass-fail',
      penalty_time: 20,
      scoreboard_freeze_duration: expect.stringMatching(/^2:(09:59|10:00)/),
    });
    const state = (await ccs.get(`/contests/${cid}/state`, null)).body as Record<string, unknown>;
    expect(state.frozen).not.toBeNull();
    expect(state.thawed).toBeNull();
  }, 120_000);

  it('gives an OI contest as a score scoreboard equal to the contest board', async () => {
    const { admin, user, other } = scene.a;
    const c = await createContest(t, admin.token, { type: 1 });
    await addPublicProblem(t, admin.token, c.id, scene.ab.pid, 'A');
    await addPublicProblem(t, admin.token, c.id, scene.ab2.pid, 'B');
    const at = Date.now() - HOUR / 2;
    const seed = (u: typeof user, pid: number, status: number, score: number, minute: number) =>
      seedSubmission(t, { cid: c.id, pid, uid: u.uid, username: u.username, status, score, at: at + minute * 60_000 });
    await seed(user, scene.ab.pid, JudgeStatus.Accepted, 100, 1);
    await seed(other, scene.ab.pid, JudgeStatus.PartialAccepted, 40, 2);
    await seed(other, scene.ab2.pid, JudgeStatus.Accepted, 100, 3);
    const jury = as(admin);
    expect((await ccs.get(`/contests/${c.id}`, jury)).body).toMatchObject({ scoreboard_type: 'score' });
    expect((await ccs.get(`/contests/${c.id}`, jury)).body).not.toHaveProperty('penalty_time');
    for (const j of (await ccs.get(`/contests/${c.id}/judgements`, jury)).body as Array<Record<string, unknown>>)
      expect(j.score).toEqual(expect.any(Number));
    const res = await ccs.get(`/contests/${c.id}/scoreboard`, jury);
    expectParses(schemaOf('scoreboard'), res.body, 'OI scoreboard');
    const rows = (res.body as { rows: Array<{ rank: number; team_id: string; score: { score: number } }> }).rows;
    const vo = (
      await rank<{ rank: number; uid: string; totalScore: number; isConcerned?: boolean }>(admin.token, {
        cid: c.id,
        currentPage: 1,
        limit: 100,
        forceRefresh: true,
        concernedList: [],
      })
    ).data!.records.filter((r) => !r.isConcerned);
    expect(rows.map((r) => [r.rank, r.team_id, r.score.score])).toEqual(vo.map((r) => [r.rank, r.uid, r.totalScore]));
    expect(rows.map((r) => r.score.score)).toEqual([140, 100]);
  }, 120_000);

  it("serves a submission's source as a zip to the jury and the submitting team only", async () => {
    const { cid, submitId } = await frozenContest();
    const url = `/contests/${cid}/submissions/${submitId}/files`;
    for (const who of [as(scene.a.user), as(scene.a.admin)]) {
      const res = await ccs.get(url, who);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('application/zip');
      expect((res.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    }
    expect((await ccs.get(url, as(scene.a.other))).status).toBe(404);
    expect((await ccs.get(url, null)).status).toBe(404);
  }, 120_000);

  it("refuses bad input with the spec's {code, message}: wrong passwords, outsiders, long texts, unknown ids", async () => {
    const { admin, user, other } = scene.a;
    const c = await createContest(t, admin.token, { auth: 1, pwd: 'secret' });
    await addPublicProblem(t, admin.token, c.id, scene.ab.pid, 'A');

    // A wrong password: 401 with a Basic challenge, counted by the login guard like a failed login.
    const key = LoginGuardKeys.account(usernameFold(user.username));
    const before = Number((await t.core.kv.get(key)) ?? 0);
    const wrong = await ccs.get(`/contests/${c.id}`, { username: user.username, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic /);
    expect(wrong.body).toMatchObject({ code: 401 });
    expect(Number(await t.core.kv.get(key))).toBe(before + 1);

    // Outsiders (not registered for the private contest) and anonymous callers may not send clarifications.
    const outsider = await ccs.post(`/contests/${c.id}/clarifications`, as(other), { text: 'May I?' });
    expect(outsider.status).toBe(403);
    expect(outsider.body).toMatchObject({ code: 403, message: expect.any(String) });
    expect((await ccs.post(`/contests/${c.id}/clarifications`, null, { text: 'May I?' })).status).toBe(401);
    // The jury: an over-long text, a property a team must not set, an unknown problem.
    const jury = as(admin);
    expect((await ccs.post(`/contests/${c.id}/clarifications`, jury, { text: 'x'.repeat(5000) })).status).toBe(400);
    expect((await ccs.post(`/contests/${c.id}/clarifications`, jury, { text: 'hi', from_team_id: user.uid })).status).toBe(400);
    expect((await ccs.post(`/contests/${c.id}/clarifications`, jury, { text: 'hi', problem_id: '999999' })).status).toBe(400);

    // Unknown contests, endpoints and objects: 404 with a JSON body.
    for (const url of [
      `/contests/999999`,
      `/contests/999999/teams`,
      `/contests/${c.id}/bogus`,
      `/contests/${c.id}/teams/nobody`,
      `/contests/${c.id}/submissions/424242`,
      `/contests/${c.id}/judgement-types/XX`,
    ]) {
      const res = await ccs.get(url, jury);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toMatchObject({ code: 404, message: expect.any(String) });
    }
    // A group scoreboard of a group that does not exist.
    expect((await ccs.get(`/contests/${c.id}/scoreboard?group_id=nope`, jury)).status).toBe(400);
    // The account endpoint is for signed-in callers.
    expect((await ccs.get(`/contests/${c.id}/account`, null)).status).toBe(404);
    expect((await ccs.get(`/contests/${c.id}/account`, jury)).body).toMatchObject({ type: 'admin' });
  }, 120_000);
});
