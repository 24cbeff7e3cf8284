import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserInfoTable } from '../../db/schema';
import { usernameFold, usernameKey } from './username';

export type UserRow = UserInfoTable & { roleId: number };
export type ProfilePatch = Partial<
  Pick<
    UserInfoTable,
    'cfUsername' | 'realname' | 'nickname' | 'signature' | 'blog' | 'gender' | 'github' | 'school' | 'number' | 'course'
  >
>;

/** Rows of user_info with their one role, and the few tables an account touches. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  private users() {
    return this.db
      .selectFrom('userInfo')
      .innerJoin('userRole', 'userRole.uid', 'userInfo.uuid')
      .selectAll('userInfo')
      .select('userRole.roleId');
  }

  findByUid = (uid: string): Promise<UserRow | undefined> => this.users().where('userInfo.uuid', '=', uid).executeTakeFirst();
  findByUsername = (username: string): Promise<UserRow | undefined> =>
    this.users().where('userInfo.username', '=', username).executeTakeFirst();
  /** E-mail addresses compare case-insensitively: rows migrated from HOJ may keep capitals. */
  findByEmail = (email: string): Promise<UserRow | undefined> =>
    this.users()
      .where(sql<string>`lower(${sql.ref('userInfo.email')})`, '=', email.toLowerCase())
      .executeTakeFirst();

  /**
   * Login by name: the exact name first, else the one account whose name folds to the same
   * (case-insensitive, NFKC), so `Root` signs in as `root`.
   */
  async findForLogin(username: string): Promise<UserRow | undefined> {
    return (
      (await this.findByUsername(username)) ??
      this.users().where('userInfo.usernameFold', '=', usernameFold(username)).executeTakeFirst()
    );
  }

  /** 'exists' when an account has the same name up to case, 'confusable' when one merely looks alike. */
  async usernameConflict(username: string): Promise<'exists' | 'confusable' | null> {
    const fold = usernameFold(username);
    const rows = await this.db
      .selectFrom('userInfo')
      .select('usernameFold')
      .where((eb) =>
        eb.or([eb('username', '=', username), eb('usernameFold', '=', fold), eb('usernameKey', '=', usernameKey(username))]),
      )
      .execute();
    if (rows.length === 0) return null;
    return rows.some((r) => r.usernameFold === fold || r.usernameFold === null) ? 'exists' : 'confusable';
  }

  async usernameTaken(username: string): Promise<boolean> {
    return (await this.usernameConflict(username)) !== null;
  }

  async emailTaken(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('userInfo')
      .select('uuid')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async hasRoot(): Promise<boolean> {
    return (await this.db.selectFrom('userRole').select('id').where('roleId', '=', 1000).executeTakeFirst()) !== undefined;
  }

  /** user_info + user_role + user_record in one transaction. */
  async create(user: {
    uid?: string;
    username: string;
    passwordHash: string;
    email: string | null;
    roleId: number;
  }): Promise<string> {
    const uid = user.uid ?? randomUUID().replace(/-/g, '');
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('userInfo')
        .values({
          uuid: uid,
          ...usernameColumns(user.username),
          password: user.passwordHash,
          email: user.email,
          gender: 'secrecy',
          status: 0,
          gmtCreate: now,
          gmtModified: now,
        })
        .execute();
      await trx.insertInto('userRole').values({ uid, roleId: user.roleId, gmtCreate: now }).execute();
      await trx.insertInto('userRecord').values({ uid, rating: null }).execute();
    });
    return uid;
  }

  async setPassword(uid: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('userInfo')
      .set({ password: passwordHash, gmtModified: Date.now() })
      .where('uuid', '=', uid)
      .execute();
  }

  async setEmail(uid: string, email: string): Promise<void> {
    await this.db.updateTable('userInfo').set({ email, gmtModified: Date.now() }).where('uuid', '=', uid).execute();
  }

  async updateProfile(uid: string, patch: ProfilePatch): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await this.db
      .updateTable('userInfo')
      .set({ ...patch, gmtModified: Date.now() })
      .where('uuid', '=', uid)
      .execute();
  }

  async recordLogin(uid: string, userAgent: string | null, ip: string | null, sid: string | null = null): Promise<void> {
    await this.db
      .insertInto('session')
      .values({ uid, userAgent: userAgent?.slice(0, 512) ?? null, ip: ip?.slice(0, 64) ?? null, gmtCreate: Date.now(), sid })
      .execute();
  }

  async lastLoginAt(uid: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('session')
      .select('gmtCreate')
      .where('uid', '=', uid)
      .orderBy('gmtCreate', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.gmtCreate ?? null;
  }

  async setAvatar(uid: string, url: string): Promise<void> {
    await this.db.updateTable('userInfo').set({ avatar: url, gmtModified: Date.now() }).where('uuid', '=', uid).execute();
  }

  // ── user home ───────────────────────────────────────────────────────────────

  async rating(uid: string): Promise<number | null> {
    const row = await this.db.selectFrom('userRecord').select('rating').where('uid', '=', uid).executeTakeFirst();
    return row?.rating ?? null;
  }
}

/** The username with its unique folded and look-alike forms, for every insert or rename of user_info. */
export const usernameColumns = (username: string) => ({
  username,
  usernameFold: usernameFold(username),
  usernameKey: usernameKey(username),
});
