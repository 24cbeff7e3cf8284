import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminContestVo,
  type ContestTeamsVo,
  ClarificationLimits,
  TeamLimits,
  adminAddTeam,
  adminGetContestTeams,
  adminImportTeams,
  adminUpdateTeam,
  askClarification,
  login,
} from '@verdict/shared';
import { type Actors, createAbProblem, seedActors } from '../../test/judge-kit';
import { solvedPuzzle } from '../../test/login-puzzle';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { LOGIN_GUARD, LoginGuardKeys } from '../account/login-guard';
import { usernameFold } from '../account/username';
import { addPublicProblem, createContest } from '../contest/contest.fixture';
import { type Who, ccsClient } from './ccs.fixture';

/** Bad input to a team contest, on the desk and through the Contest API: a clear error each time, nothing written. */
describe('a team contest refuses bad input', () => {
  const t = useTestApp();
  const ccs = ccsClient(t);
  const db = () => t.core.database.db;
  let a: Actors;
  let u: SeededUser[];
  let c: AdminContestVo;
  let pid: number;
  const as = (x: SeededUser): Who => ({ username: x.username, password: x.password });
  const count = async (table: 'teamMember' | 'team' | 'clarification') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const teams = async () =>
    ((await t.call(adminGetContestTeams, { token: a.admin.token, query: { cid: c.id } })).data as ContestTeamsVo).teams
      .map((x) => [x.name, x.members.map((m) => m.username)])
      .sort();

  beforeAll(async () => {
    a = await seedActors(t);
    u = await Promise.all(Array.from({ length: 6 }, () => seedUser(t.core)));
    c = await createContest(t, a.admin.token, { teamContest: true });
    pid = (await createAbProblem(t, a.admin.token)).pid;
    await addPublicProblem(t, a.admin.token, c.id, pid, 'A');
    const csv = `Red,Uni A,${u[0].username} ${u[1].username} ${u[2].username},R1,\nBlue,Uni B,${u[3].username},R2,\n`;
    expect((await t.call(adminImportTeams, { token: a.admin.token, body: { cid: c.id, csv } })).status).toBe(200);
  });

  it('a member of another team, or too long a team name: refused by the desk and the import, the teams unchanged', async () => {
    const before = [await teams(), await count('team'), await count('teamMember')];
    const blue = (await t.call(adminGetContestTeams, { token: a.admin.token, query: { cid: c.id } })).data.teams.find(
      (x) => x.name === 'Blue',
    )!;
    const taken = `The user ${u[1].username} is already a member of another team in this contest`;
    const add = await t.callRaw(adminAddTeam, {
      token: a.admin.token,
      body: { cid: c.id, name: 'Green', members: [u[4].username, u[1].username] },
    });
    expect([add.status, add.msg]).toEqual([400, taken]);
    const move = await t.callRaw(adminUpdateTeam, {
      token: a.admin.token,
      body: { cid: c.id, id: blue.id, name: 'Blue', members: [u[3].username, u[1].username] },
    });
    expect([move.status, move.msg]).toEqual([400, taken]);
    const twice = await t.callRaw(adminAddTeam, {
      token: a.admin.token,
      body: { cid: c.id, name: 'Green', members: [u[4].username, u[4].username] },
    });
    expect([twice.status, twice.msg]).toEqual([400, `The user ${u[4].username} is listed twice`]);
    const imported = await t.callRaw(adminImportTeams, {
      token: a.admin.token,
      body: { cid: c.id, csv: `Green,,${u[4].username},,\nGrey,,${u[5].username} ${u[2].username},,\n` },
    });
    expect(imported.status).toBe(400);
    expect(JSON.stringify(imported.data)).toContain(u[2].username);

    const long = 'x'.repeat(TeamLimits.nameMax + 1);
    for (const res of [
      await t.callRaw(adminAddTeam, { token: a.admin.token, body: { cid: c.id, name: long, members: [u[4].username] } }),
      await t.callRaw(adminUpdateTeam, {
        token: a.admin.token,
        body: { cid: c.id, id: blue.id, name: long, members: [u[3].username] },
      }),
      await t.callRaw(adminImportTeams, { token: a.admin.token, body: { cid: c.id, csv: `${long},,${u[4].username},,\n` } }),
    ]) {
      expect(res.status).toBe(400);
      expect(JSON.stringify([res.msg, res.data])).toMatch(new RegExp(`(at most |1–)${TeamLimits.nameMax}`));
    }
    expect([await teams(), await count('team'), await count('teamMember')]).toEqual(before);
    // The Contest API still names each member's one team.
    const accounts = (await ccs.get(`/contests/${c.id}/accounts`, as(a.admin))).body as Array<{ id: string; team_id?: string }>;
    expect(accounts.filter((x) => x.id === u[1].uid).map((x) => x.team_id)).toEqual([String((await teamOf(u[1]))!.id)]);
    expect(accounts.some((x) => x.id === u[4].uid)).toBe(false);
  });
  const teamOf = (x: SeededUser) => t.app.services.teams.teamOf(c.id, x.uid);

  it('a clarification from a non-participant, for another team, or too long: refused on the desk and the API, nothing written', async () => {
    const before = await count('clarification');
    const url = `/contests/${c.id}/clarifications`;
    // u[5] is in no team: the public, who may not ask (the desk says so as well).
    const outsider = await ccs.post(url, as(u[5]), { text: 'May I?' });
    expect([outsider.status, outsider.body]).toEqual([
      403,
      { code: 403, message: 'only teams and the jury may send clarifications' },
    ]);
    const desk = await t.call(askClarification, { token: u[5].token, body: { cid: c.id, text: 'May I?' } });
    expect([desk.status, desk.msg]).toEqual([403, 'Only participants of this contest can ask questions']);
    // A member may ask for their own team only.
    const blueId = String((await teamOf(u[3]))!.id);
    const forged = await ccs.post(url, as(u[0]), { text: 'As Blue', from_team_id: blueId });
    expect([forged.status, forged.body]).toEqual([403, { code: 403, message: 'from_team_id is not your team' }]);
    // Over-long: the API's own bound, and the desk's (the API writes through the desk).
    for (const n of [ClarificationLimits.textMax + 1, 5000]) {
      const res = await ccs.post(url, as(u[0]), { text: 'x'.repeat(n), problem_id: String(pid) });
      expect(res.status, `${n} characters`).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/at most|longer than/);
    }
    const longDesk = await t.call(askClarification, {
      token: u[1].token,
      body: { cid: c.id, text: 'x'.repeat(ClarificationLimits.textMax + 1) },
    });
    expect(longDesk.status).toBe(400);
    expect(await count('clarification')).toBe(before);
    // A good one from a member is the team's question, readable by every member.
    const ok = await ccs.post(url, as(u[1]), { text: 'Is n ≥ 1?' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const red = String((await teamOf(u[1]))!.id);
    expect(ok.body).toMatchObject({ from_team_id: red, to_team_id: null, text: 'Is n ≥ 1?' });
    const seen = (await ccs.get(url, as(u[2]))).body as Array<{ text: string }>;
    expect(seen.map((x) => x.text)).toEqual(['Is n ≥ 1?']);
    expect((await ccs.get(url, as(u[3]))).body).toEqual([]);
  });

  it('wrong Basic passwords: 401, counted by the login guard; past its puzzle mark even the right one waits for a site login', async () => {
    const w = await seedUser(t.core);
    const key = LoginGuardKeys.account(usernameFold(w.username));
    const wrong: Who = { username: w.username, password: 'not-the-password' };
    for (let i = 1; i <= LOGIN_GUARD.accountPuzzle; i++) {
      const res = await ccs.get(`/contests/${c.id}/state`, wrong);
      expect([res.status, (res.body as { message: string }).message]).toEqual([401, 'wrong username or password']);
      expect(res.headers['www-authenticate']).toMatch(/^Basic realm=/);
      expect(Number(await t.core.kv.get(key))).toBe(i);
    }
    // The site's form would ask for a puzzle now; Basic cannot solve one, so even the right password is refused (not counted).
    for (const who of [as(w), wrong]) {
      const res = await ccs.get(`/contests/${c.id}/state`, who);
      expect(res.status).toBe(401);
      expect((res.body as { message: string }).message).toMatch(/too many failed logins/);
    }
    expect(Number(await t.core.kv.get(key))).toBe(LOGIN_GUARD.accountPuzzle);
    // So does the site's own form without the puzzle; with it, the login clears the count and Basic works again.
    const bare = await t.call(login, { body: { username: w.username, password: w.password } });
    expect(bare.status).not.toBe(200);
    const solved = await t.call(login, {
      body: { username: w.username, password: w.password, puzzleKey: await solvedPuzzle(t) },
    });
    expect(solved.status, solved.msg).toBe(200);
    expect((await ccs.get(`/contests/${c.id}/state`, as(w))).status).toBe(200);
    // Another account is not touched by these failures.
    expect((await ccs.get(`/contests/${c.id}/state`, as(u[0]))).status).toBe(200);
  });
});
