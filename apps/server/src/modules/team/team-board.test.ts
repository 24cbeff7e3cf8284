import { describe, expect, it } from 'vitest';
import {
  type AcmContestRankVo,
  type ContestBoardTeamsVo,
  type ContestScrollBoardSubmission,
  type TeamVo,
  JudgeStatus,
  adminGetContestTeams,
  adminImportTeams,
  adminUpdateTeam,
  adminUpdateTeamGroup,
  getContestBoardTeams,
  getContestScrollBoardSubmission,
  getMyTeam,
  submitProblemJudge,
} from '@verdict/shared';
import { AB_PY, waitFinal } from '../../test/judge-kit';
import { type SeededUser, seedUser } from '../../test/seed';
import { useBoardScene } from '../contest/contest-board.fixture';
import { HOUR, addPublicProblem, createContest, seedSubmission } from '../contest/contest.fixture';

const WRONG_PY = 'a, b = map(int, input().split())\nprint(a - b)\n';
const GOLD = { name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 };

describe('the boards of a team contest', () => {
  const scene = useBoardScene();
  const { t, rank, eventually } = scene;
  const rows = (b: { records: AcmContestRankVo[] }) => b.records.filter((r) => !r.isConcerned);
  const brief = (r: AcmContestRankVo) => [r.rank, r.username, r.school, r.ac, r.awardName];

  /** A team contest with teams from CSV: `star` names star teams, `hidden` hides a group. */
  async function teamContest(csv: string, opts: Record<string, unknown>, star: string[] = [], hidden: string[] = []) {
    const admin = scene.a.admin.token;
    const c = await createContest(t, admin, { teamContest: true, awardType: 2, awardConfigList: [GOLD], ...opts });
    await addPublicProblem(t, admin, c.id, scene.ab.pid, 'A');
    expect((await t.call(adminImportTeams, { token: admin, body: { cid: c.id, csv } })).status).toBe(200);
    const list = (await t.call(adminGetContestTeams, { token: admin, query: { cid: c.id } })).data;
    for (const x of list.teams.filter((team) => star.includes(team.name))) {
      const members = x.members.map((u) => u.username);
      const body = {
        cid: c.id,
        id: x.id,
        name: x.name,
        members,
        star: true,
        groupId: x.groupId,
        organizationId: x.organizationId,
      };
      expect((await t.call(adminUpdateTeam, { token: admin, body })).status).toBe(200);
    }
    for (const g of list.groups.filter((x) => hidden.includes(x.name)))
      await t.call(adminUpdateTeamGroup, { token: admin, body: { cid: c.id, id: g.id, name: g.name, hidden: true } });
    return { cid: c.id, groups: new Map(list.groups.map((g) => [g.name, g.id])) };
  }

  it('two members judged on go-judge give their team one row and one AC; categories rank apart; hidden ones stay hidden', async () => {
    const m: SeededUser[] = [];
    for (let i = 0; i < 6; i++) m.push(await seedUser(t.core));
    const csv = [
      `Red,Uni A,${m[0].username} ${m[1].username},R1,official`,
      `Blue,Uni B,${m[2].username},R2,women`,
      `Starred,,${m[3].username},,official`,
      `Ghosts,Uni A,${m[4].username},,observers`,
      `Late,Uni B,${m[5].username},,official`,
    ].join('\n');
    const { cid, groups } = await teamContest(csv, {}, ['Starred'], ['observers']);
    const at = Date.now() - 30 * 60_000;
    const seed = (u: SeededUser, status: number, dt: number) =>
      seedSubmission(t, { cid, pid: scene.ab.pid, uid: u.uid, username: u.username, status, at: at + dt });
    await seed(m[2], JudgeStatus.Accepted, 0);
    await seed(m[3], JudgeStatus.Accepted, 1000);
    await seed(m[4], JudgeStatus.Accepted, 2000);
    await seed(m[5], JudgeStatus.WrongAnswer, 3000);

    // Red's two members submit on the real sandbox: one wrong try, then the other's AC.
    const submit = async (u: SeededUser, code: string) => {
      const res = await t.call<typeof submitProblemJudge, { submitId: number }>(submitProblemJudge, {
        token: u.token,
        body: { pid: 'A', cid, language: 'Python3', code },
      });
      expect(res.status).toBe(200);
      return res.data.submitId;
    };
    expect(await waitFinal(scene.db(), await submit(m[0], WRONG_PY))).toBe(JudgeStatus.WrongAnswer);
    expect(await waitFinal(scene.db(), await submit(m[1], AB_PY))).toBe(JudgeStatus.Accepted);
    const admin = scene.a.admin.token;
    const whole = await eventually(
      () => rank(admin, { cid }),
      (b) => rows(b.data).some((r) => r.username === 'Red' && r.ac === 1),
    );
    const red = rows(whole.data).find((r) => r.username === 'Red')!;
    expect([red.ac, red.submissionInfo.A?.errorNum, red.total]).toEqual([1, 1, 2]);
    // One row per team, none per member; Blue solved first of all and takes the only gold.
    expect(rows(whole.data).map(brief)).toEqual([
      [1, 'Blue', 'Uni B', 1, 'Gold'],
      [-1, 'Starred', null, 1, null],
      [2, 'Ghosts', 'Uni A', 1, null],
      [3, 'Red', 'Uni A', 1, null],
      [4, 'Late', 'Uni B', 0, null],
    ]);
    expect(rows(whole.data).some((r) => r.uid === m[0].uid || r.uid === m[1].uid)).toBe(false);

    // The official category: ranked among themselves, the star team unranked, gold within it.
    const official = await rank(m[0].token, { cid, groupId: groups.get('official') });
    expect(rows(official.data).map(brief)).toEqual([
      [-1, 'Starred', null, 1, null],
      [1, 'Red', 'Uni A', 1, 'Gold'],
      [2, 'Late', 'Uni B', 0, null],
    ]);
    expect(official.data.total).toBe(3);
    // The viewer's own row is their team's, repeated on top.
    expect(official.data.records[0]).toMatchObject({ username: 'Red', isConcerned: true });
    const women = await rank(m[0].token, { cid, groupId: groups.get('women'), removeStar: true });
    expect(rows(women.data).map(brief)).toEqual([[1, 'Blue', 'Uni B', 1, 'Gold']]);
    const keyword = await rank(m[0].token, { cid, groupId: groups.get('official'), keyword: 'late' });
    expect(rows(keyword.data).map(brief)).toEqual([[2, 'Late', 'Uni B', 0, null]]);

    // A hidden category is the contest admins' only: to others it is no such group, as an unknown one.
    const hidden = groups.get('observers')!;
    for (const [token, groupId] of [
      [m[0].token, hidden],
      [m[0].token, 987654],
    ] as const)
      expect((await rank(token, { cid, groupId })).status).toBe(404);
    expect(rows((await rank(admin, { cid, groupId: hidden })).data).map(brief)).toEqual([[1, 'Ghosts', 'Uni A', 1, 'Gold']]);
    expect((await rank(m[0].token, { cid, groupId: 'x' })).status).toBe(400);

    // What the boards show of the teams: organisations, members; hidden categories to admins only.
    const boardTeams = (token?: string) =>
      t.call<typeof getContestBoardTeams, ContestBoardTeamsVo>(getContestBoardTeams, { token, query: { cid } });
    const mine = (await boardTeams(m[0].token)).data;
    expect(mine.categories.map((g) => g.name)).toEqual(['official', 'women']);
    const redTeam = mine.teams.find((x) => x.name === 'Red')!;
    expect(redTeam).toMatchObject({ key: red.uid, organization: { name: 'Uni A', logoUrl: null } });
    expect(redTeam.members.map((x) => x.username)).toEqual([m[0].username, m[1].username]);
    expect(mine.teams.find((x) => x.name === 'Ghosts')!.groupIds).toEqual([]);
    const all = (await boardTeams(admin)).data;
    expect(all.categories.map((g) => [g.name, g.hidden])).toEqual([
      ['official', false],
      ['women', false],
      ['observers', true],
    ]);
    expect(all.teams.find((x) => x.name === 'Ghosts')!.groupIds).toEqual([hidden]);
    // A public contest's board is anyone's once it started (the board stream's rule): never its hidden categories.
    expect((await boardTeams()).data.categories.map((g) => g.name)).toEqual(['official', 'women']);
    const myTeam = await t.call<typeof getMyTeam, TeamVo>(getMyTeam, { token: m[1].token, query: { cid } });
    expect(myTeam.data).toMatchObject({ name: 'Red', organizationName: 'Uni A' });
  });

  it('a merged board and the scroll board show teams, not their members', async () => {
    const m: SeededUser[] = [];
    for (let i = 0; i < 4; i++) m.push(await seedUser(t.core));
    const sealed = { sealRank: true, sealRankTime: new Date(Date.now() - 2.5 * HOUR).toISOString(), autoRealRank: true };
    const times = { startIn: -3 * HOUR, endIn: -2 * HOUR, openRank: true };
    const main = await teamContest(`Owls,Uni C,${m[0].username} ${m[1].username},,`, {});
    const other = await teamContest(`Cats,,${m[2].username} ${m[3].username},,\nNobody,,${(await seedUser(t.core)).username},,`, {
      ...times,
      ...sealed,
    });
    const startOther = Date.now() - 3 * HOUR;
    const seed = (cid: number, u: SeededUser, status: number, at: number) =>
      seedSubmission(t, { cid, pid: scene.ab.pid, uid: u.uid, username: u.username, status, at });
    await seed(main.cid, m[0], JudgeStatus.Accepted, Date.now() - 10 * 60_000);
    await seed(other.cid, m[2], JudgeStatus.WrongAnswer, startOther + 60_000);
    await seed(other.cid, m[3], JudgeStatus.Accepted, startOther + 120_000);

    const merged = await rank(m[1].token, { cid: main.cid, externalCidList: [other.cid] });
    expect(merged.status).toBe(200);
    expect(rows(merged.data).map((r) => [r.rank, r.username, r.ac, r.submissionInfo.A?.errorNum])).toEqual([
      [1, 'Cats', 1, 1],
      [2, 'Owls', 1, 0],
    ]);
    expect(rows(merged.data).every((r) => r.uid.startsWith('team-'))).toBe(true);

    // The scroll board replays the ended contest's teams.
    const subs = await t.call<typeof getContestScrollBoardSubmission, ContestScrollBoardSubmission[]>(
      getContestScrollBoardSubmission,
      { token: m[2].token, query: { cid: other.cid } },
    );
    expect(subs.status).toBe(200);
    expect(subs.data.map((s) => [s.username, s.status])).toEqual([
      ['Cats', JudgeStatus.WrongAnswer],
      ['Cats', JudgeStatus.Accepted],
    ]);
    expect(new Set(subs.data.map((s) => s.uid)).size).toBe(1);
  });
});
