import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { toggleLike } from './likes';

export type CommentRow = Selectable<Database['comment']>;
export type ReplyRow = Selectable<Database['reply']>;

/** Where comments live: a discussion (did) or a contest (cid). */
export type CommentTarget = { did: number; cid?: undefined } | { cid: number; did?: undefined };

/** Comments, replies and comment likes; deleted rows keep status 1 (logical delete, contract §1.6). */
export class CommentRepository {
  constructor(private readonly db: Db) {}

  /** Live comments of a target, newest first; `fromUids` narrows a running contest's view. */
  async list(target: CommentTarget, currentPage: number, limit: number, fromUids?: string[]) {
    const base = this.db
      .selectFrom('comment')
      .where('status', '=', 0)
      .$if(target.did !== undefined, (q) => q.where('did', '=', target.did!))
      .$if(target.cid !== undefined, (q) => q.where('cid', '=', target.cid!))
      .$if(fromUids !== undefined, (q) => q.where('fromUid', 'in', fromUids!));
    const [records, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((currentPage - 1) * limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.total) };
  }

  findComment = (id: number) =>
    this.db.selectFrom('comment').selectAll().where('id', '=', id).where('status', '=', 0).executeTakeFirst();
  findReply = (id: number) =>
    this.db.selectFrom('reply').selectAll().where('id', '=', id).where('status', '=', 0).executeTakeFirst();

  async insertComment(row: { did: number | null; cid: number | null; content: string; fromUid: string }): Promise<CommentRow> {
    const now = Date.now();
    return this.db
      .insertInto('comment')
      .values({ ...row, likeNum: 0, status: 0, gmtCreate: now, gmtModified: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async insertReply(row: { commentId: number; fromUid: string; toUid: string | null; content: string }): Promise<ReplyRow> {
    const now = Date.now();
    return this.db
      .insertInto('reply')
      .values({ ...row, status: 0, gmtCreate: now, gmtModified: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Marks a comment and its replies deleted; answers how many live rows went (comment + replies). */
  async deleteComment(id: number): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const now = Date.now();
      const c = await tx
        .updateTable('comment')
        .set({ status: 1, gmtModified: now })
        .where('id', '=', id)
        .where('status', '=', 0)
        .executeTakeFirst();
      if (Number(c.numUpdatedRows) === 0) return 0;
      const r = await tx
        .updateTable('reply')
        .set({ status: 1, gmtModified: now })
        .where('commentId', '=', id)
        .where('status', '=', 0)
        .executeTakeFirst();
      return 1 + Number(r.numUpdatedRows);
    });
  }

  async deleteReply(id: number): Promise<boolean> {
    const r = await this.db
      .updateTable('reply')
      .set({ status: 1, gmtModified: Date.now() })
      .where('id', '=', id)
      .where('status', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Removes every comment of these discussions with replies and likes (the discussion is deleted). */
  async deleteForDiscussions(dids: number[]): Promise<void> {
    if (dids.length === 0) return;
    await this.db.transaction().execute(async (tx) => {
      const ids = (await tx.selectFrom('comment').select('id').where('did', 'in', dids).execute()).map((r) => Number(r.id));
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        await tx.deleteFrom('commentLike').where('cid', 'in', chunk).execute();
        await tx.deleteFrom('reply').where('commentId', 'in', chunk).execute();
      }
      await tx.deleteFrom('comment').where('did', 'in', dids).execute();
    });
  }

  /** Live replies of comments, oldest first; `visibleTo` narrows a running contest's view. */
  async repliesOf(commentIds: number[], visibleTo?: { from: string[]; to: string[] }): Promise<ReplyRow[]> {
    if (commentIds.length === 0) return [];
    return this.db
      .selectFrom('reply')
      .selectAll()
      .where('commentId', 'in', commentIds)
      .where('status', '=', 0)
      .$if(visibleTo !== undefined, (q) =>
        q.where((eb) =>
          eb.or([eb('fromUid', 'in', visibleTo!.from), ...(visibleTo!.to.length ? [eb('toUid', 'in', visibleTo!.to)] : [])]),
        ),
      )
      .orderBy('id')
      .execute();
  }

  /** Same one-row-per-user toggle as discussion likes (likes.ts). */
  async setLike(commentId: number, uid: string, toLike: boolean): Promise<boolean> {
    return toggleLike(this.db, toLike, (tx) => ({
      add: () =>
        tx
          .insertInto('commentLike')
          .values({ cid: commentId, uid, gmtCreate: Date.now() })
          .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
          .executeTakeFirst(),
      remove: () => tx.deleteFrom('commentLike').where('cid', '=', commentId).where('uid', '=', uid).executeTakeFirst(),
      count: (delta) =>
        tx
          .updateTable('comment')
          .set((eb) => ({ likeNum: eb('likeNum', '+', delta) }))
          .where('id', '=', commentId)
          .$if(delta < 0, (q) => q.where('likeNum', '>', 0))
          .execute(),
    }));
  }

  async likedBy(uid: string, commentIds: number[]): Promise<Set<number>> {
    if (commentIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('commentLike')
      .select('cid')
      .where('uid', '=', uid)
      .where('cid', 'in', commentIds)
      .execute();
    return new Set(rows.map((r) => Number(r.cid)));
  }
}
