import { Role } from '@verdict/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';

/** What boards, prints and AC lists show of a user. */
export interface UserCard {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
  roleId: number;
}

/** Read-only lookups of many users at once, for modules that list other people (contests). */
export class UserDirectory {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  async byUids(uids: readonly string[]): Promise<Map<string, UserCard>> {
    const out = new Map<string, UserCard>();
    const unique = [...new Set(uids)];
    // Chunks keep the IN list under the bound-parameter limits (SQLite 32,766, PostgreSQL 65,535): a board's 5,000 users in one query.
    for (let i = 0; i < unique.length; i += 10_000) {
      const rows = await this.db
        .selectFrom('userInfo')
        .innerJoin('userRole', 'userRole.uid', 'userInfo.uuid')
        .select(['userInfo.uuid as uid', 'username', 'nickname', 'realname', 'school', 'gender', 'avatar', 'userRole.roleId'])
        .where('userInfo.uuid', 'in', unique.slice(i, i + 10_000))
        .execute();
      for (const r of rows) out.set(r.uid, r);
    }
    return out;
  }

  /** Uids of the accounts with these usernames (unknown names are left out). */
  async uidsOf(usernames: readonly string[]): Promise<string[]> {
    if (usernames.length === 0) return [];
    const rows = await this.db
      .selectFrom('userInfo')
      .select('uuid')
      .where('username', 'in', [...new Set(usernames)].slice(0, 10_000))
      .execute();
    return rows.map((r) => r.uuid);
  }

  /** Super admins: their rows never count on contest boards or counts. */
  async rootUids(): Promise<string[]> {
    const rows = await this.db.selectFrom('userRole').select('uid').where('roleId', '=', Role.Root).execute();
    return rows.map((r) => r.uid);
  }

  /**
   * The uids whose username contains `keyword` (any case), as a subquery: a module pages its own
   * rows filtered by name in one statement (group members), without loading every name first.
   */
  named(keyword: string) {
    return this.db
      .selectFrom('userInfo')
      .select('userInfo.uuid as uid')
      .where(this.dialect.containsText('userInfo.username', keyword));
  }

  /**
   * Every account, or the site admins, as a subquery of uids: set-based writes (the message
   * module's notice fan-out) insert from it in one statement, without loading 100,000 rows.
   */
  audience(kind: 'all' | 'admins') {
    const all = this.db.selectFrom('userInfo').select('userInfo.uuid as uid');
    if (kind === 'all') return all;
    return all.where(
      'userInfo.uuid',
      'in',
      this.db
        .selectFrom('userRole')
        .select('userRole.uid')
        .where('userRole.roleId', 'in', [Role.Root, Role.Admin, Role.ProblemAdmin]),
    );
  }
}

/** What the global ranks show of a user (ACMRankVO / OIRankVO). */
export interface RankCard {
  uid: string;
  username: string;
  nickname: string | null;
  signature: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  rating: number | null;
}

/** Lookups for the global ranks: cards of a page of users, and the users a search names. */
export class RankUserDirectory {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  async cards(uids: readonly string[]): Promise<Map<string, RankCard>> {
    const out = new Map<string, RankCard>();
    const unique = [...new Set(uids)];
    for (let i = 0; i < unique.length; i += 500) {
      const rows = await this.db
        .selectFrom('userInfo')
        .leftJoin('userRecord', 'userRecord.uid', 'userInfo.uuid')
        .select([
          'userInfo.uuid as uid',
          'username',
          'nickname',
          'signature',
          'avatar',
          'titleName',
          'titleColor',
          'userRecord.rating',
        ])
        .where('userInfo.uuid', 'in', unique.slice(i, i + 500))
        .execute();
      for (const r of rows) out.set(r.uid, { ...r, rating: r.rating == null ? null : Number(r.rating) });
    }
    return out;
  }

  /** Every active (not banned) user: HOJ's global ranks list them all, with or without submissions. */
  async activeUids(): Promise<string[]> {
    const rows = await this.db.selectFrom('userInfo').select('uuid').where('status', '=', 0).execute();
    return rows.map((r) => r.uuid);
  }

  /** Uids of active users whose username or nickname contains `keyword`, at most `limit`. */
  async search(keyword: string, limit: number): Promise<string[]> {
    const contains = this.dialect.containsText;
    const rows = await this.db
      .selectFrom('userInfo')
      .select('uuid')
      .where('status', '=', 0)
      .where((eb) => eb.or([contains('username', keyword), contains('nickname', keyword)]))
      .orderBy('uuid')
      .limit(limit)
      .execute();
    return rows.map((r) => r.uuid);
  }
}
