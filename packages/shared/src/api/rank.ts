import { z } from 'zod';
import { boolLike, intLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';

/** Global rank types (contract §1.6): 0 ACM, 1 OI. */
export const RankType = { Acm: 0, Oi: 1 } as const;

export const RankLimits = {
  /** Spec 2 §9: global rank default 30 per page, with a size selector. */
  pageSize: 30,
  pageSizes: [15, 30, 50, 100] as const,
  /** Top users drawn in the bar chart. */
  chartTop: 10,
  /** The home page's recent-7-days AC rank. */
  recentAcTop: 10,
  recentAcDays: 7,
  searchMax: 64,
} as const;

const rankUser = {
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  signature: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  total: z.number(),
  ac: z.number(),
};

/** ACMRankVO (contract §3). */
export const acmRankVo = z.object({ ...rankUser, rating: z.number().nullable() });
export type AcmRankVo = z.infer<typeof acmRankVo>;
/** OIRankVO: ACMRankVO without rating, with the OI rank score. */
export const oiRankVo = z.object({ ...rankUser, score: z.number() });
export type OiRankVo = z.infer<typeof oiRankVo>;

export const rankListQuery = pageQuery(RankLimits.pageSize).extend({
  type: intLike().pipe(z.number().int().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')),
  searchUser: z
    .string()
    .trim()
    .max(RankLimits.searchMax)
    .optional()
    .transform((v) => v || undefined),
});
export type RankListQuery = z.infer<typeof rankListQuery>;

export const getRankList = endpoint({
  method: 'GET',
  path: '/api/get-rank-list',
  auth: 'anon',
  query: rankListQuery,
  summary: 'type 0 → Page<ACMRankVO>, type 1 → Page<OIRankVO> (§5.5 counting and order).',
  data: paged(z.union([acmRankVo, oiRankVo])),
});

export const getRecentSevenAcRank = endpoint({
  method: 'GET',
  path: '/api/get-recent-seven-ac-rank',
  auth: 'anon',
  data: z.array(acmRankVo),
});

export const weeklySubmissionStatistics = z.object({
  dateStrList: z.array(z.string()),
  acCountList: z.array(z.number()),
  totalCountList: z.array(z.number()),
});
export type WeeklySubmissionStatistics = z.infer<typeof weeklySubmissionStatistics>;

export const getLastWeekSubmissionStatistics = endpoint({
  method: 'GET',
  path: '/api/get-last-week-submission-statistics',
  auth: 'anon',
  query: z.object({
    forceRefresh: z
      .preprocess((v) => (v === '' || v == null ? undefined : v), boolLike().optional())
      .transform((v) => v ?? false),
  }),
  data: weeklySubmissionStatistics,
});
