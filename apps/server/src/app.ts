import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { GroupLevel, JSON_BODY_LIMIT, parseWireDate, pickLang } from '@verdict/shared';
import type { Core } from './core';
import { installCors } from './http/cors';
import { StreamSlots } from './http/event-stream';
import { installJsonBodyParser } from './http/json-body';
import { installSecurityHeaders } from './http/security-headers';
import { installErrorHandler } from './http/error-handler';
import { logSerializers } from './http/log-redaction';
import { databaseHealth } from './infra/health';
import { AnswerCache } from './infra/answer-cache';
import { OneLineRequestLog } from './http/request-log';
import { GuessLimiter, installRateLimits } from './infra/rate-limit';
import { BusSubmissionEvents, InProcessSubmissionEvents, type SubmissionEvents } from './infra/submission-events';
import { AccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { AccountService } from './modules/account/account.service';
import { AvatarService } from './modules/account/avatar';
import { CaptchaService } from './modules/account/captcha';
import { CodeStore } from './modules/account/codes';
import { LoginGuard } from './modules/account/login-guard';
import { LoginPuzzleService } from './modules/account/login-puzzle';
import { ProfileService } from './modules/account/profile.service';
import { UserBatchRepository } from './modules/account/user-batch.repository';
import { UserBatchService } from './modules/account/user-batch.service';
import { adminUserRoutes } from './modules/admin/user-admin.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { DashboardService } from './modules/admin/dashboard.service';
import { UserAdminRepository } from './modules/account/user-admin.repository';
import { UserAdminService } from './modules/account/user-admin.service';
import { UserJobs } from './modules/account/user-jobs';
import { UserDirectory } from './modules/account/user-directory';
import { ContestAccess } from './modules/contest/contest-access';
import { contestAdminRoutes } from './modules/contest/contest-admin.routes';
import { ContestAdminService } from './modules/contest/contest-admin.service';
import { ContestBoardService } from './modules/contest/contest-board.service';
import { ContestHelperService } from './modules/contest/contest-helper.service';
import { ContestProblemAdminService } from './modules/contest/contest-problem-admin.service';
import { ContestSubmissionService } from './modules/contest/contest-submission.service';
import { ContestRepository } from './modules/contest/contest.repository';
import { ContestSealSource } from './modules/contest/contest-seals';
import { contestRoutes } from './modules/contest/contest.routes';
import { ContestService } from './modules/contest/contest.service';
import { FileRepository } from './modules/file/file.repository';
import { fileRoutes } from './modules/file/file.routes';
import { FileService } from './modules/file/file.service';
import { CustomTestService } from './modules/judge/custom-test.service';
import { compileChecker, judgeRoutes } from './modules/judge/judge.routes';
import { Judging } from './modules/judge/judging';
import { DatabaseJudgeQueue } from './modules/judge/queue';
import { JudgeHostRegistry } from './modules/judge/hosts';
import { RedisJudgeQueue } from './modules/judge/redis-queue';
import { problemBankRoutes } from './modules/problem-bank/problem-bank.routes';
import { ProblemBankService } from './modules/problem-bank/problem-bank.service';
import { ProblemExportService } from './modules/problem-transfer/problem-export.service';
import { ProblemImportService } from './modules/problem-transfer/problem-import.service';
import { problemTransferRoutes } from './modules/problem-transfer/problem-transfer.routes';
import { ProblemAdminService } from './modules/problem/problem-admin.service';
import { ProblemRepository } from './modules/problem/problem.repository';
import { problemRoutes } from './modules/problem/problem.routes';
import { ProblemService } from './modules/problem/problem.service';
import { TagAdminService } from './modules/problem/tag-admin.service';
import { TestdataUploads } from './modules/problem/testdata-uploads';
import { TestdataRepository } from './modules/problem/testdata.repository';
import { ConfigService } from './modules/site/config.service';
import { SiteMailer } from './modules/site/site-mailer';
import { siteRoutes } from './modules/site/site.routes';
import { SwitchService } from './modules/site/switch.service';
import { ContestJudgeRepository } from './modules/submission/contest-judge.repository';
import { ContestRecords } from './modules/submission/contest-records.service';
import { SubmissionAdminService } from './modules/submission/submission-admin.service';
import { SubmissionRecords } from './modules/submission/submission-records.service';
import { SubmissionRepository } from './modules/submission/submission.repository';
import { submissionRoutes } from './modules/submission/submission.routes';
import { SubmissionService } from './modules/submission/submission.service';
import { VerdictService } from './modules/submission/verdict.service';
import { VisibleVerdicts } from './modules/submission/visible-verdicts';
import { siteStatus } from './modules/system/health';
import { systemRoutes } from './modules/system/system.routes';
import { MessageEvents } from './modules/message/message-events';
import { MessageRepository } from './modules/message/message.repository';
import { messageRoutes } from './modules/message/message.routes';
import { MessageService } from './modules/message/message.service';
import { NoticeService } from './modules/message/notice.service';
import { TrainingJudgeRecords } from './modules/submission/training-judge-records';
import { TrainingAccess } from './modules/training/training-access';
import { trainingAdminRoutes } from './modules/training/training-admin.routes';
import { TrainingAdminService } from './modules/training/training-admin.service';
import { TrainingRecorder } from './modules/training/training-recorder';
import { TrainingSubmitService } from './modules/training/training-submit.service';
import { TrainingRepository } from './modules/training/training.repository';
import { trainingRoutes } from './modules/training/training.routes';
import { TrainingService } from './modules/training/training.service';
import { CommentRepository } from './modules/discussion/comment.repository';
import { CommentService } from './modules/discussion/comment.service';
import { DiscussionGate } from './modules/discussion/discussion.gate';
import { DiscussionRepository } from './modules/discussion/discussion.repository';
import { discussionRoutes } from './modules/discussion/discussion.routes';
import { DiscussionService } from './modules/discussion/discussion.service';
import type { Reminders } from './modules/discussion/reminders';
import { RankUserDirectory } from './modules/account/user-directory';
import { AnnouncementRepository } from './modules/home/announcement.repository';
import { homeRoutes } from './modules/home/home.routes';
import { HomeService } from './modules/home/home.service';
import { RankService } from './modules/rank/rank.service';
import { rankRoutes } from './modules/rank/rank.routes';
import { RankFigures } from './modules/submission/rank-figures';
import { GroupAnnouncementRepository } from './modules/home/announcement.repository';
import { GroupAnnouncementService as HomeGroupAnnouncements } from './modules/home/group-announcement.service';
import { GroupRepository } from './modules/group/group.repository';
import { GroupService } from './modules/group/group-service';
import { GroupManageService } from './modules/group/group-manage.service';
import { GroupMemberService } from './modules/group/group-member.service';
import { GroupAnnouncementService } from './modules/group/group-announcement.service';
import type { GroupDisbandHook } from './modules/group/group.ports';
import { groupRoutes } from './modules/group/group.routes';
import { groupContentRoutes } from './modules/group-content/group-content.routes';
import { GroupGate } from './modules/group-content/group-gate';
import { GroupProblemService } from './modules/group-content/group-problem.service';
import { GroupTrainingService } from './modules/group-content/group-training.service';
import { GroupContestService } from './modules/group-content/group-contest.service';
import { GroupRankService } from './modules/group-content/group-rank.service';
import { GroupDiscussionService } from './modules/group-content/group-discussion.service';

export interface BuildOptions {
  logger?: boolean | Record<string, unknown>;
  /** Tests pass a recording implementation of the discussion module's message port. */
  reminders?: Reminders;
  /** A judge host relays its events to the API processes (modules/judge/remote-task.ts). */
  events?: (local: SubmissionEvents) => SubmissionEvents;
}

export type Services = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * Every service of the server, built once, in dependency order. A module's services are built
 * only here; a module that needs another's data receives that module's service.
 */
export function buildServices(core: Core, opts: Pick<BuildOptions, 'reminders' | 'events'> = {}) {
  const { db, dialect } = core.database;
  // Scaled mode (REDIS_URL): events cross processes on the bus, jobs go through BullMQ.
  const local = core.bus ? new BusSubmissionEvents(core.bus) : new InProcessSubmissionEvents();
  const events = opts.events ? opts.events(local) : local;

  // wrong contest/training passwords and group codes, counted per user and address
  const guesses = new GuessLimiter(core.kv, core.config.guessLimits);

  // site: settings, switches, mail
  const config = new ConfigService(core.siteConfig);
  const switches = new SwitchService(core.siteConfig);
  const mailer = new SiteMailer(config);

  // groups: who stands how to which group (resolved once per request, read through access/group-policy.ts by every module with group items)
  const groupRepo = new GroupRepository(db, dialect);
  const groups = new GroupService(groupRepo);

  // file: uploads and their rows
  const files = new FileService(
    new FileRepository(db),
    core.paths.publicImg,
    core.paths.publicFile,
    { quotaBytes: core.config.uploadQuotaMb * 1024 * 1024 },
    groups,
  );

  // submission records first: problems count verdicts through them
  const submissionRepo = new SubmissionRepository(db, dialect);
  // what contest seals hide counts in no figure a visitor sees (the contest module reports its seals)
  const visibleVerdicts = new VisibleVerdicts(new ContestSealSource(new ContestRepository(db, dialect)));
  const records = new SubmissionRecords(submissionRepo, visibleVerdicts);

  // problem
  const problemRepo = new ProblemRepository(db, dialect);
  const problems = new ProblemService({ repo: problemRepo, store: core.testdata, counts: records, groups });
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

  // contest: before the submission services, which apply its rules to contest submissions
  const users = new UserDirectory(db, dialect);
  const contestRepo = new ContestRepository(db, dialect);
  const contestRecords = new ContestRecords({ repo: new ContestJudgeRepository(db), submissions: submissionRepo });
  const contestAccess = new ContestAccess(contestRepo, groups);
  const contestAdmin = new ContestAdminService({ repo: contestRepo, access: contestAccess, records: contestRecords });
  const contestProblemAdmin = new ContestProblemAdminService({
    repo: contestRepo,
    access: contestAccess,
    problems,
    problemAdmin,
    records: contestRecords,
  });
  const contestDeps = { repo: contestRepo, access: contestAccess, problems, records: contestRecords, users };
  const contests = new ContestService(contestDeps);
  const contestHelpers = new ContestHelperService(contestDeps);
  const contestSubmissions = new ContestSubmissionService(contestDeps);
  const contestBoards = new ContestBoardService({ ...contestDeps, events, contests });

  // training access and its side of submitting: before the submission service, which asks it about training submissions
  const trainingRepo = new TrainingRepository(db, dialect);
  const trainingAccess = new TrainingAccess(trainingRepo, groups);
  const trainingSubmit = new TrainingSubmitService({ repo: trainingRepo, access: trainingAccess, problems });

  // submission (the judge queue is its dispatch)
  const queue = core.redis ? new RedisJudgeQueue(core.redis) : new DatabaseJudgeQueue(db);
  const verdicts = new VerdictService({ repo: submissionRepo, dispatch: queue, events });
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
  });
  const submissionAdmin = new SubmissionAdminService({ repo: submissionRepo, problems, verdicts, dispatch: queue, events });

  // judge
  const judging = new Judging({
    queue,
    events,
    verdicts,
    problems,
    concurrency: core.config.judgeConcurrency ?? os.availableParallelism(),
    hosts: new JudgeHostRegistry(db),
  });
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
  const profile = new ProfileService({ ...accountDeps, records, problems }, account);
  const avatars = new AvatarService(accountRepo, files);
  const userBatch = new UserBatchService(new UserBatchRepository(db));
  const userAdmin = new UserAdminService({
    repo: new UserAdminRepository(db, dialect),
    accounts: accountRepo,
    tokens: core.tokens,
  });
  const userJobs = new UserJobs(userBatch, core.redis ? core.kv : undefined);
  const dashboard = new DashboardService({
    userCount: () => userAdmin.userCount(),
    submissionsSince: (t) => records.countSince(t),
    mailConfigured: () => config.mailConfigured(),
    judge: () => judging.health().judge,
    contests: async () =>
      (await contests.list({ currentPage: 1, limit: 100 })).records.map((c) => ({
        id: c.id,
        title: c.title,
        type: c.type,
        startTime: parseWireDate(c.startTime),
        endTime: parseWireDate(c.endTime),
      })),
  });

  // problem bank and transfer
  const bank = new ProblemBankService({ problems, counts: records });
  // whole pages of the two lists (and problem pages), kept until a row they show changes (several processes share the generation on PostgreSQL)
  const answerKv = dialect.name === 'sqlite' ? {} : { kv: core.kv };
  const problemListAnswers = new AnswerCache('problem-list', answerKv);
  const submissionListAnswers = new AnswerCache('submission-list', answerKv);
  problemRepo.onChange(() => (problemListAnswers.bump(), submissionListAnswers.bump()));
  tags.onChange(problemListAnswers.bump);
  submissionRepo.onChange((c) => {
    // Problem pages and the problem list show counts: a share flag or Pending → Judging moves none.
    if (c.kind !== 'share' && !(c.kind === 'status' && !c.verdict)) problemListAnswers.bump();
    submissionListAnswers.bump();
  });
  bank.keepAnswersIn(problemListAnswers);
  problems.keepPagesIn(problemListAnswers);
  submissions.keepAnswersIn(submissionListAnswers);
  const importer = new ProblemImportService({ problems, problemAdmin, files, uploads: testdataUploads });
  const exporter = new ProblemExportService(problems, core.testdata);

  // message: reminders, notices, live unread counts (discussions send reminders through `messages`)
  const messageRepo = new MessageRepository(db);
  const messages = new MessageService({ repo: messageRepo, users, events: new MessageEvents(), kv: core.kv, relay: core.bus });
  const notices = new NoticeService({ repo: messageRepo, users, messages });
  // training: records follow verdicts; the focus-mode list asks contests through their services
  const trainingJudge = new TrainingJudgeRecords(db);
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
  const trainingAdmin = new TrainingAdminService({ repo: trainingRepo, access: trainingAccess, problems, problemAdmin });
  // discussion: boards, comment areas (a contest's too), likes, reports
  // Reminders go to the message centre (MessageService implements the port); tests may record them instead.
  const reminders: Reminders = opts.reminders ?? messages;
  const discussionRepo = new DiscussionRepository(db, dialect);
  const commentRepo = new CommentRepository(db);
  const discussionGate = new DiscussionGate({ switches, records });
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
  const ranks = new RankService({
    figures: new RankFigures(db, visibleVerdicts),
    users: new RankUserDirectory(db, dialect),
    kv: core.kv,
    events,
  });
  const home = new HomeService({ announcements: new AnnouncementRepository(db), files, contests });
  // group: the group itself, members, announcements (kept by home); group content adds its disband hooks here
  const groupDisbandHooks: GroupDisbandHook[] = [];
  const groupAnnouncementStore = new HomeGroupAnnouncements(new GroupAnnouncementRepository(db));
  const groupManage = new GroupManageService({
    repo: groupRepo,
    groups,
    switches,
    solved: records,
    announcements: groupAnnouncementStore,
    avatars: files,
    disbandHooks: groupDisbandHooks,
  });
  const groupMembers = new GroupMemberService({ repo: groupRepo, groups, manage: groupManage, users, notices: messages });
  const groupAnnouncements = new GroupAnnouncementService({ groups, store: groupAnnouncementStore });
  // group content: problems, trainings, contests, discussions and rank of a group, on their modules' services
  const groupGate = new GroupGate(groups);
  const groupProblems = new GroupProblemService({
    gate: groupGate,
    problems,
    problemAdmin,
    counts: records,
    compileChecker: (code, language, extraFiles) => compileChecker(judging, code, language, extraFiles),
  });
  const groupTrainings = new GroupTrainingService({ gate: groupGate, trainings, trainingAdmin });
  const groupContests = new GroupContestService({ gate: groupGate, contests, contestAdmin, contestProblemAdmin });
  const groupDiscussions = new GroupDiscussionService({ gate: groupGate, discussions });
  // disband: the group's discussions go; its problems, trainings and contests stay (records, submissions) but are hidden
  groupDisbandHooks.push(discussions.removeGroup, problemAdmin.hideGroup, trainingAdmin.hideGroup, contestAdmin.hideGroup);
  const groupRanks = new GroupRankService({
    gate: groupGate,
    figures: new RankFigures(db, visibleVerdicts),
    users: new RankUserDirectory(db, dialect),
    roster: async (gid) =>
      (await groupRepo.membersAt(gid, [GroupLevel.Member, GroupLevel.Admin, GroupLevel.Root])).records.map((m) => m.uid),
  });

  return {
    guesses,
    discussions,
    comments,
    config,
    switches,
    mailer,
    files,
    records,
    problems,
    problemAdmin,
    testdataUploads,
    tags,
    queue,
    verdicts,
    submissions,
    submissionAdmin,
    judging,
    customTests,
    account,
    profile,
    avatars,
    userBatch,
    bank,
    importer,
    exporter,
    events,
    users,
    contestAdmin,
    contestProblemAdmin,
    contests,
    contestHelpers,
    contestSubmissions,
    contestBoards,
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
    groups,
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

/**
 * The whole HTTP application: plugins, the services, then every module's routes in the
 * order below — this file is the map of the server.
 */
export async function buildApp(core: Core, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines and errors never carry e-mail addresses or mailed codes (log-redaction.ts).
    logger: opts.logger ? { ...(opts.logger === true ? {} : opts.logger), serializers: logSerializers } : false,
    // JSON only: multipart uploads have their own limits, a few calls raise this (EndpointDef.bodyLimit).
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: core.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    logController: new OneLineRequestLog(),
  });
  const s = buildServices(core, opts);
  // The language table follows the judge package's languages on every start.
  await s.problemAdmin.syncLanguages();
  app.decorate('services', s);
  app.decorate('streamSlots', new StreamSlots(core.config.sseLimits));
  app.decorate('authDeps', { tokens: core.tokens, loadActor: (uid: string) => s.account.loadActor(uid) });
  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', (req, _reply, done) => {
    const q = req.query as Record<string, unknown> | undefined;
    req.lang = pickLang(typeof q?.l === 'string' ? q.l : undefined, req.headers['accept-language']);
    done();
  });
  // Abandoned test-data uploads and test data no case uses: swept once started, then every 10 minutes.
  app.addHook('onReady', async () => s.testdataUploads.startSweeping(app.log));
  app.addHook('onClose', async () => {
    await s.testdataUploads.stopSweeping();
    await s.judging.stopWorkers();
    if (s.queue instanceof RedisJudgeQueue) await s.queue.close();
    await core.redis?.close();
  });
  installCors(app, core.config.corsOrigins);
  installJsonBodyParser(app);
  installSecurityHeaders(app, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });
  // Brotli or gzip as the browser asks, for JSON and the client's files alike. Server-sent events are
  // not compressed: the default types leave text/event-stream out, and that route hijacks its reply.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 512 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(fastifyStatic, {
    root: path.join(core.config.dataDir, 'public'),
    prefix: '/api/public/',
    decorateReply: true,
  });
  await installRateLimits(app, core.kv, core.config.rateLimits);

  // Before any route: Fastify binds a route to the error handler current when it is added.
  installErrorHandler(app);

  // ── modules ────────────────────────────────────────────────────────────────
  systemRoutes(app, async () => {
    const [databaseStatus, redis] = await Promise.all([databaseHealth(core.database.db), core.redis?.health()]);
    // The heartbeats live in the database: while it is down the lists are empty, health still answers.
    const processes = await s.judging.hosts().catch(() => []);
    const { judge } = s.judging.health();
    return {
      status: siteStatus({ database: databaseStatus, redis, judge, judgesHere: core.config.judgeConcurrency !== 0, processes }),
      database: core.database.dialect.name,
      databaseStatus,
      ...(redis ? { redis } : {}),
      judge,
      judgeHosts: processes.filter((p) => p.kind === 'host'),
      // API processes, this one and its siblings (a dead one is 'down'); those judging in-process show their load.
      apiProcesses: processes.filter((p) => p.kind === 'api'),
    };
  });
  siteRoutes(app, s);
  accountRoutes(app, s);
  adminUserRoutes(app, s);
  adminRoutes(app, {
    ...s,
    system: {
      database: core.database.dialect.name,
      judge: () => s.judging.health().judge,
      goJudgeUrl: core.config.goJudgeUrl,
      databaseUrl: core.config.databaseUrl,
      sqliteFile: core.config.sqliteFile,
      redisUrl: core.config.redisUrl,
      judgeHosts: () => s.judging.hosts(),
    },
  });
  fileRoutes(app, s);
  problemRoutes(app, { ...s, store: core.testdata, tmpRoot: core.paths.tmp });
  problemBankRoutes(app, s);
  problemTransferRoutes(app, { ...s, tmpRoot: core.paths.tmp, store: core.testdata });
  submissionRoutes(app, s);
  judgeRoutes(app, { ...s, store: core.testdata, judgeToken: core.config.judgeToken });
  contestRoutes(app, s);
  contestAdminRoutes(app, s);
  messageRoutes(app, s);
  trainingRoutes(app, s);
  trainingAdminRoutes(app, s);
  discussionRoutes(app, s);
  rankRoutes(app, s);
  homeRoutes(app, s);
  groupRoutes(app, s);
  groupContentRoutes(app, s);
  // ───────────────────────────────────────────────────────────────────────────

  await serveWebClient(app, core.config.webDist);
  return app;
}

/**
 * What the React client needs and no more: antd, CodeMirror and KaTeX write inline styles;
 * statements show data:/blob: and external https images; KaTeX fonts may be inlined; the API
 * and the submissions SSE stream are same-origin; PDF attachments open in a same-origin frame.
 * No upgrade-insecure-requests: many judges run on plain http inside a school network.
 * The attachment route sets its own stricter policy (default-src 'none'; sandbox).
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  scriptSrcAttr: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Vite names every file under /assets/ by its content hash: a new build means new names, so browsers may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built React client, with index.html for every non-API path (history-mode routes). Hashed
 * assets are cached for a year; index.html and the unhashed files are revalidated on every visit.
 */
async function serveWebClient(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('Cache-Control', isHashedAsset(webDist, file) ? IMMUTABLE : 'no-cache'),
  });
  app.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(webDist, path.normalize(req.url.split('?')[0]).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(webDist + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
      const relative = path.relative(webDist, file);
      reply.header('Cache-Control', isHashedAsset(webDist, file) ? IMMUTABLE : 'no-cache');
      return reply.sendFile(relative, webDist, { cacheControl: false });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist, { cacheControl: false });
  });
}

const isHashedAsset = (webDist: string, file: string) => path.relative(webDist, file).split(path.sep)[0] === 'assets';
