import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, adminAddNotice, adminUpdateNotice, getUnreadMsgCount } from '@verdict/shared';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';

const BULK = 100_000;

/**
 * A notice to everyone on a site of 100,000 accounts is pushed in set-based statements: a
 * loop of one insert per user would take minutes here, far past the bound below.
 */
describe('notice fan-out at scale', () => {
  const t = useTestApp();
  let root: SeededUser;
  let user: SeededUser;

  beforeAll(async () => {
    root = await seedUser(t.core, { roleId: Role.Root });
    user = await seedUser(t.core);
    // The accounts straight in the table, in one statement (registration would take hours).
    await sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(BULK)})
      insert into user_info (uuid, username, password, gender, status, gmt_create, gmt_modified)
      select 'bulk' || i, 'bulk_user_' || i, 'x', 'secrecy', 0, 0, 0 from n`.execute(t.core.database.db);
  }, 120_000);

  it('a notice to all reaches every one of 100,002 accounts in seconds; narrowing it removes the copies as fast', async () => {
    const count = async (id: number) =>
      Number(
        (
          await t.core.database.db
            .selectFrom('userSysNotice')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('sysNoticeId', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const started = Date.now();
    const sent = await t.call(adminAddNotice, {
      token: root.token,
      body: { title: 'To everyone', content: 'Hello', type: 'All' },
    });
    const elapsed = Date.now() - started;
    expect(sent.status).toBe(200);
    const id = Number(
      (await t.core.database.db.selectFrom('adminSysNotice').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id,
    );
    expect(await count(id)).toBe(BULK + 2);
    expect(elapsed).toBeLessThan(30_000);
    expect((await t.call(getUnreadMsgCount, { token: user.token })).data.sys).toBe(1);

    const narrowed = await t.call(adminUpdateNotice, {
      token: root.token,
      body: { id, title: 'Admins only', content: 'Hello', type: 'Admin' },
    });
    expect(narrowed.status).toBe(200);
    expect(await count(id)).toBe(1);
    expect((await t.call(getUnreadMsgCount, { token: user.token })).data.sys).toBe(0);
  }, 120_000);
});
