import { JudgeStatus } from '@verdict/shared';
import type { VerdictCounts } from '../problem/problem.service';
import type { SubmissionReads, SubmissionScope } from '../submission/scoped-reads';
import type { JudgeRow } from '../submission/submission.mapper';

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

const scopeOf = (w: ContestWindow): SubmissionScope => ({ cid: w.cid, from: w.from, until: w.until, excludeUids: w.excludeUids });

/**
 * What the contest module reads of its submissions — pages of its status list, counts, boards'
 * rows and columns, code, clean-up — as scoped reads of the submission module (SubmissionReads).
 */
export class ContestRecords {
  constructor(private readonly reads: SubmissionReads) {}

  list = (f: ContestJudgeFilter) =>
    this.reads.page(
      {
        cid: f.cid,
        uids: f.uid !== undefined ? [f.uid] : undefined,
        username: f.username,
        statuses: f.status !== undefined ? [f.status] : undefined,
        cpids: f.cpids,
        from: f.from,
        until: f.until,
        othersBefore: f.hideOthersFrom,
      },
      f.currentPage,
      f.limit,
    );

  /** Verdict counts per problem of the window, in one grouped query. */
  countsByProblem = (w: ContestWindow): Promise<Map<number, VerdictCounts>> => this.reads.countsByProblem(scopeOf(w));

  /** One user's submissions of some problems in a window, newest first. */
  userRows = (uid: string, w: ContestWindow, pids: number[]) =>
    this.reads.rows({ ...scopeOf(w), uids: [uid], pids }, ['pid', 'status', 'score', 'submitTime', 'submitId'], {
      order: 'latest',
    });

  /** The window's submissions in submit order (optionally of some statuses), without code. */
  rows = (w: ContestWindow, statuses?: number[]) => this.reads.rows({ ...scopeOf(w), statuses }, BRIEF, { order: 'submitted' });

  /**
   * Every submission of a contest as columns, in submit order: a board's rebuild (with scores and
   * run times for a scored board). The columns are in judge_cid_board_idx: index range scans.
   */
  boardColumns = async (cid: number, withScores: boolean): Promise<BoardColumnsRead> =>
    (await this.reads.stream({ cid }, withScores ? OI_BOARD_COLUMNS : ACM_BOARD_COLUMNS)) as BoardColumnsRead;

  /** The board columns of a contest's submissions modified at or after `since`, in no order (a snapshot's catch-up). */
  boardColumnsSince = async (cid: number, withScores: boolean, since: number): Promise<BoardColumnsRead> =>
    (await this.reads.columns(
      { cid, modifiedFrom: since },
      withScores ? OI_BOARD_COLUMNS : ACM_BOARD_COLUMNS,
    )) as BoardColumnsRead;

  /** How many submissions a contest holds (a snapshot's check that none was removed or moved). */
  boardCount = (cid: number): Promise<number> => this.reads.count({ cid });

  /**
   * Who accepted which problem (pid) from `from` on, each pair once: practice submissions (cid 0)
   * and, with `withContest`, the contest's own late ones (upsolving).
   */
  async acceptedAfter(cid: number, pids: number[], from: number, uids: readonly string[], withContest: boolean) {
    const scope = { pids, uids, from, statuses: [JudgeStatus.Accepted] };
    const cols = ['uid', 'pid'] as const;
    const practice = await this.reads.rows({ ...scope, cid: 0 }, cols, { distinct: true });
    return withContest ? [...practice, ...(await this.reads.rows({ ...scope, cid }, cols, { distinct: true }))] : practice;
  }

  /** Who accepted which problem (pid) in the contest within [from, until), each pair once. */
  acceptedWithin = (cid: number, from: number, until: number, uids: readonly string[]) =>
    this.reads.rows({ cid, from, until, uids, statuses: [JudgeStatus.Accepted] }, ['uid', 'pid'], { distinct: true });

  /** The users who submitted in a contest, each once. */
  submitterUids = async (cid: number): Promise<string[]> =>
    (await this.reads.rows({ cid }, ['uid'], { distinct: true })).map((r) => r.uid);

  /** Every submission of a contest with its language (no code), and their test case results: the ICPC Contest API's reads. */
  /** The contest's rows for the ICPC Contest API (only `submitIds` when given: the ones a verdict changed). */
  ccsRows = (cid: number, submitIds?: readonly number[]) =>
    this.reads.rows({ cid, submitIds }, [...BRIEF, 'language'], { order: 'submitted' });
  ccsCases = (cid: number, submitIds?: readonly number[]) => this.reads.cases({ cid, submitIds });

  /** Usernames the contest's rows carry for users without an account any more. */
  async usernames(cid: number, uids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.reads.rows({ cid, uids }, ['uid', 'username'], { distinct: true });
    return new Map(rows.map((r) => [r.uid, r.username]));
  }

  /** Accepted submissions of the window with their code, in submit order. */
  acceptedWithCode = (w: ContestWindow) =>
    this.reads.rows({ ...scopeOf(w), statuses: [JudgeStatus.Accepted] }, [...BRIEF, 'code', 'language'], {
      order: 'submitted',
    });

  /** One submission without its code (contest boards follow verdicts with it). */
  brief = async (submitId: number) => (await this.reads.rows({ submitIds: [submitId] }, BRIEF))[0];

  find = (submitId: number): Promise<JudgeRow | undefined> => this.reads.find(submitId);

  async deleteForContest(cid: number): Promise<void> {
    await this.reads.remove({ cid });
  }

  async deleteForContestProblem(cid: number, pid: number): Promise<void> {
    await this.reads.remove({ cid, pids: [pid] });
  }
}
