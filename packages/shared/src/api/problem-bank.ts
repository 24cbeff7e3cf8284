import { z } from 'zod';
import { emptyToUndefined, idLike, intLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { tagRow } from './problem';

/** Problem bank and tag calls (contract §2.1, §2.3, §2.12). */

const ADMINS = ['root', 'admin', 'problem_admin'] as const;
const TAG_ADMINS = ['root', 'problem_admin'] as const;

/**
 * `tagId` as the client sends it: `1,2`, repeated keys, or a JSON array. Absent → undefined;
 * anything unparsable → null, which the list answers with an empty page (spec 1 §2.8), not an error.
 */
export function parseTagIds(raw: unknown): number[] | null | undefined {
  if (raw === undefined || raw === null) return undefined;
  const parts: string[] = [];
  for (const v of Array.isArray(raw) ? raw : [raw]) {
    if (typeof v === 'number') parts.push(String(v));
    else if (typeof v === 'string') parts.push(...v.replace(/^\s*\[|\]\s*$/g, '').split(','));
    else return null;
  }
  const cleaned = parts.map((p) => p.trim()).filter((p) => p !== '');
  if (cleaned.length === 0) return undefined;
  if (!cleaned.every((p) => /^\d{1,15}$/.test(p))) return null;
  return [...new Set(cleaned.map(Number))];
}

export const problemVo = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number(),
  type: z.number(),
  tags: z.array(tagRow),
  total: z.number(),
  ac: z.number(),
  mle: z.number(),
  tle: z.number(),
  re: z.number(),
  pe: z.number(),
  ce: z.number(),
  wa: z.number(),
  se: z.number(),
  pa: z.number(),
  score: z.number().nullable(),
  /** A group's list only (an addition to HOJ's ProblemVO): 1 public, 2 private, 3 contest-only, for its admins to see. */
  auth: z.number().optional(),
});
export type ProblemVo = z.infer<typeof problemVo>;

export const problemListQuery = pageQuery().extend({
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
  difficulty: z.preprocess(emptyToUndefined, intLike().pipe(z.number().min(0).max(2)).optional()),
  oj: z.preprocess(emptyToUndefined, z.string().trim().max(16).optional()),
  tagId: z.unknown().optional().transform(parseTagIds),
});
export type ProblemListQuery = z.output<typeof problemListQuery>;

export const getProblemList = endpoint({
  method: 'GET',
  path: '/api/get-problem-list',
  auth: 'anon',
  query: problemListQuery,
  data: paged(problemVo),
});
export const getRandomProblem = endpoint({
  method: 'GET',
  path: '/api/get-random-problem',
  auth: 'anon',
  data: z.object({ problemId: z.string() }),
});

export const recentUpdatedProblemVo = z.object({
  id: z.number(),
  problemId: z.string(),
  title: z.string(),
  type: z.number(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type RecentUpdatedProblemVo = z.infer<typeof recentUpdatedProblemVo>;
export const getRecentUpdatedProblem = endpoint({
  method: 'GET',
  path: '/api/get-recent-updated-problem',
  auth: 'anon',
  data: z.array(recentUpdatedProblemVo),
});

export const tagClassificationRow = z.object({
  id: z.number(),
  name: z.string(),
  oj: z.string(),
  rank: z.number(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type TagClassificationRow = z.infer<typeof tagClassificationRow>;

/** `oj` of the tag calls: case-insensitive, ME by default, ALL for every OJ. */
const ojQuery = z.object({
  oj: z.preprocess(emptyToUndefined, z.string().trim().max(16).default('ME')).transform((v) => v.toUpperCase()),
});

export const getAllProblemTags = endpoint({
  method: 'GET',
  path: '/api/get-all-problem-tags',
  auth: 'anon',
  query: ojQuery,
  data: z.array(tagRow),
});
export const getProblemTagsAndClassification = endpoint({
  method: 'GET',
  path: '/api/get-problem-tags-and-classification',
  auth: 'anon',
  query: ojQuery,
  data: z.array(z.object({ classification: tagClassificationRow.nullable(), tagList: z.array(tagRow) })),
});
export const getProblemTags = endpoint({
  method: 'GET',
  path: '/api/get-problem-tags',
  auth: 'anon',
  query: z.object({ pid: idLike() }),
  data: z.array(tagRow),
});

export const adminChangeProblemAuth = endpoint({
  method: 'PUT',
  path: '/api/admin/problem/change-problem-auth',
  auth: 'login',
  roles: ADMINS,
  body: z.object({ id: idLike(), auth: intLike().pipe(z.number().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3')) }),
});

const tagName = z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters');
const tagColor = z.string().trim().max(32, 'must be at most 32 characters').nullish();
const ojName = z
  .preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .min(1)
      .max(16)
      .regex(/^[A-Za-z]+$/, 'must be letters')
      .default('ME'),
  )
  .transform((v) => v.toUpperCase());
const optionalId = z.preprocess(emptyToUndefined, idLike().nullish());

export const tagBody = z.object({ name: tagName, color: tagColor, oj: ojName, tcid: optionalId, gid: optionalId });
export const adminAddTag = endpoint({
  method: 'POST',
  path: '/api/admin/tag',
  auth: 'login',
  roles: TAG_ADMINS,
  body: tagBody,
  data: tagRow,
});
export const adminUpdateTag = endpoint({
  method: 'PUT',
  path: '/api/admin/tag',
  auth: 'login',
  roles: TAG_ADMINS,
  body: tagBody.extend({ id: idLike() }),
});
export const adminDeleteTag = endpoint({
  method: 'DELETE',
  path: '/api/admin/tag',
  auth: 'login',
  roles: TAG_ADMINS,
  query: z.object({ tid: idLike() }),
});

export const classificationBody = z.object({
  name: tagName,
  oj: ojName,
  rank: z.preprocess(emptyToUndefined, intLike().pipe(z.number().min(0).max(2_147_483_647)).default(0)),
});
export const adminGetTagClassification = endpoint({
  method: 'GET',
  path: '/api/admin/tag/classification',
  auth: 'login',
  roles: TAG_ADMINS,
  query: ojQuery,
  data: z.array(tagClassificationRow),
});
export const adminAddTagClassification = endpoint({
  method: 'POST',
  path: '/api/admin/tag/classification',
  auth: 'login',
  roles: TAG_ADMINS,
  body: classificationBody,
  data: tagClassificationRow,
});
export const adminUpdateTagClassification = endpoint({
  method: 'PUT',
  path: '/api/admin/tag/classification',
  auth: 'login',
  roles: TAG_ADMINS,
  body: classificationBody.extend({ id: idLike() }),
});
export const adminDeleteTagClassification = endpoint({
  method: 'DELETE',
  path: '/api/admin/tag/classification',
  auth: 'login',
  roles: TAG_ADMINS,
  query: z.object({ tcid: idLike() }),
});
