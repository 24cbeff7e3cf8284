import { z } from 'zod';
import { emptyToUndefined, idLike, intLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { groupPage } from './group-content-scope';
import { oiRankVo, RankLimits } from './rank';
import { discussionBody, discussionVo } from './discussion';

/**
 * A group's content: problems (group-problem.ts, with the examination of §2.12), trainings
 * (group-training.ts), contests (group-contest.ts), and here its rank and discussions.
 */
export * from './group-problem';
export * from './group-training';
export * from './group-contest';

// ── rank ─────────────────────────────────────────────────────────────────────

export const groupRankQuery = pageQuery(RankLimits.pageSize).extend({
  gid: idLike(),
  type: intLike().pipe(z.number().int().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')),
  searchUser: z
    .string()
    .trim()
    .max(RankLimits.searchMax)
    .optional()
    .transform((v) => v || undefined),
});
export const getGroupRankList = endpoint({
  method: 'GET',
  path: '/api/get-group-rank-list',
  auth: 'login',
  query: groupRankQuery,
  summary:
    "Members (auth 3–5) with ac, total and score over the group's submissions (§5.5); ACM: ac desc, total asc; OI: score desc, ac desc.",
  data: paged(oiRankVo),
});

// ── discussions (contract §2.10; behind the site switch openGroupDiscussion) ──

export const groupDiscussionListQuery = groupPage.extend({
  pid: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
});
/** A group discussion: the site's Discussion body with its gid; group admins may also set the status (0 normal, 1 disabled). */
export const groupDiscussionBody = discussionBody.extend({
  gid: idLike(),
  status: z.preprocess(
    emptyToUndefined,
    intLike().pipe(z.number().int().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')).nullish(),
  ),
});
export type GroupDiscussionBody = z.infer<typeof groupDiscussionBody>;

export const groupGetDiscussionList = endpoint({
  method: 'GET',
  path: '/api/group/get-discussion-list',
  auth: 'login',
  query: groupDiscussionListQuery,
  data: paged(discussionVo),
});
export const groupGetAdminDiscussionList = endpoint({
  method: 'GET',
  path: '/api/group/get-admin-discussion-list',
  auth: 'login',
  query: groupPage,
  data: paged(discussionVo),
});
export const groupAddDiscussion = endpoint({
  method: 'POST',
  path: '/api/group/discussion',
  auth: 'login',
  body: groupDiscussionBody,
});
export const groupUpdateDiscussion = endpoint({
  method: 'PUT',
  path: '/api/group/discussion',
  auth: 'login',
  body: groupDiscussionBody.extend({ id: idLike() }).partial({ gid: true }),
});
export const groupDeleteDiscussion = endpoint({
  method: 'DELETE',
  path: '/api/group/discussion',
  auth: 'login',
  query: z.object({ did: idLike() }),
});
