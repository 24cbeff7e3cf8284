import { z } from 'zod';
import { JUDGE_CASE_MODES, JUDGE_MODES } from '../constants/problem';
import { boolLike, emptyToUndefined, idLike, intLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';

/** Problem calls the judge needs (contract §2.3, §2.11, §2.12). */

const ADMINS = ['root', 'admin', 'problem_admin'] as const;
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const optText = (max: number) => text(max).nullish();
/** Booleans HOJ's client sends as true/false, 0/1 or strings. */
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

export const languageRow = z.object({
  id: z.number(),
  contentType: z.string(),
  description: z.string(),
  name: z.string(),
  compileCommand: z.string().nullable(),
  template: z.string().nullable(),
  codeTemplate: z.string().nullable(),
  isSpj: z.boolean(),
  oj: z.string(),
  seq: z.number(),
});
export type LanguageRow = z.infer<typeof languageRow>;

export const tagRow = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string().nullable(),
  oj: z.string(),
  gid: z.number().nullable(),
  tcid: z.number().nullable(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type TagRow = z.infer<typeof tagRow>;

/** The Problem entity on the wire (contract §4). */
export const problemEntity = z.object({
  id: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  type: z.number(),
  judgeMode: z.string(),
  judgeCaseMode: z.string(),
  timeLimit: z.number(),
  memoryLimit: z.number(),
  stackLimit: z.number(),
  description: z.string().nullable(),
  input: z.string().nullable(),
  output: z.string().nullable(),
  examples: z.string().nullable(),
  isRemote: z.boolean(),
  source: z.string().nullable(),
  difficulty: z.number(),
  hint: z.string().nullable(),
  auth: z.number(),
  ioScore: z.number(),
  codeShare: z.boolean(),
  spjCode: z.string().nullable(),
  spjLanguage: z.string().nullable(),
  userExtraFile: z.string().nullable(),
  judgeExtraFile: z.string().nullable(),
  isRemoveEndBlank: z.boolean(),
  openCaseResult: z.boolean(),
  isUploadCase: z.boolean(),
  caseVersion: z.string(),
  modifiedUser: z.string().nullable(),
  isGroup: z.boolean(),
  gid: z.number().nullable(),
  applyPublicProgress: z.number().nullable(),
  isFileIO: z.boolean(),
  ioReadFileName: z.string().nullable(),
  ioWriteFileName: z.string().nullable(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type ProblemEntity = z.infer<typeof problemEntity>;

export const problemCount = z.object({
  pid: z.number(),
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
});
export type ProblemCount = z.infer<typeof problemCount>;

export const problemInfo = z.object({
  problem: problemEntity,
  tags: z.array(tagRow),
  languages: z.array(z.string()),
  problemCount,
  codeTemplate: z.record(z.string(), z.string()),
});
export type ProblemInfo = z.infer<typeof problemInfo>;

export const problemCaseRow = z.object({
  id: z.number(),
  pid: z.number(),
  input: z.string(),
  output: z.string(),
  score: z.number(),
  groupNum: z.number(),
  status: z.number(),
});
export type ProblemCaseRow = z.infer<typeof problemCaseRow>;

const problemBody = z.object({
  id: idLike().nullish(),
  problemId: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'may contain letters, digits, - and _ only'),
  title: z.string().trim().min(1, 'is required').max(255),
  author: optText(64),
  type: intLike().pipe(z.number().min(0).max(1)).default(0),
  timeLimit: intLike().pipe(z.number().min(1).max(60_000)).default(1000),
  memoryLimit: intLike().pipe(z.number().min(1).max(4096)).default(256),
  stackLimit: intLike().pipe(z.number().min(1).max(4096)).default(128),
  description: optText(200_000),
  input: optText(100_000),
  output: optText(100_000),
  examples: optText(200_000),
  source: optText(10_000),
  difficulty: intLike().pipe(z.number().min(0).max(2)).default(0),
  hint: optText(100_000),
  auth: intLike().pipe(z.number().min(1).max(3)).default(1),
  ioScore: intLike().pipe(z.number().min(0).max(1_000_000)).default(100),
  codeShare: flag().default(true),
  spjCode: optText(1_000_000),
  spjLanguage: optText(64),
  userExtraFile: optText(5_000_000),
  judgeExtraFile: optText(5_000_000),
  isRemoveEndBlank: flag().default(true),
  openCaseResult: flag().default(true),
  isUploadCase: flag().nullish(),
  judgeMode: z.enum(JUDGE_MODES).nullish(),
  judgeCaseMode: z.enum(JUDGE_CASE_MODES).nullish(),
  isFileIO: flag().default(false),
  ioReadFileName: optText(64),
  ioWriteFileName: optText(64),
  gid: z.preprocess(emptyToUndefined, idLike().nullish()),
});

/** A case of ProblemDTO.samples: file names (uploaded) or contents (hand-entered). */
const problemCaseBody = z.object({
  id: idLike().nullish(),
  input: z.string().max(10_000_000).default(''),
  output: z.string().max(10_000_000).default(''),
  score: intLike().pipe(z.number().min(0).max(1_000_000)).nullish(),
  groupNum: intLike().pipe(z.number().min(0).max(10_000)).nullish(),
});

export const problemDto = z.object({
  problem: problemBody,
  samples: z.array(problemCaseBody).max(1000).default([]),
  isUploadTestCase: flag().default(false),
  uploadTestcaseDir: z.string().max(255).nullish(),
  judgeMode: z.enum(JUDGE_MODES).nullish(),
  changeModeCode: flag().nullish(),
  changeJudgeCaseMode: flag().nullish(),
  languages: z
    .array(z.object({ id: idLike().nullish(), name: z.string().trim().min(1).max(64) }))
    .max(100)
    .default([]),
  tags: z
    .array(z.object({ id: idLike().nullish(), name: z.string().trim().min(1).max(64), color: optText(32) }))
    .max(50)
    .default([]),
  codeTemplates: z
    .array(z.object({ lid: idLike(), code: z.string().max(65_535), status: flag().default(true) }))
    .max(100)
    .default([]),
});
export type ProblemDto = z.infer<typeof problemDto>;

export const compileDto = z.object({
  code: z.string().min(1, 'is required').max(1_000_000),
  language: z.string().trim().min(1, 'is required').max(64),
  pid: idLike().nullish(),
  extraFiles: z.record(z.string().max(255), z.string().max(5_000_000)).nullish(),
});

const pidQuery = z.object({ pid: idLike() });

export const getProblemDetail = endpoint({
  method: 'GET',
  path: '/api/get-problem-detail',
  auth: 'anon',
  query: z.object({
    problemId: z.string().trim().min(1, 'is required').max(64),
    gid: z.preprocess(emptyToUndefined, idLike().optional()),
  }),
  data: problemInfo,
});
export const getLanguages = endpoint({
  method: 'GET',
  path: '/api/languages',
  auth: 'anon',
  query: z.object({
    pid: z.preprocess(emptyToUndefined, idLike().optional()),
    all: z.preprocess(emptyToUndefined, boolLike().optional()),
  }),
  data: z.array(languageRow),
});
export const getProblemLanguages = endpoint({
  method: 'GET',
  path: '/api/get-problem-languages',
  auth: 'anon',
  query: pidQuery,
  data: z.array(languageRow),
});
export const getProblemCodeTemplate = endpoint({
  method: 'GET',
  path: '/api/get-problem-code-template',
  auth: 'anon',
  query: pidQuery,
  data: z.array(z.object({ id: z.number(), pid: z.number(), lid: z.number(), code: z.string(), status: z.boolean() })),
});
export const getUserProblemStatus = endpoint({
  method: 'POST',
  path: '/api/get-user-problem-status',
  auth: 'login',
  body: z.object({
    pidList: z.array(idLike()).max(1000).default([]),
    isContestProblemList: flag().default(false),
    cid: z.preprocess(emptyToUndefined, idLike().nullish()),
    gid: z.preprocess(emptyToUndefined, idLike().nullish()),
    containsEnd: flag().nullish(),
  }),
  data: z.record(z.string(), z.object({ status: z.number(), score: z.number().nullish() })),
});
export const getLastAcCode = endpoint({
  method: 'GET',
  path: '/api/get-last-ac-code',
  auth: 'login',
  query: z.object({ pid: idLike(), cid: z.preprocess(emptyToUndefined, idLike().optional()) }),
  data: z.object({ submitId: z.number(), code: z.string(), language: z.string() }),
});

export const adminGetProblemList = endpoint({
  method: 'GET',
  path: '/api/admin/problem/get-problem-list',
  auth: 'login',
  roles: ADMINS,
  query: pageQuery().extend({
    keyword: z.string().trim().max(64).optional(),
    auth: z.preprocess(emptyToUndefined, intLike().optional()),
    oj: z.string().trim().max(16).optional(),
  }),
  data: paged(problemEntity),
});
export const adminGetProblem = endpoint({
  method: 'GET',
  path: '/api/admin/problem',
  auth: 'login',
  roles: ADMINS,
  query: pidQuery,
  data: problemEntity,
});
/** The problem save carries test cases typed in the editor: a larger body than other JSON calls. */
export const PROBLEM_SAVE_BODY_LIMIT = 32 * 1024 * 1024;
export const adminAddProblem = endpoint({
  method: 'POST',
  path: '/api/admin/problem',
  auth: 'login',
  roles: ADMINS,
  body: problemDto,
  bodyLimit: PROBLEM_SAVE_BODY_LIMIT,
});
export const adminUpdateProblem = endpoint({
  method: 'PUT',
  path: '/api/admin/problem',
  auth: 'login',
  roles: ADMINS,
  body: problemDto,
  bodyLimit: PROBLEM_SAVE_BODY_LIMIT,
});
export const adminDeleteProblem = endpoint({
  method: 'DELETE',
  path: '/api/admin/problem',
  auth: 'login',
  roles: ['root', 'problem_admin'],
  query: pidQuery,
});
export const adminGetProblemCases = endpoint({
  method: 'GET',
  path: '/api/admin/problem/get-problem-cases',
  auth: 'login',
  roles: ADMINS,
  query: z.object({ pid: idLike(), isUpload: z.preprocess(emptyToUndefined, boolLike().optional()) }),
  data: z.array(problemCaseRow),
});
export const adminCompileSpj = endpoint({
  method: 'POST',
  path: '/api/admin/problem/compile-spj',
  auth: 'login',
  roles: ADMINS,
  body: compileDto,
});
export const adminCompileInteractive = endpoint({
  method: 'POST',
  path: '/api/admin/problem/compile-interactive',
  auth: 'login',
  roles: ADMINS,
  body: compileDto,
});

export const testcaseFile = z.object({ input: z.string(), output: z.string(), groupNum: z.number().optional() });
export const uploadTestcaseZip = endpoint({
  method: 'POST',
  path: '/api/file/upload-testcase-zip',
  auth: 'login',
  multipart: true,
  cookieAuth: true,
  query: z.object({
    mode: z.enum(JUDGE_CASE_MODES).default('default'),
    gid: z.preprocess(emptyToUndefined, idLike().optional()),
  }),
  data: z.object({ fileList: z.array(testcaseFile), fileListDir: z.string() }),
});
