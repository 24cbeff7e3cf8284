import type { Core } from '../core';
import { type EventBus, LocalEventBus } from '../infra/event-bus';
import { GuessLimiter } from '../infra/rate-limit';
import { AccountRepository } from '../modules/account/account.repository';
import { AccountService } from '../modules/account/account.service';
import { AvatarService } from '../modules/account/avatar';
import { CaptchaService } from '../modules/account/captcha';
import { CodeStore } from '../modules/account/codes';
import { LoginGuard } from '../modules/account/login-guard';
import { LoginPuzzleService } from '../modules/account/login-puzzle';
import { ProfileService } from '../modules/account/profile.service';
import { UserBatchRepository } from '../modules/account/user-batch.repository';
import { UserBatchService } from '../modules/account/user-batch.service';
import { UserAdminRepository } from '../modules/account/user-admin.repository';
import { UserAdminService } from '../modules/account/user-admin.service';
import { UserJobs } from '../modules/account/user-jobs';
import { RankUserDirectory, UserDirectory } from '../modules/account/user-directory';
import { DashboardService } from '../modules/admin/dashboard.service';
import { ContestAccess } from '../modules/contest/contest-access';
import { ContestAdminService } from '../modules/contest/contest-admin.service';
import { ContestUpsolve } from '../modules/contest/contest-upsolve';
import { ContestBoardService } from '../modules/contest/contest-board.service';
import { BoardSnapshots } from '../modules/contest/board-snapshot';
import { ContestHelperService } from '../modules/contest/contest-helper.service';
import { ContestProblemAdminService } from '../modules/contest/contest-problem-admin.service';
import { ContestRecords } from '../modules/contest/contest-records';
import { ContestSubmissionService } from '../modules/contest/contest-submission.service';
import { ContestRepository } from '../modules/contest/contest.repository';
import { ContestRoster } from '../modules/contest/contest-roster';
import { ContestService } from '../modules/contest/contest.service';
import { VirtualBoard } from '../modules/contest/virtual-board';
import { VirtualRepository } from '../modules/contest/virtual.repository';
import { VirtualService } from '../modules/contest/virtual.service';
import { CommentRepository } from '../modules/discussion/comment.repository';
import { CommentService } from '../modules/discussion/comment.service';
import { DiscussionGate } from '../modules/discussion/discussion.gate';
import { DiscussionRepository } from '../modules/discussion/discussion.repository';
import { DiscussionService } from '../modules/discussion/discussion.service';
import type { Reminders } from '../modules/discussion/reminders';
import { AnnouncementRepository } from '../modules/home/announcement.repository';
import { HomeService } from '../modules/home/home.service';
import { CustomTestService } from '../modules/judge/custom-test.service';
import { MessageEvents } from '../modules/message/message-events';
import { MessageRepository } from '../modules/message/message.repository';
import { MessageService } from '../modules/message/message.service';
import { NoticeService } from '../modules/message/notice.service';
import { ProblemBankService } from '../modules/problem-bank/problem-bank.service';
import { ProblemAdminService } from '../modules/problem/problem-admin.service';
import { TagAdminService } from '../modules/problem/tag-admin.service';
import { TestdataUploads } from '../modules/problem/testdata-uploads';
import { TestdataRepository } from '../modules/problem/testdata.repository';
import { RankFigures } from '../modules/rank/rank-figures';
import { RankService } from '../modules/rank/rank.service';
import { CONTEST_DESK_TOPIC, type ContestDeskChange } from '../modules/team/team-directory';
import { ContestTeamDirectory } from '../modules/team/team-directory.service';
import { TeamRepository } from '../modules/team/team.repository';
import { SubmissionReads } from '../modules/submission/scoped-reads';
import { SubmissionAdminService } from '../modules/submission/submission-admin.service';
import { SubmissionService } from '../modules/submission/submission.service';
import { TrainingAccess } from '../modules/training/training-access';
import { TrainingAdminService } from '../modules/training/training-admin.service';
import { TrainingJudgeRecords } from '../modules/training/training-judge-records';
import { TrainingRecorder } from '../modules/training/training-recorder';
import { TrainingSubmitService } from '../modules/training/training-submit.service';
import { TrainingRepository } from '../modules/training/training.repository';
import { TrainingService } from '../modules/training/training.service';
import { keepListAnswers } from './answer-caches';
import type { CcsFeedTiming } from './ccs-feed';
import { buildContestDesk } from './contest-desk';
import { buildGroups } from './groups';
import { buildBalloons } from './balloons';
import { buildRatings } from './rating';
import { buildSite } from './site';
import { buildTeams } from './teams';
import { buildSimilarity } from './similarity';
import { buildTransfer } from './verification';
import { buildRemoteJudge } from './remote-judge';
import { type JudgingOptions, buildJudging } from './judging';

export interface ServiceOptions extends JudgingOptions {
  /** The event feed's intervals (tests shorten them). */
  ccsFeed?: CcsFeedTiming;
  /** Tests pass a recording implementation of the discussion module's message port. */
  reminders?: Reminders;
}

export type Services = ReturnType<typeof buildServices>;

/**
 * Every service of the server, built once, in dependency order. A module's services are built
 * only here; a module that needs another's data receives that module's service.
 */
export function buildServices(core: Core, opts: ServiceOptions = {}) {
  const { db, dialect } = core.database;
  // submissions' records, problems, the queue and the judge: what a judge host builds too
  const judgingServices = buildJudging(core, opts);
  const { events, groups, submissionRepo, visibleVerdicts, records, problemRepo, problems, queue, verdicts, judging } =
    judgingServices;

  // wrong contest/training passwords and group codes, counted per user and address
  const guesses = new GuessLimiter(core.kv, core.config.guessLimits);

  // site: settings, switches, mail; file: uploads and their rows
  const { switches, newcomerSwitches, config, mailer, files } = buildSite(core, { problemRepo, groups });

  // problem administration and test data
  const testdataUploads = new TestdataUploads({
    repo: new TestdataRepository(db),
    store: core.testdata,
    tmpRoot: core.paths.tmp,
    quotaBytes: { user: core.config.testdataQuotaMbUser * 1024 * 1024, group: core.config.testdataQuotaMbGroup * 1024 * 1024 },
  });
  const problemAdmin = new ProblemAdminService({
    repo: problemRepo,
    store: core.testdata,
    uploads: testdataUploads,
    dependents: records,
    problems,
  });
  const tags = new TagAdminService(db);
  const { remote, ...remoteJudging } = buildRemoteJudge(core, { ...judgingServices, problemAdmin, files, switches });

  // contest: before the submission services, which apply its rules to contest submissions
  const users = new UserDirectory(db, dialect);
  const contestRepo = new ContestRepository(db, dialect);
  // contest, training and rank reads of submissions: scoped reads of the submission module, shaped by each module
  const submissionReads = new SubmissionReads(db, visibleVerdicts);
  const contestRecords = new ContestRecords(submissionReads);
  const contestAccess = new ContestAccess(contestRepo, groups);
  const contestAdmin = new ContestAdminService({ repo: contestRepo, access: contestAccess, records: contestRecords });
  const contestProblemAdmin = new ContestProblemAdminService({
    repo: contestRepo,
    access: contestAccess,
    problems,
    problemAdmin,
    records: contestRecords,
    remote,
  });
  const contestDeps = { repo: contestRepo, access: contestAccess, problems, records: contestRecords, users };
  const contests = new ContestService(contestDeps);
  // virtual participation: a window's submissions are practice ones linked to it (contest/virtual-*.ts)
  // SQLite has one server process: every window is opened here, so "none runs" is known without a read.
  const virtualRepo = new VirtualRepository(db, core.database.dialect.name === 'sqlite');
  const virtualDeps = { ...contestDeps, reads: submissionReads, virtuals: virtualRepo };
  const virtuals = new VirtualService(virtualDeps);
  const contestSubmissions = new ContestSubmissionService({ ...contestDeps, virtual: virtuals });
  const contestRoster = new ContestRoster({ repo: contestRepo, records: contestRecords, users });

  // team: a contest's competitors (teams of one in individual contests); the contest desk's change topic
  const desk: EventBus = core.bus ?? new LocalEventBus();
  const teamRepo = new TeamRepository(db);
  const teams = new ContestTeamDirectory({ roster: contestRoster, repo: teamRepo });
  // boards of team contests show teams (the BoardCompetitors port); a change of teams rebuilds the board
  const snapshots = new BoardSnapshots(db, contestRecords);
  const contestBoards = new ContestBoardService({ ...contestDeps, events, contests, competitors: teams, snapshots });
  // A deleted contest's board snapshot goes too (after a snapshot being written lands, so none is left behind).
  contestAdmin.onDeleted(async (cid) => {
    await snapshots.settled();
    await snapshots.drop(cid);
  });
  const contestHelpers = new ContestHelperService({ ...contestDeps, competitors: teams });
  const virtualBoard = new VirtualBoard({ ...virtualDeps, virtual: virtuals, boards: contestBoards });
  // rating: rated contests and the Elo-MMR chain, on the boards' final standings; account and rank read it through their ports
  const ratings = buildRatings(db, { contestRepo, contestBoards, teams, users });
  desk.subscribe(CONTEST_DESK_TOPIC, (p) => {
    const change = p as ContestDeskChange;
    if (change.kind === 'team' || change.kind === 'organization' || change.kind === 'group') contestBoards.forget(change.cid);
  });

  // balloon: a team's first AC on a contest problem, kept on the submission events; runners and the freeze setting
  const { balloons, balloonTracker } = buildBalloons(db, {
    contestRepo,
    contestAccess,
    users,
    teams,
    submissionReads,
    events,
    desk,
  });

  // similarity: a contest's similarity reports (Dolos, in a worker thread), for its admins
  const similarity = buildSimilarity({ db, contestAccess, contestRepo, users, submissionReads, problems });

  // training access and its side of submitting: before the submission service, which asks it about training submissions
  const trainingRepo = new TrainingRepository(db, dialect);
  const trainingAccess = new TrainingAccess(trainingRepo, groups);
  const trainingSubmit = new TrainingSubmitService({ repo: trainingRepo, access: trainingAccess, problems });
  // submission (the judge queue is its dispatch)
  const submissions = new SubmissionService({
    repo: submissionRepo,
    problems,
    switches,
    verdicts,
    dispatch: queue,
    events,
    contests: contestSubmissions,
    trainings: trainingSubmit,
    groups,
    remote: remoteJudging.remoteJudge,
  });
  const submissionAdmin = new SubmissionAdminService({ repo: submissionRepo, problems, verdicts, dispatch: queue, events });
  const customTests = new CustomTestService({ kv: core.kv, switches, problems, engine: judging.engine });

  // account
  const accountRepo = new AccountRepository(db);
  const accountDeps = {
    repo: accountRepo,
    codes: new CodeStore(core.kv),
    tokens: core.tokens,
    config,
    mailer,
    captcha: new CaptchaService(core.kv),
    guard: new LoginGuard(core.kv, core.config.loginFailures),
    puzzles: new LoginPuzzleService(core.kv),
  };
  const account = new AccountService(accountDeps);
  const profile = new ProfileService({ ...accountDeps, records, problems, ratings }, account);
  const avatars = new AvatarService(accountRepo, files);
  const userBatch = new UserBatchService(new UserBatchRepository(db));
  const userAdmin = new UserAdminService({
    repo: new UserAdminRepository(db, dialect),
    accounts: accountRepo,
    tokens: core.tokens,
  });
  const teamDeps = { teamRepo, contestAccess, contestRoster, users, files, desk, userBatch };
  const { teamAdmin, teamBoard, teamBatch } = buildTeams(teamDeps);
  const userJobs = new UserJobs(userBatch, core.redis ? core.kv : undefined, groups.enrolment);
  const dashboard = new DashboardService({
    userCount: () => userAdmin.userCount(),
    submissionsSince: (t) => records.countSince(t),
    mailConfigured: () => config.mailConfigured(),
    judge: () => judging.health().judge,
    contests: async () => (await contests.list({ currentPage: 1, limit: 100 })).records,
  });

  // problem bank and transfer
  const bank = new ProblemBankService({ problems, counts: records });
  keepListAnswers(core, { problemRepo, tags, submissionRepo, bank, problems, submissions });
  // import (its bundled submissions verified on the problem, Polygon checkers compiled) and export
  const { importer, ...verifying } = buildTransfer(core, { judging, problems, problemAdmin, files, uploads: testdataUploads });

  // message: reminders, notices, live unread counts (discussions send reminders through `messages`)
  const messageRepo = new MessageRepository(db);
  const messages = new MessageService({ repo: messageRepo, users, events: new MessageEvents(), kv: core.kv, relay: core.bus });
  const notices = new NoticeService({ repo: messageRepo, users, messages });
  // training: records follow verdicts; the focus-mode list asks contests through their services
  const trainingJudge = new TrainingJudgeRecords(submissionReads);
  const trainingRecorder = new TrainingRecorder({ repo: trainingRepo, judge: trainingJudge, events });
  const trainings = new TrainingService({
    repo: trainingRepo,
    access: trainingAccess,
    problems,
    counts: records,
    judge: trainingJudge,
    users,
    contests: {
      problems: (a, cid, end) => contests.problems(a, cid, end),
      problemStatuses: (a, cid, pids, end) => contestSubmissions.problemStatuses(a, cid, pids, end),
    },
  });
  const trainingAdmin = new TrainingAdminService({ repo: trainingRepo, access: trainingAccess, problems, problemAdmin, remote });
  // discussion: boards, comment areas (a contest's too), likes, reports
  // Reminders go to the message centre (MessageService implements the port); tests may record them instead.
  const reminders: Reminders = opts.reminders ?? messages;
  const discussionRepo = new DiscussionRepository(db, dialect);
  const commentRepo = new CommentRepository(db);
  const discussionGate = new DiscussionGate({ switches: newcomerSwitches, records });
  const discussions = new DiscussionService({
    repo: discussionRepo,
    comments: commentRepo,
    gate: discussionGate,
    users,
    problems,
    reminders,
    groups,
  });
  const comments = new CommentService({
    repo: commentRepo,
    discussions: discussionRepo,
    gate: discussionGate,
    users,
    contestAccess,
    reminders,
    groups,
  });
  // rank and home: global ranks cached in the key-value store, the home page and site announcements
  const rankFigures = new RankFigures(submissionReads);
  const ranks = new RankService({
    figures: rankFigures,
    users: new RankUserDirectory(db, dialect),
    kv: core.kv,
    events,
    ratings,
  });
  // clarification and ccs: the contest desk's questions and answers, the ICPC Contest API and its event feed
  const { clarifications, ccs, ccsObjects, ccsEvents, ccsPackage, ccsKeepAliveMs } = buildContestDesk(core, {
    contestRepo,
    contestAccess,
    contestRecords,
    contestBoards,
    problems,
    users,
    teams,
    events,
    desk,
    ccsFeed: opts.ccsFeed,
  });
  contestAdmin.onDeleted((cid) => ccsEvents.drop(cid));
  const home = new HomeService({ announcements: new AnnouncementRepository(db), files, contests });
  // group: the group itself, members, announcements; group content on the other modules' services; disband hooks
  const groupServices = buildGroups(core, {
    ...judgingServices,
    rankFigures,
    switches: newcomerSwitches,
    files,
    users,
    messages,
    problemAdmin,
    trainings,
    trainingAdmin,
    contests,
    contestAdmin,
    contestProblemAdmin,
    discussions,
  });

  return {
    ...judgingServices,
    ...remoteJudging,
    ...groupServices,
    guesses,
    discussions,
    comments,
    config,
    switches,
    mailer,
    files,
    problemAdmin,
    testdataUploads,
    tags,
    submissions,
    submissionAdmin,
    customTests,
    account,
    profile,
    avatars,
    userBatch,
    bank,
    importer,
    ...verifying,
    users,
    contestAdmin,
    contestProblemAdmin,
    contests,
    contestHelpers,
    contestSubmissions,
    contestBoards,
    contestUpsolve: new ContestUpsolve(contestDeps),
    virtuals,
    virtualBoard,
    balloons,
    balloonTracker,
    similarity,
    contestRoster,
    desk,
    teams,
    contestRecords,
    ccs,
    ccsObjects,
    teamAdmin,
    teamBatch,
    teamBoard,
    ccsEvents,
    ccsPackage,
    ccsKeepAliveMs,
    contestAccess,
    messages,
    notices,
    trainings,
    trainingAdmin,
    trainingRecorder,
    userAdmin,
    userJobs,
    dashboard,
    ranks,
    home,
    clarifications,
    ratings,
  };
}
