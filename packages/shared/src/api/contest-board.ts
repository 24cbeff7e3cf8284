import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike, paged } from './common';
import { ContestLimits } from './contest-rule';

/** The contest board's shapes (ContestRankVO, the scroll board) and its query (ContestRankDTO, contract §2.5). */

/** An ACM board cell (keys present only when set). */
export const acmRankCell = z.object({
  isAC: z.boolean().optional(),
  isFirstAC: z.boolean().optional(),
  /** Seconds from the start. */
  ACTime: z.number().optional(),
  specificTime: z.string().optional(),
  errorNum: z.number().optional(),
  /** Tries while sealed (shown as pending). */
  tryNum: z.number().optional(),
  isAfterContest: z.boolean().optional(),
});
export type AcmRankCell = z.infer<typeof acmRankCell>;

const rankRowBase = {
  rank: z.number(),
  isWinAward: z.boolean().nullable(),
  awardName: z.string().nullable(),
  awardBackground: z.string().nullable(),
  awardColor: z.string().nullable(),
  uid: z.string(),
  username: z.string(),
  realname: z.string().nullable(),
  nickname: z.string().nullable(),
  school: z.string().nullable(),
  gender: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Set on the copies of the viewer's and followed rows put on top of the page. */
  isConcerned: z.boolean().optional(),
  /** With `upsolve` on an ended contest's board: display ids the row solved after the end only (Hydro's 订正). */
  upsolved: z.array(z.string()).optional(),
};

/** ACMContestRankVO. */
export const acmContestRankVo = z.object({
  ...rankRowBase,
  totalTime: z.number(),
  total: z.number(),
  ac: z.number(),
  submissionInfo: z.record(z.string(), acmRankCell),
});
export type AcmContestRankVo = z.infer<typeof acmContestRankVo>;

/** OIContestRankVO. */
export const oiContestRankVo = z.object({
  ...rankRowBase,
  totalScore: z.number(),
  totalTime: z.number(),
  submissionInfo: z.record(z.string(), z.number()),
  timeInfo: z.record(z.string(), z.number()),
});
export type OiContestRankVo = z.infer<typeof oiContestRankVo>;

export const contestRankPage = paged(z.union([acmContestRankVo, oiContestRankVo]));

/** ContestScrollBoardInfoVO; times as `yyyy/MM/dd HH:mm:ss` in GMT+8 (contract §1.5). */
export const contestScrollBoardInfo = z.object({
  id: z.number(),
  rankShowName: z.string(),
  problemCount: z.number(),
  balloonColor: z.record(z.string(), z.string().nullable()),
  startTime: z.string(),
  sealRankTime: z.string().nullable(),
  starUserList: z.array(z.string()),
});
export type ContestScrollBoardInfo = z.infer<typeof contestScrollBoardInfo>;

export const contestScrollBoardSubmission = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  realname: z.string().nullable(),
  school: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: z.string().nullable(),
  submitId: z.number(),
  status: z.number(),
  submitTime: z.string(),
  displayId: z.string(),
});
export type ContestScrollBoardSubmission = z.infer<typeof contestScrollBoardSubmission>;

/** `yyyy/MM/dd HH:mm:ss` in GMT+8, the scroll board's time format. */
export function toScrollBoardTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** Board pages go up to 300 rows (spec 2 §9); bad values fall back to the defaults as other pages do. */
const rankPageField = (fallback: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
    });

/** ContestRankDTO (contract §2.5). */
export const contestRankDto = z.object({
  cid: idLike(),
  currentPage: rankPageField(1, 1_000_000),
  limit: rankPageField(ContestLimits.rankPageSize, 300),
  /** Contest admins get the unsealed board. */
  forceRefresh: boolLike()
    .nullish()
    .transform((v) => v ?? false),
  removeStar: boolLike()
    .nullish()
    .transform((v) => v ?? false),
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
  containsEnd: boolLike()
    .nullish()
    .transform((v) => v ?? false),
  concernedList: z
    .array(z.string().max(64))
    .max(300)
    .nullish()
    .transform((v) => v ?? []),
  externalCidList: z
    .array(idLike())
    .max(20)
    .nullish()
    .transform((v) => v ?? []),
  /** A team contest's category (team group): its teams only, ranked among themselves (our own optional param). */
  groupId: z.preprocess(emptyToUndefined, idLike().optional()),
  /** Verdict's own: after the end, each row's `upsolved` (problems solved after the contest only); left out, HOJ's answer. */
  upsolve: boolLike().nullish(),
  /** The caller's virtual board (contest-virtual.ts): the board at their elapsed time with their own row. */
  virtual: boolLike()
    .nullish()
    .transform((v) => v ?? false),
});
export type ContestRankDto = z.infer<typeof contestRankDto>;
