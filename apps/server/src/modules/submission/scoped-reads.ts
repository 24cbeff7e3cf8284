import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import { type Columns, selectColumns } from '../../db/array-rows';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { VerdictCounts } from '../problem/problem.service';
import { SubmissionTallies } from './scoped-tallies';
import { type SubmissionScope, CHUNK, chunks, judgeRowsOf, matchesNothing } from './submission-scope';
import { tallyByProblem } from './submission-records.service';
import type { JudgeRow } from './submission.mapper';
import type { VisibleVerdicts } from './visible-verdicts';

export type { SubmissionScope } from './submission-scope';

export type JudgeColumn = keyof JudgeRow & string;

/** Row orders of a scoped read: submit order, newest submit first, highest submit id first. */
export type ReadOrder = 'submitted' | 'latest' | 'newestId';

/**
 * The scoped reads of the submission tables: what other modules ask of submissions, given as a
 * SubmissionScope (a contest's window, a training's problems, a time range, users, problems,
 * statuses) — rows, pages, counts, a board's submission stream, the clean-up of a contest. The
 * modules that own the rules shape the answers (contest boards and lists in `contest/`, training
 * progress in `training/`, ranks in `rank/`); per-user aggregates are in `tallies`.
 */
export class SubmissionReads {
  readonly tallies: SubmissionTallies;

  constructor(
    private readonly db: Db,
    private readonly visible: VisibleVerdicts,
  ) {
    this.tallies = new SubmissionTallies(db, visible, (s) => this.filterOf(s));
  }

  /** A page of the scope's submissions, highest submit id first, with the scope's total. */
  async page(scope: SubmissionScope, currentPage: number, limit: number): Promise<{ records: JudgeRow[]; total: number }> {
    if (matchesNothing(scope)) return { records: [], total: 0 };
    const base = judgeRowsOf(this.db, scope, await this.filterOf(scope));
    const [records, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('submitId', 'desc')
        .limit(limit)
        .offset((currentPage - 1) * limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  /**
   * The scope's submissions, the given columns (distinct rows when asked), in `order`. A list of more
   * than 500 ids is read in chunks of it, one after another: the order holds within each chunk.
   */
  async rows<C extends JudgeColumn>(
    scope: SubmissionScope,
    columns: readonly C[],
    opts: { order?: ReadOrder; distinct?: boolean } = {},
  ): Promise<Pick<JudgeRow, C>[]> {
    if (matchesNothing(scope)) return [];
    const visible = await this.filterOf(scope);
    const out: Pick<JudgeRow, C>[] = [];
    for (const part of chunks(scope)) {
      const rows = await judgeRowsOf(this.db, part, visible)
        .select(columns)
        .$if(!!opts.distinct, (qb) => qb.distinct())
        .$if(opts.order === 'submitted', (qb) => qb.orderBy('submitTime').orderBy('submitId'))
        .$if(opts.order === 'latest', (qb) => qb.orderBy('submitTime', 'desc').orderBy('submitId', 'desc'))
        .$if(opts.order === 'newestId', (qb) => qb.orderBy('submitId', 'desc'))
        .execute();
      out.push(...(rows as unknown as Pick<JudgeRow, C>[]));
    }
    return out;
  }

  /** One submission (every column, code too), or undefined. */
  find = (submitId: number): Promise<JudgeRow | undefined> =>
    this.db.selectFrom('judge').selectAll().where('submitId', '=', submitId).executeTakeFirst();

  /** The test case results of the scope's submissions, each submission's in case order (the ICPC Contest API's runs). */
  async cases(scope: SubmissionScope) {
    if (matchesNothing(scope)) return [];
    const ids = judgeRowsOf(this.db, scope, await this.filterOf(scope)).select('submitId');
    return this.db
      .selectFrom('judgeCase')
      .select(['id', 'submitId', 'status', 'time', 'score', 'gmtCreate'])
      .where('submitId', 'in', ids)
      .orderBy('submitId')
      .orderBy('seq')
      .orderBy('id')
      .execute();
  }

  /** Verdict counts per problem of the scope, in one grouped query. */
  async countsByProblem(scope: SubmissionScope): Promise<Map<number, VerdictCounts>> {
    if (matchesNothing(scope)) return new Map();
    const rows = await judgeRowsOf(this.db, scope, await this.filterOf(scope))
      .select(['pid', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['pid', 'status'])
      .execute();
    return tallyByProblem(rows);
  }

  /**
   * The scope's submissions as columns, in submit order: a board's submission stream. Read in two
   * halves of the scope's time, which PostgreSQL reads at once; when the columns are in an index
   * (judge_cid_board_idx for a contest's board), the read is index range scans, no table rows.
   */
  async stream<C extends JudgeColumn>(scope: SubmissionScope, columns: readonly C[]): Promise<Columns<JudgeRow, C>> {
    const visible = await this.filterOf(scope);
    const range = await judgeRowsOf(this.db, scope, visible)
      .select((eb) => [eb.fn.min('submitTime').as('first'), eb.fn.max('submitTime').as('last')])
      .executeTakeFirst();
    const middle = Math.floor((Number(range?.first ?? 0) + Number(range?.last ?? 0)) / 2);
    const slice = (before: boolean) =>
      judgeRowsOf(this.db, scope, visible)
        .select(columns)
        .where('submitTime', before ? '<' : '>=', middle)
        .orderBy('submitTime')
        .orderBy('submitId');
    const slices = [slice(true), slice(false)] as unknown as SelectQueryBuilder<Database, 'judge', Pick<JudgeRow, C>>[];
    return selectColumns<Pick<JudgeRow, C>, C>(this.db, slices, columns) as Promise<Columns<JudgeRow, C>>;
  }

  /** The scope's submissions as columns, in no order (a board snapshot's catch-up: the rows changed since). */
  async columns<C extends JudgeColumn>(scope: SubmissionScope, columns: readonly C[]): Promise<Columns<JudgeRow, C>> {
    const query = judgeRowsOf(this.db, scope, await this.filterOf(scope)).select(columns);
    return selectColumns(
      this.db,
      query as unknown as SelectQueryBuilder<Database, 'judge', Pick<JudgeRow, C>>,
      columns,
    ) as Promise<Columns<JudgeRow, C>>;
  }

  /** How many submissions the scope holds. */
  async count(scope: SubmissionScope): Promise<number> {
    if (matchesNothing(scope)) return 0;
    const row = await judgeRowsOf(this.db, scope, await this.filterOf(scope))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Removes the scope's submissions with their case results, returning their ids; jobs left behind find no row and end. */
  async remove(scope: SubmissionScope): Promise<number[]> {
    if (matchesNothing(scope)) return [];
    return this.db.transaction().execute(async (trx) => {
      const ids = (await judgeRowsOf(trx, scope).select('submitId').execute()).map((r) => r.submitId);
      for (let i = 0; i < ids.length; i += CHUNK) {
        const chunk = ids.slice(i, i + CHUNK);
        await trx.deleteFrom('judgeCase').where('submitId', 'in', chunk).execute();
        await trx.deleteFrom('judge').where('submitId', 'in', chunk).execute();
      }
      return ids;
    });
  }

  /** The seal rule's filter when the scope asks for visible rows only. */
  private async filterOf(scope: SubmissionScope): Promise<Expression<SqlBool> | undefined> {
    return scope.visibleAt === undefined ? undefined : this.visible.filter(scope.visibleAt);
  }
}
