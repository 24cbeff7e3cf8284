import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike, intLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { gidQuery, groupPage, pidQuery } from './group-content-scope';
import { PROBLEM_SAVE_BODY_LIMIT, compileDto, problemCaseRow, problemDto, problemEntity, tagRow } from './problem';
import { problemVo } from './problem-bank';

/** A group's problems (contract §2.10) and their examination for the public bank (§2.12). */

/** applyPublicProgress of a group problem: null = never applied. */
export const ApplyPublicProgress = { Applying: 1, Public: 2, Refused: 3 } as const;

export const groupGetProblemList = endpoint({
  method: 'GET',
  path: '/api/group/get-problem-list',
  auth: 'login',
  query: groupPage,
  data: paged(problemVo),
});
export const groupGetAdminProblemList = endpoint({
  method: 'GET',
  path: '/api/group/get-admin-problem-list',
  auth: 'login',
  query: groupPage,
  data: paged(problemEntity),
});
export const groupGetProblem = endpoint({
  method: 'GET',
  path: '/api/group/problem',
  auth: 'login',
  query: pidQuery,
  data: problemEntity,
});
export const groupAddProblem = endpoint({
  method: 'POST',
  path: '/api/group/problem',
  auth: 'login',
  body: problemDto,
  bodyLimit: PROBLEM_SAVE_BODY_LIMIT,
});
export const groupUpdateProblem = endpoint({
  method: 'PUT',
  path: '/api/group/problem',
  auth: 'login',
  body: problemDto,
  bodyLimit: PROBLEM_SAVE_BODY_LIMIT,
});
export const groupDeleteProblem = endpoint({ method: 'DELETE', path: '/api/group/problem', auth: 'login', query: pidQuery });
export const groupGetProblemCases = endpoint({
  method: 'GET',
  path: '/api/group/get-problem-cases',
  auth: 'login',
  query: z.object({ pid: idLike(), isUpload: z.preprocess(emptyToUndefined, boolLike().optional()) }),
  data: z.array(problemCaseRow),
});
export const groupGetAllProblemTags = endpoint({
  method: 'GET',
  path: '/api/group/get-all-problem-tags',
  auth: 'login',
  query: gidQuery,
  data: z.array(tagRow),
});
export const groupCompileSpj = endpoint({
  method: 'POST',
  path: '/api/group/compile-spj',
  auth: 'login',
  query: gidQuery,
  body: compileDto,
});
export const groupCompileInteractive = endpoint({
  method: 'POST',
  path: '/api/group/compile-interactive',
  auth: 'login',
  query: gidQuery,
  body: compileDto,
});
export const groupChangeProblemAuth = endpoint({
  method: 'PUT',
  path: '/api/group/change-problem-auth',
  auth: 'login',
  query: z.object({ pid: idLike(), auth: intLike().pipe(z.number().min(1, 'must be 1 or 2').max(2, 'must be 1 or 2')) }),
});
export const groupApplyPublic = endpoint({
  method: 'PUT',
  path: '/api/group/apply-public',
  auth: 'login',
  query: z.object({ pid: idLike(), isApplied: boolLike() }),
});

/** The examination list: group problems with a public application (a subset of Problem's columns). */
export const groupProblemApplication = z.object({
  id: z.number(),
  gid: z.number().nullable(),
  applyPublicProgress: z.number().nullable(),
  problemId: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  type: z.number(),
  judgeMode: z.string(),
});
export type GroupProblemApplication = z.infer<typeof groupProblemApplication>;

const EXAMINERS = ['root', 'problem_admin'] as const;
export const adminGetGroupProblemList = endpoint({
  method: 'GET',
  path: '/api/admin/group-problem/list',
  auth: 'login',
  roles: EXAMINERS,
  query: pageQuery(10).extend({
    keyword: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
    gid: z.preprocess(emptyToUndefined, idLike().optional()),
  }),
  data: paged(groupProblemApplication),
});
export const adminChangeGroupProblemProgress = endpoint({
  method: 'PUT',
  path: '/api/admin/group-problem/change-progress',
  auth: 'login',
  roles: EXAMINERS,
  body: z.object({ pid: idLike(), progress: intLike().pipe(z.number().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3')) }),
});
