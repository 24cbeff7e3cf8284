import { beforeAll, describe, expect, it } from 'vitest';
import {
  type TeamImportError,
  type TeamVo,
  Role,
  adminAddTeam,
  adminAddTeamGroup,
  adminAddTeamOrganization,
  adminGenerateTeams,
  adminGetContestTeams,
  adminImportTeams,
  adminUploadTeamOrganizationLogo,
  getMyTeam,
  registerTeam,
} from '@verdict/shared';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { postFile } from '../../test/upload-kit';
import { HOUR, createContest } from '../contest/contest.fixture';
import { CONTEST_DESK_TOPIC } from './team-directory';

describe('teams of a team contest', () => {
  const t = useTestApp();
  let root: SeededUser, admin: SeededUser, admin2: SeededUser;
  let u: SeededUser[];
  beforeAll(async () => {
    root = await seedUser(t.core, { roleId: Role.Root });
    admin = await seedUser(t.core, { roleId: Role.Admin });
    admin2 = await seedUser(t.core, { roleId: Role.Admin });
    u = await Promise.all(Array.from({ length: 9 }, () => seedUser(t.core)));
  });
  const teamContest = (over: Record<string, unknown> = {}) => createContest(t, admin.token, { teamContest: true, ...over });
  const memberCount = async (cid: number) =>
    Number(
      (
        await t.core.database.db
          .selectFrom('teamMember')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('cid', '=', cid)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const register = (token: string, body: Record<string, unknown>) =>
    t.callRaw<typeof registerTeam, TeamVo>(registerTeam, { token, body });

  it('registration: the creator is a member, members exist and are free, names fit; a refusal writes nothing', async () => {
    const c = await teamContest({ auth: 1, pwd: 'pw' });
    const desk: unknown[] = [];
    const stop = t.app.services.desk.subscribe(CONTEST_DESK_TOPIC, (p) => desk.push(p));
    const ok = await register(u[0].token, {
      cid: c.id,
      name: 'Alpha',
      members: [u[0].username, u[1].username, u[2].username],
      organization: 'MIT',
      password: 'pw',
    });
    expect(ok.status).toBe(200);
    expect(ok.data.members.map((m) => m.username)).toEqual([u[0].username, u[1].username, u[2].username]);
    // Every member became a registered participant of the (private) contest.
    for (const m of [u[0], u[1], u[2]]) expect(await t.app.services.contestRoster.entry(c.id, m.uid)).not.toBeNull();
    const until = Date.now() + 5000;
    while (desk.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(desk[0]).toEqual({ cid: c.id, kind: 'team', id: String(ok.data.id) });

    const before = await memberCount(c.id);
    const refused = async (token: string, body: Record<string, unknown>, msg: RegExp) => {
      const res = await register(token, { cid: c.id, password: 'pw', ...body });
      expect(res.status, res.msg).not.toBe(200);
      expect(res.msg).toMatch(msg);
    };
    await refused(u[3].token, { name: 'Beta', members: [u[3].username, u[1].username] }, /already a member of another team/);
    await refused(u[3].token, { name: 'Beta', members: [u[3].username, 'nobody_here'] }, /no user nobody_here/);
    await refused(u[3].token, { name: 'x'.repeat(65), members: [u[3].username] }, /at most 64/);
    await refused(u[3].token, { name: 'Beta', members: [u[4].username] }, /must be a member/);
    await refused(u[3].token, { name: 'Alpha', members: [u[3].username] }, /already used/);
    await refused(u[3].token, { name: 'Beta', members: [u[3].username], password: 'wrong' }, /./);
    await refused(u[3].token, { name: 'Beta', members: [u[3].username, u[4].username, u[5].username, u[6].username] }, /1–3/);
    expect(await memberCount(c.id)).toBe(before);

    const mine = await t.call<typeof getMyTeam, TeamVo | null>(getMyTeam, { token: u[1].token, query: { cid: c.id } });
    expect(mine.data?.name).toBe('Alpha');
    const ended = await teamContest({ startIn: -2 * HOUR, endIn: -HOUR });
    await refused(u[3].token, { cid: ended.id, name: 'Late', members: [u[3].username] }, /ended/);
    const solo = await createContest(t, admin.token);
    await refused(u[3].token, { cid: solo.id, name: 'Solo', members: [u[3].username] }, /not a team contest/);
  });

  it('CSV import: good lines create teams, organisations and groups; one bad line imports nothing', async () => {
    const c = await teamContest();
    const good = `team name,organisation,members,location,group\nRed,Uni A,${u[0].username};${u[1].username},R1-01,official\nBlue,Uni A,${u[2].username},R1-02,women\n`;
    const res = await t.call(adminImportTeams, { token: admin.token, body: { cid: c.id, csv: good } });
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toEqual({ created: 2 });
    const list = await t.call(adminGetContestTeams, { token: admin.token, query: { cid: c.id } });
    expect(list.data.teams.map((x) => [x.name, x.location, x.members.length])).toEqual([
      ['Red', 'R1-01', 2],
      ['Blue', 'R1-02', 1],
    ]);
    expect(list.data.organizations.map((o) => o.name)).toEqual(['Uni A']);
    expect(list.data.groups.map((g) => g.name)).toEqual(['official', 'women']);
    const teams = await t.app.services.teams.teams(c.id);
    expect(teams.map((x) => [x.name, x.memberUids.length, x.groupIds.length])).toEqual([
      ['Red', 2, 1],
      ['Blue', 1, 1],
    ]);
    expect((await t.app.services.teams.teamOf(c.id, u[1].uid))?.name).toBe('Red');

    const bad = `Green,Uni B,${u[3].username},,\nRed2,Uni B,${u[0].username},,\nGrey,,nobody_at_all,,\n`;
    const refused = await t.callRaw<typeof adminImportTeams, TeamImportError[]>(adminImportTeams, {
      token: admin.token,
      body: { cid: c.id, csv: bad },
    });
    expect(refused.status).toBe(400);
    expect(refused.data.map((e) => e.line)).toEqual([2, 3]);
    const after = await t.call(adminGetContestTeams, { token: admin.token, query: { cid: c.id } });
    expect(after.data.teams).toHaveLength(2);
    expect(after.data.organizations).toHaveLength(1);
  });

  it('generated team accounts follow the account rule and are answered once as CSV', async () => {
    const prefix = `g${Math.random().toString(36).slice(2, 6)}_`;
    const c = await teamContest({
      openAccountLimit: true,
      accountLimitRule: `<prefix>${prefix}</prefix><suffix></suffix><start>1</start><end>3</end><extra></extra>`,
    });
    const res = await t.call(adminGenerateTeams, { token: admin.token, body: { cid: c.id } });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.created).toBe(3);
    const lines = res.data.csv.trim().split('\r\n');
    expect(lines[0]).toBe('team,username,password');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([`${prefix}1`, `${prefix}2`, `${prefix}3`]);
    expect((await t.app.services.teams.teams(c.id)).map((x) => x.name)).toEqual([`${prefix}1`, `${prefix}2`, `${prefix}3`]);
    const again = await t.call(adminGenerateTeams, { token: admin.token, body: { cid: c.id } });
    expect(again.status).not.toBe(200);
  });

  it('permissions: contestants and other admins cannot manage a contest’s teams', async () => {
    const c = await teamContest();
    const body = { cid: c.id, name: 'T', members: [u[7].username] };
    expect((await t.callRaw(adminAddTeam, { token: u[7].token, body })).status).toBe(403);
    expect((await t.callRaw(adminAddTeam, { token: admin2.token, body })).status).toBe(403);
    expect((await t.callRaw(adminGetContestTeams, { token: u[7].token, query: { cid: c.id } })).status).toBe(403);
    expect((await t.callRaw(adminAddTeam, { token: root.token, body })).status).toBe(200);
    const org = await t.call(adminAddTeamOrganization, { token: admin.token, body: { cid: c.id, name: 'Org', country: 'chn' } });
    expect(org.data.country).toBe('CHN');
    const fake = await postFile(t, adminUploadTeamOrganizationLogo, {
      token: admin.token,
      query: { cid: String(c.id), id: String(org.data.id) },
      filename: 'logo.png',
      content: '\x89PNG\r\n\x1a\n but no image at all',
    });
    expect(fake.status).not.toBe(200);
    expect(fake.msg).toMatch(/GIF, JPEG, PNG/);
    const grp = await t.call(adminAddTeamGroup, { token: admin.token, body: { cid: c.id, name: 'official', hidden: false } });
    expect(grp.status).toBe(200);
    expect((await t.app.services.teams.groups(c.id)).map((g) => g.name)).toEqual(['official']);
  });
});
