import { LANGUAGES, toolchainLabels } from '@verdict/judge';
import { LOCAL_OJ } from '@verdict/shared';
import type { Db } from '../../db/database';
import type { ProblemCaseTable } from '../../db/schema';
import { byLanguageOrder } from './problem.mapper';

export type ProblemCaseInsert = Omit<ProblemCaseTable, 'id' | 'pid' | 'status'>;

/** Children of a problem saved with it: cases, languages, tag ids, code templates. */
export interface ProblemChildren {
  cases: ProblemCaseInsert[];
  languageIds: number[];
  /** Existing tags by id, new ones by name (created in the same transaction). */
  tags: Array<{ id?: number | null; name: string; color?: string | null }>;
  templates: Array<{ lid: number; code: string; status: number }>;
}

/** The tables hanging off a problem row, deleted and rewritten with it. */
export const CHILD_TABLES = ['problemCase', 'problemLanguage', 'problemTag', 'codeTemplate'] as const;

/**
 * The tables around a problem: its cases, languages, code templates and tags, and the language,
 * tag and classification lists. ProblemRepository adds the problem rows themselves.
 */
export class ProblemPartsRepository {
  constructor(readonly db: Db) {}

  /** Problems anyone may solve for the rank: public and outside groups (the site's size for newcomers' AC minimums). */
  async solvableCount(): Promise<number> {
    const row = await this.db
      .selectFrom('problem')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('auth', '=', 1)
      .where('isGroup', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Enabled-or-not cases in judging order. */
  cases = (pid: number) =>
    this.db.selectFrom('problemCase').selectAll().where('pid', '=', pid).orderBy('seq').orderBy('id').execute();

  /** The listed cases of one problem (ids of cases since replaced are simply absent). */
  casesByIds = (pid: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : this.db
          .selectFrom('problemCase')
          .select(['id', 'inputHash', 'outputHash'])
          .where('pid', '=', pid)
          .where('id', 'in', ids)
          .execute();

  /** Cases a judge runs (status 0), in order. */
  judgedCases = (pid: number) =>
    this.db
      .selectFrom('problemCase')
      .selectAll()
      .where('pid', '=', pid)
      .where('status', '=', 0)
      .orderBy('seq')
      .orderBy('id')
      .execute();

  async languagesOf(pid: number) {
    const rows = await this.db
      .selectFrom('language')
      .innerJoin('problemLanguage', 'problemLanguage.lid', 'language.id')
      .selectAll('language')
      .where('problemLanguage.pid', '=', pid)
      .execute();
    return rows.sort(byLanguageOrder);
  }

  /** Every language, or those of one OJ. */
  async languages(oj: string | null) {
    const rows = await this.db
      .selectFrom('language')
      .selectAll()
      .$if(oj !== null, (qb) => qb.where('oj', '=', oj!))
      .execute();
    return rows.sort(byLanguageOrder);
  }

  /** Name → id of our own judge's languages. */
  async localLanguageIds(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('language').select(['id', 'name']).where('oj', '=', LOCAL_OJ).execute();
    return new Map(rows.map((l) => [l.name, l.id]));
  }

  /** The language table mirrors the judge package's languages (oj ME); missing rows are added, existing ones refreshed. */
  async syncLocalLanguages(): Promise<void> {
    // The description names the compiler and its version, asked from the machine once (issue 28.9).
    const [byName, labels] = await Promise.all([this.localLanguageIds(), toolchainLabels()]);
    for (const l of LANGUAGES) {
      const values = {
        contentType: l.contentType,
        description: labels.get(l.name) ?? l.description,
        name: l.name,
        compileCommand: l.compile.args.join(' '),
        template: l.template,
        codeTemplate: l.template,
        isSpj: l.isSpj ? 1 : 0,
        oj: LOCAL_OJ,
        seq: l.seq,
      };
      const id = byName.get(l.name);
      if (id === undefined) await this.db.insertInto('language').values(values).execute();
      else await this.db.updateTable('language').set(values).where('id', '=', id).execute();
    }
  }

  templates = (pid: number) =>
    this.db.selectFrom('codeTemplate').selectAll().where('pid', '=', pid).where('status', '=', 1).orderBy('id').execute();

  templatesByLanguage = (pid: number) =>
    this.db
      .selectFrom('codeTemplate')
      .innerJoin('language', 'language.id', 'codeTemplate.lid')
      .select(['language.name', 'codeTemplate.code'])
      .where('codeTemplate.pid', '=', pid)
      .where('codeTemplate.status', '=', 1)
      .orderBy('codeTemplate.id')
      .execute();

  /** Tags of many problems in one query. */
  tagsOfProblems = (pids: number[]) =>
    pids.length === 0
      ? Promise.resolve([])
      : this.db
          .selectFrom('problemTag')
          .innerJoin('tag', 'tag.id', 'problemTag.tid')
          .select('problemTag.pid')
          .selectAll('tag')
          .where('problemTag.pid', 'in', pids)
          .orderBy('tag.id')
          .execute();

  /** Non-group tags of one OJ, or of all with ALL. */
  tags = (oj: string) =>
    this.db
      .selectFrom('tag')
      .selectAll()
      .where('gid', 'is', null)
      .$if(oj !== 'ALL', (qb) => qb.where('oj', '=', oj))
      .orderBy('id')
      .execute();

  classifications = (oj: string) =>
    this.db
      .selectFrom('tagClassification')
      .selectAll()
      .$if(oj !== 'ALL', (qb) => qb.where('oj', '=', oj))
      .orderBy('rank')
      .orderBy('id')
      .execute();

  /** A tag with an id must exist; one without is found by name or created (ProblemDTO: "no id = create"). */
  async tagIdFor(trx: Db, tag: { id?: number | null; name: string; color?: string | null }, gid: number | null): Promise<number> {
    if (tag.id != null) {
      const found = await trx.selectFrom('tag').select('id').where('id', '=', tag.id).executeTakeFirst();
      if (found) return found.id;
    }
    const byName = await trx
      .selectFrom('tag')
      .select('id')
      .where('name', '=', tag.name)
      .where('oj', '=', LOCAL_OJ)
      .where((eb) => (gid == null ? eb('gid', 'is', null) : eb('gid', '=', gid)))
      .executeTakeFirst();
    if (byName) return byName.id;
    const now = Date.now();
    const created = await trx
      .insertInto('tag')
      .values({ name: tag.name, color: tag.color ?? null, oj: LOCAL_OJ, gid, tcid: null, gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(created.id);
  }

  /** Saves the children of a problem beside its row (inside the caller's transaction). */
  protected async writeChildren(trx: Db, pid: number, gid: number | null, c: ProblemChildren): Promise<void> {
    if (c.cases.length)
      await trx
        .insertInto('problemCase')
        .values(c.cases.map((x) => ({ pid, ...x, status: 0 })))
        .execute();
    if (c.languageIds.length)
      await trx
        .insertInto('problemLanguage')
        .values(c.languageIds.map((lid) => ({ pid, lid })))
        .execute();
    const tagIds = new Set<number>();
    for (const tag of c.tags) tagIds.add(await this.tagIdFor(trx, tag, gid));
    if (tagIds.size)
      await trx
        .insertInto('problemTag')
        .values([...tagIds].map((tid) => ({ pid, tid })))
        .execute();
    if (c.templates.length)
      await trx
        .insertInto('codeTemplate')
        .values(c.templates.map((t) => ({ pid, ...t })))
        .execute();
  }
}
