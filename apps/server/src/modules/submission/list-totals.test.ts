import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { judgeRow } from '../../test/judge-row';
import { COUNT_CACHE_MAX_AGE_MS, type SubmissionListFilter } from './judge-changes';
import { SubmissionRepository } from './submission.repository';

const HALF = COUNT_CACHE_MAX_AGE_MS / 2;

/**
 * The submission list's totals are kept per process and told of that process's writes only; another
 * process writing the same database (a scaled deployment on PostgreSQL) is not heard. Two
 * repositories on one database stand for two processes: `a` lists (its clock set by the test), `b`
 * writes. A kept total is served for at most COUNT_CACHE_MAX_AGE_MS; past half of it the first
 * request gets the kept total at once and counts again behind it, so the total turns exact without
 * any request waiting for the count.
 */
describe("the list's kept totals and another process's inserts", () => {
  const t = useTestApp();
  let clock = Date.now();
  let a: SubmissionRepository;
  let b: SubmissionRepository;
  const all: SubmissionListFilter = { currentPage: 1, limit: 20, hiddenPids: [] };
  const oneUser: SubmissionListFilter = { ...all, username: 'totals_u' };

  beforeAll(() => {
    const { db, dialect } = t.core.database;
    a = new SubmissionRepository(db, dialect, { maxAgeMs: COUNT_CACHE_MAX_AGE_MS, now: () => clock });
    b = new SubmissionRepository(db, dialect);
  });

  const insert = (repo: SubmissionRepository, uid = 'totals_u') => repo.insert(judgeRow({ uid, pid: 7 }));
  const counted = async (username?: string) => {
    const db = t.core.database.db;
    const q = db
      .selectFrom('judge')
      .select(sql<number>`count(*)`.as('n'))
      .where('cid', '=', 0)
      .where('gid', 'is', null);
    const row = await (username ? q.where('username', '=', username) : q).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  /** The total `a` answers, asked until it equals `want` (a recount behind a request settles soon after it). */
  const settles = async (f: SubmissionListFilter, want: number) => {
    for (let i = 0; i < 100; i++) {
      if ((await a.list(f)).total === want) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };

  it('within half the age the kept total is served; past it, served once more and then exact without the clock moving on', async () => {
    await insert(b);
    const before = { all: (await a.list(all)).total, user: (await a.list(oneUser)).total };
    expect(before).toEqual({ all: await counted(), user: await counted('totals_u') });
    await insert(b);
    await insert(b, 'totals_other');
    clock += HALF - 1000;
    // Another process's inserts are not heard: the kept totals stand.
    expect((await a.list(all)).total).toBe(before.all);
    expect((await a.list(oneUser)).total).toBe(before.user);
    clock += 2000;
    // Due: this request is answered from the kept total (a waiting count would already see the inserts) …
    expect((await a.list(all)).total).toBe(before.all);
    // … and the count behind it makes the next answers exact, the clock still short of the age.
    expect(await settles(all, await counted())).toBe(true);
    expect(await settles(oneUser, await counted('totals_u'))).toBe(true);
    expect(await counted()).toBe(before.all + 2);
  });

  it("this process's own insert shows at once, and one made while the total is recounted leaves it exact", async () => {
    const start = (await a.list(all)).total;
    expect(start).toBe(await counted());
    await insert(a);
    expect((await a.list(all)).total).toBe(start + 1);
    await insert(b);
    clock += HALF + 1000;
    // The recount starts behind this request; an own insert while it runs: that count is not kept.
    const served = a.list(all);
    await insert(a);
    expect((await served).total).toBe(start + 1);
    expect(await settles(all, await counted())).toBe(true);
    expect(await counted()).toBe(start + 3);
  });

  it('past the whole age with no request in between, the next request counts and waits: exact at once', async () => {
    const start = (await a.list(all)).total;
    await insert(b);
    await insert(b);
    clock += COUNT_CACHE_MAX_AGE_MS + 1;
    expect((await a.list(all)).total).toBe(start + 2);
    expect(start + 2).toBe(await counted());
  });
});
