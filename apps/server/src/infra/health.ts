import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface PartHealth {
  status: 'ok' | 'unavailable';
  reason: string | null;
}

/** For /api/health: one round trip to the database, answered within 2 s. */
export async function databaseHealth(db: Db): Promise<PartHealth> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within 2000 ms')), 2_000);
      }),
    ]);
    return { status: 'ok', reason: null };
  } catch (err) {
    return { status: 'unavailable', reason: (err as Error).message.split('\n', 1)[0] };
  } finally {
    clearTimeout(timer);
  }
}
