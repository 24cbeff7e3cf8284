import type { FastifyInstance } from 'fastify';
import {
  adminChangeGroupProblemProgress, adminGetGroupProblemList, groupAddProblem, groupApplyPublic, groupChangeProblemAuth,
  groupCompileInteractive, groupCompileSpj, groupDeleteProblem, groupGetAdminProblemList, groupGetAllProblemTags, groupGetProblem,
  groupGetProblemCases, groupGetProblemList, groupUpdateProblem,
  groupAddTraining, groupAddTrainingProblemFromGroup, groupAddTrainingProblemFromPublic, groupChangeTrainingStatus, groupDeleteTraining,
  groupDeleteTrainingProblem, groupGetAdminTrainingList, groupGetTraining, groupGetTrainingList, groupGetTrainingProblemList,
  groupUpdateTraining, groupUpdateTrainingProblem,
  groupAddContest, groupAddContestAnnouncement, groupAddContestProblem, groupAddContestProblemFromGroup, groupAddContestProblemFromPublic,
  groupChangeContestVisible, groupDeleteContest, groupDeleteContestAnnouncement, groupDeleteContestProblem, groupGetAdminContestList,
  groupGetContest, groupGetContestAnnouncementList, groupGetContestList, groupGetContestProblem, groupGetContestProblemList,
  groupUpdateContest, groupUpdateContestAnnouncement, groupUpdateContestProblem, getGroupRankList,
} from '@verdict/shared';
import { Answer, AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { GroupGate } from './group-gate';
import type { ContestAdminService } from '../contest/contest-admin.service';
import type { ContestProblemAdminService } from '../contest/contest-problem-admin.service';
import type { TrainingAdminService } from '../training/training-admin.service';
import type { GroupContestService } from './group-contest.service';
import type { GroupRankService } from './group-rank.service';
import type { GroupProblemService } from './group-problem.service';
import type { GroupTrainingService } from './group-training.service';

export interface GroupContentServices {
  groupGate: GroupGate;
  groupProblems: GroupProblemService;
  groupTrainings: GroupTrainingService;
  trainingAdmin: TrainingAdminService;
  groupContests: GroupContestService;
  groupRanks: GroupRankService;
  contestAdmin: ContestAdminService;
  contestProblemAdmin: ContestProblemAdminService;
  /** Compiles a checker or interactor (the judge module's sandbox). */
  compileChecker: (code: string, language: string, extraFiles: Record<string, string> | null | undefined) => Promise<Answer<null>>;
}

/** A group's problems, trainings, contests and rank (contract §2.10) and the examination of public applications (§2.12). */
export function groupContentRoutes(app: FastifyInstance, s: GroupContentServices): void {
  const { groupGate: gate, groupProblems: problems } = s;

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
  route(app, groupCompileSpj, async ({ actor, query, body }) => {
    await gate.requireAdmin(actor, query.gid);
    return s.compileChecker(body.code, body.language, body.extraFiles);
  });
  route(app, groupCompileInteractive, async ({ actor, query, body }) => {
    await gate.requireAdmin(actor, query.gid);
    return s.compileChecker(body.code, body.language, body.extraFiles);
  });
  route(app, groupChangeProblemAuth, async ({ actor, query }) => {
    await problems.changeAuth(actor, query.pid, query.auth);
    return new Answer(null, 'problemBank.authChanged');
  });
  route(app, groupApplyPublic, async ({ actor, query }) => new Answer(null, await problems.applyPublic(actor, query.pid, query.isApplied)));

  const { groupTrainings: trainings, trainingAdmin } = s;
  route(app, groupGetTrainingList, ({ actor, query }) => trainings.list(actor, query));
  route(app, groupGetAdminTrainingList, ({ actor, query }) => trainings.adminList(actor, query));
  route(app, groupGetTraining, async ({ actor, query }) => {
    await trainings.admin(actor, query.tid);
    return trainingAdmin.get(actor, query.tid);
  });
  route(app, groupAddTraining, ({ actor, body }) => trainings.create(actor, body));
  route(app, groupUpdateTraining, async ({ actor, body }) => {
    await trainings.update(actor, body);
  });
  route(app, groupDeleteTraining, async ({ actor, query }) => {
    await trainingAdmin.deleteAs(actor, query.tid);
  });
  route(app, groupChangeTrainingStatus, async ({ actor, query }) => {
    await trainings.admin(actor, query.tid);
    await trainingAdmin.changeStatus(actor, query.tid, query.status);
  });
  route(app, groupGetTrainingProblemList, async ({ actor, query }) => {
    await trainings.admin(actor, query.tid);
    return trainingAdmin.problemList(actor, query);
  });
  route(app, groupUpdateTrainingProblem, async ({ actor, body }) => {
    await trainings.admin(actor, body.tid);
    await trainingAdmin.updateProblem(actor, body);
  });
  route(app, groupDeleteTrainingProblem, async ({ actor, query }) => {
    await trainings.admin(actor, query.tid);
    await trainingAdmin.deleteProblem(actor, query.pid, query.tid);
  });
  route(app, groupAddTrainingProblemFromPublic, async ({ actor, body }) => {
    await trainings.admin(actor, body.tid);
    await trainingAdmin.addFromPublic(actor, body);
  });
  route(app, groupAddTrainingProblemFromGroup, async ({ actor, query }) => {
    await trainings.admin(actor, query.tid);
    await trainingAdmin.addFromGroup(actor, query.tid, query.problemId);
  });

  const { groupContests: contests, contestAdmin, contestProblemAdmin } = s;
  route(app, groupGetContestList, ({ actor, query }) => contests.list(actor, query));
  route(app, groupGetAdminContestList, ({ actor, query }) => contests.adminList(actor, query));
  route(app, groupGetContest, async ({ actor, query }) => {
    await contests.admin(actor, query.cid);
    return contestAdmin.get(actor, query.cid);
  });
  route(app, groupAddContest, ({ actor, body }) => contests.create(actor, body));
  route(app, groupUpdateContest, async ({ actor, body }) => {
    if (body.id == null) throw AppError.invalid('id', 'is required');
    await contests.admin(actor, body.id);
    await contestAdmin.update(actor, body);
  });
  route(app, groupDeleteContest, async ({ actor, query }) => {
    await contests.admin(actor, query.cid);
    await contestAdmin.delete(actor, query.cid);
  });
  route(app, groupChangeContestVisible, async ({ actor, query }) => {
    await contests.admin(actor, query.cid);
    await contestAdmin.setVisible(actor, query.cid, query.visible);
  });
  route(app, groupGetContestProblemList, async ({ actor, query }) => {
    await contests.admin(actor, query.cid);
    return contestProblemAdmin.list(actor, query);
  });
  route(app, groupAddContestProblem, ({ actor, body }) => contests.addProblem(actor, body));
  route(app, groupGetContestProblem, async ({ actor, query }) => {
    await contests.admin(actor, query.cid);
    return contestProblemAdmin.contestProblem(actor, query.cid, query.pid);
  });
  route(app, groupUpdateContestProblem, async ({ actor, body }) => {
    await contests.admin(actor, body.cid);
    return contestProblemAdmin.setContestProblem(actor, body);
  });
  route(app, groupDeleteContestProblem, async ({ actor, query }) => {
    await contests.admin(actor, query.cid);
    await contestProblemAdmin.deleteProblem(actor, query.pid, query.cid);
  });
  route(app, groupAddContestProblemFromPublic, async ({ actor, body }) => {
    await contests.admin(actor, body.cid);
    await contestProblemAdmin.addFromPublic(actor, body);
  });
  route(app, groupAddContestProblemFromGroup, async ({ actor, query }) => {
    await contests.admin(actor, query.cid);
    await contestProblemAdmin.addFromGroup(actor, query);
  });
  route(app, groupGetContestAnnouncementList, async ({ actor, query }) => {
    await contests.admin(actor, query.cid);
    return contestAdmin.announcements(actor, query);
  });
  route(app, groupAddContestAnnouncement, async ({ actor, body }) => {
    await contests.admin(actor, body.cid);
    await contestAdmin.addAnnouncement(actor, body);
  });
  route(app, groupUpdateContestAnnouncement, async ({ actor, body }) => {
    await contests.admin(actor, body.cid);
    await contestAdmin.updateAnnouncement(actor, body);
  });
  route(app, groupDeleteContestAnnouncement, async ({ actor, query }) => {
    await contests.admin(actor, query.cid);
    await contestAdmin.deleteAnnouncement(actor, query.aid);
  });

  route(app, getGroupRankList, ({ actor, query }) => s.groupRanks.list(actor, query));

  route(app, adminGetGroupProblemList, ({ query }) => problems.applications(query));
  route(app, adminChangeGroupProblemProgress, async ({ actor, body }) => {
    await problems.changeProgress(actor, body.pid, body.progress);
    return new Answer(null, 'groupContent.progressChanged');
  });
}
