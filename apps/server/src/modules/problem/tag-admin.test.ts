import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAddTag,
  adminAddTagClassification,
  adminDeleteTag,
  adminDeleteTagClassification,
  adminGetTagClassification,
  adminUpdateTag,
  adminUpdateTagClassification,
  getAllProblemTags,
  getProblemTags,
  getProblemTagsAndClassification,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { type Actors, seedActors } from '../../test/judge-kit';
import { createProblem } from '../../test/upload-kit';

type Tag = { id: number; name: string; color: string | null; oj: string; tcid: number | null; gid: number | null };
type Cls = { id: number; name: string; oj: string; rank: number };

describe('tags and classifications admin', () => {
  const t = useTestApp();
  let a: Actors;
  beforeAll(async () => {
    a = await seedActors(t);
  });

  it('only root and problem_admin manage tags; admin, users and visitors are refused', async () => {
    const body = { name: 'roles-tag', color: '#123456' };
    expect((await t.call(adminAddTag, { body })).http).toBe(401);
    for (const u of [a.user, a.admin]) expect((await t.call(adminAddTag, { token: u.token, body })).http).toBe(403);
    for (const def of [adminDeleteTag, adminGetTagClassification, adminDeleteTagClassification] as const) {
      expect((await t.call(def, { token: a.admin.token, query: { tid: 1, tcid: 1 } })).http).toBe(403);
    }
    const root = await t.call<typeof adminAddTag, Tag>(adminAddTag, { token: a.root.token, body });
    expect(root.status).toBe(200);
    expect(root.data).toMatchObject({ name: 'roles-tag', color: '#123456', oj: 'ME', gid: null, tcid: null });
    const pa = await t.call<typeof adminAddTag, Tag>(adminAddTag, {
      token: a.problemAdmin.token,
      body: { name: 'pa-tag', oj: 'hdu' },
    });
    expect(pa.data.oj).toBe('HDU');
  });

  it('refuses a duplicate name within one OJ and group with a clear 400, allows it elsewhere', async () => {
    await t.call(adminAddTag, { token: a.root.token, body: { name: 'graph' } });
    const dup = await t.call(adminAddTag, { token: a.root.token, body: { name: 'graph', color: 'red' } });
    expect([dup.http, dup.status, dup.msg]).toEqual([200, 400, 'A tag with this name already exists: graph']);
    expect((await t.call(adminAddTag, { token: a.root.token, body: { name: 'graph', oj: 'CF' } })).status).toBe(200);
    expect((await t.call(adminAddTag, { token: a.root.token, body: { name: 'graph', gid: 5 } })).status).toBe(200);
    const blank = await t.call(adminAddTag, { token: a.root.token, body: { name: '   ' } });
    expect([blank.http, blank.msg]).toEqual([400, expect.stringMatching(/name/)]);
    expect((await t.call(adminAddTag, { token: a.root.token, body: { name: 'x'.repeat(65) } })).http).toBe(400);
    expect((await t.call(adminAddTag, { token: a.root.token, body: { name: 'z', tcid: 99999 } })).msg).toBe(
      'The tag classification does not exist',
    );
  });

  it('renames and recolours; a rename onto an existing name is refused; unknown ids are 404', async () => {
    const tag = (
      await t.call<typeof adminAddTag, Tag>(adminAddTag, { token: a.root.token, body: { name: 'old-name', color: 'blue' } })
    ).data;
    const res = await t.call(adminUpdateTag, {
      token: a.problemAdmin.token,
      body: { id: tag.id, name: 'new-name', color: 'green' },
    });
    expect([res.status, res.msg]).toEqual([200, 'Updated successfully']);
    const all = (await t.call<typeof getAllProblemTags, Tag[]>(getAllProblemTags, {})).data;
    expect(all.find((x) => x.id === tag.id)).toMatchObject({ name: 'new-name', color: 'green' });
    // Keeping its own name while recolouring is fine.
    expect(
      (await t.call(adminUpdateTag, { token: a.root.token, body: { id: tag.id, name: 'new-name', color: 'black' } })).status,
    ).toBe(200);
    expect((await t.call(adminUpdateTag, { token: a.root.token, body: { id: tag.id, name: 'graph' } })).msg).toMatch(
      /already exists: graph/,
    );
    expect((await t.call(adminUpdateTag, { token: a.root.token, body: { id: 999999, name: 'q' } })).status).toBe(404);
    expect((await t.callRaw(adminUpdateTag, { token: a.root.token, body: { name: 'q' } })).http).toBe(400);
  });

  it('deleting a tag removes it from its problems', async () => {
    const { pid } = await createProblem(t, a.admin.token, 'TAGDEL1', {}, { tags: [{ name: 'doomed' }, { name: 'kept' }] });
    const tags = (await t.call<typeof getProblemTags, Tag[]>(getProblemTags, { query: { pid } })).data;
    const doomed = tags.find((x) => x.name === 'doomed')!;
    const res = await t.call(adminDeleteTag, { token: a.problemAdmin.token, query: { tid: doomed.id } });
    expect([res.status, res.msg]).toEqual([200, 'Deleted successfully']);
    expect((await t.call<typeof getProblemTags, Tag[]>(getProblemTags, { query: { pid } })).data.map((x) => x.name)).toEqual([
      'kept',
    ]);
    const links = await t.core.database.db.selectFrom('problemTag').select('id').where('tid', '=', doomed.id).execute();
    expect(links).toEqual([]);
    expect((await t.call(adminDeleteTag, { token: a.root.token, query: { tid: doomed.id } })).status).toBe(404);
    expect((await t.callRaw(adminDeleteTag, { token: a.root.token, query: {} })).http).toBe(400);
  });

  it('classifications: create, list in rank order, rename, reorder, delete (tags become unclassified)', async () => {
    const mk = async (name: string, rank: number, oj?: string) =>
      (
        await t.call<typeof adminAddTagClassification, Cls>(adminAddTagClassification, {
          token: a.root.token,
          body: { name, rank, oj },
        })
      ).data;
    const algo = await mk('Algorithms', 2);
    const ds = await mk('Data structures', 1);
    await mk('Remote only', 0, 'CF');
    expect((await t.call(adminAddTagClassification, { token: a.root.token, body: { name: 'Algorithms', rank: 5 } })).msg).toMatch(
      /already exists: Algorithms/,
    );
    expect((await t.call(adminAddTagClassification, { token: a.root.token, body: { name: 'neg', rank: -1 } })).http).toBe(400);
    const list = async (oj?: string) =>
      (
        await t.call<typeof adminGetTagClassification, Cls[]>(adminGetTagClassification, {
          token: a.problemAdmin.token,
          query: { oj },
        })
      ).data.map((c) => c.name);
    expect(await list()).toEqual(['Data structures', 'Algorithms']);
    expect(await list('ALL')).toEqual(['Remote only', 'Data structures', 'Algorithms']);

    const segTree = (
      await t.call<typeof adminAddTag, Tag>(adminAddTag, { token: a.root.token, body: { name: 'segment tree', tcid: ds.id } })
    ).data;
    await t.call(adminAddTag, { token: a.root.token, body: { name: 'greedy', tcid: algo.id } });
    const grouped = async () =>
      (
        await t.call<typeof getProblemTagsAndClassification, Array<{ classification: Cls | null; tagList: Tag[] }>>(
          getProblemTagsAndClassification,
          {},
        )
      ).data;
    let g = await grouped();
    expect(g.map((e) => e.classification?.name ?? null)).toEqual(['Data structures', 'Algorithms', null]);
    expect(g[0].tagList.map((x) => x.name)).toEqual(['segment tree']);
    expect(g[1].tagList.map((x) => x.name)).toEqual(['greedy']);
    expect(g[2].tagList.map((x) => x.name)).toContain('graph');
    expect(g[2].tagList.every((x) => x.tcid === null)).toBe(true);

    const moved = await t.call(adminUpdateTagClassification, {
      token: a.problemAdmin.token,
      body: { id: algo.id, name: 'Algorithms!', rank: 0, oj: 'ME' },
    });
    expect(moved.status).toBe(200);
    expect(await list()).toEqual(['Algorithms!', 'Data structures']);
    expect(
      (await t.call(adminUpdateTagClassification, { token: a.root.token, body: { id: 123456, name: 'x', rank: 1 } })).status,
    ).toBe(404);

    expect((await t.call(adminDeleteTagClassification, { token: a.root.token, query: { tcid: ds.id } })).status).toBe(200);
    g = await grouped();
    expect(g.map((e) => e.classification?.name ?? null)).toEqual(['Algorithms!', null]);
    expect(g[1].tagList.find((x) => x.id === segTree.id)?.tcid).toBeNull();
    expect((await t.call(adminDeleteTagClassification, { token: a.root.token, query: { tcid: ds.id } })).status).toBe(404);
    const all = await t.call<typeof getProblemTagsAndClassification, Array<{ classification: Cls | null }>>(
      getProblemTagsAndClassification,
      { query: { oj: 'all' } },
    );
    // Equal ranks keep creation order.
    expect(all.data.map((e) => e.classification?.name ?? null)).toEqual(['Algorithms!', 'Remote only', null]);
  });
});
