import { type GroupStandings, canManageGroupItem } from '../../access/group-policy';
import { toBool } from '../../db/dialect';
import { type Actor, isAdmin } from '../../http/actor';
import { canDownloadTestdata } from '../problem/problem.service';
import type { ProblemRow } from '../problem/problem.mapper';
import type { ContestScope, ContestView } from './contest-scope';

/** What the failed-case rule needs to know; each answer is read only when the rule gets that far. */
export interface CaseDataFacts {
  actor: Actor | null;
  row: { uid: string; cid: number | string; pid: number };
  problem: Pick<ProblemRow, 'ownerUid' | 'isGroup' | 'gid' | 'openCaseResult'> | undefined;
  /** The viewer's view of the submission's contest (contest submissions only). */
  view: ContestView | null;
  contests: Pick<ContestScope, 'problemInLiveContest'>;
  groups?: GroupStandings;
}

/**
 * Who manages a problem's hidden data: site admins; a site problem's owner (canDownloadTestdata);
 * a group problem's managers by the group policy's creator rule (the group root, a level-4 admin
 * for the problems they made); and the admins of the contest the submission was made in.
 */
export async function managesCaseData(f: Pick<CaseDataFacts, 'actor' | 'problem' | 'view' | 'groups'>): Promise<boolean> {
  const { actor, problem, view, groups } = f;
  if (!actor) return false;
  if (view?.full) return true;
  if (!problem) return isAdmin(actor);
  if (!toBool(problem.isGroup) || problem.gid == null) return canDownloadTestdata(actor, problem);
  // A group problem: its maker by uid only while the group policy says they manage it (not after a demotion).
  return (
    isAdmin(actor) ||
    (groups !== undefined && canManageGroupItem(await groups.standingOf(actor, problem.gid), { uid: problem.ownerUid }))
  );
}

/**
 * The one rule for failed-case data (input, expected output, the program's output, the checker's
 * message): its managers see it always; otherwise only the submission's author, only where the
 * problem opens its case results, never for a submission of a contest that has not ended, and
 * never while the problem belongs to a running or scheduled contest (a practice submission on it
 * would show the contest's test data). Every call that returns case data asks this.
 */
export async function mayShowCaseData(f: CaseDataFacts): Promise<boolean> {
  if (await managesCaseData(f)) return true;
  const { actor, row, problem, view } = f;
  if (!actor || actor.uid !== row.uid || !problem || !toBool(problem.openCaseResult)) return false;
  if (Number(row.cid) !== 0 && !view?.ended) return false;
  return !(await f.contests.problemInLiveContest(row.pid));
}
