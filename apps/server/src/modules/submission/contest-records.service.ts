import type { VerdictCounts } from '../problem/problem.service';
import type { ContestJudgeFilter, ContestJudgeRepository, ContestWindow } from './contest-judge.repository';
import { tallyByProblem } from './submission-records.service';
import type { JudgeRow } from './submission.mapper';
import type { SubmissionRepository } from './submission.repository';

export type { BoardColumnsRead, ContestJudgeFilter, ContestWindow } from './contest-judge.repository';

/** What the contest module asks of its submissions: pages, counts, boards' rows, code, clean-up. */
export class ContestRecords {
  constructor(private readonly deps: { repo: ContestJudgeRepository; submissions: SubmissionRepository }) {}

  list = (f: ContestJudgeFilter) => this.deps.repo.list(f);

  /** Verdict counts per problem of the window, in one grouped query. */
  async countsByProblem(w: ContestWindow): Promise<Map<number, VerdictCounts>> {
    return tallyByProblem(await this.deps.repo.countsByProblem(w));
  }

  userRows = (uid: string, w: ContestWindow, pids: number[]) => this.deps.repo.userRows(uid, w, pids);

  /** The window's submissions in submit order (optionally of some statuses), without code. */
  rows = (w: ContestWindow, statuses?: number[]) => this.deps.repo.rows(w, statuses);

  /** Every submission of a contest as columns, in submit order: a board's rebuild (with scores and run times for a scored board). */
  boardColumns = (cid: number, withScores: boolean) => this.deps.repo.boardColumns(cid, withScores);

  /** The users who submitted in a contest, each once. */
  submitterUids = (cid: number) => this.deps.repo.submitterUids(cid);
  /** Every submission of a contest with its language (no code), and their test case results: the ICPC Contest API's reads. */
  ccsRows = (cid: number) => this.deps.repo.ccsRows(cid);
  ccsCases = (cid: number) => this.deps.repo.ccsCases(cid);

  /** Usernames the contest's rows carry for users without an account any more. */
  usernames = (cid: number, uids: readonly string[]) => this.deps.repo.usernames(cid, uids);

  acceptedWithCode = (w: ContestWindow) => this.deps.repo.acceptedWithCode(w);

  /** One submission without its code (contest boards follow verdicts with it). */
  brief = (submitId: number) => this.deps.repo.brief(submitId);

  byIds = (submitIds: number[], cid: number): Promise<JudgeRow[]> => this.deps.submissions.byIds(submitIds, cid);

  find = (submitId: number) => this.deps.submissions.find(submitId);

  async deleteForContest(cid: number): Promise<void> {
    await this.deps.repo.delete(cid);
  }

  async deleteForContestProblem(cid: number, pid: number): Promise<void> {
    await this.deps.repo.delete(cid, pid);
  }
}
