import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, registerContest } from '@verdict/shared';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { createContest, seedSubmission } from '../contest/contest.fixture';
import { CONTEST_DESK_TOPIC } from './team-directory';

describe('the team directory of an individual contest', () => {
  const t = useTestApp();
  let admin: SeededUser, root: SeededUser, alice: SeededUser, bob: SeededUser, carol: SeededUser;
  beforeAll(async () => {
    admin = await seedUser(t.core, { roleId: Role.Admin });
    root = await seedUser(t.core, { roleId: Role.Root });
    [alice, bob, carol] = await Promise.all([seedUser(t.core), seedUser(t.core), seedUser(t.core)]);
  });
  const dir = () => t.app.services.teams;

  it('every participant is a team of one: registered users and submitters, the board’s non-counting users left out', async () => {
    const c = await createContest(t, admin.token, { auth: 1, pwd: 'pw', starAccount: [bob.username] });
    expect((await t.call(registerContest, { token: alice.token, body: { cid: c.id, password: 'pw' } })).status).toBe(200);
    const at = Date.now();
    for (const u of [bob, root, admin])
      await seedSubmission(t, { cid: c.id, pid: 1, uid: u.uid, username: u.username, status: JudgeStatus.Accepted, at });
    const teams = await dir().teams(c.id);
    expect(teams.map((x) => x.id).sort()).toEqual([alice.uid, bob.uid].sort());
    const byId = new Map(teams.map((x) => [x.id, x]));
    expect(byId.get(alice.uid)).toEqual({
      id: alice.uid,
      name: alice.username,
      memberUids: [alice.uid],
      organizationId: null,
      groupIds: [],
      location: null,
      star: false,
    });
    expect(byId.get(bob.uid)?.star).toBe(true);
    expect(await dir().teamOf(c.id, bob.uid)).toEqual(byId.get(bob.uid));
    expect(await dir().teamOf(c.id, carol.uid)).toBeNull();
    expect(await dir().teamOf(c.id, root.uid)).toBeNull();
    expect(await dir().organizations(c.id)).toEqual([]);
    expect(await dir().groups(c.id)).toEqual([]);
    expect(await dir().teams(999_999)).toEqual([]);
  });

  it('names teams of one as the board does (rankShowName, the username when empty)', async () => {
    const c = await createContest(t, admin.token, { rankShowName: 'nickname' });
    await t.core.database.db.updateTable('userInfo').set({ nickname: 'Ally' }).where('uuid', '=', alice.uid).execute();
    const at = Date.now();
    for (const u of [alice, carol])
      await seedSubmission(t, { cid: c.id, pid: 1, uid: u.uid, username: u.username, status: JudgeStatus.WrongAnswer, at });
    const names = new Map((await dir().teams(c.id)).map((x) => [x.id, x.name]));
    expect(names.get(alice.uid)).toBe('Ally');
    expect(names.get(carol.uid)).toBe(carol.username);
  });

  it('the desk topic reaches its listeners (in process without Redis, over Redis when scaled)', async () => {
    const got: unknown[] = [];
    const stop = t.app.services.desk.subscribe(CONTEST_DESK_TOPIC, (p) => got.push(p));
    // A Redis subscription becomes active asynchronously: publish until heard.
    const until = Date.now() + 5000;
    while (got.length === 0 && Date.now() < until) {
      t.app.services.desk.publish(CONTEST_DESK_TOPIC, { cid: 1, kind: 'team', id: '1' });
      await new Promise((r) => setTimeout(r, 20));
    }
    stop();
    expect(got[0]).toEqual({ cid: 1, kind: 'team', id: '1' });
  });
});
