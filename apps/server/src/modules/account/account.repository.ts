import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserInfoTable } from '../../db/schema';

export type UserRow = UserInfoTable & { roleId: number };
export type ProfilePatch = Partial<Pick<UserInfoTable,
  'cfUsername' | 'realname' | 'nickname' | 'signature' | 'blog' | 'gender' | 'github' | 'school' | 'number' | 'course'>>;

/** Rows of user_info with their one role, and the few tables an account touches. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  private users() {
    return this.db.selectFrom('userInfo').innerJoin('userRole', 'userRole.uid', 'userInfo.uuid').selectAll('userInfo').select('userRole.roleId');
  }

  findByUid = (uid: string): Promise<UserRow | undefined> => this.users().where('userInfo.uuid', '=', uid).executeTakeFirst();
  findByUsername = (username: string): Promise<UserRow | undefined> =>
    this.users().where('userInfo.username', '=', username).executeTakeFirst();
  /** E-mail addresses compare case-insensitively: rows migrated from HOJ may keep capitals. */
  findByEmail = (email: string): Promise<UserRow | undefined> =>
    this.users().where(sql<string>`lower(${sql.ref('userInfo.email')})`, '=', email.toLowerCase()).executeTakeFirst();

  async usernameTaken(username: string): Promise<boolean> {
    return (await this.db.selectFrom('userInfo').select('uuid').where('username', '=', username).executeTakeFirst()) !== undefined;
  }

  async emailTaken(email: string): Promise<boolean> {
    const row = await this.db.selectFrom('userInfo').select('uuid').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
    return row !== undefined;
  }

  async hasRoot(): Promise<boolean> {
    return (await this.db.selectFrom('userRole').select('id').where('roleId', '=', 1000).executeTakeFirst()) !== undefined;
  }

  /** user_info + user_role + user_record in one transaction. */
  async create(user: { uid?: string; username: string; passwordHash: string; email: string | null; roleId: number }): Promise<string> {
    const uid = user.uid ?? randomUUID().replace(/-/g, '');
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('userInfo')
        .values({ uuid: uid, username: user.username, password: user.passwordHash, email: user.email, gender: 'secrecy', status: 0, gmtCreate: now, gmtModified: now })
        .execute();
      await trx.insertInto('userRole').values({ uid, roleId: user.roleId, gmtCreate: now }).execute();
      await trx.insertInto('userRecord').values({ uid, rating: null }).execute();
    });
    return uid;
  }

  async setPassword(uid: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('userInfo').set({ password: passwordHash, gmtModified: Date.now() }).where('uuid', '=', uid).execute();
  }

  async setEmail(uid: string, email: string): Promise<void> {
    await this.db.updateTable('userInfo').set({ email, gmtModified: Date.now() }).where('uuid', '=', uid).execute();
  }

  async updateProfile(uid: string, patch: ProfilePatch): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await this.db.updateTable('userInfo').set({ ...patch, gmtModified: Date.now() }).where('uuid', '=', uid).execute();
  }

  async recordLogin(uid: string, userAgent: string | null, ip: string | null): Promise<void> {
    await this.db.insertInto('session').values({ uid, userAgent: userAgent?.slice(0, 512) ?? null, ip: ip?.slice(0, 64) ?? null, gmtCreate: Date.now() }).execute();
  }

  async lastLoginAt(uid: string): Promise<number | null> {
    const row = await this.db.selectFrom('session').select('gmtCreate').where('uid', '=', uid).orderBy('gmtCreate', 'desc').limit(1).executeTakeFirst();
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
