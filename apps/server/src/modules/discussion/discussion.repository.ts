import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { DiscussionTable } from '../../db/schema';
import { toggleLike } from './likes';

export type DiscussionRow = Selectable<DiscussionTable>;

export interface DiscussionFilter {
  categoryId?: number;
  pid?: string;
  uid?: string;
  keyword?: string;
  withDisabled: boolean;
  /** A group's board; without it the site board (gid null). */
  gid?: number;
}

/** Discussions, their categories, likes and reports. */
export class DiscussionRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  async list(f: DiscussionFilter, currentPage: number, limit: number): Promise<{ records: DiscussionRow[]; total: number }> {
    const { containsText } = this.dialect;
    const base = this.db
      .selectFrom('discussion')
      .$if(f.gid === undefined, (q) => q.where('gid', 'is', null))
      .$if(f.gid !== undefined, (q) => q.where('gid', '=', f.gid!))
      .$if(!f.withDisabled, (q) => q.where('status', '=', 0))
      .$if(f.categoryId !== undefined, (q) => q.where('categoryId', '=', f.categoryId!))
      .$if(f.pid !== undefined, (q) => q.where('pid', '=', f.pid!))
      .$if(f.uid !== undefined, (q) => q.where('uid', '=', f.uid!))
      .$if(f.keyword !== undefined, (q) =>
        q.where((eb) =>
          eb.or([containsText('title', f.keyword!), containsText('description', f.keyword!), containsText('author', f.keyword!)]),
        ),
      );
    const [records, count] = await Promise.all([
      // Pinned first, then newest (spec 2 §2).
      base
        .selectAll()
        .orderBy('topPriority', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((currentPage - 1) * limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.total) };
  }

  findById = (id: number) => this.db.selectFrom('discussion').selectAll().where('id', '=', id).executeTakeFirst();

  async insert(row: Omit<DiscussionRow, 'id' | 'viewNum' | 'likeNum' | 'commentNum' | 'status'>): Promise<number> {
    const r = await this.db
      .insertInto('discussion')
      .values({ ...row, viewNum: 0, likeNum: 0, commentNum: 0, status: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async update(id: number, patch: Partial<Omit<DiscussionRow, 'id'>>): Promise<void> {
    await this.db
      .updateTable('discussion')
      .set({ ...patch, gmtModified: Date.now() })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes discussions with their likes and reports; comments go through the comment repository. */
  async delete(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('discussionLike').where('did', 'in', ids).execute();
      await tx.deleteFrom('discussionReport').where('did', 'in', ids).execute();
      await tx.deleteFrom('discussion').where('id', 'in', ids).execute();
    });
  }

  async idsOfGroup(gid: number): Promise<number[]> {
    const rows = await this.db.selectFrom('discussion').select('id').where('gid', '=', gid).execute();
    return rows.map((r) => Number(r.id));
  }

  async countSince(uid: string, since: number): Promise<number> {
    const r = await this.db
      .selectFrom('discussion')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .where('gmtCreate', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async addView(id: number): Promise<void> {
    await this.db
      .updateTable('discussion')
      .set((eb) => ({ viewNum: eb('viewNum', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Comments and replies counted on the discussion; never below zero. */
  async addComments(id: number, delta: number): Promise<void> {
    await this.db
      .updateTable('discussion')
      .set((eb) => ({ commentNum: eb('commentNum', '+', delta) }))
      .where('id', '=', id)
      .execute();
    await this.db.updateTable('discussion').set({ commentNum: 0 }).where('id', '=', id).where('commentNum', '<', 0).execute();
  }

  /** One like per user (likes.ts). */
  async setLike(did: number, uid: string, toLike: boolean): Promise<boolean> {
    return toggleLike(this.db, toLike, (tx) => ({
      add: () =>
        tx
          .insertInto('discussionLike')
          .values({ did, uid, gmtCreate: Date.now() })
          .onConflict((oc) => oc.columns(['did', 'uid']).doNothing())
          .executeTakeFirst(),
      remove: () => tx.deleteFrom('discussionLike').where('did', '=', did).where('uid', '=', uid).executeTakeFirst(),
      count: (delta) =>
        tx
          .updateTable('discussion')
          .set((eb) => ({ likeNum: eb('likeNum', '+', delta) }))
          .where('id', '=', did)
          .$if(delta < 0, (q) => q.where('likeNum', '>', 0))
          .execute(),
    }));
  }

  async likedBy(uid: string, dids: number[]): Promise<Set<number>> {
    if (dids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('discussionLike')
      .select('did')
      .where('uid', '=', uid)
      .where('did', 'in', dids)
      .execute();
    return new Set(rows.map((r) => Number(r.did)));
  }

  // ── categories ──
  categories = () => this.db.selectFrom('category').select(['id', 'name']).orderBy('id').execute();

  async categoryById(id: number) {
    return this.db.selectFrom('category').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  }

  async categoryInUse(id: number): Promise<boolean> {
    const r = await this.db.selectFrom('discussion').select('id').where('categoryId', '=', id).limit(1).executeTakeFirst();
    return r !== undefined;
  }

  /** Adds a category when the board has none and no discussion yet (a fresh install); true when added. */
  async addFirstCategory(name: string): Promise<boolean> {
    const any = await this.db.selectFrom('category').select('id').limit(1).executeTakeFirst();
    const posted = await this.db.selectFrom('discussion').select('id').limit(1).executeTakeFirst();
    if (any || posted) return false;
    const now = Date.now();
    await this.db.insertInto('category').values({ name, gmtCreate: now, gmtModified: now }).execute();
    return true;
  }

  /** Replaces the category list: listed ids are renamed, new names added, the rest removed. */
  async saveCategories(list: Array<{ id?: number; name: string }>): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (tx) => {
      const keep = list.filter((c) => c.id !== undefined).map((c) => c.id!);
      await tx
        .deleteFrom('category')
        .$if(keep.length > 0, (q) => q.where('id', 'not in', keep))
        .execute();
      for (const c of list) {
        if (c.id !== undefined)
          await tx.updateTable('category').set({ name: c.name, gmtModified: now }).where('id', '=', c.id).execute();
        else await tx.insertInto('category').values({ name: c.name, gmtCreate: now, gmtModified: now }).execute();
      }
    });
  }

  // ── reports ──
  async addReport(did: number, reporter: string, content: string): Promise<void> {
    const now = Date.now();
    await this.db
      .insertInto('discussionReport')
      .values({ did, reporter, content, status: 0, gmtCreate: now, gmtModified: now })
      .execute();
  }

  async reports(currentPage: number, limit: number) {
    const [records, count] = await Promise.all([
      this.db
        .selectFrom('discussionReport')
        .leftJoin('discussion', 'discussion.id', 'discussionReport.did')
        .select([
          'discussionReport.id',
          'discussionReport.did',
          'discussionReport.reporter',
          'discussionReport.content',
          'discussionReport.status',
          'discussionReport.gmtCreate',
          'discussionReport.gmtModified',
          'discussion.title',
          'discussion.author',
          'discussion.gid',
        ])
        // Unhandled first, newest first.
        .orderBy('discussionReport.status')
        .orderBy('discussionReport.id', 'desc')
        .limit(limit)
        .offset((currentPage - 1) * limit)
        .execute(),
      this.db
        .selectFrom('discussionReport')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.total) };
  }

  async setReportStatus(id: number, handled: boolean): Promise<boolean> {
    const r = await this.db
      .updateTable('discussionReport')
      .set({ status: handled ? 1 : 0, gmtModified: Date.now() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}
