import type { Db } from '../../db/database';

/** The latest Accepted code of a user for a problem (a problem package's model solution on export). */
export async function latestAcceptedCode(
  db: Db,
  pid: number,
  username: string,
): Promise<{ language: string; code: string } | null> {
  const row = await db
    .selectFrom('judge')
    .select(['language', 'code'])
    .where('pid', '=', pid)
    .where('username', '=', username)
    .where('status', '=', 0)
    .orderBy('submitId', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
