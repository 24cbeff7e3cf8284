import type { FastifyInstance } from 'fastify';
import {
  adminAddTeam,
  adminAddTeamGroup,
  adminAddTeamOrganization,
  adminDeleteTeam,
  adminDeleteTeamGroup,
  adminDeleteTeamOrganization,
  adminGenerateTeams,
  adminGetContestTeams,
  adminImportTeams,
  adminUpdateTeam,
  adminUpdateTeamGroup,
  adminUpdateTeamOrganization,
  adminUploadTeamOrganizationLogo,
  getContestBoardTeams,
  getMyTeam,
  registerTeam,
} from '@verdict/shared';
import { readUploadBuffer } from '../../http/multipart';
import { route } from '../../http/route';
import type { TeamBatchService } from './team-batch.service';
import type { TeamBoardService } from './team-board.service';
import type { TeamService } from './team.service';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Teams of team contests: the admins' calls, CSV import, generated accounts, registration. */
export function teamRoutes(
  app: FastifyInstance,
  { teamAdmin, teamBatch, teamBoard }: { teamAdmin: TeamService; teamBatch: TeamBatchService; teamBoard: TeamBoardService },
): void {
  route(app, adminGetContestTeams, ({ actor, query }) => teamAdmin.list(actor, query.cid));
  route(app, adminAddTeam, ({ actor, body }) => teamAdmin.saveTeam(actor, body));
  route(app, adminUpdateTeam, ({ actor, body }) => teamAdmin.saveTeam(actor, body));
  route(app, adminDeleteTeam, ({ actor, query }) => teamAdmin.deleteTeam(actor, query.cid, query.id));
  route(app, adminAddTeamOrganization, ({ actor, body }) => teamAdmin.saveOrganization(actor, body));
  route(app, adminUpdateTeamOrganization, ({ actor, body }) => teamAdmin.saveOrganization(actor, body));
  route(app, adminDeleteTeamOrganization, ({ actor, query }) => teamAdmin.deleteOrganization(actor, query.cid, query.id));
  route(app, adminUploadTeamOrganizationLogo, async ({ actor, query, req }) => {
    const file = await readUploadBuffer(req, 'file', LOGO_MAX_BYTES, 'team.logoTooLarge');
    return teamAdmin.uploadLogo(actor, query.cid, query.id, file.data);
  });
  route(app, adminAddTeamGroup, ({ actor, body }) => teamAdmin.saveGroup(actor, body));
  route(app, adminUpdateTeamGroup, ({ actor, body }) => teamAdmin.saveGroup(actor, body));
  route(app, adminDeleteTeamGroup, ({ actor, query }) => teamAdmin.deleteGroup(actor, query.cid, query.id));
  route(app, adminImportTeams, ({ actor, body }) => teamBatch.importCsv(actor, body.cid, body.csv));
  route(app, adminGenerateTeams, ({ actor, body, lang }) => teamBatch.generate(actor, lang, body));
  route(app, registerTeam, ({ actor, body }) => teamBatch.register(actor, body));
  route(app, getMyTeam, ({ actor, query }) => teamBatch.mine(actor, query.cid));
  route(app, getContestBoardTeams, ({ actor, query }) => teamBoard.board(actor, query.cid));
}
