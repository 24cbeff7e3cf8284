import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { selectArrays, selectColumns } from './array-rows';

describe('selectArrays', () => {
  const t = useTestApp();

  it('gives the selected columns in select order, through the driver and inside a transaction alike', async () => {
    const { db } = t.core.database;
    const now = 1_700_000_000_000;
    await db
      .insertInto('userInfo')
      .values([
        {
          uuid: 'arr-1',
          username: 'arr_one',
          password: 'x',
          nickname: 'One',
          gender: 'secrecy',
          status: 0,
          gmtCreate: now,
          gmtModified: now,
        },
        {
          uuid: 'arr-2',
          username: 'arr_two',
          password: 'x',
          nickname: null,
          gender: 'secrecy',
          status: 0,
          gmtCreate: now + 1,
          gmtModified: now,
        },
      ] as never)
      .execute();
    const query = (q: typeof db) =>
      q
        .selectFrom('userInfo')
        .select(['username', 'uuid', 'nickname', 'gmtCreate'])
        .where('uuid', 'like', 'arr-%')
        .orderBy('uuid');
    const expected = [
      ['arr_one', 'arr-1', 'One', now],
      ['arr_two', 'arr-2', null, now + 1],
    ];
    expect(await selectArrays(db, query(db))).toEqual(expected);
    // A transaction is not the database openDatabase registered: the rows come through Kysely.
    expect(await db.transaction().execute((trx) => selectArrays(trx, query(trx)))).toEqual(expected);
  });

  it("selectColumns gives one array per column in the query's order, nulls and big numbers kept, empty for no rows", async () => {
    const { db } = t.core.database;
    const base = 1_800_000_000_000;
    // Inserted out of order: the columns follow the query's ORDER BY, not the insertion.
    await db
      .insertInto('userInfo')
      .values(
        [3, 1, 2].map((i) => ({
          uuid: `col-${i}`,
          username: `col_${i}`,
          password: 'x',
          nickname: i === 2 ? null : `Ni"ck\\${i} 中`,
          gender: 'secrecy',
          status: 0,
          gmtCreate: base + i,
          gmtModified: base,
        })) as never,
      )
      .execute();
    const query = (q: typeof db, like: string) =>
      q.selectFrom('userInfo').select(['uuid', 'nickname', 'gmtCreate']).where('uuid', 'like', like).orderBy('gmtCreate', 'desc');
    const expected = {
      uuid: ['col-3', 'col-2', 'col-1'],
      nickname: ['Ni"ck\\3 中', null, 'Ni"ck\\1 中'],
      gmtCreate: [base + 3, base + 2, base + 1],
    };
    const columns = ['uuid', 'nickname', 'gmtCreate'] as const;
    expect(await selectColumns(db, query(db, 'col-%'), columns)).toEqual(expected);
    expect(await db.transaction().execute((trx) => selectColumns(trx, query(trx, 'col-%'), columns))).toEqual(expected);
    expect(await selectColumns(db, query(db, 'nobody-%'), columns)).toEqual({ uuid: [], nickname: [], gmtCreate: [] });
    // Slices (read at once on PostgreSQL) are joined in slice order; an empty slice adds nothing.
    const slice = (from: number, until: number) =>
      query(db, 'col-%')
        .where('gmtCreate', '>=', base + from)
        .where('gmtCreate', '<', base + until);
    expect(await selectColumns(db, [slice(3, 9), slice(2, 3), slice(5, 6), slice(0, 2)], columns)).toEqual(expected);
  });
});
