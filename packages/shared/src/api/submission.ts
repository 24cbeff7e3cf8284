import { z } from 'zod';
import { Limits } from '../constants/limits';
import { boolLike, emptyToUndefined, idLike, intLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';

/** Submission and judging calls (contract §2.4) plus our live-status stream. */

const flag = () =>
  z.union([
    z.boolean(),
    z
      .number()
      .int()
      .min(0)
      .max(1)
      .transform((v) => v === 1),
    boolLike(),
  ]);
const optId = () => z.preprocess(emptyToUndefined, idLike().nullish());
const code = z
  .string()
  .refine((c) => c.trim().length > 0, 'can not be empty')
  .refine((c) => c.length <= Limits.codeMax, `length can not exceed ${Limits.codeMax}`);
const language = z.string().trim().min(1, 'is required').max(64);

/** The Judge entity on the wire (contract §4). */
export const judgeEntity = z.object({
  submitId: z.number(),
  pid: z.number(),
  displayPid: z.string(),
  uid: z.string(),
  username: z.string(),
  submitTime: z.string().nullable(),
  status: z.number(),
  share: z.boolean(),
  errorMessage: z.string().nullable(),
  time: z.number().nullable(),
  memory: z.number().nullable(),
  score: z.number().nullable(),
  length: z.number().nullable(),
  code: z.string().nullable(),
  language: z.string(),
  cid: z.number(),
  cpid: z.number(),
  gid: z.number().nullable(),
  judger: z.string().nullable(),
  ip: z.string().nullable(),
  version: z.number(),
  oiRankScore: z.number().nullable(),
  vjudgeSubmitId: z.null(),
  vjudgeUsername: z.null(),
  vjudgePassword: z.null(),
  isManual: z.boolean(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type JudgeEntity = z.infer<typeof judgeEntity>;

/** A row of the status page. */
export const judgeVo = z.object({
  uid: z.string(),
  submitId: z.number(),
  username: z.string(),
  pid: z.number(),
  displayPid: z.string(),
  title: z.string().nullable(),
  displayId: z.string().nullable(),
  submitTime: z.string().nullable(),
  status: z.number(),
  share: z.boolean(),
  time: z.number().nullable(),
  memory: z.number().nullable(),
  score: z.number().nullable(),
  oiRankScore: z.number().nullable(),
  length: z.number().nullable(),
  language: z.string(),
  cid: z.number(),
  cpid: z.number(),
  source: z.number().nullable(),
  judger: z.string().nullable(),
  ip: z.string().nullable(),
  isManual: z.boolean(),
});
export type JudgeVo = z.infer<typeof judgeVo>;

/** The start of a text, at most CASE_EXCERPT_BYTES; `bytes` is the whole text's size, `truncated` when it was cut. */
export const textExcerpt = z.object({ text: z.string(), bytes: z.number(), truncated: z.boolean() });
export type TextExcerpt = z.infer<typeof textExcerpt>;
/** Bytes of input, expected output and program output a wrong case shows. */
export const CASE_EXCERPT_BYTES = 4096;
/**
 * A wrong case's details: its input, the expected output and the program's output (null when
 * not kept: judged before excerpts were stored, or the case's data was replaced since).
 */
export const caseDetail = z.object({
  input: textExcerpt.nullable(),
  expected: textExcerpt.nullable(),
  output: textExcerpt.nullable(),
});
export type CaseDetail = z.infer<typeof caseDetail>;

export const judgeCaseEntity = z.object({
  id: z.number().optional(),
  submitId: z.number().optional(),
  uid: z.string().optional(),
  pid: z.number().optional(),
  caseId: z.number().nullable().optional(),
  status: z.number(),
  time: z.number().nullable(),
  memory: z.number().nullable(),
  score: z.number().nullable(),
  groupNum: z.number().nullable(),
  seq: z.number(),
  mode: z.string(),
  inputData: z.string().nullable().optional(),
  outputData: z.string().nullable().optional(),
  userOutput: z.string().nullable(),
  gmtCreate: z.string().nullable().optional(),
  /** Wrong Answer / Presentation Error / Partial cases, for admins and the submission's author. */
  detail: caseDetail.nullable().optional(),
});
export type JudgeCaseEntity = z.infer<typeof judgeCaseEntity>;

export const subtaskResult = z.object({
  groupNum: z.number(),
  time: z.number(),
  memory: z.number(),
  score: z.number(),
  status: z.number(),
  ac: z.number(),
  total: z.number(),
  subtaskDetailList: z.array(judgeCaseEntity),
});
export const judgeCaseVo = z.object({
  judgeCaseList: z.array(judgeCaseEntity),
  subTaskJudgeCaseVoList: z.array(subtaskResult),
  judgeCaseMode: z.string(),
});
export type JudgeCaseVo = z.infer<typeof judgeCaseVo>;

export const testJudgeVo = z.object({
  status: z.number(),
  time: z.number().nullish(),
  memory: z.number().nullish(),
  userInput: z.string().nullish(),
  userOutput: z.string().nullish(),
  expectedOutput: z.string().nullish(),
  stderr: z.string().nullish(),
  problemJudgeMode: z.string().nullish(),
});
export type TestJudgeVo = z.infer<typeof testJudgeVo>;

export const submitProblemJudge = endpoint({
  method: 'POST',
  path: '/api/submit-problem-judge',
  auth: 'login',
  permission: 'submit',
  body: z.object({
    pid: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1, 'is required').max(64)),
    language,
    code,
    cid: optId(),
    tid: optId(),
    gid: optId(),
    isRemote: flag().nullish(),
  }),
  data: judgeEntity,
});
export const submitProblemTestJudge = endpoint({
  method: 'POST',
  path: '/api/submit-problem-test-judge',
  auth: 'login',
  permission: 'submit',
  body: z.object({
    pid: idLike(),
    type: z.enum(['public', 'contest', 'group']).default('public'),
    code,
    language,
    userInput: z.string().max(Limits.customTestInputMax, `must be at most ${Limits.customTestInputMax} characters`).nullish(),
    expectedOutput: z.string().max(100_000).nullish(),
    isRemoteJudge: flag().nullish(),
    mode: z.string().max(32).nullish(),
  }),
  data: z.string(),
});
export const getTestJudgeResult = endpoint({
  method: 'GET',
  path: '/api/get-test-judge-result',
  auth: 'login',
  query: z.object({ testJudgeKey: z.string().trim().min(1, 'is required').max(128) }),
  data: testJudgeVo,
});
export const getSubmissionList = endpoint({
  method: 'GET',
  path: '/api/get-submission-list',
  auth: 'anon',
  query: pageQuery(Limits.submissionPageSize).extend({
    onlyMine: z.preprocess(emptyToUndefined, boolLike().optional()),
    problemID: z.string().trim().max(64).optional(),
    status: z.preprocess(emptyToUndefined, intLike().optional()),
    username: z.string().trim().max(64).optional(),
    completeProblemID: z.preprocess(emptyToUndefined, boolLike().optional()),
    gid: z.preprocess(emptyToUndefined, idLike().optional()),
  }),
  data: paged(judgeVo),
});
const submitIdQuery = z.object({ submitId: idLike() });
export const getSubmissionDetail = endpoint({
  method: 'GET',
  path: '/api/get-submission-detail',
  auth: 'anon',
  query: submitIdQuery,
  summary: 'A contest submission hidden by a sealed board answers only {status: -5} (Submitted Unknown Result).',
  data: z.object({ submission: z.union([judgeEntity, z.object({ status: z.number() })]), codeShare: z.boolean() }),
});
export const getAllCaseResult = endpoint({
  method: 'GET',
  path: '/api/get-all-case-result',
  auth: 'anon',
  query: submitIdQuery,
  data: judgeCaseVo.nullable(),
});
export const resubmit = endpoint({
  method: 'GET',
  path: '/api/resubmit',
  auth: 'login',
  query: submitIdQuery,
  data: judgeEntity,
});
export const updateSubmission = endpoint({
  method: 'PUT',
  path: '/api/submission',
  auth: 'login',
  body: z.object({ submitId: idLike(), share: flag(), uid: z.string().max(64).nullish() }),
});
export const checkSubmissionsStatus = endpoint({
  method: 'POST',
  path: '/api/check-submissions-status',
  auth: 'anon',
  body: z.object({ submitIds: z.array(idLike()).max(100).default([]), cid: optId() }),
  data: z.record(z.string(), judgeEntity),
});

const superAdmin = { auth: 'login', roles: ['root'], permission: 'rejudge' } as const;
export const rejudge = endpoint({
  method: 'GET',
  path: '/api/admin/judge/rejudge',
  ...superAdmin,
  query: submitIdQuery,
  data: judgeEntity,
});
export const rejudgeContestProblem = endpoint({
  method: 'GET',
  path: '/api/admin/judge/rejudge-contest-problem',
  ...superAdmin,
  query: z.object({ cid: idLike(), pid: idLike() }),
});
export const manualJudge = endpoint({
  method: 'GET',
  path: '/api/admin/judge/manual-judge',
  ...superAdmin,
  query: z.object({ submitId: idLike(), status: intLike(), score: z.preprocess(emptyToUndefined, intLike().optional()) }),
  data: judgeEntity,
});
export const cancelJudge = endpoint({
  method: 'GET',
  path: '/api/admin/judge/cancel-judge',
  ...superAdmin,
  query: submitIdQuery,
  data: judgeEntity,
});

/** One event of `GET /api/sse/submissions` (our own path): status and case progress. */
export const submissionProgress = z.object({
  submitId: z.number(),
  status: z.number(),
  done: z.number(),
  total: z.number(),
});
export type SubmissionProgress = z.infer<typeof submissionProgress>;
export const sseSubmissions = endpoint({
  method: 'GET',
  path: '/api/sse/submissions',
  auth: 'anon',
  raw: true,
  summary:
    'Server-sent events: one `progress` event per change ({submitId, status, done, total}); the stream ends once every submission is final.',
  query: z.object({
    submitIds: z
      .string()
      .trim()
      .regex(/^\d+(,\d+){0,49}$/, 'must be a comma list of at most 50 ids'),
  }),
});
