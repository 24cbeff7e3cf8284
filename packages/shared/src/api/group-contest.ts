import { z } from 'zod';
import { boolLike, idLike, paged } from './common';
import { endpoint } from './endpoint';
import { groupPage } from './group-content-scope';
import { PROBLEM_SAVE_BODY_LIMIT } from './problem';
import {
  adminAddContestProblemFromPublic,
  adminContestProblemDto,
  adminContestVo,
  adminGetContestAnnouncement,
  adminAddContestAnnouncement,
  adminGetContestProblemList,
  adminSetContestProblemInfo,
  adminContestBody,
} from './admin-contest';
import { contestProblemEntity, contestVo } from './contest';

/** A group's contests, their problems and announcements (contract §2.10). */

const cidQuery = z.object({ cid: idLike() });
const displayId = z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters');

export const groupGetContestList = endpoint({
  method: 'GET',
  path: '/api/group/get-contest-list',
  auth: 'login',
  query: groupPage,
  data: paged(contestVo),
});
export const groupGetAdminContestList = endpoint({
  method: 'GET',
  path: '/api/group/get-admin-contest-list',
  auth: 'login',
  query: groupPage,
  data: paged(adminContestVo),
});
export const groupGetContest = endpoint({
  method: 'GET',
  path: '/api/group/contest',
  auth: 'login',
  query: cidQuery,
  data: adminContestVo,
});
export const groupAddContest = endpoint({
  method: 'POST',
  path: '/api/group/contest',
  auth: 'login',
  body: adminContestBody,
  data: adminContestVo,
});
export const groupUpdateContest = endpoint({ method: 'PUT', path: '/api/group/contest', auth: 'login', body: adminContestBody });
export const groupDeleteContest = endpoint({ method: 'DELETE', path: '/api/group/contest', auth: 'login', query: cidQuery });
export const groupChangeContestVisible = endpoint({
  method: 'PUT',
  path: '/api/group/change-contest-visible',
  auth: 'login',
  query: z.object({ cid: idLike(), visible: boolLike() }),
});
export const groupGetContestProblemList = endpoint({
  method: 'GET',
  path: '/api/group/get-contest-problem-list',
  auth: 'login',
  query: adminGetContestProblemList.query,
  data: adminGetContestProblemList.data,
});
export const groupAddContestProblem = endpoint({
  method: 'POST',
  path: '/api/group/contest-problem',
  auth: 'login',
  body: adminContestProblemDto,
  bodyLimit: PROBLEM_SAVE_BODY_LIMIT,
  data: z.object({ pid: z.number() }),
});
export const groupGetContestProblem = endpoint({
  method: 'GET',
  path: '/api/group/contest-problem',
  auth: 'login',
  query: z.object({ pid: idLike(), cid: idLike() }),
  data: contestProblemEntity,
});
export const groupUpdateContestProblem = endpoint({
  method: 'PUT',
  path: '/api/group/contest-problem',
  auth: 'login',
  body: adminSetContestProblemInfo.body,
  data: contestProblemEntity,
});
export const groupDeleteContestProblem = endpoint({
  method: 'DELETE',
  path: '/api/group/contest-problem',
  auth: 'login',
  query: z.object({ pid: idLike(), cid: idLike() }),
});
export const groupAddContestProblemFromPublic = endpoint({
  method: 'POST',
  path: '/api/group/add-contest-problem-from-public',
  auth: 'login',
  body: adminAddContestProblemFromPublic.body,
});
export const groupAddContestProblemFromGroup = endpoint({
  method: 'POST',
  path: '/api/group/add-contest-problem-from-group',
  auth: 'login',
  query: z.object({ problemId: z.string().trim().min(1, 'is required').max(64), cid: idLike(), displayId }),
});
export const groupGetContestAnnouncementList = endpoint({
  method: 'GET',
  path: '/api/group/get-contest-announcement-list',
  auth: 'login',
  query: adminGetContestAnnouncement.query,
  data: adminGetContestAnnouncement.data,
});
export const groupAddContestAnnouncement = endpoint({
  method: 'POST',
  path: '/api/group/contest-announcement',
  auth: 'login',
  body: adminAddContestAnnouncement.body,
});
export const groupUpdateContestAnnouncement = endpoint({
  method: 'PUT',
  path: '/api/group/contest-announcement',
  auth: 'login',
  body: adminAddContestAnnouncement.body,
});
export const groupDeleteContestAnnouncement = endpoint({
  method: 'DELETE',
  path: '/api/group/contest-announcement',
  auth: 'login',
  query: z.object({ aid: idLike(), cid: idLike() }),
});
