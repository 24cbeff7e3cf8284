import { JudgeStatus } from '@verdict/shared';
import { selectColumns } from '../../db/array-rows';
import type { Db } from '../../db/database';
import type { JudgeRow } from './submission.mapper';

/** A page of one contest's submissions, as the contest module's rules narrow it. */
export interface ContestJudgeFilter {
  cid: number;
  currentPage: number;
  limit: number;
  uid?: string;
  username?: string;
  status?: number;
  /** Contest problems (contest_problem ids) to show; an empty list shows nothing. */
  cpids?: number[];
  /** submit_time ≥ from. */
  from?: number;
  /** submit_time < until. */
  until?: number;
  /** Rows of users other than `uid`, submitted at or after `time`, are left out (a sealed board). */
  hideOthersFrom?: { uid: string | null; time: number };
}

/** Time window and users that count for a contest's figures. */
export interface ContestWindow {
  cid: number;
  from: number;
  until: number;
  excludeUids: readonly string[];
}

/** A contest board's view of the contest's submissions, column by column (index i of each array is one submission). */
export interface BoardColumnsRead {
  submitId: number[];
  uid: string[];
  cpid: number[];
  status: number[];
  /** OI boards only (an ACM board reads neither). */
  score?: (number | null)[];
  time?: (number | null)[];
  submitTime: number[];
  gmtModified: number[];
}

const ACM_BOARD_COLUMNS = ['submitId', 'uid', 'cpid', 'status', 'submitTime', 'gmtModified'] as const;
const OI_BOARD_COLUMNS = [...ACM_BOARD_COLUMNS, 'score', 'time'] as const;

/** Submission columns a contest's boards, AC lists and scroll board read (no code). */
const BRIEF = [
  'submitId',
  'cid',
  'uid',
  'username',
  'pid',
  'cpid',
  'displayPid',
  'status',
  'score',
  'time',
  'memory',
  'submitTime',
  'gmtModified',
] as const;

/** Reads and clean-ups of contest submissions (judge rows with cid set). */
export class ContestJudgeRepository {
  constructor(private readonly db: Db) {}

  async list(f: ContestJudgeFilter): Promise<{ records: JudgeRow[]; total: number }> {
    if (f.cpids && f.cpids.length === 0) return { records: [], total: 0 };
    const hide = f.hideOthersFrom;
    const base = this.db
      .selectFrom('judge')
      .where('cid', '=', f.cid)
      .$if(f.uid !== undefined, (qb) => qb.where('uid', '=', f.uid!))
      .$if(f.username !== undefined, (qb) => qb.where('username', '=', f.username!))
      .$if(f.status !== undefined, (qb) => qb.where('status', '=', f.status!))
      .$if(f.cpids !== undefined, (qb) => qb.where('cpid', 'in', f.cpids!))
      .$if(f.from !== undefined, (qb) => qb.where('submitTime', '>=', f.from!))
      .$if(f.until !== undefined, (qb) => qb.where('submitTime', '<', f.until!))
      .$if(hide !== undefined, (qb) =>
        qb.where((eb) => eb.or([eb('submitTime', '<', hide!.time), ...(hide!.uid ? [eb('uid', '=', hide!.uid)] : [])])),
      );
    const [records, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('submitId', 'desc')
        .limit(f.limit)
        .offset((f.currentPage - 1) * f.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(count.n) };
  }

  /** (pid, status, n) of the window's submissions. */
  countsByProblem = (w: ContestWindow) =>
    this.window(w)
      .select(['pid', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['pid', 'status'])
      .execute();

  /** One user's submissions of some problems in a window, newest first. */
  userRows = (uid: string, w: ContestWindow, pids: number[]) =>
    pids.length === 0
      ? Promise.resolve([])
      : this.window(w)
          .select(['pid', 'status', 'score', 'submitTime', 'submitId'])
          .where('uid', '=', uid)
          .where('pid', 'in', pids)
          .orderBy('submitTime', 'desc')
          .orderBy('submitId', 'desc')
          .execute();

  /** Every submission of the window in submit order, without code. */
  rows = (w: ContestWindow, statuses?: number[]) =>
    this.window(w)
      .select([...BRIEF])
      .$if(!!statuses, (qb) => qb.where('status', 'in', statuses!))
      .orderBy('submitTime')
      .orderBy('submitId')
      .execute();

  /** Every submission of a contest with its language, in submit id order, without code (the ICPC Contest API's lists). */
  ccsRows = (cid: number) =>
    this.db
      .selectFrom('judge')
      .select([...BRIEF, 'language', 'judger'])
      .where('cid', '=', cid)
      .orderBy('submitId')
      .execute();

  /** The test case results of a contest's submissions, in case order (the ICPC Contest API's runs). */
  ccsCases = (cid: number) =>
    this.db
      .selectFrom('judgeCase')
      .innerJoin('judge', 'judge.submitId', 'judgeCase.submitId')
      .select([
        'judgeCase.id',
        'judgeCase.submitId',
        'judgeCase.status',
        'judgeCase.time',
        'judgeCase.score',
        'judgeCase.gmtCreate',
      ])
      .where('judge.cid', '=', cid)
      .orderBy('judgeCase.submitId')
      .orderBy('judgeCase.seq')
      .orderBy('judgeCase.id')
      .execute();

  /**
   * Every submission of a contest as columns, in submit order: what a board is built from (an OI
   * board, scored, also reads scores and run times). The columns are in judge_cid_board_idx, so the read is
   * index range scans, no table rows; two halves of the contest's time, which PostgreSQL reads at once.
   */
  async boardColumns(cid: number, withScores: boolean): Promise<BoardColumnsRead> {
    const range = await this.db
      .selectFrom('judge')
      .where('cid', '=', cid)
      .select((eb) => [eb.fn.min('submitTime').as('first'), eb.fn.max('submitTime').as('last')])
      .executeTakeFirst();
    const middle = Math.floor((Number(range?.first ?? 0) + Number(range?.last ?? 0)) / 2);
    const columns = withScores ? OI_BOARD_COLUMNS : ACM_BOARD_COLUMNS;
    const slice = (before: boolean) =>
      this.db
        .selectFrom('judge')
        .select(columns)
        .where('cid', '=', cid)
        .where('submitTime', before ? '<' : '>=', middle)
        .orderBy('submitTime')
        .orderBy('submitId');
    return (await selectColumns(this.db, [slice(true), slice(false)], columns)) as BoardColumnsRead;
  }

  /** The users who submitted in a contest, each once. */
  async submitterUids(cid: number): Promise<string[]> {
    const rows = await this.db.selectFrom('judge').select('uid').distinct().where('cid', '=', cid).execute();
    return rows.map((r) => r.uid);
  }

  /** The usernames the contest's judge rows carry for these users (accounts since deleted). */
  async usernames(cid: number, uids: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (let i = 0; i < uids.length; i += 500) {
      const rows = await this.db
        .selectFrom('judge')
        .select(['uid', 'username'])
        .distinct()
        .where('cid', '=', cid)
        .where('uid', 'in', uids.slice(i, i + 500))
        .execute();
      for (const r of rows) out.set(r.uid, r.username);
    }
    return out;
  }

  /** One submission without its code, or undefined. */
  brief = (submitId: number) =>
    this.db
      .selectFrom('judge')
      .select([...BRIEF])
      .where('submitId', '=', submitId)
      .executeTakeFirst();

  /** Accepted submissions of the window with their code, in submit order. */
  acceptedWithCode = (w: ContestWindow) =>
    this.window(w)
      .select([...BRIEF, 'code', 'language'])
      .where('status', '=', JudgeStatus.Accepted)
      .orderBy('submitTime')
      .orderBy('submitId')
      .execute();

  /** Removes a contest's submissions (all, or of one problem) with their case results; jobs left behind find no row and end. */
  async delete(cid: number, pid?: number): Promise<number[]> {
    return this.db.transaction().execute(async (trx) => {
      const ids = (
        await trx
          .selectFrom('judge')
          .select('submitId')
          .where('cid', '=', cid)
          .$if(pid !== undefined, (qb) => qb.where('pid', '=', pid!))
          .execute()
      ).map((r) => r.submitId);
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        await trx.deleteFrom('judgeCase').where('submitId', 'in', chunk).execute();
        await trx.deleteFrom('judge').where('submitId', 'in', chunk).execute();
      }
      return ids;
    });
  }

  private window(w: ContestWindow) {
    return this.db
      .selectFrom('judge')
      .where('cid', '=', w.cid)
      .where('submitTime', '>=', w.from)
      .$if(Number.isFinite(w.until), (qb) => qb.where('submitTime', '<', w.until))
      .$if(w.excludeUids.length > 0, (qb) => qb.where('uid', 'not in', w.excludeUids));
  }
}
