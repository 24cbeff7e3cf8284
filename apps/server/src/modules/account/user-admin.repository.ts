import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { UserInfoTable } from '../../db/schema';
import { usernameColumns } from './account.repository';

export type AdminUserRow = UserInfoTable & { roleId: number };
export type UserPatch = Partial<Omit<UserInfoTable, 'uuid' | 'gmtCreate' | 'usernameFold' | 'usernameKey'>>;
export interface SessionRow {
  id: number;
  uid: string;
  userAgent: string | null;
  ip: string | null;
  gmtCreate: number;
  sid: string | null;
}

const ADMIN_ROLE_IDS = [1000, 1001, 1008];

/** The account tables as the back office sees them: lists, edits, deletions and sign-ins of any user. */
export class UserAdminRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  async list(f: {
    offset: number;
    limit: number;
    keyword?: string;
    onlyAdmin: boolean;
  }): Promise<{ rows: AdminUserRow[]; total: number }> {
    const base = this.db
      .selectFrom('userInfo')
      .innerJoin('userRole', 'userRole.uid', 'userInfo.uuid')
      .$if(f.onlyAdmin, (qb) => qb.where('userRole.roleId', 'in', ADMIN_ROLE_IDS))
      .$if(!!f.keyword, (qb) =>
        qb.where((eb) =>
          eb.or([
            this.dialect.containsText('userInfo.username', f.keyword!),
            this.dialect.containsText('userInfo.realname', f.keyword!),
            this.dialect.containsText('userInfo.nickname', f.keyword!),
            this.dialect.containsText('userInfo.email', f.keyword!),
          ]),
        ),
      );
    const [rows, count] = await Promise.all([
      base
        .selectAll('userInfo')
        .select('userRole.roleId')
        .orderBy('userInfo.gmtCreate', 'desc')
        .orderBy('userInfo.uuid')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  find = (uid: string): Promise<AdminUserRow | undefined> =>
    this.db
      .selectFrom('userInfo')
      .innerJoin('userRole', 'userRole.uid', 'userInfo.uuid')
      .selectAll('userInfo')
      .select('userRole.roleId')
      .where('userInfo.uuid', '=', uid)
      .executeTakeFirst();

  async update(uid: string, patch: UserPatch, roleId?: number): Promise<void> {
    const { username, ...rest } = patch;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('userInfo')
        .set({ ...rest, ...(username ? usernameColumns(username) : {}), gmtModified: Date.now() })
        .where('uuid', '=', uid)
        .execute();
      if (roleId !== undefined) await trx.updateTable('userRole').set({ roleId }).where('uid', '=', uid).execute();
    });
  }

  /** Accounts only: role, record and sign-ins go with them (foreign keys cascade); submissions keep their uid and username. */
  async delete(uids: string[]): Promise<number> {
    const res = await this.db.deleteFrom('userInfo').where('uuid', 'in', uids).executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('userInfo')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Latest sign-in of each of the given users. */
  async lastLogins(uids: string[]): Promise<Map<string, SessionRow>> {
    if (uids.length === 0) return new Map();
    const rows = await this.db.selectFrom('session').selectAll().where('uid', 'in', uids).orderBy('gmtCreate', 'desc').execute();
    const out = new Map<string, SessionRow>();
    for (const r of rows) if (!out.has(r.uid)) out.set(r.uid, r);
    return out;
  }

  async sessions(f: {
    offset: number;
    limit: number;
    keyword?: string;
  }): Promise<{ rows: Array<SessionRow & { username: string | null }>; total: number }> {
    const base = this.db
      .selectFrom('session')
      .leftJoin('userInfo', 'userInfo.uuid', 'session.uid')
      .$if(!!f.keyword, (qb) =>
        qb.where((eb) =>
          eb.or([
            this.dialect.containsText('userInfo.username', f.keyword!),
            this.dialect.containsText('session.ip', f.keyword!),
          ]),
        ),
      );
    const [rows, count] = await Promise.all([
      base
        .selectAll('session')
        .select('userInfo.username')
        .orderBy('session.gmtCreate', 'desc')
        .orderBy('session.id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  session = (id: number): Promise<SessionRow | undefined> =>
    this.db.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirst();

  recentSessionsOf = (uid: string, limit: number): Promise<SessionRow[]> =>
    this.db
      .selectFrom('session')
      .selectAll()
      .where('uid', '=', uid)
      .orderBy('gmtCreate', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
}
