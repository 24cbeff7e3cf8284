import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { selectArrays } from './array-rows';

describe('selectArrays', () => {
  const t = useTestApp();

  it('gives the selected columns in select order, through the driver and inside a transaction alike', async () => {
    const { db } = t.core.database;
    const now = 1_700_000_000_000;
    await db.insertInto('userInfo').values([
      { uuid: 'arr-1', username: 'arr_one', password: 'x', nickname: 'One', gender: 'secrecy', status: 0, gmtCreate: now, gmtModified: now },
      { uuid: 'arr-2', username: 'arr_two', password: 'x', nickname: null, gender: 'secrecy', status: 0, gmtCreate: now + 1, gmtModified: now },
    ] as never).execute();
    const query = (q: typeof db) => q.selectFrom('userInfo').select(['username', 'uuid', 'nickname', 'gmtCreate']).where('uuid', 'like', 'arr-%').orderBy('uuid');
    const expected = [['arr_one', 'arr-1', 'One', now], ['arr_two', 'arr-2', null, now + 1]];
    expect(await selectArrays(db, query(db))).toEqual(expected);
    // A transaction is not the database openDatabase registered: the rows come through Kysely.
    expect(await db.transaction().execute((trx) => selectArrays(trx, query(trx)))).toEqual(expected);
  });
});
