import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { usernameFold, usernameKey } from '../../modules/account/username';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema of their time */
/**
 * Usernames unique case-insensitively and by look-alike skeleton (modules/account/username.ts):
 * two indexed columns filled for the existing accounts. Accounts that already collide (HOJ data
 * may hold `Root` beside `root`) keep working: the later ones get their uuid appended to the
 * value, after a control character no new name may contain, so they never block anybody.
 */
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.alterTable('user_info').addColumn('username_fold', 'varchar(255)').execute();
  await db.schema.alterTable('user_info').addColumn('username_key', 'varchar(255)').execute();
  const users = await db.selectFrom('user_info').select(['uuid', 'username']).orderBy('gmt_create').orderBy('uuid').execute();
  const folds = new Set<string>();
  const keys = new Set<string>();
  const unique = (seen: Set<string>, value: string, uuid: string) => {
    const v = seen.has(value) ? `${value}\u0001${uuid}` : value;
    seen.add(v);
    return v;
  };
  for (const u of users as Array<{ uuid: string; username: string }>) {
    await db
      .updateTable('user_info')
      .set({
        username_fold: unique(folds, usernameFold(u.username), u.uuid),
        username_key: unique(keys, usernameKey(u.username), u.uuid),
      })
      .where('uuid', '=', u.uuid)
      .execute();
  }
  await db.schema.createIndex('user_info_username_fold_uq').unique().on('user_info').column('username_fold').execute();
  await db.schema.createIndex('user_info_username_key_uq').unique().on('user_info').column('username_key').execute();
}
