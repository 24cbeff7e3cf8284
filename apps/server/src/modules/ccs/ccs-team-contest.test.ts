import { describe, expect, it } from 'vitest';
import {
  type AcmContestRankVo,
  type ContestTeamsVo,
  JudgeStatus,
  adminAddTeam,
  adminGetContestTeams,
  adminImportTeams,
  getContestRank,
  submitProblemJudge,
} from '@verdict/shared';
import { AB_PY, waitFinal } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { balloonKit } from '../balloon/balloon.fixture';
import { addPublicProblem, createContest } from '../contest/contest.fixture';
import { teamBoardKey } from '../team/team-directory';
import { LIST_TYPES, type Who, expectParses, schemaOf } from './ccs.fixture';
import { type FeedLine, useFeedScene } from './event-feed.fixture';

type Row = {
  rank: number;
  team_id: string;
  score: { num_solved: number; total_time: number };
  problems: Array<{ problem_id: string; num_judged: number; num_pending: number; solved: boolean; time?: number }>;
};

/**
 * A team contest (two teams of three) judged end to end through the ICPC Contest API: real
 * go-judge verdicts after the seal, seeded ones before it, read as `public`, as each team and as
 * the jury, every answer and every feed line checked by the zod schemas.
 */
describe('a contest of teams of three through the Contest API', () => {
  const scene = useFeedScene();
  const { t, ccs, feed, replay, eventually, as } = scene;
  const balloons = balloonKit(t);

  async function judgedAfterSeal(u: SeededUser, pid: string, cid: number, code: string) {
    const res = await t.call(submitProblemJudge, { token: u.token, body: { pid, cid, language: 'Python3', code } });
    expect(res.status, res.msg).toBe(200);
    return (res.data as { submitId: number }).submitId;
  }

  /** Every endpoint's objects as `who` reads them, each checked by its schema and equal at its `/{id}`. */
  async function endpoints(cid: number, who: Who): Promise<Map<string, unknown>> {
    const out = new Map<string, unknown>();
    for (const [key, url, type] of [
      ['contest/', '', 'contests'],
      ['state/', '/state', 'state'],
    ]) {
      const res = await ccs.get(`/contests/${cid}${url}`, who);
      expectParses(schemaOf(type), res.body, `${who?.username ?? 'public'} ${type}`);
      out.set(key, res.body);
    }
    for (const type of LIST_TYPES) {
      const res = await ccs.get(`/contests/${cid}/${type}`, who);
      expect(res.status, type).toBe(200);
      for (const o of res.body as Array<{ id: string }>) {
        expectParses(schemaOf(type), o, `${who?.username ?? 'public'} ${type}`);
        expect((await ccs.get(`/contests/${cid}/${type}/${encodeURIComponent(o.id)}`, who)).body).toEqual(o);
        out.set(`${type}/${o.id}`, o);
      }
    }
    return out;
  }

  it('counts a member’s AC for the team, freezes the board as Verdict’s own, serves the team objects, balloons first ACs only', async () => {
    const { admin } = scene.a;
    const [pA, pB] = scene.pids;
    const u = await Promise.all(Array.from({ length: 7 }, () => seedUser(t.core)));
    const c = await createContest(t, admin.token, { teamContest: true });
    const cid = c.id;
    await addPublicProblem(t, admin.token, cid, pA, 'A', '#ff0000');
    await addPublicProblem(t, admin.token, cid, pB, 'B', '#00ff00');
    const csv =
      `Red,Uni A,${u[0].username} ${u[1].username} ${u[2].username},R1-01,official\n` +
      `Blue,Uni B,${u[3].username} ${u[4].username} ${u[5].username},R1-02,women\n`;
    const imported = await t.call(adminImportTeams, { token: admin.token, body: { cid, csv } });
    expect(imported.status, imported.msg).toBe(200);
    const desk = (await t.call(adminGetContestTeams, { token: admin.token, query: { cid } })).data as ContestTeamsVo;
    const idOf = (name: string) => String(desk.teams.find((x) => x.name === name)!.id);
    const [red, blue] = [idOf('Red'), idOf('Blue')];

    // Sealed ten minutes ago (the contest started an hour ago); the board turns real at the end.
    const now = Date.now();
    const start = Number(
      (await scene.db().selectFrom('contest').select('startTime').where('id', '=', cid).executeTakeFirstOrThrow()).startTime,
    );
    await scene
      .db()
      .updateTable('contest')
      .set({ sealRank: 1, sealRankTime: now - 10 * 60_000, autoRealRank: 1, gmtModified: now })
      .where('id', '=', cid)
      .execute();
    const at = (m: number) => start + m * 60_000;
    const seed = (m: SeededUser, pid: number, status: number, minute: number) =>
      balloons.judged({ cid, pid, uid: m.uid, username: m.username, status, at: at(minute) });
    await seed(u[3], pA, JudgeStatus.WrongAnswer, 5); // Blue
    const redB = await seed(u[1], pB, JudgeStatus.Accepted, 15); // Red's first B
    const blueA = await seed(u[4], pA, JudgeStatus.Accepted, 20); // Blue
    await seed(u[0], pB, JudgeStatus.Accepted, 25); // Red's second B: no balloon, no second solve
    // After the seal, judged for real: Red's A by its third member, Blue's wrong B.
    const redA = await judgedAfterSeal(u[2], 'A', cid, AB_PY);
    const blueB = await judgedAfterSeal(u[5], 'B', cid, 'print(0)\n');
    expect(await waitFinal(scene.db(), redA)).toBe(JudgeStatus.Accepted);
    expect(await waitFinal(scene.db(), blueB)).toBe(JudgeStatus.WrongAnswer);

    const pub: Who = null;
    const [redMember, blueMember, jury] = [as(u[0]), as(u[3]), as(admin)];

    // The team objects: teams with their organisation and group, the groups, the organisations, the accounts.
    const teams = (await ccs.get(`/contests/${cid}/teams`, pub)).body as Array<Record<string, unknown>>;
    const orgs = (await ccs.get(`/contests/${cid}/organizations`, pub)).body as Array<{ id: string; name: string }>;
    const groups = (await ccs.get(`/contests/${cid}/groups`, pub)).body as Array<{ id: string; name: string }>;
    const orgName = (id: unknown) => orgs.find((o) => o.id === id)?.name;
    const groupNames = (ids: unknown) => (ids as string[]).map((id) => groups.find((g) => g.id === id)?.name);
    expect(teams.map((x) => [x.id, x.name, orgName(x.organization_id), groupNames(x.group_ids), x.hidden])).toEqual([
      [red, 'Red', 'Uni A', ['official'], false],
      [blue, 'Blue', 'Uni B', ['women'], false],
    ]);
    expect(orgs.map((o) => o.name).sort()).toEqual(['Uni A', 'Uni B']);
    expect(groups.map((g) => g.name).sort()).toEqual(['official', 'women']);
    const accounts = async (who: Who) =>
      ((await ccs.get(`/contests/${cid}/accounts`, who)).body as Array<{ username: string; type: string; team_id?: string }>)
        .map((a) => [a.username, a.type, a.team_id ?? null])
        .sort();
    expect(await accounts(jury)).toEqual(
      [
        ...u.slice(0, 3).map((m) => [m.username, 'team', red]),
        ...u.slice(3, 6).map((m) => [m.username, 'team', blue]),
        [admin.username, 'admin', null],
      ].sort(),
    );
    expect(await accounts(redMember)).toEqual([[u[0].username, 'team', red]]);
    // Persons: every member, a contestant of their team, the account's person.
    const persons = (await ccs.get(`/contests/${cid}/persons`, pub)).body as Array<{
      id: string;
      name: string;
      team_ids: string[];
    }>;
    expect(persons.map((p) => [p.id, p.name, p.team_ids])).toEqual(
      u.slice(0, 6).map((m, i) => [m.uid, m.username, [i < 3 ? red : blue]]),
    );
    expect((await ccs.get(`/contests/${cid}/account`, redMember)).body).toMatchObject({ person_id: u[0].uid });
    expect(await accounts(pub)).toEqual([]);
    // Each member is its team: the `account` endpoint and the access capabilities.
    expect((await ccs.get(`/contests/${cid}/account`, as(u[2]))).body).toMatchObject({ type: 'team', team_id: red });
    expect((await ccs.get(`/contests/${cid}/access`, blueMember)).body).toMatchObject({ capabilities: ['team_clar'] });
    // A user in no team is the public.
    expect((await ccs.get(`/contests/${cid}/access`, as(u[6]))).body).toMatchObject({ capabilities: [] });

    // Judgements after the seal: pending to the public and the other team, the truth to the team (any member) and the jury.
    const verdict = async (who: Who, submitId: number) =>
      ((await ccs.get(`/contests/${cid}/judgements/${submitId}`, who)).body as { judgement_type_id: string | null })
        .judgement_type_id;
    expect([await verdict(pub, redA), await verdict(blueMember, redA), await verdict(redMember, redA)]).toEqual([
      null,
      null,
      'AC',
    ]);
    expect([await verdict(jury, redA), await verdict(redMember, blueB), await verdict(blueMember, blueB)]).toEqual([
      'AC',
      null,
      'WA',
    ]);
    expect(await verdict(pub, blueA)).toBe('AC'); // before the seal: seen by all
    const submission = (await ccs.get(`/contests/${cid}/submissions/${redA}`, pub)).body as { team_id: string };
    expect(submission.team_id).toBe(red);

    // The scoreboard: the sealed board to the public and the teams, the truth to the jury, each equal to Verdict's own.
    const board = async (who: Who) => {
      const res = await ccs.get(`/contests/${cid}/scoreboard`, who);
      expectParses(schemaOf('scoreboard'), res.body, `scoreboard ${who?.username ?? 'public'}`);
      return (res.body as { rows: Row[] }).rows;
    };
    const own = async (token: string, forceRefresh: boolean) => {
      const res = await t.callRaw<typeof getContestRank, { records: AcmContestRankVo[] }>(getContestRank, {
        token,
        body: { cid, currentPage: 1, limit: 100, forceRefresh, removeStar: false, concernedList: [] },
      });
      return res.data.records.filter((r) => !r.isConcerned);
    };
    const label = new Map([
      [String(pA), 'A'],
      [String(pB), 'B'],
    ]);
    const same = (rows: Row[], vo: AcmContestRankVo[]) =>
      expect(
        rows.map((r) => [
          r.rank,
          teamBoardKey(r.team_id), // the board keys a team's row apart from the uids
          r.score.num_solved,
          r.score.total_time,
          ...r.problems.map((p) => [label.get(p.problem_id), p.solved, p.num_pending, p.num_judged]),
        ]),
      ).toEqual(
        vo.map((r) => [
          r.rank,
          r.uid,
          r.ac,
          Math.floor(r.totalTime / 60),
          ...['A', 'B'].map((l) => {
            const cell = r.submissionInfo[l];
            return [l, !!cell?.isAC, cell?.tryNum ?? 0, (cell?.errorNum ?? 0) + (cell?.isAC ? 1 : 0)];
          }),
        ]),
      );
    const truth = await eventually(
      () => board(jury),
      (rows) => rows.find((r) => r.team_id === red)?.score.num_solved === 2,
    );
    same(truth, await own(admin.token, true));
    const cell = (rows: Row[], team: string, pid: number) =>
      rows.find((r) => r.team_id === team)!.problems.find((p) => p.problem_id === String(pid))!;
    expect(truth.map((r) => [r.rank, r.team_id, r.score.num_solved])).toEqual([
      [1, red, 2],
      [2, blue, 1],
    ]);
    expect(cell(truth, red, pB)).toMatchObject({ solved: true, time: 15, num_judged: 1 }); // the second AC of B counts nothing
    for (const [who, token] of [
      [pub, u[6].token],
      [redMember, u[0].token],
      [blueMember, u[3].token],
    ] as const) {
      const rows = await board(who);
      same(rows, await own(token, false));
      expect(rows.map((r) => [r.rank, r.team_id, r.score.num_solved, r.score.total_time])).toEqual([
        [1, red, 1, 15],
        [2, blue, 1, 40],
      ]);
      expect(cell(rows, red, pA)).toMatchObject({ solved: false, num_pending: 1 });
      expect(cell(rows, blue, pB)).toMatchObject({ solved: false, num_pending: 1, num_judged: 0 });
    }

    // The event feed of each audience: the same verdicts, and every object in it the one at its endpoint and back.
    const verdictIn = (lines: FeedLine[], submitId: number) =>
      (replay(lines).get(`judgements/${submitId}`) as { judgement_type_id: string | null }).judgement_type_id;
    const feeds = new Map<string, FeedLine[]>();
    for (const who of [pub, redMember, blueMember, jury]) {
      const lines = await feed(cid, who);
      feeds.set(who?.username ?? 'public', lines);
      expect(replay(lines)).toEqual(await endpoints(cid, who));
    }
    const seen = (name: string) => [redA, blueB].map((id) => verdictIn(feeds.get(name)!, id));
    expect(seen('public')).toEqual([null, null]);
    expect(seen(u[0].username)).toEqual(['AC', null]);
    expect(seen(u[3].username)).toEqual([null, 'WA']);
    expect(seen(admin.username)).toEqual(['AC', 'WA']);
    // A team's token is unknown in the other team's feed.
    const redToken = feeds.get(u[0].username)!.at(-1)!.token;
    const foreign = await ccs.get(`/contests/${cid}/event-feed?stream=false&since_token=${redToken}`, blueMember);
    expect([foreign.status, (foreign.body as { code: number }).code]).toEqual([400, 400]);

    // Balloons: a team's first AC of a problem only, none for the AC judged during the freeze.
    const list = await balloons.until(admin.token, cid, (l) => l.balloons.length + l.held === 3);
    expect(list.balloons.map((b) => [b.teamId, b.teamName, b.displayId, b.location, b.firstToSolve, b.submitId])).toEqual([
      [red, 'Red', 'B', 'R1-01', true, redB],
      [blue, 'Blue', 'A', 'R1-02', true, blueA],
    ]);
    expect([list.held, list.frozen]).toEqual([1, true]);

    // The contest ends and the seal lifts: the public reads the truth, the held balloon appears.
    const publicHead = feeds.get('public')!.at(-1)!.token;
    await scene
      .db()
      .updateTable('contest')
      .set({ endTime: Date.now() - 1000, gmtModified: Date.now() })
      .where('id', '=', cid)
      .execute();
    const after = await feed(cid, pub, `&since_token=${publicHead}`);
    expect([verdictIn(after, redA), verdictIn(after, blueB)]).toEqual(['AC', 'WA']);
    same(await board(pub), await own(u[6].token, false));
    expect((await board(pub)).map((r) => [r.team_id, r.score.num_solved])).toEqual([
      [red, 2],
      [blue, 1],
    ]);
    const thawed = await balloons.until(admin.token, cid, (l) => l.balloons.length === 3);
    expect(thawed.balloons.map((b) => [b.teamName, b.displayId, b.firstToSolve])).toEqual([
      ['Red', 'B', true],
      ['Blue', 'A', true],
      ['Red', 'A', false],
    ]);
    expect(thawed.held).toBe(0);

    // A submitter in no team is nobody's on the API, until the jury puts them in a team: then the feed lists the row.
    const late = await seed(u[6], pB, JudgeStatus.WrongAnswer, 30);
    expect((await ccs.get(`/contests/${cid}/submissions/${late}`, jury)).status).toBe(404);
    const green = await t.call(adminAddTeam, { token: admin.token, body: { cid, name: 'Green', members: [u[6].username] } });
    expect(green.status, green.msg).toBe(200);
    const lines = await eventually(
      () => feed(cid, jury),
      (ls) => replay(ls).has(`submissions/${late}`),
    );
    expect(replay(lines)).toEqual(await endpoints(cid, jury));
  }, 60_000);
});
