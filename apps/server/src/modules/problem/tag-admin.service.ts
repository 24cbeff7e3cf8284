import type { TagClassificationRow, TagRow } from '@verdict/shared';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { toClassificationRow } from './problem.mapper';
import { toTagRow } from './problem.mapper';

interface TagInput {
  name: string;
  color?: string | null;
  oj: string;
  tcid?: number | null;
  gid?: number | null;
}
interface ClassificationInput {
  name: string;
  oj: string;
  rank: number;
}

/** Tags and tag classifications for the back-office (contract §2.12, R: root | problem_admin). */
export class TagAdminService {
  private readonly listeners: Array<() => void> = [];

  constructor(private readonly db: Db) {}

  /** Told after every change of tags or classifications (kept answers that show tags follow it). */
  onChange(fn: () => void): void {
    this.listeners.push(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  async createTag(input: TagInput): Promise<TagRow> {
    await this.checkTag(input, null);
    const now = Date.now();
    const row = await this.db
      .insertInto('tag')
      .values({
        name: input.name,
        color: input.color ?? null,
        oj: input.oj,
        gid: input.gid ?? null,
        tcid: input.tcid ?? null,
        gmtCreate: now,
        gmtModified: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTagRow(row);
  }

  async updateTag(input: TagInput & { id: number }): Promise<void> {
    try {
      const current = await this.db.selectFrom('tag').select(['id', 'gid']).where('id', '=', input.id).executeTakeFirst();
      if (!current) throw AppError.notFound('problemBank.tagNotFound');
      // A tag stays in its group: moving it would silently change which problems may show it.
      const gid = current.gid;
      await this.checkTag({ ...input, gid }, input.id);
      await this.db
        .updateTable('tag')
        .set({ name: input.name, color: input.color ?? null, oj: input.oj, tcid: input.tcid ?? null, gmtModified: Date.now() })
        .where('id', '=', input.id)
        .execute();
    } finally {
      this.changed();
    }
  }

  async deleteTag(tid: number): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('problemTag').where('tid', '=', tid).execute();
        const res = await trx.deleteFrom('tag').where('id', '=', tid).executeTakeFirst();
        if (Number(res.numDeletedRows) === 0) throw AppError.notFound('problemBank.tagNotFound');
      });
    } finally {
      this.changed();
    }
  }

  async listClassifications(oj: string): Promise<TagClassificationRow[]> {
    const rows = await this.db
      .selectFrom('tagClassification')
      .selectAll()
      .$if(oj !== 'ALL', (qb) => qb.where('oj', '=', oj))
      .orderBy('rank')
      .orderBy('id')
      .execute();
    return rows.map(toClassificationRow);
  }

  async createClassification(input: ClassificationInput): Promise<TagClassificationRow> {
    await this.checkClassification(input, null);
    const now = Date.now();
    const row = await this.db
      .insertInto('tagClassification')
      .values({ name: input.name, oj: input.oj, rank: input.rank, gmtCreate: now, gmtModified: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toClassificationRow(row);
  }

  async updateClassification(input: ClassificationInput & { id: number }): Promise<void> {
    await this.checkClassification(input, input.id);
    const res = await this.db
      .updateTable('tagClassification')
      .set({ name: input.name, oj: input.oj, rank: input.rank, gmtModified: Date.now() })
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw AppError.notFound('problemBank.classificationNotFound');
  }

  /** Its tags stay and become unclassified. */
  async deleteClassification(tcid: number): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.updateTable('tag').set({ tcid: null }).where('tcid', '=', tcid).execute();
        const res = await trx.deleteFrom('tagClassification').where('id', '=', tcid).executeTakeFirst();
        if (Number(res.numDeletedRows) === 0) throw AppError.notFound('problemBank.classificationNotFound');
      });
    } finally {
      this.changed();
    }
  }

  /** Names are unique within one OJ and group; a classification must exist. */
  private async checkTag(input: TagInput, ownId: number | null): Promise<void> {
    const gid = input.gid ?? null;
    const same = await this.db
      .selectFrom('tag')
      .select('id')
      .where('name', '=', input.name)
      .where('oj', '=', input.oj)
      .where((eb) => (gid == null ? eb('gid', 'is', null) : eb('gid', '=', gid)))
      .$if(ownId !== null, (qb) => qb.where('id', '!=', ownId!))
      .executeTakeFirst();
    if (same) throw AppError.fail('problemBank.tagExists', { name: input.name });
    if (input.tcid != null) {
      const c = await this.db.selectFrom('tagClassification').select('id').where('id', '=', input.tcid).executeTakeFirst();
      if (!c) throw AppError.fail('problemBank.classificationNotFound');
    }
  }

  private async checkClassification(input: ClassificationInput, ownId: number | null): Promise<void> {
    const same = await this.db
      .selectFrom('tagClassification')
      .select('id')
      .where('name', '=', input.name)
      .where('oj', '=', input.oj)
      .$if(ownId !== null, (qb) => qb.where('id', '!=', ownId!))
      .executeTakeFirst();
    if (same) throw AppError.fail('problemBank.classificationExists', { name: input.name });
  }
}
