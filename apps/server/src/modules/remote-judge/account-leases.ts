import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Site accounts in use, shared by every judging process through the database (table
 * remote_account_lease): an account is taken by inserting its row, or by taking over a row whose
 * holder let it expire (a crashed process); the holder renews it while it polls and deletes it
 * after the verdict.
 */
export class AccountLeases {
  constructor(private readonly db: Kysely<Database>) {}

  /** True when `holder` now holds the account until `now + ttlMs`. */
  async take(accountKey: string, holder: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const taken = await this.db
      .insertInto('remoteAccountLease')
      .values({ accountKey, holder, expiresAt: now + ttlMs })
      .onConflict((oc) => oc.column('accountKey').doNothing())
      .executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 1) return true;
    // Compare-and-set over an expired row: only one taker's update matches it.
    const over = await this.db
      .updateTable('remoteAccountLease')
      .set({ holder, expiresAt: now + ttlMs })
      .where('accountKey', '=', accountKey)
      .where('expiresAt', '<', now)
      .executeTakeFirst();
    return Number(over.numUpdatedRows) === 1;
  }

  /** Keeps the account while its submission polls; false when the lease was lost (expired and taken). */
  async renew(accountKey: string, holder: string, ttlMs: number): Promise<boolean> {
    const r = await this.db
      .updateTable('remoteAccountLease')
      .set({ expiresAt: Date.now() + ttlMs })
      .where('accountKey', '=', accountKey)
      .where('holder', '=', holder)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async release(accountKey: string, holder: string): Promise<void> {
    await this.db.deleteFrom('remoteAccountLease').where('accountKey', '=', accountKey).where('holder', '=', holder).execute();
  }
}
