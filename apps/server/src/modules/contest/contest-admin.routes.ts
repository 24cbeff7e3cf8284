import type { FastifyInstance } from 'fastify';
import {
  adminAddContest,
  adminAddContestAnnouncement,
  adminAddContestProblem,
  adminAddContestProblemFromPublic,
  adminChangeContestVisible,
  adminCloneContest,
  adminDeleteContest,
  adminDeleteContestAnnouncement,
  adminDeleteContestProblem,
  adminGetContest,
  adminGetContestAnnouncement,
  adminGetContestList,
  adminGetContestProblem,
  adminGetContestProblemInfo,
  adminGetContestProblemList,
  adminImportContestRemoteOjProblem,
  adminSetContestProblemInfo,
  adminUpdateContest,
  adminUpdateContestAnnouncement,
  adminUpdateContestProblem,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { ContestAdminService } from './contest-admin.service';
import type { ContestProblemAdminService } from './contest-problem-admin.service';

/** The admin contest pages (contract §2.12). */
export function contestAdminRoutes(
  app: FastifyInstance,
  { contestAdmin, contestProblemAdmin }: { contestAdmin: ContestAdminService; contestProblemAdmin: ContestProblemAdminService },
): void {
  const updated = () => new Answer(null, 'contest.updated');
  const deleted = () => new Answer(null, 'contest.deleted');

  route(app, adminGetContestList, ({ actor, query }) => contestAdmin.list(actor, query));
  route(app, adminGetContest, ({ actor, query }) => contestAdmin.get(actor, query.cid));
  route(app, adminAddContest, ({ actor, body }) => contestAdmin.create(actor, body));
  route(app, adminUpdateContest, async ({ actor, body }) => {
    await contestAdmin.update(actor, body);
    return updated();
  });
  route(app, adminDeleteContest, async ({ actor, query }) => {
    await contestAdmin.delete(actor, query.cid);
    return deleted();
  });
  route(app, adminCloneContest, async ({ actor, query }) => {
    await contestAdmin.clone(actor, query.cid);
  });
  route(app, adminChangeContestVisible, async ({ actor, query }) => {
    await contestAdmin.setVisible(actor, query.cid, query.visible);
    return updated();
  });

  route(app, adminGetContestProblemList, ({ actor, query }) => contestProblemAdmin.list(actor, query));
  route(app, adminGetContestProblem, ({ actor, query }) => contestProblemAdmin.getProblem(actor, query.pid));
  route(app, adminAddContestProblem, ({ actor, body }) => contestProblemAdmin.addProblem(actor, body));
  route(app, adminUpdateContestProblem, async ({ actor, body }) => {
    await contestProblemAdmin.updateProblem(actor, body);
    return updated();
  });
  route(app, adminDeleteContestProblem, async ({ actor, query }) => {
    await contestProblemAdmin.deleteProblem(actor, query.pid, query.cid);
    return deleted();
  });
  route(app, adminGetContestProblemInfo, ({ actor, query }) => contestProblemAdmin.contestProblem(actor, query.cid, query.pid));
  route(app, adminSetContestProblemInfo, ({ actor, body }) => contestProblemAdmin.setContestProblem(actor, body));
  route(app, adminAddContestProblemFromPublic, async ({ actor, body }) => {
    await contestProblemAdmin.addFromPublic(actor, body);
  });
  route(app, adminImportContestRemoteOjProblem, async ({ actor, query }) => {
    await contestProblemAdmin.importRemote(actor, query);
  });

  route(app, adminGetContestAnnouncement, ({ actor, query }) => contestAdmin.announcements(actor, query));
  route(app, adminAddContestAnnouncement, async ({ actor, body }) => {
    await contestAdmin.addAnnouncement(actor, body);
  });
  route(app, adminUpdateContestAnnouncement, async ({ actor, body }) => {
    await contestAdmin.updateAnnouncement(actor, body);
    return updated();
  });
  route(app, adminDeleteContestAnnouncement, async ({ actor, query }) => {
    await contestAdmin.deleteAnnouncement(actor, query.aid);
    return deleted();
  });
}
