import { z } from 'zod';
import { idLike } from './common';
import { endpoint } from './endpoint';

/**
 * Similarity reports (issue 24.4): a contest's admins compare, per problem and language, each
 * participant's last accepted (or else last) submission with every other one, with Dolos
 * (tree-sitter tokens, winnowed k-gram fingerprints) on the server; no source leaves it.
 */

export const SimilarityLimits = {
  /** Pairs below this similarity are not kept (the screen's slider starts here). */
  minKept: 0.3,
  /** Most pairs a report keeps (the most similar ones). */
  maxPairs: 2000,
  /** Characters of allowed snippets (a team's library, shared helpers) a report takes. */
  allowedMax: 200_000,
  /** The screen re-reads a running report this often (ms). */
  pollMs: 1500,
} as const;

export const similarityStatus = z.enum(['running', 'done', 'failed']);
export type SimilarityStatus = z.infer<typeof similarityStatus>;

export const similarityPairVo = z.object({
  submitIdA: z.number(),
  submitIdB: z.number(),
  usernameA: z.string(),
  usernameB: z.string(),
  /** The problem's display id in the contest (A, B, …). */
  problemId: z.string(),
  /** The language family compared (C++ and C++ With O2 are one). */
  language: z.string(),
  /** 0…1: the share of both sources' fingerprints they have in common (templates and allowed snippets left out). */
  similarity: z.number(),
  /** The longest common run, in fingerprints. */
  longest: z.number(),
});
export type SimilarityPairVo = z.infer<typeof similarityPairVo>;

export const similarityNote = z.object({
  kind: z.enum(['byChars', 'capped']),
  language: z.string().optional(),
  count: z.number().optional(),
});
export type SimilarityNote = z.infer<typeof similarityNote>;

export const similarityReport = z.object({
  status: similarityStatus,
  /** 0…1 */
  progress: z.number(),
  pairs: z.array(similarityPairVo),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  startedBy: z.string().nullable(),
  /** Submissions compared (one per participant, problem and language). */
  submissions: z.number(),
  /** The allowed snippets the report left out (the text area's content). */
  allowed: z.string(),
  /** What the report did otherwise than asked: a language compared by characters (no grammar), pairs over the cap dropped. */
  notes: z.array(similarityNote),
  /** Why a failed report failed ('interrupted': its server stopped while it ran). */
  error: z.string().nullable(),
});
export type SimilarityReport = z.infer<typeof similarityReport>;

/** A region of a source: rows and columns from 0, the end column exclusive. */
export const sourceRegion = z.object({ startRow: z.number(), startCol: z.number(), endRow: z.number(), endCol: z.number() });
export type SourceRegion = z.infer<typeof sourceRegion>;

const pairSide = z.object({ submitId: z.number(), username: z.string(), language: z.string(), code: z.string() });

export const similarityPairDetail = z.object({
  pair: similarityPairVo,
  a: pairSide,
  b: pairSide,
  /** Matching fragments: the same stretch of tokens in both sources. */
  fragments: z.array(z.object({ a: sourceRegion, b: sourceRegion })),
});
export type SimilarityPairDetail = z.infer<typeof similarityPairDetail>;

const cid = idLike();

export const startContestSimilarity = endpoint({
  method: 'POST',
  path: '/api/admin/contest/similarity',
  auth: 'login',
  summary:
    "Starts a similarity report of the contest (its admins): runs in the background, one at a time per contest; the contest's code templates and the allowed snippets are left out of the matching.",
  query: z.object({ cid }),
  body: z.object({ allowed: z.string().max(SimilarityLimits.allowedMax).optional() }),
  bodyLimit: 1024 * 1024,
});

export const getContestSimilarity = endpoint({
  method: 'GET',
  path: '/api/admin/contest/similarity',
  auth: 'login',
  summary: "The contest's similarity report (null before the first): status, progress and the kept pairs, most similar first.",
  query: z.object({ cid }),
  data: similarityReport.nullable(),
});

export const getContestSimilarityPair = endpoint({
  method: 'GET',
  path: '/api/admin/contest/similarity/pair',
  auth: 'login',
  summary: 'One pair of the report side by side: both sources and their matching fragments.',
  query: z.object({ cid, a: idLike(), b: idLike() }),
  data: similarityPairDetail,
});
