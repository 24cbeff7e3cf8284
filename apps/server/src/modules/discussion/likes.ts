import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** The queries of one kind of like (discussion or comment), each repository naming its own tables. */
export interface LikeQueries {
  /** Inserts the user's like row unless it is there already. */
  add(): Promise<{ numInsertedOrUpdatedRows?: bigint }>;
  /** Deletes the user's like row. */
  remove(): Promise<{ numDeletedRows: bigint }>;
  /** Moves the liked row's counter by `delta`; never below zero. */
  count(delta: 1 | -1): Promise<unknown>;
}

/**
 * One like per user: the unique key refuses the second row, so double clicks and concurrent
 * toggles move the counter exactly once per row that really appeared or vanished.
 */
export function toggleLike(db: Db, toLike: boolean, queries: (tx: Transaction<Database>) => LikeQueries): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const q = queries(tx);
    const changed = toLike
      ? Number((await q.add()).numInsertedOrUpdatedRows ?? 0) > 0
      : Number((await q.remove()).numDeletedRows) > 0;
    if (changed) await q.count(toLike ? 1 : -1);
    return changed;
  });
}
