import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike, intLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { problemEntity, problemInfo } from './problem';
import { judgeEntity, judgeVo } from './submission';
import { ContestLimits } from './contest-rule';
import { contestRankDto, contestRankPage, contestScrollBoardInfo, contestScrollBoardSubmission } from './contest-board';

/** Contest calls of contestants and viewers (contract §2.5), contest downloads (§2.11), spec 2. */

/** 0 public; 1 private (password to enter); 2 protected (password to submit). */
export const ContestAuth = { Public: 0, Private: 1, Protected: 2 } as const;
export const ContestStatus = { Scheduled: -1, Running: 0, Ended: 1 } as const;
export const AwardType = { None: 0, Percentage: 1, Count: 2 } as const;
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export type RankShowName = (typeof RANK_SHOW_NAMES)[number];
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;
export type OiRankScoreType = (typeof OI_RANK_SCORE_TYPES)[number];
export const SPLIT_TYPES = ['user', 'problem'] as const;

/** Status at `nowMs` (spec 2 §4): before start scheduled, before end running, then ended. */
export function contestStatusAt(startMs: number, endMs: number, nowMs: number): number {
  if (nowMs < startMs) return ContestStatus.Scheduled;
  if (nowMs < endMs) return ContestStatus.Running;
  return ContestStatus.Ended;
}

/** Scroll-board medal defaults (spec 2 §9): 10/20/30 % of the ranked count, rounded down. */
export const defaultMedalCounts = (rankedCount: number): [number, number, number] => [
  Math.floor(rankedCount * 0.1),
  Math.floor(rankedCount * 0.2),
  Math.floor(rankedCount * 0.3),
];

/** ContestAwardConfigVO (contract §1.6). */
export const contestAwardConfig = z.object({
  priority: z.number(),
  name: z.string(),
  background: z.string(),
  color: z.string(),
  num: z.number(),
});
export type ContestAwardConfig = z.infer<typeof contestAwardConfig>;

/** Award rows a new contest starts with (spec 3 §3): counts for awardType 2, percentages for 1. */
export const DEFAULT_AWARD_CONFIG: readonly ContestAwardConfig[] = [
  { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
  { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff', num: 20 },
  { priority: 3, name: 'Bronze', background: '#CD7F32', color: '#fff', num: 30 },
];

// ── shapes ───────────────────────────────────────────────────────────────────

/** ContestVO (contract §3): list rows and the contest shell; `now` is the server's clock (info only). */
export const contestVo = z.object({
  id: z.number(),
  author: z.string().nullable(),
  title: z.string(),
  type: z.number(),
  description: z.string().nullable(),
  status: z.number(),
  source: z.number().nullable(),
  auth: z.number(),
  now: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  /** Seconds. */
  duration: z.number(),
  sealRank: z.boolean().nullable(),
  openPrint: z.boolean().nullable(),
  sealRankTime: z.string().nullable(),
  rankShowName: z.string().nullable(),
  openRank: z.boolean().nullable(),
  oiRankScoreType: z.string().nullable(),
  /** Registered users. */
  count: z.number().nullable(),
  gid: z.number().nullable(),
  allowEndSubmit: z.boolean().nullable(),
  /** A team contest: competitors are teams. */
  teamContest: z.boolean().optional(),
});
export type ContestVo = z.infer<typeof contestVo>;

/** contest_problem entity. */
export const contestProblemEntity = z.object({
  id: z.number(),
  displayId: z.string(),
  cid: z.number(),
  pid: z.number(),
  displayTitle: z.string(),
  /** Balloon colour. */
  color: z.string().nullable(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type ContestProblemEntity = z.infer<typeof contestProblemEntity>;

/** ContestProblemVO: the contest problem list, with counts frozen at the seal for viewers of a sealed board. */
export const contestProblemVo = contestProblemEntity
  .omit({ gmtCreate: true, gmtModified: true })
  .extend({ ac: z.number(), total: z.number() });
export type ContestProblemVo = z.infer<typeof contestProblemVo>;

/** A contest announcement (AnnouncementVO); status 0 shown, 1 hidden. */
export const contestAnnouncementVo = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  uid: z.string().nullable(),
  username: z.string().nullable(),
  status: z.number(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type ContestAnnouncementVo = z.infer<typeof contestAnnouncementVo>;

/** ContestRecord as the AC info shows it (id = submitId): the first AC of a user on a problem. */
export const contestAcRecord = z.object({
  id: z.number(),
  cid: z.number(),
  uid: z.string(),
  pid: z.number(),
  cpid: z.number(),
  displayId: z.string(),
  submitId: z.number(),
  username: z.string(),
  realname: z.string().nullable(),
  status: z.number(),
  submitTime: z.string().nullable(),
  /** Seconds since the start. */
  time: z.number(),
  score: z.number().nullable(),
  useTime: z.number().nullable(),
  firstBlood: z.boolean(),
  checked: z.boolean(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type ContestAcRecord = z.infer<typeof contestAcRecord>;

/** A print request; status 0 waiting, 1 printed. */
export const contestPrintEntity = z.object({
  id: z.number(),
  cid: z.number(),
  username: z.string(),
  realname: z.string().nullable(),
  content: z.string(),
  status: z.number(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type ContestPrintEntity = z.infer<typeof contestPrintEntity>;

// ── request pieces ───────────────────────────────────────────────────────────

const optFlag = () => z.preprocess(emptyToUndefined, boolLike().optional());
const optInt = () => z.preprocess(emptyToUndefined, intLike().optional());
const cidQuery = z.object({ cid: idLike() });

// ── contestant calls (§2.5) ──────────────────────────────────────────────────

export const getContestList = endpoint({
  method: 'GET',
  path: '/api/get-contest-list',
  auth: 'anon',
  query: pageQuery(ContestLimits.listPageSize).extend({
    status: z.preprocess(
      emptyToUndefined,
      intLike().pipe(z.number().min(-1, 'must be -1, 0 or 1').max(1, 'must be -1, 0 or 1')).optional(),
    ),
    type: z.preprocess(emptyToUndefined, intLike().pipe(z.number().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')).optional()),
    keyword: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
  }),
  data: paged(contestVo),
});
export const getContestInfo = endpoint({
  method: 'GET',
  path: '/api/get-contest-info',
  auth: 'login',
  query: cidQuery,
  data: contestVo,
});
export const registerContest = endpoint({
  method: 'POST',
  path: '/api/register-contest',
  auth: 'login',
  body: z.object({ cid: idLike(), password: z.string().min(1, 'is required').max(64, 'must be at most 64 characters') }),
});
export const getContestAccess = endpoint({
  method: 'GET',
  path: '/api/get-contest-access',
  auth: 'login',
  query: cidQuery,
  data: z.object({ access: z.boolean() }),
});
export const getContestProblem = endpoint({
  method: 'GET',
  path: '/api/get-contest-problem',
  auth: 'opt',
  query: z.object({ cid: idLike(), containsEnd: optFlag() }),
  data: z.array(contestProblemVo),
});
/** ProblemInfoVO of a contest problem: title is the display title; author, source and difficulty are null until the end. */
export const contestProblemInfo = problemInfo.extend({ problem: problemEntity.extend({ difficulty: z.number().nullable() }) });
export type ContestProblemInfo = z.infer<typeof contestProblemInfo>;
export const getContestProblemDetails = endpoint({
  method: 'GET',
  path: '/api/get-contest-problem-details',
  auth: 'login',
  summary: 'Contract quirk kept: tags are filled while the contest runs and empty once it ended.',
  query: z.object({ cid: idLike(), displayId: z.string().trim().min(1, 'is required').max(64), containsEnd: optFlag() }),
  data: contestProblemInfo,
});
export const contestSubmissionsQuery = pageQuery(15).extend({
  contestID: idLike(),
  beforeContestSubmit: optFlag(),
  onlyMine: optFlag(),
  problemID: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
  status: optInt(),
  username: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
  completeProblemID: optFlag(),
  containsEnd: optFlag(),
  /** The caller's own virtual submissions (contest-virtual.ts) instead of the contest's list. */
  virtual: optFlag(),
});
export type ContestSubmissionsQuery = z.infer<typeof contestSubmissionsQuery>;
export const getContestSubmissions = endpoint({
  method: 'GET',
  path: '/api/contest-submissions',
  auth: 'login',
  query: contestSubmissionsQuery,
  data: paged(judgeVo),
});
export const checkContestSubmissionsStatus = endpoint({
  method: 'POST',
  path: '/api/check-contest-submissions-status',
  auth: 'login',
  body: z.object({ submitIds: z.array(idLike()).max(100).default([]), cid: idLike() }),
  data: z.record(z.string(), judgeEntity),
});
export const getContestRank = endpoint({
  method: 'POST',
  path: '/api/get-contest-rank',
  auth: 'login',
  body: contestRankDto,
  data: contestRankPage,
});
export const getContestAnnouncement = endpoint({
  method: 'GET',
  path: '/api/get-contest-announcement',
  auth: 'login',
  query: pageQuery(ContestLimits.announcementPageSize).extend({ cid: idLike() }),
  data: paged(contestAnnouncementVo),
});
export const getContestNotReadAnnouncement = endpoint({
  method: 'POST',
  path: '/api/get-contest-not-read-announcement',
  auth: 'login',
  body: z.object({
    cid: idLike(),
    readAnnouncementList: z
      .array(idLike())
      .max(1000)
      .nullish()
      .transform((v) => v ?? []),
  }),
  data: z.array(contestAnnouncementVo),
});
export const submitPrintText = endpoint({
  method: 'POST',
  path: '/api/submit-print-text',
  auth: 'login',
  body: z.object({
    cid: idLike(),
    content: z.string().max(ContestLimits.printMaxLength, `must be at most ${ContestLimits.printMaxLength} characters`).nullish(),
  }),
});
export const getContestOutsizeInfo = endpoint({
  method: 'GET',
  path: '/api/get-contest-outsize-info',
  auth: 'anon',
  query: cidQuery,
  data: z.object({ contest: contestVo, problemList: z.array(contestProblemVo) }),
});
export const getContestOutsideScoreboard = endpoint({
  method: 'POST',
  path: '/api/get-contest-outside-scoreboard',
  auth: 'anon',
  body: contestRankDto,
  data: contestRankPage,
});
export const getContestScrollBoardInfo = endpoint({
  method: 'GET',
  path: '/api/get-contest-scroll-board-info',
  auth: 'anon',
  query: cidQuery,
  data: contestScrollBoardInfo,
});
export const getContestScrollBoardSubmission = endpoint({
  method: 'GET',
  path: '/api/get-contest-scroll-board-submission',
  auth: 'anon',
  query: z.object({ cid: idLike(), removeStar: optFlag() }),
  data: z.array(contestScrollBoardSubmission),
});

/** `GET /api/sse/contest-board` (our own path): a `change` event when the board the caller sees may have changed. */
export const sseContestBoard = endpoint({
  method: 'GET',
  path: '/api/sse/contest-board',
  auth: 'opt',
  raw: true,
  summary:
    'Server-sent events: `change` ({cid}) within a second of a submission or verdict that can change the board the caller sees (never for results a sealed board hides); the client then refetches its page. Send the token (fetch-based SSE) to follow a private contest or to see through the seal as its admin.',
  query: cidQuery,
});

// Contest-admin helpers: the author, root (or, with groups, the group root) — checked per contest.
export const getContestAcInfo = endpoint({
  method: 'GET',
  path: '/api/get-contest-ac-info',
  auth: 'login',
  query: pageQuery(ContestLimits.acInfoPageSize).extend({ cid: idLike() }),
  data: paged(contestAcRecord),
});
export const checkContestAcInfo = endpoint({
  method: 'PUT',
  path: '/api/check-contest-ac-info',
  auth: 'login',
  body: z.object({ id: idLike(), cid: idLike(), checked: boolLike() }),
});
export const getContestPrint = endpoint({
  method: 'GET',
  path: '/api/get-contest-print',
  auth: 'login',
  query: pageQuery(ContestLimits.printPageSize).extend({ cid: idLike() }),
  data: paged(contestPrintEntity),
});
export const checkContestPrintStatus = endpoint({
  method: 'PUT',
  path: '/api/check-contest-print-status',
  auth: 'login',
  query: z.object({ id: idLike(), cid: idLike() }),
});

// ── contest downloads (§2.11) ────────────────────────────────────────────────

export const downloadContestRank = endpoint({
  method: 'GET',
  path: '/api/file/download-contest-rank',
  auth: 'login',
  raw: true,
  summary: 'The whole board as CSV (UTF-8 with BOM), sealed exactly as get-contest-rank answers the caller.',
  query: z.object({ cid: idLike(), forceRefresh: optFlag(), removeStar: optFlag(), containEnd: optFlag() }),
});
export const downloadContestAcSubmission = endpoint({
  method: 'GET',
  path: '/api/file/download-contest-ac-submission',
  auth: 'login',
  raw: true,
  summary: 'Zip of the accepted code of a contest, one folder per user or per problem.',
  query: z.object({
    cid: idLike(),
    excludeAdmin: optFlag(),
    splitType: z.preprocess(emptyToUndefined, z.enum(SPLIT_TYPES).default('user')),
  }),
});
export const downloadContestPrintText = endpoint({
  method: 'GET',
  path: '/api/file/download-contest-print-text',
  auth: 'login',
  raw: true,
  query: z.object({ id: idLike() }),
});
