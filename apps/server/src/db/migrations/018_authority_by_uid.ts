import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Authority follows uids, never usernames (access/group-policy.ts): a deleted account's name can be
 * registered again by someone else. Rows that knew their maker only by name get the uid of the
 * account that holds that name now — at this moment still its author — and from here on the
 * code never compares author text for authority:
 * - `problem.owner_uid` from `author` (the site and group problem managers),
 * - `training.uid` from `author` (training admins, a group training's creator),
 * - `announcement.uid` from `username` (a group admin edits their own announcements).
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await sql`update problem set owner_uid = (select u.uuid from user_info u where u.username = problem.author limit 1)
    where owner_uid is null and author is not null`.execute(db);
  await sql`update training set uid = (select u.uuid from user_info u where u.username = training.author limit 1)
    where uid is null and author is not null`.execute(db);
  await sql`update announcement set uid = (select u.uuid from user_info u where u.username = announcement.username limit 1)
    where uid is null and username is not null`.execute(db);
}
