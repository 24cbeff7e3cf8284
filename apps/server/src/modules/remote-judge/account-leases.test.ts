import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { AccountLeases } from './account-leases';
import { AccountPool } from './account-pool';

/** Account leases in the database: two pools, as two judging processes (scaled mode) would hold them. */
describe('remote account leases across processes', () => {
  const t = useTestApp();
  const accounts = [
    { username: 'alice', password: 'pw' },
    { username: 'bob', password: 'pw' },
  ];
  const pools = (leaseMs = 10_000) => {
    const leases = new AccountLeases(t.core.database.db);
    return [0, 1].map(() => new AccountPool({ siteLimit: 4, httpTimeoutMs: 500, leaseMs }, leases));
  };

  it('two pools over one database never hold the same account; 2 accounts × 5 submissions all finish', async () => {
    const [p1, p2] = pools();
    const holding = new Map<string, number>();
    let most = 0;
    const submission = async (i: number) => {
      const pool = i % 2 ? p1 : p2;
      for (;;) {
        const lease = await pool.acquire(i % 2 ? 'CF' : 'GYM', accounts, 'http://127.0.0.1:9');
        if (!lease) {
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        const name = lease.session.account.username;
        holding.set(name, (holding.get(name) ?? 0) + 1);
        most = Math.max(most, ...holding.values());
        await new Promise((r) => setTimeout(r, 20));
        holding.set(name, holding.get(name)! - 1);
        await lease.release();
        return name;
      }
    };
    const done = await Promise.all([0, 1, 2, 3, 4].map(submission));
    expect(done).toHaveLength(5);
    expect(most).toBe(1);
    expect(p1.busyTotal + p2.busyTotal).toBe(0);
    expect(await t.core.database.db.selectFrom('remoteAccountLease').selectAll().execute()).toEqual([]);
  });

  it("takes over a crashed holder's expired lease, never a live one", async () => {
    const [live, other] = pools(60_000);
    const held = await live.acquire('HDU', accounts.slice(0, 1), 'http://127.0.0.1:9');
    expect(held).not.toBeNull();
    expect(await other.acquire('HDU', accounts.slice(0, 1), 'http://127.0.0.1:9')).toBeNull();
    // The holder crashed: its lease is left behind and runs out.
    await t.core.database.db
      .updateTable('remoteAccountLease')
      .set({ expiresAt: Date.now() - 1 })
      .execute();
    const taken = await other.acquire('HDU', accounts.slice(0, 1), 'http://127.0.0.1:9');
    expect(taken?.session.account.username).toBe('alice');
    const row = await t.core.database.db.selectFrom('remoteAccountLease').selectAll().executeTakeFirstOrThrow();
    expect(row.holder).toBe(other.holder);
    // The old holder's late release does not free the new holder's lease.
    await held!.release();
    expect(await t.core.database.db.selectFrom('remoteAccountLease').select('holder').execute()).toEqual([
      { holder: other.holder },
    ]);
    await taken!.release();
    expect(await t.core.database.db.selectFrom('remoteAccountLease').selectAll().execute()).toEqual([]);
  });
});
