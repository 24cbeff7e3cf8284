import { type SqlBool, sql } from 'kysely';
import { ProblemAuth, type ProblemListQuery, REMOTE_OJS } from '@verdict/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { ProblemTable } from '../../db/schema';
import { ProblemGroupReads } from './problem-group.reads';
import { CHILD_TABLES, type ProblemChildren } from './problem-parts.repository';
import type { ProblemRow } from './problem.mapper';

/** Which problems an `oj` filter means: null = every OJ, 'local' = ours, else a remote key. */
export function ojFilter(oj: string | undefined): null | 'local' | string {
  if (!oj || oj.toLowerCase() === 'all') return null;
  const upper = oj.toUpperCase();
  return (REMOTE_OJS as readonly string[]).includes(upper) ? upper : 'local';
}

export interface AdminProblemFilter {
  currentPage: number;
  limit: number;
  keyword?: string;
  auth?: number;
  oj?: string;
  type?: number;
  excludeIds?: number[];
}

/** The fields the editor sets; the owner is set once, on insert. */
export type ProblemValues = Omit<ProblemTable, 'id' | 'gmtCreate' | 'gmtModified' | 'caseVersion' | 'ownerUid'>;

const SUMMARY_COLUMNS = [
  'id',
  'problemId',
  'title',
  'difficulty',
  'type',
  'auth',
  'gid',
  'isGroup',
  'codeShare',
  'openCaseResult',
  'judgeCaseMode',
  'ioScore',
] as const;

/** A problem's summary (ProblemRepository.summaries). */
export type ProblemSummary = Pick<ProblemRow, (typeof SUMMARY_COLUMNS)[number]>;

/** How long the hidden list and the public list's totals are kept without a write told here (another server process's writes). */
const HIDDEN_MAX_AGE_MS = 10_000;

/**
 * Display ids compare case-insensitively, as in HOJ's MySQL; the unique index on
 * upper(problem_id) (migration 005) serves this and keeps one problem per spelling.
 */
const isProblemId = (problemId: string) => sql<SqlBool>`upper(${sql.ref('problemId')}) = upper(${problemId})`;

/**
 * The problem rows: lookups, writes (children through ProblemPartsRepository), the admin, public
 * and group lists, and the kept hidden list. Other modules reach them through ProblemService.
 */
export class ProblemRepository extends ProblemGroupReads {
  constructor(db: Db, dialect: Dialect) {
    super(db, dialect);
  }

  // ── single problems ──────────────────────────────────────────────────────

  findById = (pid: number): Promise<ProblemRow | undefined> =>
    this.db.selectFrom('problem').selectAll().where('id', '=', pid).executeTakeFirst();

  findByIds = (pids: number[]): Promise<ProblemRow[]> =>
    pids.length === 0 ? Promise.resolve([]) : this.db.selectFrom('problem').selectAll().where('id', 'in', pids).execute();

  findByProblemId = (problemId: string): Promise<ProblemRow | undefined> =>
    this.db.selectFrom('problem').selectAll().where(isProblemId(problemId)).executeTakeFirst();

  async idOfProblemId(problemId: string, db: Db = this.db): Promise<number | null> {
    const row = await db.selectFrom('problem').select('id').where(isProblemId(problemId)).executeTakeFirst();
    return row?.id ?? null;
  }

  async hasAny(): Promise<boolean> {
    return (await this.db.selectFrom('problem').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  /**
   * Id, display id, title and the fields visibility and scoring depend on, for many problems at once
   * (every submission list page asks for its 20 titles). Kept like the hidden list: dropped before
   * and after every write told here, and all at once every HIDDEN_MAX_AGE_MS (another process's writes).
   */
  async summaries(pids: number[]): Promise<ProblemSummary[]> {
    if (pids.length === 0) return [];
    const now = Date.now();
    if (now - this.keptSummaries.since > HIDDEN_MAX_AGE_MS || this.keptSummaries.rows.size > 50_000)
      this.keptSummaries = { rows: new Map(), since: now };
    const kept = this.keptSummaries.rows;
    const out: ProblemSummary[] = [];
    const missing: number[] = [];
    for (const pid of pids) {
      const row = kept.get(pid);
      if (row) out.push(row);
      else missing.push(pid);
    }
    if (missing.length === 0) return out;
    const version = this.problemVersion;
    const rows = await this.db.selectFrom('problem').select(SUMMARY_COLUMNS).where('id', 'in', missing).execute();
    // A write began or ended while reading: served, not kept (it may or may not include the write).
    if (version === this.problemVersion && kept === this.keptSummaries.rows) for (const r of rows) kept.set(r.id, r);
    return out.concat(rows);
  }

  private keptSummaries: { rows: Map<number, ProblemSummary>; since: number } = { rows: new Map(), since: 0 };

  /**
   * Problems only admins see outside contests (private, contest-only, group): few, so listed.
   * Every submission list of a non-admin asks, so the list is kept until a problem is written
   * through this repository (or for HIDDEN_MAX_AGE_MS, for writes of another server process).
   */
  async hiddenIds(): Promise<number[]> {
    const now = Date.now();
    if (this.hidden && now - this.hidden.at <= HIDDEN_MAX_AGE_MS) return this.hidden.ids;
    const version = this.problemVersion;
    const rows = await this.db
      .selectFrom('problem')
      .select('id')
      .where((eb) => eb.or([eb('auth', '!=', ProblemAuth.Public), eb('isGroup', '=', 1)]))
      .execute();
    const ids = rows.map((r) => r.id);
    if (version === this.problemVersion) this.hidden = { ids, at: now };
    return ids;
  }

  private hidden: { ids: number[]; at: number } | null = null;
  private problemVersion = 0;

  /** Problem rows changed (or are about to, inside a transaction): the kept hidden list is dropped. */
  private problemsChanged(): void {
    this.problemVersion += 1;
    this.hidden = null;
    this.keptSummaries = { rows: new Map(), since: Date.now() };
    this.publicTotals.clear();
    for (const fn of this.listeners) fn();
  }

  private readonly listeners: Array<() => void> = [];

  /** Told before and after every write of problem rows or their children (kept answers that show problems follow it). */
  onChange(fn: () => void): void {
    this.listeners.push(fn);
  }

  /** Totals of the public list per filter (no tag filter), kept like the hidden list. */
  private readonly publicTotals = new Map<string, { n: number; at: number }>();

  /** A write of problem rows: the hidden list is dropped before and after it (a read in between is not kept). */
  private async changing<T>(fn: () => Promise<T>): Promise<T> {
    this.problemsChanged();
    try {
      return await fn();
    } finally {
      this.problemsChanged();
    }
  }

  // ── writes ───────────────────────────────────────────────────────────────

  async insert(
    trx: Db,
    values: ProblemValues,
    ownerUid: string,
    caseVersion: string,
    children: ProblemChildren,
  ): Promise<number> {
    this.problemsChanged();
    const now = Date.now();
    const inserted = await trx
      .insertInto('problem')
      .values({ ...values, ownerUid, caseVersion, gmtCreate: now, gmtModified: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pid = Number(inserted.id);
    await this.writeChildren(trx, pid, values.gid, children);
    return pid;
  }

  async update(pid: number, values: ProblemValues, caseVersion: string, children: ProblemChildren): Promise<void> {
    await this.changing(() =>
      this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('problem')
          .set({ ...values, caseVersion, gmtModified: Date.now() })
          .where('id', '=', pid)
          .execute();
        for (const table of CHILD_TABLES) await trx.deleteFrom(table).where('pid', '=', pid).execute();
        await this.writeChildren(trx, pid, values.gid, children);
      }),
    );
  }

  async delete(pid: number): Promise<void> {
    await this.changing(() =>
      this.db.transaction().execute(async (trx) => {
        for (const table of CHILD_TABLES) await trx.deleteFrom(table).where('pid', '=', pid).execute();
        await trx.deleteFrom('problem').where('id', '=', pid).execute();
      }),
    );
  }

  /** A remote problem imported again: its statement and limits as the site shows them now (tags, languages, auth stay). */
  async updateRemote(pid: number, fields: Partial<ProblemValues>): Promise<void> {
    await this.changing(() =>
      this.db
        .updateTable('problem')
        .set({ ...fields, gmtModified: Date.now() })
        .where('id', '=', pid)
        .where('isRemote', '=', 1)
        .execute(),
    );
  }

  /** A time limit set by package verification (issue 26). */
  setTimeLimit = (pid: number, timeLimit: number) =>
    this.changing(() => this.db.updateTable('problem').set({ timeLimit }).where('id', '=', pid).execute());

  /** A disbanded group's problems become private: no member is left to see them. */
  async hideGroup(gid: number): Promise<void> {
    await this.changing(() =>
      this.db
        .updateTable('problem')
        .set({ auth: ProblemAuth.Private, gmtModified: Date.now() })
        .where('gid', '=', gid)
        .where('isGroup', '=', 1)
        .execute(),
    );
  }

  async setAuth(pid: number, auth: number, modifiedUser: string): Promise<boolean> {
    const res = await this.changing(() =>
      this.db
        .updateTable('problem')
        .set({ auth, modifiedUser, gmtModified: Date.now() })
        .where('id', '=', pid)
        .executeTakeFirst(),
    );
    return Number(res.numUpdatedRows) > 0;
  }

  /** Runs `fn` in one transaction (imports write many problems at once). */
  transaction = <T>(fn: (trx: Db) => Promise<T>): Promise<T> => this.changing(() => this.db.transaction().execute(fn));

  /** Gives an imported problem the first free display id of the candidates. */
  async assignFirstFreeProblemId(trx: Db, pid: number, candidates: string[]): Promise<void> {
    for (const candidate of candidates) {
      if ((await this.idOfProblemId(candidate, trx)) === null) {
        await trx.updateTable('problem').set({ problemId: candidate }).where('id', '=', pid).execute();
        return;
      }
    }
  }

  // ── lists ────────────────────────────────────────────────────────────────

  /** The admin list: every non-group problem, newest first (a contest's picker narrows it by type and leaves its problems out). */
  async listAdmin(q: AdminProblemFilter) {
    const oj = ojFilter(q.oj);
    const base = this.db
      .selectFrom('problem')
      .where('isGroup', '=', 0)
      .$if(!!q.keyword, (qb) =>
        qb.where((eb) =>
          eb.or([this.dialect.containsText('title', q.keyword!), this.dialect.containsText('problemId', q.keyword!)]),
        ),
      )
      .$if(!!q.auth, (qb) => qb.where('auth', '=', q.auth!))
      .$if(q.type !== undefined, (qb) => qb.where('type', '=', q.type!))
      .$if(!!q.excludeIds?.length, (qb) => qb.where('id', 'not in', q.excludeIds!))
      .$if(oj === 'local', (qb) => qb.where('isRemote', '=', 0))
      .$if(oj !== null && oj !== 'local', (qb) => qb.where('problemId', 'like', `${oj}-%`));
    const [records, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(q.limit)
        .offset((q.currentPage - 1) * q.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  /** The public bank: public non-group problems with the bank's filters; tags combine with AND. */
  async listPublic(q: ProblemListQuery & { tagId: number[] }) {
    const oj = ojFilter(q.oj);
    const base = this.db
      .selectFrom('problem')
      .where('auth', '=', ProblemAuth.Public)
      .where('isGroup', '=', 0)
      .$if(!!q.keyword, (qb) =>
        qb.where((eb) =>
          eb.or([this.dialect.containsText('problemId', q.keyword!), this.dialect.containsText('title', q.keyword!)]),
        ),
      )
      .$if(q.difficulty !== undefined, (qb) => qb.where('difficulty', '=', q.difficulty!))
      .$if(oj === 'local', (qb) => qb.where('isRemote', '=', 0))
      .$if(oj !== null && oj !== 'local', (qb) => qb.where('problemId', 'like', `${oj}-%`))
      .$if(q.tagId.length > 0, (qb) =>
        qb.where(
          'id',
          'in',
          this.db
            .selectFrom('problemTag')
            .select('pid')
            .where('tid', 'in', q.tagId)
            .groupBy('pid')
            .having((eb) => eb.fn.count('tid').distinct(), '=', q.tagId.length),
        ),
      );
    // The total of a filter without tags is kept until a problem is written (tags change through
    // the tag screens too, so tag filters are always counted).
    const key = q.tagId.length === 0 ? JSON.stringify([q.keyword ?? '', q.difficulty ?? null, oj]) : null;
    const found = key === null ? undefined : this.publicTotals.get(key);
    const kept = found && Date.now() - found.at <= HIDDEN_MAX_AGE_MS ? found : undefined;
    const version = this.problemVersion;
    const [records, total] = await Promise.all([
      base
        .select(['id', 'problemId', 'title', 'difficulty', 'type'])
        // Numeric ids sort as numbers (2 before 10), as HOJ orders by length then id.
        .orderBy(sql`length(problem_id)`)
        .orderBy('problemId')
        .limit(q.limit)
        .offset((q.currentPage - 1) * q.limit)
        .execute(),
      kept !== undefined
        ? kept.n
        : base
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
            .then((c) => Number(c.n)),
    ]);
    if (key !== null && kept === undefined && version === this.problemVersion) {
      if (this.publicTotals.size > 10_000) this.publicTotals.clear();
      this.publicTotals.set(key, { n: total, at: Date.now() });
    }
    return { records, total };
  }

  async randomPublicProblemId(): Promise<string | null> {
    const visible = this.db.selectFrom('problem').where('auth', '=', ProblemAuth.Public).where('isGroup', '=', 0);
    const { n } = await visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(n) === 0) return null;
    const row = await visible
      .select('problemId')
      .orderBy('id')
      .offset(Math.floor(Math.random() * Number(n)))
      .limit(1)
      .executeTakeFirst();
    return row?.problemId ?? null;
  }

  recentPublic(count: number) {
    return this.db
      .selectFrom('problem')
      .select(['id', 'problemId', 'title', 'type', 'gmtCreate', 'gmtModified'])
      .where('auth', '=', ProblemAuth.Public)
      .where('isGroup', '=', 0)
      .orderBy('gmtModified', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .execute();
  }

  /**
   * Moves a group problem's public application on. Approval (2) also opens the problem to the
   * whole site: it leaves the group's private scope (isGroup 0, public) but keeps its gid.
   */
  async setApplyProgress(pid: number, progress: number | null, modifiedUser: string): Promise<void> {
    // Any other outcome (applying, refused, withdrawn) keeps or puts it back in the group's scope.
    const scope = progress === 2 ? { isGroup: 0, auth: ProblemAuth.Public } : { isGroup: 1 };
    // Through `changing`: an approval moves the problem out of the kept hidden list and into the public totals.
    await this.changing(() =>
      this.db
        .updateTable('problem')
        .set({ applyPublicProgress: progress, ...scope, modifiedUser, gmtModified: Date.now() })
        .where('id', '=', pid)
        .execute(),
    );
  }
}
