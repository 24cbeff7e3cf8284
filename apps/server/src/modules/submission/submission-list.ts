import { readArrays } from '../../db/array-rows';
import type { Db } from '../../db/database';
import { type Dialect, likePattern, pgIdArray } from '../../db/dialect';
import type { IdSet } from '../../db/sqlite-statements';
import type { ListTotals, SubmissionListFilter } from './judge-changes';
import { type JudgeListRow, rowOfArray } from './submission.mapper';

/** What a list row shows (submission.mapper.ts toJudgeVo) and the seal check reads. */
const LIST_COLUMNS = [
  'submitId',
  'uid',
  'username',
  'pid',
  'displayPid',
  'submitTime',
  'status',
  'share',
  'time',
  'memory',
  'score',
  'length',
  'language',
  'cid',
  'cpid',
  'judger',
  'ip',
  'isManual',
  'oiRankScore',
] as const satisfies ReadonlyArray<keyof JudgeListRow>;
/** The same columns in SQL (the statements here are SQL text, outside Kysely's camel-case plugin). */
const LIST_SQL_COLUMNS = LIST_COLUMNS.map((c) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)).join(', ');

/** The repository's write marks: a count read across a write of judge rows is not kept. */
export interface WriteMarks {
  readMark(): number | null;
  unchangedSince(mark: number | null): boolean;
}

/**
 * The submission list's pages (spec 1 §5): a page's ids from the index alone, then its rows, and the
 * filter's total kept in `totals` between the changes SubmissionRepository tells it of.
 */
export class SubmissionListPages {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly totals: ListTotals,
    private readonly marks: WriteMarks,
  ) {}

  /** `linked` is read when `f.linkSql` is given: whether the row is linked to a virtual window. */
  async list(f: SubmissionListFilter): Promise<{ records: Array<JudgeListRow & { linked?: boolean }>; total: number }> {
    const { where, params, idSets } = this.whereOf(f);
    const { currentPage: _page, limit: _limit, ...countFilter } = f;
    const key = this.totals.key(countFilter);
    const mark = this.marks.readMark();
    // While a write is under way the kept total may be about to change: counted afresh.
    const kept = mark === null ? undefined : this.totals.get(key);
    const page = this.statements(where, f.linkSql);
    const count = async () => {
      const total = Number((await readArrays(this.db, page.count, params, idSets))[0]![0]);
      // Kept unless a write began or ended while counting (then the next request counts again).
      if (this.marks.unchangedSince(mark)) this.totals.set(key, countFilter, total);
      return total;
    };
    // Due for a recount: served as kept while counted again behind it; a failed recount is left to a later request.
    if (kept?.due) this.countOnce(key, mark, count).catch(() => undefined);
    const n = LIST_COLUMNS.length;
    const [records, total] = await Promise.all([
      readArrays(this.db, page.rows, [...params, f.limit, (f.currentPage - 1) * f.limit], idSets).then((rows) =>
        rows.map((r) => {
          const row: JudgeListRow & { linked?: boolean } = rowOfArray<JudgeListRow>(LIST_COLUMNS, r);
          if (f.linkSql) row.linked = r[n] != null;
          return row;
        }),
      ),
      kept ? kept.n : this.countOnce(key, mark, count),
    ]);
    return { records, total };
  }

  /**
   * The filter's conditions as SQL text (snake_case, the dialect's placeholders) with its
   * parameters in order. The text depends only on which filters are set (its shape), so its
   * statements are made once per shape (`statements`) and SQLite's prepared statements are reused;
   * the conditions are the ones the list's indexes lead with (migration 017).
   */
  private whereOf(f: SubmissionListFilter): { where: string; params: unknown[]; idSets: IdSet[] } {
    const pg = this.dialect.name === 'postgres';
    const params: unknown[] = [];
    const p = (value: unknown) => (params.push(value), pg ? `$${params.length}` : '?');
    const idSets: IdSet[] = [];
    let where = 'cid = 0';
    where += f.gid !== undefined ? ` and gid = ${p(f.gid)}` : ' and gid is null';
    if (f.hiddenPids.length > 0) {
      // SQLite: a temporary table whose key the check reads; PostgreSQL: one array parameter, as a
      // set (a hashed subplan): `pid <> all($n)` compares each row with every id (301 here), which
      // made page 5,000 2.5 s and the unfiltered count 19 s of three processes (80 ms, 0.8 s now).
      if (pg) where += ` and pid not in (select unnest(${p(pgIdArray(f.hiddenPids))}::bigint[]))`;
      else {
        where += ' and pid not in (select id from temp.hidden_problem)';
        idSets.push({ name: 'hidden_problem', ids: f.hiddenPids });
      }
    }
    if (f.uid !== undefined) where += ` and uid = ${p(f.uid)}`;
    if (f.username !== undefined) where += ` and username = ${p(f.username)}`;
    if (f.status !== undefined) where += ` and status = ${p(f.status)}`;
    if (f.problemID) {
      // Exact means exact up to case: problem ids are case-insensitive (HOJ's MySQL collation).
      if (f.completeProblemID) where += ` and upper(display_pid) = upper(${p(f.problemID)})`;
      else where += ` and display_pid ${pg ? 'ilike' : 'like'} ${p(likePattern(f.problemID))} escape '\\'`;
    }
    return { where, params, idSets };
  }

  private readonly shapes = new Map<string, { rows: string; count: string }>();

  /**
   * A page's statement — its ids from the index alone (a deep page skips index entries, not rows),
   * then those rows' list columns, newest first, and `linkSql` when given (one round trip, the same
   * snapshot as the rows) — and the filter's count, per `where` text.
   */
  private statements(where: string, linkSql = ''): { rows: string; count: string } {
    const shapeKey = linkSql ? `${where}\n${linkSql}` : where;
    let shape = this.shapes.get(shapeKey);
    if (!shape) {
      const pg = this.dialect.name === 'postgres';
      // The page's two parameters follow the filter's.
      const n = (where.match(/\$\d+/g) ?? []).length;
      const [limit, offset] = pg ? [`$${n + 1}`, `$${n + 2}`] : ['?', '?'];
      shape = {
        rows:
          `select ${LIST_SQL_COLUMNS}${linkSql ? `, ${linkSql}` : ''} from judge where submit_id in ` +
          `(select submit_id from judge where ${where} order by submit_id desc limit ${limit} offset ${offset}) ` +
          'order by submit_id desc',
        count: `select count(*) from judge where ${where}`,
      };
      this.shapes.set(shapeKey, shape);
    }
    return shape;
  }

  private readonly counting = new Map<string, { mark: number | null; n: Promise<number> }>();

  /** One count at a time per filter: requests that arrive while it runs wait for it instead of counting again. */
  private countOnce(key: string, mark: number | null, count: () => Promise<number>): Promise<number> {
    const running = this.counting.get(key);
    if (running && mark !== null && running.mark === mark) return running.n;
    const n = count().finally(() => {
      if (this.counting.get(key)?.n === n) this.counting.delete(key);
    });
    this.counting.set(key, { mark, n });
    return n;
  }
}
