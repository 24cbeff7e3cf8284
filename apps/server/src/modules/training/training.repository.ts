import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { Database, TrainingTable } from '../../db/schema';

export type TrainingRow = Selectable<TrainingTable>;
export type TrainingValues = Omit<Insertable<TrainingTable>, 'id'>;
export type TrainingCategoryRow = Selectable<Database['trainingCategory']>;
export type TrainingProblemRow = Selectable<Database['trainingProblem']>;

/** A training with its category's name and colour. */
export type TrainingWithCategory = TrainingRow & { categoryName: string | null; categoryColor: string | null };

export interface TrainingListFilter {
  currentPage: number;
  limit: number;
  keyword?: string;
  categoryId?: number;
  auth?: string;
  /** Hidden trainings too (the admin list). */
  withHidden?: boolean;
  /** One group's trainings instead of the site's. */
  gid?: number;
}

/** The training tables: trainings, categories, their problems, registrations and records. */
export class TrainingRepository {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  // ── trainings ────────────────────────────────────────────────────────────

  findById = (tid: number): Promise<TrainingWithCategory | undefined> =>
    this.db
      .selectFrom('training')
      .leftJoin('trainingCategory', 'trainingCategory.id', 'training.categoryId')
      .selectAll('training')
      .select(['trainingCategory.name as categoryName', 'trainingCategory.color as categoryColor'])
      .where('training.id', '=', tid)
      .executeTakeFirst();

  /** Non-group trainings (or one group's), ordered by their rank order, then newest first. */
  async list(f: TrainingListFilter): Promise<{ records: TrainingWithCategory[]; total: number }> {
    const base = this.db
      .selectFrom('training')
      .$if(f.gid === undefined, (qb) => qb.where('training.isGroup', '=', 0))
      .$if(f.gid !== undefined, (qb) => qb.where('training.isGroup', '=', 1).where('training.gid', '=', f.gid!))
      .$if(!f.withHidden, (qb) => qb.where('training.status', '=', 1))
      .$if(!!f.keyword, (qb) => qb.where(this.dialect.containsText('training.title', f.keyword!)))
      .$if(f.categoryId !== undefined, (qb) => qb.where('training.categoryId', '=', f.categoryId!))
      .$if(f.auth !== undefined, (qb) => qb.where('training.auth', '=', f.auth!));
    const [records, count] = await Promise.all([
      base
        .leftJoin('trainingCategory', 'trainingCategory.id', 'training.categoryId')
        .selectAll('training')
        .select(['trainingCategory.name as categoryName', 'trainingCategory.color as categoryColor'])
        .orderBy('training.rank')
        .orderBy('training.id', 'desc')
        .limit(f.limit)
        .offset((f.currentPage - 1) * f.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  async insert(values: TrainingValues): Promise<number> {
    const row = await this.db.insertInto('training').values(values).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(tid: number, values: Partial<TrainingValues>): Promise<void> {
    await this.db
      .updateTable('training')
      .set({ ...values, gmtModified: Date.now() })
      .where('id', '=', tid)
      .execute();
  }

  async hideGroup(gid: number): Promise<void> {
    await this.db
      .updateTable('training')
      .set({ status: 0, gmtModified: Date.now() })
      .where('gid', '=', gid)
      .where('isGroup', '=', 1)
      .execute();
  }

  async delete(tid: number): Promise<void> {
    await this.db.deleteFrom('training').where('id', '=', tid).execute();
  }

  /** Training problems of many trainings at once, in display order (rank, then id). */
  async problemsOf(tids: readonly number[]): Promise<TrainingProblemRow[]> {
    if (tids.length === 0) return [];
    return this.db
      .selectFrom('trainingProblem')
      .selectAll()
      .where('tid', 'in', [...tids])
      .orderBy('rank')
      .orderBy('id')
      .execute();
  }

  problemByPid = (tid: number, pid: number): Promise<TrainingProblemRow | undefined> =>
    this.db.selectFrom('trainingProblem').selectAll().where('tid', '=', tid).where('pid', '=', pid).executeTakeFirst();

  async insertProblem(v: { tid: number; pid: number; displayId: string; rank: number }): Promise<void> {
    const now = Date.now();
    await this.db
      .insertInto('trainingProblem')
      .values({ ...v, gmtCreate: now, gmtModified: now })
      .execute();
    await this.touch(v.tid);
  }

  async updateProblem(id: number, tid: number, v: { displayId: string; rank: number }): Promise<void> {
    await this.db
      .updateTable('trainingProblem')
      .set({ ...v, gmtModified: Date.now() })
      .where('id', '=', id)
      .execute();
    await this.touch(tid);
  }

  async deleteProblem(tid: number, pid: number): Promise<void> {
    await this.db.deleteFrom('trainingProblem').where('tid', '=', tid).where('pid', '=', pid).execute();
    await this.touch(tid);
  }

  async maxProblemRank(tid: number): Promise<number> {
    const row = await this.db
      .selectFrom('trainingProblem')
      .select((eb) => eb.fn.max('rank').as('m'))
      .where('tid', '=', tid)
      .executeTakeFirst();
    return row?.m == null ? 0 : Number(row.m);
  }

  /** A changed problem list is a change of the training (its modified time shows in the list). */
  private async touch(tid: number): Promise<void> {
    await this.db.updateTable('training').set({ gmtModified: Date.now() }).where('id', '=', tid).execute();
  }

  // ── registrations ────────────────────────────────────────────────────────

  async isRegistered(tid: number, uid: string): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('trainingRegister')
        .select('id')
        .where('tid', '=', tid)
        .where('uid', '=', uid)
        .executeTakeFirst()) !== undefined
    );
  }

  /** False when the user was registered already (the unique key decides races). */
  async register(tid: number, uid: string): Promise<boolean> {
    const now = Date.now();
    const res = await this.db
      .insertInto('trainingRegister')
      .values({ tid, uid, status: 1, gmtCreate: now, gmtModified: now })
      .onConflict((oc) => oc.columns(['tid', 'uid']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  // ── records ──────────────────────────────────────────────────────────────

  /** Training problems of `pid` in private, non-group trainings the user joined. */
  /** Links of the problem in the private trainings the user joined, among the site's trainings (gid null) or one group's. */
  joinedPrivateLinks(uid: string, pid: number, gid: number | null): Promise<Array<{ tid: number; tpid: number }>> {
    return this.db
      .selectFrom('trainingProblem')
      .innerJoin('training', 'training.id', 'trainingProblem.tid')
      .innerJoin('trainingRegister', (j) =>
        j.onRef('trainingRegister.tid', '=', 'training.id').on('trainingRegister.uid', '=', uid),
      )
      .select(['training.id as tid', 'trainingProblem.id as tpid'])
      .where('trainingProblem.pid', '=', pid)
      .where('training.auth', '=', 'Private')
      .where('training.gid', gid === null ? 'is' : '=', gid)
      .execute();
  }

  /** One record per training and submission; a repeated verdict (rejudge, another process) adds nothing. */
  async insertRecords(rows: Array<{ tid: number; tpid: number; pid: number; uid: string; submitId: number }>): Promise<void> {
    if (rows.length === 0) return;
    const now = Date.now();
    await this.db
      .insertInto('trainingRecord')
      .values(rows.map((r) => ({ ...r, gmtCreate: now, gmtModified: now })))
      .onConflict((oc) => oc.columns(['tid', 'submitId']).doNothing())
      .execute();
  }

  records(tid: number): Promise<Array<{ tpid: number; pid: number; uid: string; submitId: number }>> {
    return this.db.selectFrom('trainingRecord').select(['tpid', 'pid', 'uid', 'submitId']).where('tid', '=', tid).execute();
  }

  // ── categories ───────────────────────────────────────────────────────────

  categories = (): Promise<TrainingCategoryRow[]> =>
    this.db.selectFrom('trainingCategory').selectAll().where('gid', 'is', null).orderBy('id').execute();

  findCategory = (id: number): Promise<TrainingCategoryRow | undefined> =>
    this.db.selectFrom('trainingCategory').selectAll().where('id', '=', id).executeTakeFirst();

  findCategoryByName = (name: string): Promise<TrainingCategoryRow | undefined> =>
    this.db.selectFrom('trainingCategory').selectAll().where('name', '=', name).where('gid', 'is', null).executeTakeFirst();

  async insertCategory(v: { name: string; color: string | null }): Promise<TrainingCategoryRow> {
    const now = Date.now();
    return this.db
      .insertInto('trainingCategory')
      .values({ ...v, gid: null, gmtCreate: now, gmtModified: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateCategory(id: number, v: { name: string; color: string | null }): Promise<void> {
    await this.db
      .updateTable('trainingCategory')
      .set({ ...v, gmtModified: Date.now() })
      .where('id', '=', id)
      .execute();
  }

  async deleteCategory(id: number): Promise<void> {
    await this.db.deleteFrom('trainingCategory').where('id', '=', id).execute();
  }

  async countWithCategory(id: number): Promise<number> {
    const row = await this.db
      .selectFrom('training')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('categoryId', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
