import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type AnnouncementRow = Selectable<Database['announcement']>;

/** Site announcements: the `announcement` rows without a group (group ones come with groups). */
export class AnnouncementRepository {
  constructor(private readonly db: Db) {}

  async page(f: {
    currentPage: number;
    limit: number;
    onlyVisible: boolean;
  }): Promise<{ records: AnnouncementRow[]; total: number }> {
    const base = this.db
      .selectFrom('announcement')
      .where('gid', 'is', null)
      .$if(f.onlyVisible, (q) => q.where('status', '=', 0));
    const [records, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(f.limit)
        .offset((f.currentPage - 1) * f.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  find = (id: number) =>
    this.db.selectFrom('announcement').selectAll().where('id', '=', id).where('gid', 'is', null).executeTakeFirst();

  async insert(a: { title: string; content: string; status: number; uid: string; username: string }): Promise<number> {
    const now = Date.now();
    const row = await this.db
      .insertInto('announcement')
      .values({ ...a, gid: null, gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(id: number, a: { title: string; content: string; status: number }): Promise<boolean> {
    const res = await this.db
      .updateTable('announcement')
      .set({ ...a, gmtModified: Date.now() })
      .where('id', '=', id)
      .where('gid', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async delete(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('announcement').where('id', '=', id).where('gid', 'is', null).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }
}

/** A group's announcements: the same table, rows with the group's gid (the group module asks through GroupAnnouncementService). */
export class GroupAnnouncementRepository {
  constructor(private readonly db: Db) {}

  async page(
    gid: number,
    f: { currentPage: number; limit: number; onlyVisible: boolean },
  ): Promise<{ records: AnnouncementRow[]; total: number }> {
    const base = this.db
      .selectFrom('announcement')
      .where('gid', '=', gid)
      .$if(f.onlyVisible, (q) => q.where('status', '=', 0));
    const [records, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(f.limit)
        .offset((f.currentPage - 1) * f.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  find = (id: number) =>
    this.db.selectFrom('announcement').selectAll().where('id', '=', id).where('gid', 'is not', null).executeTakeFirst();

  async insert(
    gid: number,
    a: { title: string; content: string; status: number; uid: string; username: string },
  ): Promise<number> {
    const now = Date.now();
    const row = await this.db
      .insertInto('announcement')
      .values({ ...a, gid, gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(id: number, a: { title: string; content: string; status: number }): Promise<void> {
    await this.db
      .updateTable('announcement')
      .set({ ...a, gmtModified: Date.now() })
      .where('id', '=', id)
      .where('gid', 'is not', null)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('announcement').where('id', '=', id).where('gid', 'is not', null).execute();
  }

  async deleteAll(gid: number): Promise<void> {
    await this.db.deleteFrom('announcement').where('gid', '=', gid).execute();
  }
}
