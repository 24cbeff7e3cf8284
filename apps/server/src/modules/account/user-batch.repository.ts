import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { usernameColumns } from './account.repository';

/** Keeps each IN list and multi-row insert well under the databases' bound-parameter limits. */
const CHUNK = 500;
const chunks = <T>(xs: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, (i + 1) * size));

export interface NewUser {
  username: string;
  passwordHash: string;
  email: string | null;
  realname: string | null;
  gender: string;
  nickname: string | null;
  school: string | null;
  roleId: number;
}

/** Lookups and inserts of many accounts at once (admin user management). */
export class UserBatchRepository {
  constructor(private readonly db: Db) {}

  /** Stored names, folds and skeletons among the given ones. */
  async takenNames(
    names: string[],
    folds: string[],
    keys: string[],
  ): Promise<Array<{ username: string; usernameFold: string | null; usernameKey: string | null }>> {
    const out = [];
    for (const [column, values] of [
      ['username', names],
      ['usernameFold', folds],
      ['usernameKey', keys],
    ] as const) {
      for (const part of chunks([...new Set(values)])) {
        out.push(
          ...(await this.db
            .selectFrom('userInfo')
            .select(['username', 'usernameFold', 'usernameKey'])
            .where(column, 'in', part)
            .execute()),
        );
      }
    }
    return out;
  }

  /** Stored e-mail addresses (lower case) among the given lower-case ones. */
  async takenEmails(emails: string[]): Promise<Set<string>> {
    const taken = new Set<string>();
    for (const part of chunks([...new Set(emails)])) {
      const rows = await this.db
        .selectFrom('userInfo')
        .select(sql<string>`lower(email)`.as('email'))
        .where(sql<string>`lower(email)`, 'in', part)
        .execute();
      for (const r of rows) taken.add(r.email);
    }
    return taken;
  }

  /** user_info + user_role + user_record of every user, in one transaction: all or none. */
  /** Writes every account in one transaction; answers their uids in the order given. */
  async insertAll(users: NewUser[]): Promise<string[]> {
    const now = Date.now();
    const rows = users.map((u) => ({ uid: randomUUID().replace(/-/g, ''), u }));
    await this.db.transaction().execute(async (trx) => {
      for (const part of chunks(rows, 200)) {
        await trx
          .insertInto('userInfo')
          .values(
            part.map(({ uid, u }) => ({
              uuid: uid,
              ...usernameColumns(u.username),
              password: u.passwordHash,
              email: u.email,
              realname: u.realname,
              gender: u.gender,
              nickname: u.nickname,
              school: u.school,
              status: 0,
              gmtCreate: now,
              gmtModified: now,
            })),
          )
          .execute();
        await trx
          .insertInto('userRole')
          .values(part.map(({ uid, u }) => ({ uid, roleId: u.roleId, gmtCreate: now })))
          .execute();
        await trx
          .insertInto('userRecord')
          .values(part.map(({ uid }) => ({ uid, rating: null })))
          .execute();
      }
    });
    return rows.map((r) => r.uid);
  }
}
