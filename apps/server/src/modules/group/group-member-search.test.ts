import { beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, GroupLevel, getGroupApplyList, getGroupMemberList } from '@verdict/shared';
import { createGroup, joinGroup } from '../../test/groups';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';
import { GroupRepository } from './group.repository';

describe('groups: the member and application lists search usernames in the database', () => {
  const t = useTestApp();
  const tag = Math.random().toString(36).slice(2, 6);
  let owner: SeededUser;
  const u: Record<string, SeededUser> = {};
  let gid = 0;
  let privateGid = 0;

  beforeAll(async () => {
    owner = await seedUser(t.core, { username: `owner${tag}` });
    for (const name of ['alpha_one', 'AlphaTwo', 'beta', 'alphaxapp', 'alpha_app'])
      u[name] = await seedUser(t.core, { username: `${name}${tag}` });
    gid = (await createGroup(t, owner.token, { auth: GroupAuth.Public })).gid;
    for (const name of ['alpha_one', 'AlphaTwo', 'beta']) await joinGroup(t, gid, owner.token, u[name].token);
    privateGid = (await createGroup(t, owner.token, { auth: GroupAuth.Private })).gid;
    await joinGroup(t, privateGid, owner.token, u.alphaxapp.token, GroupLevel.Applying);
    await joinGroup(t, privateGid, owner.token, u.alpha_app.token, GroupLevel.Applying);
  });

  const members = async (q: Record<string, unknown>) =>
    (await t.call(getGroupMemberList, { token: u.beta.token, query: { gid, ...q } })).data;

  it('a keyword matches part of the username in any case, and pages over the matches only', async () => {
    // Members are listed by level, then by joining order: alpha_one joined before AlphaTwo.
    const all = await members({ keyword: 'ALPHA' });
    expect([all.total, all.records.map((r) => r.username)]).toEqual([2, [`alpha_one${tag}`, `AlphaTwo${tag}`]]);
    const second = await members({ keyword: 'alpha', limit: 1, currentPage: 2 });
    expect([second.total, second.records.map((r) => r.uid)]).toEqual([2, [u.AlphaTwo.uid]]);
    expect((await members({ keyword: `owner${tag}` })).records.map((r) => [r.uid, r.auth])).toEqual([
      [owner.uid, GroupLevel.Root],
    ]);
    // LIKE's wildcards are plain characters in a keyword: '_' matches only an underscore.
    expect((await members({ keyword: 'a_o' })).records.map((r) => r.uid)).toEqual([u.alpha_one.uid]);
    expect(await members({ keyword: 'nobody-has-this' })).toMatchObject({ total: 0, records: [] });
  });

  it('the application list searches the same way', async () => {
    const apply = async (keyword: string) =>
      (await t.call(getGroupApplyList, { token: owner.token, query: { gid: privateGid, keyword } })).data.records.map(
        (r) => r.uid,
      );
    expect(await apply('ALPHA_')).toEqual([u.alpha_app.uid]);
    expect((await apply('alpha')).sort()).toEqual([u.alphaxapp.uid, u.alpha_app.uid].sort());
  });

  it("the repository takes the account module's name subquery and pages in one statement", async () => {
    const repo = new GroupRepository(t.core.database.db, t.core.database.dialect);
    const page = await repo.membersAt(
      gid,
      [GroupLevel.Member, GroupLevel.Admin, GroupLevel.Root],
      { currentPage: 1, limit: 10 },
      t.app.services.users.named('ALPHAt'),
    );
    expect([page.total, page.records.map((r) => r.uid)]).toEqual([1, [u.AlphaTwo.uid]]);
  });
});
