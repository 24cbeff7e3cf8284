import type { Db } from '../db/database';
import type { Actor } from '../http/actor';
import type { EventBus } from '../infra/event-bus';
import type { UserDirectory } from '../modules/account/user-directory';
import { BalloonRepository } from '../modules/balloon/balloon.repository';
import { BalloonService } from '../modules/balloon/balloon.service';
import { BalloonTracker, type BalloonTrackerDeps } from '../modules/balloon/balloon-tracker';
import type { ContestAccess } from '../modules/contest/contest-access';
import { nonCountingUids } from '../modules/contest/contest-window';
import type { ContestRepository, ContestRow } from '../modules/contest/contest.repository';
import type { ContestTeamDirectory } from '../modules/team/team-directory.service';
import type { SubmissionReads } from '../modules/submission/scoped-reads';

/**
 * The balloon module on the contest module's services: a team's first AC on a contest problem, kept on
 * the submission events; runners and the freeze setting.
 */
export function buildBalloons(
  db: Db,
  s: {
    contestRepo: ContestRepository;
    contestAccess: ContestAccess;
    users: UserDirectory;
    teams: ContestTeamDirectory;
    submissionReads: SubmissionReads;
    events: BalloonTrackerDeps['events'];
    desk: EventBus;
  },
): { balloons: BalloonService; balloonTracker: BalloonTracker } {
  const repo = new BalloonRepository(db);
  const contests = {
    find: (cid: number) => s.contestRepo.findById(cid),
    isAdmin: (actor: Actor, contest: ContestRow) => s.contestAccess.isAdmin(actor, contest),
    problems: (cid: number) => s.contestRepo.problems(cid),
    nonCounting: (contest: ContestRow) => nonCountingUids(s.users, contest),
  };
  const balloonTracker = new BalloonTracker({
    repo,
    contests,
    teams: s.teams,
    reads: s.submissionReads,
    events: s.events,
    desk: s.desk,
  });
  const balloons = new BalloonService({ repo, contests, teams: s.teams, users: s.users, tracker: balloonTracker });
  return { balloons, balloonTracker };
}
