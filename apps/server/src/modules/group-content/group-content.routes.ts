import type { FastifyInstance } from 'fastify';
import {
  adminChangeGroupProblemProgress,
  adminGetGroupProblemList,
  groupAddProblem,
  groupApplyPublic,
  groupChangeProblemAuth,
  groupCompileInteractive,
  groupCompileSpj,
  groupDeleteProblem,
  groupGetAdminProblemList,
  groupGetAllProblemTags,
  groupGetProblem,
  groupGetProblemCases,
  groupGetProblemList,
  groupUpdateProblem,
  groupAddTraining,
  groupAddTrainingProblemFromGroup,
  groupAddTrainingProblemFromPublic,
  groupChangeTrainingStatus,
  groupDeleteTraining,
  groupDeleteTrainingProblem,
  groupGetAdminTrainingList,
  groupGetTraining,
  groupGetTrainingList,
  groupGetTrainingProblemList,
  groupUpdateTraining,
  groupUpdateTrainingProblem,
  groupAddContest,
  groupAddContestAnnouncement,
  groupAddContestProblem,
  groupAddContestProblemFromGroup,
  groupAddContestProblemFromPublic,
  groupChangeContestVisible,
  groupDeleteContest,
  groupDeleteContestAnnouncement,
  groupDeleteContestProblem,
  groupGetAdminContestList,
  groupGetContest,
  groupGetContestAnnouncementList,
  groupGetContestList,
  groupGetContestProblem,
  groupGetContestProblemList,
  groupUpdateContest,
  groupUpdateContestAnnouncement,
  groupUpdateContestProblem,
  getGroupRankList,
  groupAddDiscussion,
  groupDeleteDiscussion,
  groupGetAdminDiscussionList,
  groupGetDiscussionList,
  groupUpdateDiscussion,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { GroupContestService } from './group-contest.service';
import type { GroupDiscussionService } from './group-discussion.service';
import type { GroupRankService } from './group-rank.service';
import type { GroupProblemService } from './group-problem.service';
import type { GroupTrainingService } from './group-training.service';

export interface GroupContentServices {
  groupProblems: GroupProblemService;
  groupTrainings: GroupTrainingService;
  groupContests: GroupContestService;
  groupRanks: GroupRankService;
  groupDiscussions: GroupDiscussionService;
}

/**
 * A group's problems, trainings, contests and rank (contract §2.10) and the examination of public
 * applications (§2.12). Each route parses and calls one service method; the services check access.
 */
export function groupContentRoutes(app: FastifyInstance, s: GroupContentServices): void {
  const { groupProblems: problems } = s;

  route(app, groupGetProblemList, ({ actor, query }) => problems.list(actor, query));
  route(app, groupGetAdminProblemList, ({ actor, query }) => problems.adminList(actor, query));
  route(app, groupGetProblem, ({ actor, query }) => problems.get(actor, query.pid));
  route(app, groupAddProblem, async ({ actor, body }) => {
    await problems.create(actor, body);
  });
  route(app, groupUpdateProblem, async ({ actor, body }) => {
    await problems.update(actor, body);
  });
  route(app, groupDeleteProblem, async ({ actor, query }) => {
    await problems.delete(actor, query.pid);
    return new Answer(null, 'problem.deleted');
  });
  route(app, groupGetProblemCases, ({ actor, query }) => problems.cases(actor, query.pid, query.isUpload));
  route(app, groupGetAllProblemTags, ({ actor, query }) => problems.tags(actor, query.gid));
  route(app, groupCompileSpj, ({ actor, query, body }) => problems.compile(actor, query.gid, body));
  route(app, groupCompileInteractive, ({ actor, query, body }) => problems.compile(actor, query.gid, body));
  route(app, groupChangeProblemAuth, async ({ actor, query }) => {
    await problems.changeAuth(actor, query.pid, query.auth);
    return new Answer(null, 'problemBank.authChanged');
  });
  route(
    app,
    groupApplyPublic,
    async ({ actor, query }) => new Answer(null, await problems.applyPublic(actor, query.pid, query.isApplied)),
  );

  const { groupTrainings: trainings } = s;
  route(app, groupGetTrainingList, ({ actor, query }) => trainings.list(actor, query));
  route(app, groupGetAdminTrainingList, ({ actor, query }) => trainings.adminList(actor, query));
  route(app, groupGetTraining, ({ actor, query }) => trainings.get(actor, query.tid));
  route(app, groupAddTraining, ({ actor, body }) => trainings.create(actor, body));
  route(app, groupUpdateTraining, async ({ actor, body }) => {
    await trainings.update(actor, body);
  });
  route(app, groupDeleteTraining, async ({ actor, query }) => {
    await trainings.delete(actor, query.tid);
  });
  route(app, groupChangeTrainingStatus, async ({ actor, query }) => {
    await trainings.changeStatus(actor, query.tid, query.status);
  });
  route(app, groupGetTrainingProblemList, ({ actor, query }) => trainings.problemList(actor, query));
  route(app, groupUpdateTrainingProblem, async ({ actor, body }) => {
    await trainings.updateProblem(actor, body);
  });
  route(app, groupDeleteTrainingProblem, async ({ actor, query }) => {
    await trainings.deleteProblem(actor, query.tid, query.pid);
  });
  route(app, groupAddTrainingProblemFromPublic, async ({ actor, body }) => {
    await trainings.addFromPublic(actor, body);
  });
  route(app, groupAddTrainingProblemFromGroup, async ({ actor, query }) => {
    await trainings.addFromGroup(actor, query.tid, query.problemId);
  });

  const { groupContests: contests } = s;
  route(app, groupGetContestList, ({ actor, query }) => contests.list(actor, query));
  route(app, groupGetAdminContestList, ({ actor, query }) => contests.adminList(actor, query));
  route(app, groupGetContest, ({ actor, query }) => contests.get(actor, query.cid));
  route(app, groupAddContest, ({ actor, body }) => contests.create(actor, body));
  route(app, groupUpdateContest, async ({ actor, body }) => {
    await contests.update(actor, body);
  });
  route(app, groupDeleteContest, async ({ actor, query }) => {
    await contests.delete(actor, query.cid);
  });
  route(app, groupChangeContestVisible, async ({ actor, query }) => {
    await contests.setVisible(actor, query.cid, query.visible);
  });
  route(app, groupGetContestProblemList, ({ actor, query }) => contests.problemList(actor, query));
  route(app, groupAddContestProblem, ({ actor, body }) => contests.addProblem(actor, body));
  route(app, groupGetContestProblem, ({ actor, query }) => contests.contestProblem(actor, query.cid, query.pid));
  route(app, groupUpdateContestProblem, ({ actor, body }) => contests.setContestProblem(actor, body));
  route(app, groupDeleteContestProblem, async ({ actor, query }) => {
    await contests.deleteProblem(actor, query.cid, query.pid);
  });
  route(app, groupAddContestProblemFromPublic, async ({ actor, body }) => {
    await contests.addFromPublic(actor, body);
  });
  route(app, groupAddContestProblemFromGroup, async ({ actor, query }) => {
    await contests.addFromGroup(actor, query);
  });
  route(app, groupGetContestAnnouncementList, ({ actor, query }) => contests.announcements(actor, query));
  route(app, groupAddContestAnnouncement, async ({ actor, body }) => {
    await contests.addAnnouncement(actor, body);
  });
  route(app, groupUpdateContestAnnouncement, async ({ actor, body }) => {
    await contests.updateAnnouncement(actor, body);
  });
  route(app, groupDeleteContestAnnouncement, async ({ actor, query }) => {
    await contests.deleteAnnouncement(actor, query.cid, query.aid);
  });

  route(app, getGroupRankList, ({ actor, query }) => s.groupRanks.list(actor, query));

  const discussions = s.groupDiscussions;
  route(app, groupGetDiscussionList, ({ actor, query }) => discussions.list(actor, query));
  route(app, groupGetAdminDiscussionList, ({ actor, query }) => discussions.adminList(actor, query));
  route(app, groupAddDiscussion, ({ actor, body }) =>
    discussions.create(actor, body).then(() => new Answer(null, 'discussion.posted')),
  );
  route(app, groupUpdateDiscussion, ({ actor, body }) =>
    discussions.update(actor, body).then(() => new Answer(null, 'discussion.updated')),
  );
  route(app, groupDeleteDiscussion, ({ actor, query }) =>
    discussions.remove(actor, query.did).then(() => new Answer(null, 'discussion.deleted')),
  );

  route(app, adminGetGroupProblemList, ({ query }) => problems.applications(query));
  route(app, adminChangeGroupProblemProgress, async ({ actor, body }) => {
    await problems.changeProgress(actor, body.pid, body.progress);
    return new Answer(null, 'groupContent.progressChanged');
  });
}
