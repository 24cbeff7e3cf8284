import { beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, GroupLevel } from '@verdict/shared';
import { type Actors, seedActors } from '../../test/judge-kit';
import { createGroup, joinGroup } from '../../test/groups';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { AppError } from '../../http/app-error';

describe('GroupService: relations, member groups and the checks others build on', () => {
  const t = useTestApp();
  let a: Actors;
  let owner: SeededUser;
  const people: Record<string, SeededUser> = {};
  let gid = 0;
  let other = 0;

  beforeAll(async () => {
    a = await seedActors(t);
    owner = await seedUser(t.core);
    for (const k of ['applying', 'refused', 'member', 'admin', 'root', 'stranger']) people[k] = await seedUser(t.core);
    gid = (await createGroup(t, owner.token, { auth: GroupAuth.Private })).gid;
    other = (await createGroup(t, owner.token)).gid;
    await joinGroup(t, gid, owner.token, people.applying.token, GroupLevel.Applying);
    await joinGroup(t, gid, owner.token, people.refused.token, GroupLevel.Refused);
    await joinGroup(t, gid, owner.token, people.member.token, GroupLevel.Member);
    await joinGroup(t, gid, owner.token, people.admin.token, GroupLevel.Admin);
    await joinGroup(t, gid, owner.token, people.root.token, GroupLevel.Root);
  });

  const svc = () => t.app.services.groups;

  it('names each relation, with the site role apart', async () => {
    const rel = async (u: SeededUser | null) => {
      const s = await svc().relation(u, gid);
      return [s.relation, s.site, s.level];
    };
    expect(await rel(null)).toEqual(['visitor', 'user', 0]);
    expect(await rel(people.stranger)).toEqual(['nonMember', 'user', 0]);
    expect(await rel(people.applying)).toEqual(['applying', 'user', 1]);
    expect(await rel(people.refused)).toEqual(['refused', 'user', 2]);
    expect(await rel(people.member)).toEqual(['member', 'user', 3]);
    expect(await rel(people.admin)).toEqual(['admin', 'user', 4]);
    expect(await rel(people.root)).toEqual(['root', 'user', 5]);
    expect(await rel(owner)).toEqual(['owner', 'user', 5]);
    expect(await rel(a.admin)).toEqual(['nonMember', 'siteAdmin', 0]);
    expect(await rel(a.problemAdmin)).toEqual(['nonMember', 'siteAdmin', 0]);
    expect(await rel(a.root)).toEqual(['nonMember', 'superAdmin', 0]);
    await expect(svc().relation(owner, 999_999)).rejects.toMatchObject({ status: 404, key: 'group.notFound' });
  });

  it('memberGids lists the groups whose content a user may see; applications do not count', async () => {
    expect(await svc().memberGids(owner.uid)).toEqual([gid, other].sort((x, y) => x - y));
    expect(await svc().memberGids(people.member.uid)).toEqual([gid]);
    expect(await svc().memberGids(people.root.uid)).toEqual([gid]);
    expect(await svc().memberGids(people.applying.uid)).toEqual([]);
    expect(await svc().memberGids(people.refused.uid)).toEqual([]);
    expect(await svc().memberGids(a.root.uid)).toEqual([]);
    expect(await svc().visibleGids(a.root)).toBe('all');
    expect(await svc().visibleGids(null)).toEqual([]);
    expect(await svc().visibleGids(people.admin)).toEqual([gid]);
    expect(await svc().isGroupAdmin(people.admin.uid, gid)).toBe(true);
    expect(await svc().isGroupAdmin(people.member.uid, gid)).toBe(false);
  });

  it('requireMember and requireGroupAdmin throw the envelope errors', async () => {
    const fails = async (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: AppError) => `${e.status} ${e.key}`,
      );
    for (const u of [people.member, people.admin, people.root, owner, a.root])
      expect(await fails(svc().requireMember(u, gid))).toBe('ok');
    for (const u of [null, people.stranger, people.applying, people.refused, a.admin])
      expect(await fails(svc().requireMember(u, gid))).toBe('403 group.notMember');
    for (const u of [people.admin, people.root, owner, a.root]) expect(await fails(svc().requireGroupAdmin(u, gid))).toBe('ok');
    for (const u of [people.member, people.applying, a.problemAdmin])
      expect(await fails(svc().requireGroupAdmin(u, gid))).toBe('403 group.notAdmin');
    expect(await fails(svc().requireGroupRoot(people.admin, gid))).toBe('403 group.notRoot');
    expect(await fails(svc().requireMember(people.member, 999_999))).toBe('404 group.notFound');
  });

  it('a banned group is closed to everyone but super admins, and drops out of memberGids', async () => {
    const banned = (await createGroup(t, owner.token)).gid;
    await t.core.database.db.updateTable('group').set({ status: 1 }).where('id', '=', banned).execute();
    await expect(svc().requireMember(owner, banned)).rejects.toMatchObject({ key: 'group.banned' });
    await expect(svc().requireMember(a.root, banned)).resolves.toMatchObject({ gid: banned });
    expect(await svc().memberGids(owner.uid)).not.toContain(banned);
    expect((await svc().get(banned)).status).toBe(1);
  });
});
