import path from 'node:path';
import type { Core } from '../core';
import type { EventBus } from '../infra/event-bus';
import type { SubmissionEvents } from '../infra/submission-events';
import { CcsClarificationDesk } from '../modules/ccs/ccs-clarification-desk';
import { CcsPublicImages } from '../modules/ccs/ccs-images';
import { CcsObjectsService } from '../modules/ccs/ccs-objects';
import { CcsService } from '../modules/ccs/ccs.service';
import { ClarificationRepository } from '../modules/clarification/clarification.repository';
import { ClarificationService } from '../modules/clarification/clarification.service';
import type { ContestAccess } from '../modules/contest/contest-access';
import type { ContestBoardService } from '../modules/contest/contest-board.service';
import type { ContestRecords } from '../modules/contest/contest-records';
import type { ContestRepository } from '../modules/contest/contest.repository';
import type { UserDirectory } from '../modules/account/user-directory';
import type { ProblemService } from '../modules/problem/problem.service';
import type { TeamDirectory } from '../modules/team/team-directory';
import { type CcsFeedTiming, buildCcsFeed } from './ccs-feed';

export interface ContestDeskParts {
  contestRepo: ContestRepository;
  contestAccess: ContestAccess;
  contestRecords: ContestRecords;
  contestBoards: ContestBoardService;
  problems: ProblemService;
  users: UserDirectory;
  teams: TeamDirectory;
  events: SubmissionEvents;
  /** CONTEST_DESK_TOPIC's bus: every desk module publishes its changes here, the event feed listens. */
  desk: EventBus;
  ccsFeed?: CcsFeedTiming;
}

/**
 * The contest desk's clarifications and the ICPC Contest API over every contest module: the API's
 * clarifications are the same desk as the Clarifications tab, and its event feed follows the desk
 * bus and the verdicts.
 */
export function buildContestDesk(core: Core, p: ContestDeskParts) {
  const clarifications = new ClarificationService({
    repo: new ClarificationRepository(core.database.db),
    access: p.contestAccess,
    teams: p.teams,
    problems: (cid) => p.contestRepo.problems(cid),
    bus: p.desk,
  });
  const clarificationDesk = new CcsClarificationDesk({ desk: clarifications, teams: p.teams, contest: p.contestRepo.findById });
  const ccsObjects = new CcsObjectsService({
    contests: p.contestRepo,
    teams: p.teams,
    problems: p.problems,
    records: p.contestRecords,
    users: p.users,
    boards: p.contestBoards,
    clarifications: clarificationDesk,
    images: new CcsPublicImages(path.join(core.config.dataDir, 'public')),
  });
  const ccs = new CcsService({
    objects: ccsObjects,
    access: p.contestAccess,
    contestList: p.contestRepo,
    teams: p.teams,
    clarifications: clarificationDesk,
  });
  const feed = buildCcsFeed(core, {
    objects: ccsObjects,
    events: p.events,
    bus: p.desk,
    contestOfSubmission: async (submitId) => Number((await p.contestRecords.brief(submitId))?.cid ?? 0) || null,
    scoreboard: async (cid, viewer) => {
      const ctx = await ccsObjects.context(cid, viewer);
      return ctx ? ccsObjects.scoreboard(ctx) : null;
    },
    timing: p.ccsFeed,
  });
  return { clarifications, ccs, ccsObjects, ...feed };
}
