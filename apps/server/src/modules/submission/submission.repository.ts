import type { Insertable } from 'kysely';
import { JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { JudgeCaseTable, JudgeTable } from '../../db/schema';
import { COUNT_CACHE_MAX_AGE_MS, type JudgeChange, ListTotals, type SubmissionListFilter } from './judge-changes';
import { SubmissionFigures } from './submission-figures';
import type { JudgeRow } from './submission.mapper';
import { SubmissionListPages } from './submission-list';
import { syncAcRecord } from './ac-record';

const IN_FLIGHT = [JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging];

export type CaseResultInsert = Omit<Insertable<JudgeCaseTable>, 'submitId' | 'uid' | 'pid' | 'gmtCreate'>;

/** What a finished attempt writes: the verdict columns and the case rows. */
export interface AttemptResult {
  status: JudgeStatusCode;
  time: number | null;
  memory: number | null;
  score: number | null;
  oiRankScore: number | null;
  errorMessage: string | null;
  cases: CaseResultInsert[];
}

/**
 * The submission tables: judge (one row per submission), judge_case (its case results) and
 * user_acproblem (accepted non-contest submissions, §5.5). Judge results are written only
 * through the attempt-conditioned methods, so a stale attempt never overwrites a newer one.
 */
export class SubmissionRepository {
  private readonly listeners: Array<(change: JudgeChange) => void> = [];
  private readonly pages: SubmissionListPages;
  /** Counts and per-user figures (read-only; SubmissionRecords applies the seal to them). */
  readonly figures: SubmissionFigures;

  /** `totals`: how long the list's totals are trusted, and their clock (tests set both). */
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    totalsOpts: { maxAgeMs?: number; now?: () => number } = {},
  ) {
    this.figures = new SubmissionFigures(db);
    // A SQLite file has one server process, which hears every write; PostgreSQL may have several
    // (a scaled deployment), whose writes the others see within the cache's age. Counting the
    // unfiltered list means reading every submission's index entry (seconds at 2,000,000 rows).
    const maxAge = totalsOpts.maxAgeMs ?? (dialect.name === 'sqlite' ? Infinity : COUNT_CACHE_MAX_AGE_MS);
    const totals = new ListTotals(maxAge, totalsOpts.now);
    this.onChange((c) => totals.apply(c));
    this.pages = new SubmissionListPages(db, dialect, totals, this);
  }

  /** Told of every committed change of judge rows made through this repository (caches of counts follow it). */
  onChange(fn: (change: JudgeChange) => void): void {
    this.listeners.push(fn);
  }

  private changed(change: JudgeChange): void {
    for (const fn of this.listeners) fn(change);
  }

  private writes = 0;
  private version = 0;

  /** Brackets a write of judge rows: counts read while one is under way are not kept (they may or may not include it). */
  private async write<T>(fn: () => Promise<T>): Promise<T> {
    this.writes += 1;
    this.version += 1;
    try {
      return await fn();
    } finally {
      this.writes -= 1;
      this.version += 1;
    }
  }

  /** A mark to take before counting: null while a write is under way. */
  readMark = (): number | null => (this.writes === 0 ? this.version : null);

  /** Whether counts read since `mark` may be kept: no write began or ended in between. */
  unchangedSince = (mark: number | null): boolean => mark !== null && this.writes === 0 && this.version === mark;

  find = (submitId: number): Promise<JudgeRow | undefined> =>
    this.db.selectFrom('judge').selectAll().where('submitId', '=', submitId).executeTakeFirst();

  insert(values: Omit<Insertable<JudgeTable>, 'submitId'>): Promise<JudgeRow> {
    return this.write(async () => {
      const row = await this.db.insertInto('judge').values(values).returningAll().executeTakeFirstOrThrow();
      this.changed({ kind: 'insert', row: { ...row, cid: Number(row.cid) } });
      return { ...row, submitId: Number(row.submitId) };
    });
  }

  async lastSubmitTime(uid: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('judge')
      .select('submitTime')
      .where('uid', '=', uid)
      .where('cid', '=', 0)
      .orderBy('submitTime', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.submitTime) : null;
  }

  /** A page of the submission list and its total (submission-list.ts). */
  list = (f: SubmissionListFilter) => this.pages.list(f);

  byIds = (submitIds: number[], cid: number) =>
    submitIds.length === 0
      ? Promise.resolve([])
      : this.db.selectFrom('judge').selectAll().where('submitId', 'in', submitIds).where('cid', '=', cid).execute();

  cases = (submitId: number) =>
    this.db.selectFrom('judgeCase').selectAll().where('submitId', '=', submitId).orderBy('seq').orderBy('id').execute();

  async caseCounts(submitIds: number[]): Promise<Map<number, number>> {
    if (submitIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('judgeCase')
      .select(['submitId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('submitId', 'in', submitIds)
      .groupBy('submitId')
      .execute();
    return new Map(rows.map((r) => [r.submitId, Number(r.n)]));
  }

  statusesOf = (submitIds: number[]) =>
    submitIds.length === 0
      ? Promise.resolve([])
      : this.db.selectFrom('judge').select(['submitId', 'status']).where('submitId', 'in', submitIds).execute();

  async setShare(submitId: number, share: boolean): Promise<void> {
    await this.db
      .updateTable('judge')
      .set({ share: share ? 1 : 0, gmtModified: Date.now() })
      .where('submitId', '=', submitId)
      .execute();
    this.changed({ kind: 'share' });
  }

  /** A user's non-contest submissions of some problems, newest first (status marks). */
  userStatuses = (uid: string, pids: number[], gid: number | null) =>
    this.db
      .selectFrom('judge')
      .select(['pid', 'status', 'submitId', 'submitTime'])
      .where('uid', '=', uid)
      .where('cid', '=', 0)
      .where('pid', 'in', pids)
      .where((eb) => (gid ? eb('gid', '=', gid) : eb('gid', 'is', null)))
      .orderBy('submitId', 'desc')
      .execute();

  /** A user's latest accepted submission of a problem (in contest `cid`, 0 outside), made before `before` when given. */
  lastAccepted = (uid: string, pid: number, cid: number, before?: number) =>
    this.db
      .selectFrom('judge')
      .select(['submitId', 'code', 'language', 'submitTime'])
      .where('uid', '=', uid)
      .where('pid', '=', pid)
      .where('cid', '=', cid)
      .where('status', '=', JudgeStatus.Accepted)
      .$if(before !== undefined, (q) => q.where('submitTime', '<', before!))
      .orderBy('submitId', 'desc')
      .executeTakeFirst();

  submitIdsOf = async (cid: number, pid: number) =>
    (await this.db.selectFrom('judge').select('submitId').where('cid', '=', cid).where('pid', '=', pid).execute()).map(
      (r) => r.submitId,
    );

  /** Removes a problem's submissions with their cases and AC records (the problem is being deleted). */
  deleteForProblem(pid: number): Promise<number[]> {
    return this.write(async () => {
      const ids = await this.db.transaction().execute(async (trx) => {
        const ids = (await trx.selectFrom('judge').select('submitId').where('pid', '=', pid).execute()).map((r) => r.submitId);
        await trx.deleteFrom('judgeCase').where('pid', '=', pid).execute();
        await trx.deleteFrom('userAcproblem').where('pid', '=', pid).execute();
        await trx.deleteFrom('judge').where('pid', '=', pid).execute();
        return ids;
      });
      this.changed({ kind: 'all' });
      return ids;
    });
  }

  // ── verdict writes ─────────────────────────────────────────────────────────

  /** Clears results and puts rows back to Pending (rejudge, resubmit); answers the rows as reset. */
  resetToPending(submitIds: number[], opts: { newVersion: boolean }): Promise<JudgeRow[]> {
    return this.write(async () => {
      if (submitIds.length === 0) return [];
      const rows = await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('judge')
          .set((eb) => ({
            status: JudgeStatus.Pending,
            time: null,
            memory: null,
            score: null,
            oiRankScore: null,
            errorMessage: null,
            judger: null,
            isManual: 0,
            attemptId: null,
            gmtModified: Date.now(),
            ...(opts.newVersion ? { version: eb('version', '+', 1) } : {}),
          }))
          .where('submitId', 'in', submitIds)
          .execute();
        await trx.deleteFrom('judgeCase').where('submitId', 'in', submitIds).execute();
        await trx.deleteFrom('userAcproblem').where('submitId', 'in', submitIds).execute();
        return trx.selectFrom('judge').selectAll().where('submitId', 'in', submitIds).orderBy('submitId').execute();
      });
      this.changed({ kind: 'status', pids: [...new Set(rows.map((r) => r.pid))], verdict: true });
      return rows;
    });
  }

  /** In-progress rows of a judge process that is gone go back to Pending (their cases were never written). */
  releaseInProgress(submitIds?: number[]): Promise<number> {
    return this.write(async () => {
      if (submitIds && submitIds.length === 0) return 0;
      const res = await this.db
        .updateTable('judge')
        .set({ status: JudgeStatus.Pending, attemptId: null, judger: null, gmtModified: Date.now() })
        .where('status', 'in', [JudgeStatus.Compiling, JudgeStatus.Judging])
        .$if(submitIds !== undefined, (qb) => qb.where('submitId', 'in', submitIds!))
        .executeTakeFirst();
      this.changed({ kind: 'status', pids: null, verdict: false });
      return Number(res.numUpdatedRows);
    });
  }

  /** Rows still waiting for a verdict, untouched for at least `minAgeMs`, oldest first. */
  waitingOlderThan = (minAgeMs: number, limit: number) =>
    this.db
      .selectFrom('judge')
      .select(['submitId', 'status'])
      .where('status', 'in', IN_FLIGHT)
      .where('gmtModified', '<=', Date.now() - minAgeMs)
      .orderBy('submitId')
      .limit(limit)
      .execute();

  /** Takes the row for this attempt (Compiling); false when it no longer waits for a verdict. */
  beginAttempt(submitId: number, attemptId: string, judger: string): Promise<boolean> {
    return this.write(async () => {
      const res = await this.db
        .updateTable('judge')
        .set({ status: JudgeStatus.Compiling, attemptId, judger, gmtModified: Date.now() })
        .where('submitId', '=', submitId)
        .where('status', 'in', IN_FLIGHT)
        .executeTakeFirst();
      this.changed({ kind: 'status', pids: null, verdict: false });
      return Number(res.numUpdatedRows) === 1;
    });
  }

  setAttemptStatus(submitId: number, attemptId: string, status: JudgeStatusCode): Promise<boolean> {
    return this.write(async () => {
      const res = await this.db
        .updateTable('judge')
        .set({ status, gmtModified: Date.now(), ...(status === JudgeStatus.Pending ? { judger: null } : {}) })
        .where('submitId', '=', submitId)
        .where('attemptId', '=', attemptId)
        .where('status', 'in', IN_FLIGHT)
        .executeTakeFirst();
      this.changed({ kind: 'status', pids: null, verdict: false });
      return Number(res.numUpdatedRows) === 1;
    });
  }

  /** Stores the verdict, the cases and the AC record in one transaction; false when the attempt is stale. */
  finishAttempt(submitId: number, attemptId: string, result: AttemptResult): Promise<boolean> {
    return this.write(async () => {
      const pid = await this.db.transaction().execute(async (trx) => {
        const now = Date.now();
        const res = await trx
          .updateTable('judge')
          .set({
            status: result.status,
            time: result.time,
            memory: result.memory,
            score: result.score,
            oiRankScore: result.oiRankScore,
            errorMessage: result.errorMessage,
            attemptId: null,
            gmtModified: now,
          })
          .where('submitId', '=', submitId)
          .where('attemptId', '=', attemptId)
          .where('status', 'in', IN_FLIGHT)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return null;
        const row = await trx.selectFrom('judge').selectAll().where('submitId', '=', submitId).executeTakeFirstOrThrow();
        await trx.deleteFrom('judgeCase').where('submitId', '=', submitId).execute();
        if (result.cases.length) {
          await trx
            .insertInto('judgeCase')
            .values(result.cases.map((c) => ({ ...c, submitId, uid: row.uid, pid: row.pid, gmtCreate: now })))
            .execute();
        }
        await syncAcRecord(trx, row);
        return row.pid;
      });
      if (pid === null) return false;
      this.changed({ kind: 'status', pids: [pid], verdict: true });
      return true;
    });
  }

  /** A verdict given by hand: the attempt is void, the AC record follows the new status. */
  setManualVerdict(submitId: number, v: { status: number; score: number | null; oiRankScore: number | null }): Promise<void> {
    return this.write(async () => {
      const pid = await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('judge')
          .set({ ...v, isManual: 1, attemptId: null, gmtModified: Date.now() })
          .where('submitId', '=', submitId)
          .execute();
        const row = await trx.selectFrom('judge').selectAll().where('submitId', '=', submitId).executeTakeFirstOrThrow();
        await syncAcRecord(trx, row);
        return row.pid;
      });
      this.changed({ kind: 'status', pids: [pid], verdict: true });
    });
  }

  /** Cancels a row still in `expectedStatus`; false when a worker took it in between. */
  cancel(submitId: number, expectedStatus: number): Promise<boolean> {
    return this.write(async () => {
      const cancelled = await this.db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('judge')
          .set({ status: JudgeStatus.Cancelled, score: null, oiRankScore: null, attemptId: null, gmtModified: Date.now() })
          .where('submitId', '=', submitId)
          .where('status', '=', expectedStatus)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('userAcproblem').where('submitId', '=', submitId).execute();
        return true;
      });
      if (cancelled) this.changed({ kind: 'status', pids: null, verdict: true });
      return cancelled;
    });
  }
}
