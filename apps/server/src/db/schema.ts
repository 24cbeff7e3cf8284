import type { Generated } from 'kysely';

/**
 * Table types, camelCase (CamelCasePlugin maps to snake_case columns).
 * Times are epoch milliseconds, booleans 0/1 integers, JSON as text (see dialect.ts).
 */
export interface Database {
  userInfo: UserInfoTable;
  userRole: { id: Generated<number>; uid: string; roleId: number; gmtCreate: number };
  userRecord: { uid: string; rating: number | null };
  session: {
    id: Generated<number>;
    uid: string;
    userAgent: string | null;
    ip: string | null;
    gmtCreate: number;
    sid: string | null;
  };
  kvStore: { key: string; value: string; expiresAt: number | null };
  siteConfig: { key: string; value: string };
  file: FileTable;
  language: LanguageTable;
  problem: ProblemTable;
  problemCase: ProblemCaseTable;
  problemLanguage: { id: Generated<number>; pid: number; lid: number };
  problemTag: { id: Generated<number>; pid: number; tid: number };
  codeTemplate: { id: Generated<number>; pid: number; lid: number; code: string; status: number };
  tag: {
    id: Generated<number>;
    name: string;
    color: string | null;
    oj: string;
    gid: number | null;
    tcid: number | null;
    gmtCreate: number;
    gmtModified: number;
  };
  tagClassification: { id: Generated<number>; name: string; oj: string; rank: number; gmtCreate: number; gmtModified: number };
  judge: JudgeTable;
  judgeCase: JudgeCaseTable;
  judgeHost: JudgeHostTable;
  judgeJob: {
    submitId: number;
    attemptId: string | null;
    leaseUntil: number | null;
    availableAt: number;
    tries: number;
    priority: number;
    gmtCreate: number;
  };
  userAcproblem: { id: Generated<number>; uid: string; pid: number; submitId: number; gmtCreate: number };
  contest: ContestTable;
  contestProblem: ContestProblemTable;
  contestRegister: { id: Generated<number>; cid: number; uid: string; status: number; gmtCreate: number; gmtModified: number };
  contestAnnouncement: ContestAnnouncementTable;
  contestPrint: ContestPrintTable;
  contestAcCheck: { submitId: number; cid: number; gmtCreate: number };
  msgRemind: MsgRemindTable;
  adminSysNotice: AdminSysNoticeTable;
  userSysNotice: UserSysNoticeTable;
  training: TrainingTable;
  trainingCategory: {
    id: Generated<number>;
    name: string;
    color: string | null;
    gid: number | null;
    gmtCreate: number;
    gmtModified: number;
  };
  trainingProblem: {
    id: Generated<number>;
    tid: number;
    pid: number;
    displayId: string;
    rank: number;
    gmtCreate: number;
    gmtModified: number;
  };
  trainingRegister: { id: Generated<number>; tid: number; uid: string; status: number; gmtCreate: number; gmtModified: number };
  trainingRecord: {
    id: Generated<number>;
    tid: number;
    tpid: number;
    pid: number;
    uid: string;
    submitId: number;
    gmtCreate: number;
    gmtModified: number;
  };
  category: { id: Generated<number>; name: string; gmtCreate: number; gmtModified: number };
  discussion: DiscussionTable;
  comment: {
    id: Generated<number>;
    cid: number | null;
    did: number | null;
    content: string;
    fromUid: string;
    likeNum: number;
    status: number;
    gmtCreate: number;
    gmtModified: number;
  };
  reply: {
    id: Generated<number>;
    commentId: number;
    fromUid: string;
    toUid: string | null;
    content: string;
    status: number;
    gmtCreate: number;
    gmtModified: number;
  };
  discussionLike: { id: Generated<number>; did: number; uid: string; gmtCreate: number };
  commentLike: { id: Generated<number>; cid: number; uid: string; gmtCreate: number };
  discussionReport: {
    id: Generated<number>;
    did: number;
    reporter: string;
    content: string | null;
    status: number;
    gmtCreate: number;
    gmtModified: number;
  };
  announcement: {
    id: Generated<number>;
    title: string;
    content: string;
    uid: string | null;
    username: string | null;
    status: number;
    gid: number | null;
    gmtCreate: number;
    gmtModified: number;
  };
  group: GroupTable;
  groupMember: {
    id: Generated<number>;
    gid: number;
    uid: string;
    auth: number;
    reason: string | null;
    gmtCreate: number;
    gmtModified: number;
  };
}

export interface UserInfoTable {
  uuid: string;
  username: string;
  /** Case-insensitive and look-alike forms of the username, each unique (modules/account/username.ts). */
  usernameFold: string | null;
  usernameKey: string | null;
  password: string;
  nickname: string | null;
  school: string | null;
  course: string | null;
  number: string | null;
  gender: string;
  realname: string | null;
  cfUsername: string | null;
  github: string | null;
  blog: string | null;
  email: string | null;
  avatar: string | null;
  signature: string | null;
  titleName: string | null;
  titleColor: string | null;
  status: number;
  gmtCreate: number;
  gmtModified: number;
}

export interface FileTable {
  id: Generated<number>;
  uid: string | null;
  gid: number | null;
  type: string;
  name: string;
  suffix: string | null;
  folderPath: string | null;
  filePath: string;
  isDeleted: number;
  /** Bytes; null for rows from before sizes were kept (not counted against the upload quota). */
  size: number | null;
  gmtCreate: number;
}

export interface LanguageTable {
  id: Generated<number>;
  contentType: string;
  description: string;
  name: string;
  compileCommand: string | null;
  template: string | null;
  codeTemplate: string | null;
  isSpj: number;
  oj: string;
  seq: number;
}

export interface ProblemTable {
  id: Generated<number>;
  problemId: string;
  title: string;
  /** Free text shown as the author; access follows ownerUid. */
  author: string | null;
  /** The user who created or imported the problem; null when unknown (rows from before owners). */
  ownerUid: string | null;
  type: number;
  judgeMode: string;
  judgeCaseMode: string;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  description: string | null;
  input: string | null;
  output: string | null;
  examples: string | null;
  isRemote: number;
  source: string | null;
  difficulty: number;
  hint: string | null;
  auth: number;
  ioScore: number;
  codeShare: number;
  spjCode: string | null;
  spjLanguage: string | null;
  userExtraFile: string | null;
  judgeExtraFile: string | null;
  isRemoveEndBlank: number;
  openCaseResult: number;
  isUploadCase: number;
  caseVersion: string;
  modifiedUser: string | null;
  isGroup: number;
  gid: number | null;
  applyPublicProgress: number | null;
  isFileIo: number;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface ProblemCaseTable {
  id: Generated<number>;
  pid: number;
  /** File name shown to admins (1.in) — content lives in the content-addressed store. */
  input: string;
  output: string;
  inputHash: string;
  outputHash: string;
  inputSize: number;
  outputSize: number;
  score: number;
  groupNum: number;
  seq: number;
  status: number;
}

export interface JudgeTable {
  submitId: Generated<number>;
  pid: number;
  displayPid: string;
  uid: string;
  username: string;
  submitTime: number;
  status: number;
  share: number;
  errorMessage: string | null;
  time: number | null;
  memory: number | null;
  score: number | null;
  length: number;
  code: string;
  language: string;
  cid: number;
  cpid: number;
  gid: number | null;
  judger: string | null;
  ip: string | null;
  version: number;
  oiRankScore: number | null;
  isManual: number;
  /** Judge attempt that owns the row now: results of older attempts are ignored (idempotent ingestion). */
  attemptId: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface JudgeCaseTable {
  id: Generated<number>;
  submitId: number;
  uid: string;
  pid: number;
  caseId: number | null;
  status: number;
  time: number | null;
  memory: number | null;
  score: number | null;
  groupNum: number | null;
  seq: number;
  mode: string;
  inputData: string | null;
  outputData: string | null;
  userOutput: string | null;
  /** The start of the program's output on a wrong answer (migration 006) and the whole output's bytes. */
  outputExcerpt: string | null;
  outputBytes: number | null;
  gmtCreate: number;
}

export interface ContestTable {
  id: Generated<number>;
  uid: string;
  author: string | null;
  title: string;
  type: number;
  description: string | null;
  source: number;
  auth: number;
  pwd: string | null;
  startTime: number;
  endTime: number;
  /** Seconds. */
  duration: number;
  sealRank: number;
  sealRankTime: number | null;
  autoRealRank: number;
  visible: number;
  openPrint: number;
  openAccountLimit: number;
  accountLimitRule: string | null;
  rankShowName: string;
  /** JSON array of usernames. */
  starAccount: string;
  openRank: number;
  oiRankScoreType: string;
  isGroup: number;
  gid: number | null;
  awardType: number;
  /** JSON array of {priority, name, background, color, num}. */
  awardConfig: string;
  allowEndSubmit: number;
  gmtCreate: number;
  gmtModified: number;
}

export interface ContestProblemTable {
  id: Generated<number>;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface ContestAnnouncementTable {
  id: Generated<number>;
  cid: number;
  title: string;
  content: string;
  uid: string | null;
  username: string | null;
  status: number;
  gmtCreate: number;
  gmtModified: number;
}

export interface ContestPrintTable {
  id: Generated<number>;
  cid: number;
  uid: string;
  username: string;
  realname: string | null;
  content: string;
  status: number;
  gmtCreate: number;
  gmtModified: number;
}

export interface MsgRemindTable {
  id: Generated<number>;
  action: string;
  senderId: string;
  recipientId: string;
  sourceId: number;
  sourceType: string;
  sourceTitle: string | null;
  sourceContent: string | null;
  quoteId: number | null;
  quoteType: string | null;
  quoteContent: string | null;
  url: string | null;
  state: number;
  dedupeKey: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface AdminSysNoticeTable {
  id: Generated<number>;
  title: string;
  content: string;
  type: string;
  state: number;
  recipientId: string | null;
  recipients: string;
  adminId: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface UserSysNoticeTable {
  id: Generated<number>;
  sysNoticeId: number;
  recipientId: string;
  type: string;
  state: number;
  gmtCreate: number;
  gmtModified: number;
}

export interface TrainingTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  author: string | null;
  uid: string | null;
  auth: string;
  privatePwd: string | null;
  status: number;
  rank: number;
  categoryId: number | null;
  isGroup: number;
  gid: number | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface DiscussionTable {
  id: Generated<number>;
  categoryId: number | null;
  title: string;
  description: string | null;
  content: string;
  /** The problem's display id (problemId) for problem discussions. */
  pid: string | null;
  uid: string;
  author: string | null;
  viewNum: number;
  likeNum: number;
  commentNum: number;
  topPriority: number;
  status: number;
  gid: number | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface GroupTable {
  id: Generated<number>;
  avatar: string | null;
  name: string;
  shortName: string;
  /** shortName lowercased: unique, so two groups never share a problem-id prefix. */
  shortNameKey: string;
  brief: string;
  description: string;
  /** The owner's username (contract §4); `uid` is the owner's uid. */
  owner: string;
  uid: string;
  auth: number;
  visible: number;
  status: number;
  code: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface JudgeHostTable {
  /** Stable across restarts: host name + data folder (judge host) or + port (API process), or VERDICT_INSTANCE_NAME. */
  name: string;
  /** 'host' (npm run judge) or 'api' (an API process, judging in-process or not). */
  kind: string;
  pid: number | null;
  concurrency: number;
  active: number;
  status: string;
  reason: string | null;
  cpuCores: number;
  loadAvg: number;
  memLoad: number;
  judged: number;
  startedAt: number;
  lastSeen: number;
}
