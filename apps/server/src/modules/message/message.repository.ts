import { type AliasedSelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { MsgRemindTable } from '../../db/schema';

export type RemindRow = Omit<MsgRemindTable, 'id'> & { id: number };
export type NewRemind = Omit<MsgRemindTable, 'id' | 'state' | 'gmtCreate' | 'gmtModified'>;
export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  type: string;
  state: number;
  recipientId: string | null;
  recipients: string;
  adminId: string | null;
  gmtCreate: number;
  gmtModified: number;
}
export interface UserNoticeRow {
  id: number;
  title: string;
  content: string;
  adminId: string | null;
  type: string;
  state: number;
  gmtCreate: number;
}
/** A subquery of uids (the account module builds it over its own tables). */
export interface Audience {
  as<A extends string>(alias: A): AliasedSelectQueryBuilder<{ uid: string }, A>;
}

/** user_sys_notice.type: an admin's notice, or one written to a single user by the system. */
export type UserNoticeType = 'Sys' | 'Mine';

const CHUNK = 500;

/** The three message tables (contract §4): msg_remind, admin_sys_notice, user_sys_notice. */
export class MessageRepository {
  constructor(private readonly db: Db) {}

  /** Stores a reminder; false when an unread one with the same dedupe key exists (a repeated like). */
  async insertRemind(r: NewRemind, now: number): Promise<boolean> {
    const res = await this.db
      .insertInto('msgRemind')
      .values({ ...r, state: 0, gmtCreate: now, gmtModified: now })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async unreadRemindsByAction(uid: string): Promise<Array<{ action: string; n: number }>> {
    return this.db
      .selectFrom('msgRemind')
      .select(['action', (eb) => eb.fn.countAll<number>().as('n')])
      .where('recipientId', '=', uid)
      .where('state', '=', 0)
      .groupBy('action')
      .execute();
  }

  async unreadNoticesByType(uid: string): Promise<Array<{ type: string; n: number }>> {
    return this.db
      .selectFrom('userSysNotice')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('recipientId', '=', uid)
      .where('state', '=', 0)
      .groupBy('type')
      .execute();
  }

  async remindPage(
    uid: string,
    actions: readonly string[],
    offset: number,
    limit: number,
  ): Promise<{ rows: RemindRow[]; total: number }> {
    const base = this.db
      .selectFrom('msgRemind')
      .where('recipientId', '=', uid)
      .where('action', 'in', [...actions]);
    const [{ n }] = await base.select((eb) => eb.fn.countAll<number>().as('n')).execute();
    const rows = await base.selectAll().orderBy('gmtCreate', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
    return { rows, total: Number(n) };
  }

  async markRemindsRead(uid: string, ids: readonly number[], now: number): Promise<number> {
    if (ids.length === 0) return 0;
    const res = await this.db
      .updateTable('msgRemind')
      .set({ state: 1, gmtModified: now })
      .where('recipientId', '=', uid)
      .where('id', 'in', [...ids])
      .where('state', '=', 0)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  async deleteReminds(uid: string, actions: readonly string[], id?: number): Promise<number> {
    let q = this.db
      .deleteFrom('msgRemind')
      .where('recipientId', '=', uid)
      .where('action', 'in', [...actions]);
    if (id !== undefined) q = q.where('id', '=', id);
    return Number((await q.executeTakeFirst()).numDeletedRows);
  }

  async userNoticePage(
    uid: string,
    type: UserNoticeType,
    offset: number,
    limit: number,
  ): Promise<{ rows: UserNoticeRow[]; total: number }> {
    const base = this.db
      .selectFrom('userSysNotice as u')
      .innerJoin('adminSysNotice as n', 'n.id', 'u.sysNoticeId')
      .where('u.recipientId', '=', uid)
      .where('u.type', '=', type);
    const [{ n }] = await base.select((eb) => eb.fn.countAll<number>().as('n')).execute();
    const rows = await base
      .select(['u.id', 'n.title', 'n.content', 'n.adminId', 'u.type', 'u.state', 'u.gmtCreate'])
      .orderBy('u.gmtCreate', 'desc')
      .orderBy('u.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(n) };
  }

  async markUserNoticesRead(uid: string, ids: readonly number[], now: number): Promise<number> {
    if (ids.length === 0) return 0;
    const res = await this.db
      .updateTable('userSysNotice')
      .set({ state: 1, gmtModified: now })
      .where('recipientId', '=', uid)
      .where('id', 'in', [...ids])
      .where('state', '=', 0)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  async deleteUserNotices(uid: string, type: UserNoticeType, id?: number): Promise<number> {
    let q = this.db.deleteFrom('userSysNotice').where('recipientId', '=', uid).where('type', '=', type);
    if (id !== undefined) q = q.where('id', '=', id);
    return Number((await q.executeTakeFirst()).numDeletedRows);
  }

  // ── admin notices ─────────────────────────────────────────────────────────
  async noticePage(type: string | undefined, offset: number, limit: number): Promise<{ rows: NoticeRow[]; total: number }> {
    let base = this.db.selectFrom('adminSysNotice').where('adminId', 'is not', null);
    if (type) base = base.where('type', '=', type);
    const [{ n }] = await base.select((eb) => eb.fn.countAll<number>().as('n')).execute();
    const rows = await base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
    return { rows, total: Number(n) };
  }

  async notice(id: number): Promise<NoticeRow | undefined> {
    return this.db.selectFrom('adminSysNotice').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertNotice(n: Omit<NoticeRow, 'id' | 'gmtModified'>): Promise<number> {
    const row = await this.db
      .insertInto('adminSysNotice')
      .values({ ...n, gmtModified: n.gmtCreate })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async updateNotice(id: number, set: Partial<Omit<NoticeRow, 'id'>>): Promise<void> {
    await this.db.updateTable('adminSysNotice').set(set).where('id', '=', id).execute();
  }

  async deleteNotice(id: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('userSysNotice').where('sysNoticeId', '=', id).execute();
      await tx.deleteFrom('adminSysNotice').where('id', '=', id).execute();
    });
  }

  /**
   * Fans a notice out to an audience in two set-based statements: copies for the audience's
   * users who have none yet (INSERT … SELECT), and no copy for anyone outside it (an edit that
   * narrowed the audience).
   */
  async fanOutToAudience(noticeId: number, type: UserNoticeType, audience: Audience, now: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .deleteFrom('userSysNotice')
        .where('sysNoticeId', '=', noticeId)
        .where('recipientId', 'not in', (eb) => eb.selectFrom(audience.as('a')).select('a.uid'))
        .execute();
      await tx
        .insertInto('userSysNotice')
        .columns(['sysNoticeId', 'recipientId', 'type', 'state', 'gmtCreate', 'gmtModified'])
        .expression((eb) =>
          eb
            .selectFrom(audience.as('a'))
            .select([
              sql.lit(noticeId).as('sysNoticeId'),
              'a.uid as recipientId',
              sql.lit(type).as('type'),
              sql.lit(0).as('state'),
              sql.lit(now).as('gmtCreate'),
              sql.lit(now).as('gmtModified'),
            ])
            .where((w) =>
              w.not(
                w.exists(
                  w
                    .selectFrom('userSysNotice as e')
                    .select('e.id')
                    .whereRef('e.recipientId', '=', 'a.uid')
                    .where('e.sysNoticeId', '=', noticeId),
                ),
              ),
            ),
        )
        .execute();
    });
  }

  /** The same for a list of uids (the chosen users of a Single notice, or one user's own notice). */
  async fanOutToUids(noticeId: number, type: UserNoticeType, uids: readonly string[], now: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const have = new Set(
        (await tx.selectFrom('userSysNotice').select('recipientId').where('sysNoticeId', '=', noticeId).execute()).map(
          (r) => r.recipientId,
        ),
      );
      const keep = new Set(uids);
      const drop = [...have].filter((u) => !keep.has(u));
      for (let i = 0; i < drop.length; i += CHUNK) {
        await tx
          .deleteFrom('userSysNotice')
          .where('sysNoticeId', '=', noticeId)
          .where('recipientId', 'in', drop.slice(i, i + CHUNK))
          .execute();
      }
      const add = [...keep].filter((u) => !have.has(u));
      for (let i = 0; i < add.length; i += CHUNK) {
        await tx
          .insertInto('userSysNotice')
          .values(
            add
              .slice(i, i + CHUNK)
              .map((recipientId) => ({ sysNoticeId: noticeId, recipientId, type, state: 0, gmtCreate: now, gmtModified: now })),
          )
          .execute();
      }
    });
  }

  /** Which of these users hold a copy of the notice (to tell their open pages). */
  async recipientsAmong(noticeId: number, uids: readonly string[]): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < uids.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('userSysNotice')
        .select('recipientId')
        .where('sysNoticeId', '=', noticeId)
        .where('recipientId', 'in', uids.slice(i, i + CHUNK))
        .execute();
      out.push(...rows.map((r) => r.recipientId));
    }
    return out;
  }
}
