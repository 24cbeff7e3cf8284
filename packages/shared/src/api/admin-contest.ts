import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike, intLike, pageQuery, paged } from './common';
import {
  AwardType,
  DEFAULT_AWARD_CONFIG,
  OI_RANK_SCORE_TYPES,
  RANK_SHOW_NAMES,
  contestAnnouncementVo,
  contestAwardConfig,
  contestProblemEntity,
} from './contest';
import { ContestLimits } from './contest-rule';
import { endpoint } from './endpoint';
import { problemDto, problemEntity } from './problem';

/**
 * Admin contest calls (contract §2.12). The role check lets site admins in; each call on one
 * contest also needs the caller to administer it (root or the contest's author).
 */

const ADMINS = ['root', 'admin', 'problem_admin'] as const;
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
/** A flag where null or absent means the default (HOJ's client sends null for untouched switches). */
const flagOr = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .union([
        z.boolean(),
        z
          .number()
          .int()
          .min(0)
          .max(1)
          .transform((n) => n === 1),
        boolLike(),
      ])
      .default(fallback),
  );
/** A date as JS sends it (ISO text) or epoch milliseconds; answers epoch milliseconds. */
const dateInput = () =>
  z.preprocess(
    emptyToUndefined,
    z
      .union([z.number(), z.string()], { error: 'must be a date' })
      .transform((v, ctx) => {
        const ms = typeof v === 'number' ? v : Date.parse(v.trim());
        if (Number.isInteger(ms) && ms >= 0) return ms;
        ctx.issues.push({ code: 'custom', message: 'must be a date', input: v });
        return z.NEVER;
      })
      .nullish(),
  );

/** AdminContestVO (contract §3) as the admin reads it. */
export const adminContestVo = z.object({
  id: z.number(),
  uid: z.string(),
  author: z.string().nullable(),
  title: z.string(),
  type: z.number(),
  description: z.string().nullable(),
  source: z.number().nullable(),
  auth: z.number(),
  /** Only for those who administer the contest. */
  pwd: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  sealRank: z.boolean(),
  sealRankTime: z.string().nullable(),
  autoRealRank: z.boolean(),
  status: z.number(),
  visible: z.boolean(),
  openPrint: z.boolean(),
  openAccountLimit: z.boolean(),
  accountLimitRule: z.string().nullable(),
  rankShowName: z.string(),
  starAccount: z.array(z.string()),
  openRank: z.boolean(),
  oiRankScoreType: z.string(),
  gid: z.number().nullable(),
  awardType: z.number(),
  awardConfigList: z.array(contestAwardConfig),
  allowEndSubmit: z.boolean(),
  /** Competitors are teams (registered, imported or generated), not single users. */
  teamContest: z.boolean(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type AdminContestVo = z.infer<typeof adminContestVo>;

const awardConfigInput = z.object({
  priority: z.preprocess(emptyToUndefined, intLike().optional()),
  name: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  background: z
    .string()
    .trim()
    .max(32)
    .nullish()
    .transform((v) => v || '#ffffff'),
  color: z
    .string()
    .trim()
    .max(32)
    .nullish()
    .transform((v) => v || '#fff'),
  num: intLike().pipe(z.number().min(0, 'must be 0 or more').max(1_000_000)),
});

/**
 * The contest form. Types and bounds are checked here; the form rules of spec 3 §5 (required
 * fields, times, password, star users, seal, awards) are checked by the service, whose
 * messages name the field in the caller's language.
 */
export const adminContestBody = z.object({
  id: z.preprocess(emptyToUndefined, idLike().nullish()),
  title: text(255).nullish(),
  description: text(65_535).nullish(),
  type: z.preprocess(emptyToUndefined, intLike().pipe(z.number().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')).default(0)),
  source: z.preprocess(emptyToUndefined, intLike().nullish()),
  auth: z.preprocess(
    emptyToUndefined,
    intLike().pipe(z.number().min(0, 'must be 0, 1 or 2').max(2, 'must be 0, 1 or 2')).default(0),
  ),
  pwd: text(64).nullish(),
  startTime: dateInput(),
  endTime: dateInput(),
  /** Derived from the times; accepted and ignored. */
  duration: z.unknown().optional(),
  sealRank: flagOr(false),
  sealRankTime: dateInput(),
  autoRealRank: flagOr(true),
  visible: flagOr(true),
  openPrint: flagOr(false),
  openAccountLimit: flagOr(false),
  accountLimitRule: text(100_000).nullish(),
  rankShowName: z.preprocess(emptyToUndefined, z.enum(RANK_SHOW_NAMES).default('username')),
  starAccount: z
    .array(text(64))
    .max(10_000)
    .nullish()
    .transform((v) => v ?? []),
  openRank: flagOr(false),
  oiRankScoreType: z.preprocess(emptyToUndefined, z.enum(OI_RANK_SCORE_TYPES).default('Recent')),
  gid: z.preprocess(emptyToUndefined, idLike().nullish()),
  awardType: z.preprocess(
    emptyToUndefined,
    intLike().pipe(z.number().min(AwardType.None, 'must be 0, 1 or 2').max(AwardType.Count, 'must be 0, 1 or 2')).default(0),
  ),
  awardConfigList: z
    .array(awardConfigInput)
    .max(50)
    .nullish()
    .transform((v) => v ?? DEFAULT_AWARD_CONFIG.map((c) => ({ ...c }))),
  allowEndSubmit: flagOr(false),
  teamContest: flagOr(false),
});
export type AdminContestBody = z.infer<typeof adminContestBody>;

const cidQuery = z.object({ cid: idLike() });

export const adminGetContestList = endpoint({
  method: 'GET',
  path: '/api/admin/contest/get-contest-list',
  auth: 'login',
  roles: ADMINS,
  query: pageQuery().extend({ keyword: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()) }),
  data: paged(adminContestVo),
});
export const adminGetContest = endpoint({
  method: 'GET',
  path: '/api/admin/contest',
  auth: 'login',
  roles: ADMINS,
  query: cidQuery,
  data: adminContestVo,
});
export const adminAddContest = endpoint({
  method: 'POST',
  path: '/api/admin/contest',
  auth: 'login',
  roles: ADMINS,
  body: adminContestBody,
  summary: 'Answers the new contest (HOJ answers null; its client ignores data).',
  data: adminContestVo,
});
export const adminUpdateContest = endpoint({
  method: 'PUT',
  path: '/api/admin/contest',
  auth: 'login',
  roles: ADMINS,
  body: adminContestBody,
});
export const adminDeleteContest = endpoint({
  method: 'DELETE',
  path: '/api/admin/contest',
  auth: 'login',
  roles: ['root'],
  query: cidQuery,
});
export const adminCloneContest = endpoint({
  method: 'GET',
  path: '/api/admin/contest/clone',
  auth: 'login',
  roles: ADMINS,
  query: cidQuery,
  summary: 'Copies a contest with its problems (hidden, owned by the caller).',
});
export const adminChangeContestVisible = endpoint({
  method: 'PUT',
  path: '/api/admin/contest/change-contest-visible',
  auth: 'login',
  roles: ADMINS,
  query: z.object({ cid: idLike(), uid: z.string().max(64).optional(), visible: boolLike() }),
});

// ── contest problems ─────────────────────────────────────────────────────────

const displayId = z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters');
const displayTitle = z.string().trim().min(1, 'is required').max(255, 'must be at most 255 characters');
const balloonColor = z.string().trim().max(32, 'must be at most 32 characters').nullish();

export const adminGetContestProblemList = endpoint({
  method: 'GET',
  path: '/api/admin/contest/get-problem-list',
  auth: 'login',
  roles: ADMINS,
  summary:
    "With problemType: public problems of that type not yet in the contest; without: the contest's problems by display id.",
  query: pageQuery().extend({
    cid: idLike(),
    keyword: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
    problemType: z.preprocess(emptyToUndefined, intLike().pipe(z.number().min(0).max(1)).optional()),
    oj: z.preprocess(emptyToUndefined, z.string().trim().max(16).optional()),
  }),
  data: z.object({ problemList: paged(problemEntity), contestProblemMap: z.record(z.string(), contestProblemEntity) }),
});
export const adminGetContestProblem = endpoint({
  method: 'GET',
  path: '/api/admin/contest/problem',
  auth: 'login',
  roles: ADMINS,
  query: z.object({ pid: idLike() }),
  data: problemEntity,
});
/** ProblemDTO; with `cid` and `contestProblem` the new problem joins that contest in the same call (our addition). */
export const adminContestProblemDto = problemDto.extend({
  cid: z.preprocess(emptyToUndefined, idLike().nullish()),
  contestProblem: z.object({ displayId, displayTitle, color: balloonColor }).nullish(),
});
export const adminAddContestProblem = endpoint({
  method: 'POST',
  path: '/api/admin/contest/problem',
  auth: 'login',
  roles: ADMINS,
  body: adminContestProblemDto,
  data: z.object({ pid: z.number() }),
});
export const adminUpdateContestProblem = endpoint({
  method: 'PUT',
  path: '/api/admin/contest/problem',
  auth: 'login',
  roles: ADMINS,
  body: adminContestProblemDto,
});
export const adminDeleteContestProblem = endpoint({
  method: 'DELETE',
  path: '/api/admin/contest/problem',
  auth: 'login',
  roles: ADMINS,
  summary:
    "With cid: the contest's admins take the problem out of it (its submissions there go too). Without: root and problem admins delete the problem (HOJ's role rule).",
  query: z.object({ pid: idLike(), cid: z.preprocess(emptyToUndefined, idLike().optional()) }),
});
export const adminGetContestProblemInfo = endpoint({
  method: 'GET',
  path: '/api/admin/contest/contest-problem',
  auth: 'login',
  roles: ADMINS,
  query: z.object({ cid: idLike(), pid: idLike() }),
  data: contestProblemEntity,
});
export const contestProblemBody = z.object({
  id: z.preprocess(emptyToUndefined, idLike().nullish()),
  cid: idLike(),
  pid: idLike(),
  displayId,
  displayTitle,
  color: balloonColor,
});
export const adminSetContestProblemInfo = endpoint({
  method: 'PUT',
  path: '/api/admin/contest/contest-problem',
  auth: 'login',
  roles: ADMINS,
  body: contestProblemBody,
  data: contestProblemEntity,
});
export const adminAddContestProblemFromPublic = endpoint({
  method: 'POST',
  path: '/api/admin/contest/add-problem-from-public',
  auth: 'login',
  roles: ADMINS,
  body: z.object({ pid: idLike(), cid: idLike(), displayId }),
});
export const adminImportContestRemoteOjProblem = endpoint({
  method: 'GET',
  path: '/api/admin/contest/import-remote-oj-problem',
  auth: 'login',
  roles: ADMINS,
  summary: "Imports a remote judge site's problem (or takes the one imported before) into the contest.",
  query: z.object({
    name: z.string().trim().min(1).max(16),
    problemId: z.string().trim().min(1).max(64),
    cid: idLike(),
    displayId: z.string().trim().min(1).max(64),
  }),
});

// ── announcements ────────────────────────────────────────────────────────────

export const contestAnnouncementBody = z.object({
  cid: idLike(),
  announcement: z.object({
    id: z.preprocess(emptyToUndefined, idLike().nullish()),
    title: z.string().trim().min(1, 'is required').max(255, 'must be at most 255 characters'),
    content: z
      .string()
      .max(65_535, 'must be at most 65535 characters')
      .refine((c) => c.trim().length > 0, 'is required'),
    status: z.preprocess(
      emptyToUndefined,
      intLike().pipe(z.number().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')).default(0),
    ),
  }),
});
export type ContestAnnouncementBody = z.infer<typeof contestAnnouncementBody>;

export const adminGetContestAnnouncement = endpoint({
  method: 'GET',
  path: '/api/admin/contest/announcement',
  auth: 'login',
  roles: ADMINS,
  query: pageQuery(ContestLimits.announcementPageSize).extend({ cid: idLike() }),
  data: paged(contestAnnouncementVo),
});
export const adminAddContestAnnouncement = endpoint({
  method: 'POST',
  path: '/api/admin/contest/announcement',
  auth: 'login',
  roles: ADMINS,
  body: contestAnnouncementBody,
});
export const adminUpdateContestAnnouncement = endpoint({
  method: 'PUT',
  path: '/api/admin/contest/announcement',
  auth: 'login',
  roles: ADMINS,
  body: contestAnnouncementBody,
});
export const adminDeleteContestAnnouncement = endpoint({
  method: 'DELETE',
  path: '/api/admin/contest/announcement',
  auth: 'login',
  roles: ADMINS,
  query: z.object({ aid: idLike() }),
});
