import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { NamedUids } from './group.ports';

export type GroupRow = Selectable<Database['group']>;
export type GroupMemberRow = Selectable<Database['groupMember']>;
export type NewGroup = Omit<Insertable<Database['group']>, 'id' | 'gmtCreate' | 'gmtModified' | 'shortNameKey'>;

/** Levels that make a member (3 member, 4 admin, 5 root); 1 and 2 are applications. */
const MEMBER_LEVEL = 3;

export interface GroupListFilter {
  currentPage: number;
  limit: number;
  keyword?: string;
  auth?: number;
  /** Only these groups (onlyMine). */
  onlyGids?: number[];
  /** Hidden and banned groups are listed too (super admin); otherwise hidden ones only when in `visibleGids`. */
  everything: boolean;
  visibleGids: number[];
}

/** The `group` and `group_member` tables. */
export class GroupRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  find = (gid: number) => this.db.selectFrom('group').selectAll().where('id', '=', gid).executeTakeFirst();

  async shortNameTaken(shortName: string, exceptGid?: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('group')
      .select('id')
      .where('shortNameKey', '=', shortName.toLowerCase())
      .$if(exceptGid !== undefined, (q) => q.where('id', '!=', exceptGid!))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The group and its owner's level-5 member row, in one transaction. */
  async create(g: NewGroup): Promise<number> {
    const now = Date.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('group')
        .values({ ...g, shortNameKey: g.shortName.toLowerCase(), gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const gid = Number(row.id);
      await trx
        .insertInto('groupMember')
        .values({ gid, uid: g.uid, auth: 5, reason: null, gmtCreate: now, gmtModified: now })
        .execute();
      return gid;
    });
  }

  async update(gid: number, g: Partial<NewGroup>): Promise<void> {
    const patch = g.shortName !== undefined ? { ...g, shortNameKey: g.shortName.toLowerCase() } : g;
    await this.db
      .updateTable('group')
      .set({ ...patch, gmtModified: Date.now() })
      .where('id', '=', gid)
      .execute();
  }

  /** Removes the group and its member rows (the foreign key cascades too; SQLite only with the pragma on). */
  async delete(gid: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('groupMember').where('gid', '=', gid).execute();
      await trx.deleteFrom('group').where('id', '=', gid).execute();
    });
  }

  /** Groups a user made since `since` (epoch ms), and in all. */
  async createdBy(uid: string, since: number): Promise<{ today: number; total: number }> {
    const rows = await this.db.selectFrom('group').select(['gmtCreate']).where('uid', '=', uid).execute();
    return { today: rows.filter((r) => Number(r.gmtCreate) >= since).length, total: rows.length };
  }

  async page(f: GroupListFilter): Promise<{ records: GroupRow[]; total: number }> {
    let q = this.db.selectFrom('group');
    if (!f.everything) {
      q = q
        .where('status', '=', 0)
        .where((eb) =>
          f.visibleGids.length > 0 ? eb.or([eb('visible', '=', 1), eb('id', 'in', f.visibleGids)]) : eb('visible', '=', 1),
        );
    }
    if (f.onlyGids) q = f.onlyGids.length > 0 ? q.where('id', 'in', f.onlyGids) : q.where('id', '=', -1);
    if (f.auth) q = q.where('auth', '=', f.auth);
    if (f.keyword) {
      const k = f.keyword;
      q = q.where((eb) =>
        eb.or([
          this.dialect.containsText('name', k),
          this.dialect.containsText('shortName', k),
          this.dialect.containsText('brief', k),
        ]),
      );
    }
    const [records, count] = await Promise.all([
      q
        .selectAll()
        .orderBy('id', 'desc')
        .limit(f.limit)
        .offset((f.currentPage - 1) * f.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  /** Members (level 3 or more) of each group. */
  async memberCounts(gids: number[]): Promise<Map<number, number>> {
    if (gids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('groupMember')
      .select(['gid', (eb) => eb.fn.countAll<number>().as('n')])
      .where('gid', 'in', gids)
      .where('auth', '>=', MEMBER_LEVEL)
      .groupBy('gid')
      .execute();
    return new Map(rows.map((r) => [Number(r.gid), Number(r.n)]));
  }

  member = (gid: number, uid: string) =>
    this.db.selectFrom('groupMember').selectAll().where('gid', '=', gid).where('uid', '=', uid).executeTakeFirst();

  /** Groups of normal status where the user has at least `level`. */
  async gidsOf(uid: string, level: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('groupMember')
      .innerJoin('group', 'group.id', 'groupMember.gid')
      .select('groupMember.gid')
      .where('groupMember.uid', '=', uid)
      .where('groupMember.auth', '>=', level)
      .where('group.status', '=', 0)
      .orderBy('groupMember.gid')
      .execute();
    return rows.map((r) => Number(r.gid));
  }

  /** A group's rows whose level is in `levels`, in list order (level high to low, then oldest first). */
  /** A group's rows at these levels, a page of them if asked; `named` keeps only those users (a name search, in the same statement). */
  async membersAt(
    gid: number,
    levels: number[],
    page?: { currentPage: number; limit: number },
    named?: NamedUids,
  ): Promise<{ records: GroupMemberRow[]; total: number }> {
    let q = this.db.selectFrom('groupMember').where('gid', '=', gid).where('auth', 'in', levels);
    if (named) q = q.where('uid', 'in', named);
    const list = q.selectAll().orderBy('auth', 'desc').orderBy('id');
    const [records, count] = await Promise.all([
      page
        ? list
            .limit(page.limit)
            .offset((page.currentPage - 1) * page.limit)
            .execute()
        : list.execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  /** New accounts (the account generator's) as plain members, 200 rows a statement, in one transaction. */
  async insertMembers(gid: number, uids: string[]): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < uids.length; i += 200) {
        const part = uids.slice(i, i + 200);
        await trx
          .insertInto('groupMember')
          .values(part.map((uid) => ({ gid, uid, auth: MEMBER_LEVEL, reason: null, gmtCreate: now, gmtModified: now })))
          .execute();
      }
    });
  }

  async insertMember(gid: number, uid: string, auth: number, reason: string | null): Promise<void> {
    const now = Date.now();
    await this.db.insertInto('groupMember').values({ gid, uid, auth, reason, gmtCreate: now, gmtModified: now }).execute();
  }

  async setLevel(gid: number, uid: string, auth: number): Promise<void> {
    await this.db
      .updateTable('groupMember')
      .set({ auth, gmtModified: Date.now() })
      .where('gid', '=', gid)
      .where('uid', '=', uid)
      .execute();
  }

  async deleteMember(gid: number, uid: string): Promise<void> {
    await this.db.deleteFrom('groupMember').where('gid', '=', gid).where('uid', '=', uid).execute();
  }
}
