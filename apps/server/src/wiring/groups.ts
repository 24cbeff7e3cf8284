import { GroupLevel } from '@verdict/shared';
import type { Core } from '../core';
import type { ContestAdminService } from '../modules/contest/contest-admin.service';
import type { ContestProblemAdminService } from '../modules/contest/contest-problem-admin.service';
import type { ContestService } from '../modules/contest/contest.service';
import type { DiscussionService } from '../modules/discussion/discussion.service';
import type { FileService } from '../modules/file/file.service';
import { RankUserDirectory, type UserDirectory } from '../modules/account/user-directory';
import { GroupAnnouncementRepository } from '../modules/home/announcement.repository';
import { GroupAnnouncementService as HomeGroupAnnouncements } from '../modules/home/group-announcement.service';
import type { GroupRepository } from '../modules/group/group.repository';
import type { GroupService } from '../modules/group/group-service';
import { GroupManageService } from '../modules/group/group-manage.service';
import { GroupMemberService } from '../modules/group/group-member.service';
import { GroupAnnouncementService } from '../modules/group/group-announcement.service';
import type { GroupDisbandHook } from '../modules/group/group.ports';
import { GroupGate } from '../modules/group-content/group-gate';
import { GroupProblemService } from '../modules/group-content/group-problem.service';
import { GroupTrainingService } from '../modules/group-content/group-training.service';
import { GroupContestService } from '../modules/group-content/group-contest.service';
import { GroupRankService } from '../modules/group-content/group-rank.service';
import { GroupDiscussionService } from '../modules/group-content/group-discussion.service';
import { compileChecker } from '../modules/judge/judge.routes';
import type { Judging } from '../modules/judge/judging';
import type { MessageService } from '../modules/message/message.service';
import type { ProblemAdminService } from '../modules/problem/problem-admin.service';
import type { ProblemService } from '../modules/problem/problem.service';
import type { RankFigures } from '../modules/rank/rank-figures';
import type { SwitchService } from '../modules/site/switch.service';
import type { SubmissionRecords } from '../modules/submission/submission-records.service';
import type { TrainingAdminService } from '../modules/training/training-admin.service';
import type { TrainingService } from '../modules/training/training.service';

/** The group module's services and the group content built on the other modules' services. */
export function buildGroups(
  core: Core,
  s: {
    groupRepo: GroupRepository;
    groups: GroupService;
    /** The switches as newcomers meet them (NewcomerSwitches): the group creation AC minimum capped. */
    switches: Pick<SwitchService, 'get'>;
    records: SubmissionRecords;
    rankFigures: RankFigures;
    files: FileService;
    users: UserDirectory;
    messages: MessageService;
    problems: ProblemService;
    problemAdmin: ProblemAdminService;
    judging: Judging;
    trainings: TrainingService;
    trainingAdmin: TrainingAdminService;
    contests: ContestService;
    contestAdmin: ContestAdminService;
    contestProblemAdmin: ContestProblemAdminService;
    discussions: DiscussionService;
  },
) {
  const { db, dialect } = core.database;
  const { groupRepo, groups } = s;
  // disband: the group's discussions go; its problems, trainings and contests stay (records, submissions) but are hidden
  const groupDisbandHooks: GroupDisbandHook[] = [
    s.discussions.removeGroup,
    s.problemAdmin.hideGroup,
    s.trainingAdmin.hideGroup,
    s.contestAdmin.hideGroup,
  ];
  // group: the group itself, members, announcements (kept by home)
  const groupAnnouncementStore = new HomeGroupAnnouncements(new GroupAnnouncementRepository(db));
  const groupManage = new GroupManageService({
    repo: groupRepo,
    groups,
    switches: s.switches,
    solved: s.records,
    announcements: groupAnnouncementStore,
    avatars: s.files,
    disbandHooks: groupDisbandHooks,
  });
  const groupMembers = new GroupMemberService({
    repo: groupRepo,
    groups,
    manage: groupManage,
    users: s.users,
    notices: s.messages,
  });
  const groupAnnouncements = new GroupAnnouncementService({ groups, store: groupAnnouncementStore });
  // group content: problems, trainings, contests, discussions and rank of a group, on their modules' services
  const groupGate = new GroupGate(groups);
  const groupProblems = new GroupProblemService({
    gate: groupGate,
    problems: s.problems,
    problemAdmin: s.problemAdmin,
    counts: s.records,
    compileChecker: (code, language, extraFiles) => compileChecker(s.judging, code, language, extraFiles),
  });
  const groupTrainings = new GroupTrainingService({ gate: groupGate, trainings: s.trainings, trainingAdmin: s.trainingAdmin });
  const groupContests = new GroupContestService({
    gate: groupGate,
    contests: s.contests,
    contestAdmin: s.contestAdmin,
    contestProblemAdmin: s.contestProblemAdmin,
  });
  const groupDiscussions = new GroupDiscussionService({ gate: groupGate, discussions: s.discussions });
  const groupRanks = new GroupRankService({
    gate: groupGate,
    figures: s.rankFigures,
    users: new RankUserDirectory(db, dialect),
    roster: async (gid) =>
      (await groupRepo.membersAt(gid, [GroupLevel.Member, GroupLevel.Admin, GroupLevel.Root])).records.map((m) => m.uid),
  });
  return {
    groupManage,
    groupMembers,
    groupAnnouncements,
    groupDisbandHooks,
    groupGate,
    groupProblems,
    groupTrainings,
    groupContests,
    groupRanks,
    groupDiscussions,
  };
}
