import type { EventBus } from '../infra/event-bus';
import type { UserBatchService } from '../modules/account/user-batch.service';
import type { UserDirectory } from '../modules/account/user-directory';
import type { ContestAccess } from '../modules/contest/contest-access';
import type { ContestRoster } from '../modules/contest/contest-roster';
import type { FileService } from '../modules/file/file.service';
import { TeamBatchService } from '../modules/team/team-batch.service';
import { TeamBoardService } from '../modules/team/team-board.service';
import type { TeamRepository } from '../modules/team/team.repository';
import { TeamService } from '../modules/team/team.service';

/** The team module's admin side: teams, organisations and groups, CSV import and generated accounts, the board's team cards. */
export function buildTeams(s: {
  teamRepo: TeamRepository;
  contestAccess: ContestAccess;
  contestRoster: ContestRoster;
  users: UserDirectory;
  files: FileService;
  desk: EventBus;
  userBatch: UserBatchService;
}) {
  const base = { repo: s.teamRepo, access: s.contestAccess, users: s.users };
  const teamAdmin = new TeamService({ ...base, roster: s.contestRoster, files: s.files, desk: s.desk });
  const teamBoard = new TeamBoardService(base);
  const teamBatch = new TeamBatchService({ ...base, roster: s.contestRoster, userBatch: s.userBatch, teams: teamAdmin });
  return { teamAdmin, teamBoard, teamBatch };
}
