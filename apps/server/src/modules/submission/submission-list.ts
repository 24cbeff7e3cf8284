import { type SqlBool, sql } from 'kysely';
import { selectArrays } from '../../db/array-rows';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
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

  async list(f: SubmissionListFilter): Promise<{ records: JudgeListRow[]; total: number }> {
    const base = this.db
      .selectFrom('judge')
      .where('cid', '=', 0)
      .where((eb) => (f.gid !== undefined ? eb('gid', '=', f.gid) : eb('gid', 'is', null)))
      .$if(f.hiddenPids.length > 0, (qb) => qb.where(this.dialect.notAmong('pid', f.hiddenPids)))
      .$if(f.uid !== undefined, (qb) => qb.where('uid', '=', f.uid!))
      .$if(f.username !== undefined, (qb) => qb.where('username', '=', f.username!))
      .$if(f.status !== undefined, (qb) => qb.where('status', '=', f.status!))
      .$if(!!f.problemID, (qb) =>
        // Exact means exact up to case: problem ids are case-insensitive (HOJ's MySQL collation).
        f.completeProblemID
          ? qb.where(sql<SqlBool>`upper(${sql.ref('displayPid')}) = upper(${f.problemID!})`)
          : qb.where(this.dialect.containsText('displayPid', f.problemID!)),
      );
    // The page's ids from the index alone (a deep page skips index entries), then those rows.
    const ids = base
      .select('submitId')
      .orderBy('submitId', 'desc')
      .limit(f.limit)
      .offset((f.currentPage - 1) * f.limit);
    const { currentPage: _page, limit: _limit, ...countFilter } = f;
    const key = this.totals.key(countFilter);
    const mark = this.marks.readMark();
    // While a write is under way the kept total may be about to change: counted afresh.
    const cached = mark === null ? undefined : this.totals.get(key);
    const [records, total] = await Promise.all([
      // The list's columns only: the code and the message are never shown there (each value read costs).
      // Read as arrays: no row object per row and no second one for the camel-case names.
      selectArrays<unknown[]>(
        this.db,
        this.db.selectFrom('judge').select(LIST_COLUMNS).where('submitId', 'in', ids).orderBy('submitId', 'desc'),
      ).then((rows) => rows.map((r) => rowOfArray<JudgeListRow>(LIST_COLUMNS, r))),
      cached ??
        this.countOnce(key, mark, async () => {
          const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
          // Kept unless a write began or ended while counting (then the next request counts again).
          if (this.marks.unchangedSince(mark)) this.totals.set(key, countFilter, total);
          return total;
        }),
    ]);
    return { records, total };
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
