import { beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  adminChangeProblemAuth,
  getAllProblemTags,
  getProblemDetail,
  getProblemList,
  getProblemTags,
  getProblemTagsAndClassification,
  getRandomProblem,
  getRecentUpdatedProblem,
} from '@verdict/shared';
import { useTestApp } from '../../test/test-app';
import { type Actors, seedActors } from '../../test/judge-kit';
import { addJudgeRows, createProblem } from '../../test/upload-kit';

type Row = {
  pid: number;
  problemId: string;
  title: string;
  tags: Array<{ name: string }>;
  total: number;
  ac: number;
  wa: number;
  ce: number;
  pa: number;
  score: number | null;
};
type PageOf<T> = { records: T[]; total: number; current: number; size: number };

describe('problem bank', () => {
  const t = useTestApp();
  let a: Actors;
  const ids: Record<string, { pid: number; problemId: string }> = {};
  const list = async (query: Record<string, unknown>, token?: string) =>
    await t.call<typeof getProblemList, PageOf<Row>>(getProblemList, { query: { limit: 100, ...query }, token });
  const idsOf = (page: PageOf<Row>) => page.records.map((r) => r.problemId);

  beforeAll(async () => {
    a = await seedActors(t);
    const make = async (key: string, over: Record<string, unknown>, tags: string[]) => {
      ids[key] = await createProblem(t, a.admin.token, key, over, { tags: tags.map((name) => ({ name })) });
    };
    await make('P2', { title: 'Graph walk', difficulty: 1 }, ['graph', 'dp']);
    await make('P10', { title: 'Zebra counting', difficulty: 2 }, ['dp']);
    await make('P1', { title: 'Easy sum', difficulty: 0 }, ['graph']);
    await make('HIDDEN1', { title: 'Private zebra', auth: 2 }, ['dp']);
    await make('CONTEST1', { title: 'Contest only', auth: 3 }, []);
    await addJudgeRows(t, ids.P2.pid, [
      { status: JudgeStatus.Accepted },
      { status: JudgeStatus.Accepted },
      { status: JudgeStatus.WrongAnswer },
      { status: JudgeStatus.CompileError },
      { status: JudgeStatus.PartialAccepted },
      // Contest and group submissions do not count on the bank page.
      { status: JudgeStatus.Accepted, cid: 7 },
      { status: JudgeStatus.Accepted, gid: 3 },
    ]);
  });

  it('lists public non-group problems in id order (2 before 10) with tags and counts', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(idsOf(res.data)).toEqual(['P1', 'P2', 'P10']);
    expect(res.data.total).toBe(3);
    const p2 = res.data.records[1];
    expect(p2).toMatchObject({ pid: ids.P2.pid, title: 'Graph walk', total: 5, ac: 2, wa: 1, ce: 1, pa: 1, score: null });
    expect(p2.tags.map((x) => x.name).sort()).toEqual(['dp', 'graph']);
    expect(Object.keys(p2).sort()).toEqual([
      'ac',
      'ce',
      'difficulty',
      'mle',
      'pa',
      'pe',
      'pid',
      'problemId',
      're',
      'score',
      'se',
      'tags',
      'title',
      'tle',
      'total',
      'type',
      'wa',
    ]);
    expect(res.data.records[0]).toMatchObject({ total: 0, ac: 0 });
    // Admins see the same public list: hidden problems belong to the admin list.
    expect(idsOf((await list({}, a.root.token)).data)).toEqual(['P1', 'P2', 'P10']);
  });

  it('filters by keyword on id or title (case-insensitive), difficulty and oj', async () => {
    expect(idsOf((await list({ keyword: 'zEBRA' })).data)).toEqual(['P10']);
    expect(idsOf((await list({ keyword: 'p1' })).data)).toEqual(['P1', 'P10']);
    expect(idsOf((await list({ keyword: '%' })).data)).toEqual([]);
    expect(idsOf((await list({ difficulty: 1 })).data)).toEqual(['P2']);
    expect(idsOf((await list({ oj: 'Mine' })).data)).toEqual(['P1', 'P2', 'P10']);
    expect(idsOf((await list({ oj: 'ME' })).data)).toEqual(['P1', 'P2', 'P10']);
    expect(idsOf((await list({ oj: 'HDU' })).data)).toEqual([]);
    expect(idsOf((await list({ oj: 'All' })).data)).toEqual(['P1', 'P2', 'P10']);
    expect((await list({ difficulty: 7 })).http).toBe(400);
    expect((await list({ difficulty: 'x' })).http).toBe(400);
  });

  it('tagId is an AND of tags in any spelling; unparsable gives an empty page, not an error', async () => {
    const tags = (await t.call<typeof getAllProblemTags, Array<{ id: number; name: string }>>(getAllProblemTags, {})).data;
    const id = (name: string) => tags.find((x) => x.name === name)!.id;
    expect(idsOf((await list({ tagId: String(id('dp')) })).data)).toEqual(['P2', 'P10']);
    expect(idsOf((await list({ tagId: `${id('dp')},${id('graph')}` })).data)).toEqual(['P2']);
    expect(idsOf((await list({ tagId: [String(id('graph')), String(id('dp'))] })).data)).toEqual(['P2']);
    expect(idsOf((await list({ tagId: `[${id('graph')}]` })).data)).toEqual(['P1', 'P2']);
    expect(idsOf((await list({ tagId: `${id('dp')},${id('dp')}` })).data)).toEqual(['P2', 'P10']);
    expect(idsOf((await list({ tagId: '' })).data)).toEqual(['P1', 'P2', 'P10']);
    for (const bad of ['abc', '1,x', '[1.5]', '-3']) {
      const res = await list({ tagId: bad });
      expect([res.status, res.data.total, res.data.records]).toEqual([200, 0, []]);
    }
  });

  it('pages from 1: bad or too small pages fall back to page 1', async () => {
    const p1 = await list({ currentPage: 1, limit: 2 });
    expect([idsOf(p1.data), p1.data.total, p1.data.size]).toEqual([['P1', 'P2'], 3, 2]);
    expect(idsOf((await list({ currentPage: 2, limit: 2 })).data)).toEqual(['P10']);
    for (const page of [0, -1, 'abc']) expect((await list({ currentPage: page, limit: 2 })).data.current).toBe(1);
  });

  it('random problem is a public one; an empty bank answers 400', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.call<typeof getRandomProblem, { problemId: string }>(getRandomProblem, {});
      expect(['P1', 'P2', 'P10']).toContain(res.data.problemId);
    }
  });

  it('recent updates: public problems, newest change first, at most 5', async () => {
    await t.core.database.db
      .updateTable('problem')
      .set({ gmtModified: Date.now() + 60_000 })
      .where('id', '=', ids.P10.pid)
      .execute();
    const res = await t.call<typeof getRecentUpdatedProblem, Array<{ problemId: string; gmtModified: string }>>(
      getRecentUpdatedProblem,
      {},
    );
    expect(res.data[0].problemId).toBe('P10');
    expect(res.data.map((r) => r.problemId)).not.toContain('HIDDEN1');
    expect(Object.keys(res.data[0]).sort()).toEqual(['gmtCreate', 'gmtModified', 'id', 'problemId', 'title', 'type']);
    expect(res.data[0].gmtModified).toMatch(/\+0000$/);
  });

  it('tags: all (ME, ALL, case-insensitive), per problem, and grouped by classification', async () => {
    const me = await t.call<typeof getAllProblemTags, Array<{ name: string; oj: string }>>(getAllProblemTags, {
      query: { oj: 'me' },
    });
    expect(me.data.map((x) => x.name).sort()).toEqual(['dp', 'graph']);
    expect((await t.call<typeof getAllProblemTags, unknown[]>(getAllProblemTags, { query: { oj: 'ALL' } })).data).toHaveLength(2);
    expect((await t.call<typeof getAllProblemTags, unknown[]>(getAllProblemTags, { query: { oj: 'HDU' } })).data).toEqual([]);
    const own = await t.call<typeof getProblemTags, Array<{ name: string }>>(getProblemTags, { query: { pid: ids.P2.pid } });
    expect(own.data.map((x) => x.name).sort()).toEqual(['dp', 'graph']);
    expect((await t.call(getProblemTags, { query: { pid: ids.HIDDEN1.pid } })).status).toBe(403);
    expect((await t.call(getProblemTags, { token: a.admin.token, query: { pid: ids.HIDDEN1.pid } })).status).toBe(200);
    expect((await t.call(getProblemTags, { query: { pid: 987654 } })).status).toBe(404);
    expect((await t.call(getProblemTags, { query: { pid: 'x' } })).http).toBe(400);
    const grouped = await t.call<typeof getProblemTagsAndClassification, Array<{ classification: null; tagList: unknown[] }>>(
      getProblemTagsAndClassification,
      {},
    );
    // No classification yet: one trailing group holding every tag.
    expect(grouped.data).toHaveLength(1);
    expect(grouped.data[0].classification).toBeNull();
    expect(grouped.data[0].tagList).toHaveLength(2);
  });

  it('change-problem-auth: admins only, 1–3, unknown problem 404; the bank follows', async () => {
    const body = { id: ids.P1.pid, auth: 2 };
    expect((await t.call(adminChangeProblemAuth, { body })).http).toBe(401);
    expect((await t.call(adminChangeProblemAuth, { token: a.user.token, body })).http).toBe(403);
    for (const u of [a.root, a.admin, a.problemAdmin]) {
      const res = await t.call(adminChangeProblemAuth, { token: u.token, body });
      expect([res.status, res.msg]).toEqual([200, 'Changed successfully!']);
    }
    expect(idsOf((await list({})).data)).toEqual(['P2', 'P10']);
    expect((await t.call(getProblemDetail, { query: { problemId: 'P1' } })).status).toBe(403);
    expect(
      (await t.call(adminChangeProblemAuth, { token: a.admin.token, body: { id: String(ids.P1.pid), auth: '1' } })).status,
    ).toBe(200);
    expect(idsOf((await list({})).data)).toEqual(['P1', 'P2', 'P10']);
    expect((await t.call(adminChangeProblemAuth, { token: a.admin.token, body: { id: ids.P1.pid, auth: 4 } })).http).toBe(400);
    expect((await t.call(adminChangeProblemAuth, { token: a.admin.token, body: { id: 999999, auth: 1 } })).status).toBe(404);
  });
});

describe('problem bank when empty', () => {
  const t = useTestApp();
  it('random answers a clear 400 and the list is an empty page', async () => {
    const res = await t.call(getRandomProblem, {});
    expect([res.status, res.msg]).toEqual([400, 'The problem bank has no public problem yet!']);
    const page = await t.call<typeof getProblemList, PageOf<Row>>(getProblemList, {});
    expect([page.data.total, page.data.records]).toEqual([0, []]);
    expect((await t.call<typeof getRecentUpdatedProblem, unknown[]>(getRecentUpdatedProblem, {})).data).toEqual([]);
  });
});
