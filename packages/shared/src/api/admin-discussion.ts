import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike, intLike, pageQuery, paged } from './common';
import { DiscussionLimits } from './discussion';
import { endpoint } from './endpoint';

/** The back-office discussion calls (contract §2.12): status, pin, delete, reports. */

const admins = { auth: 'login', roles: ['root', 'admin', 'problem_admin'] } as const;

/** DiscussionReportVO; status false = not yet handled. */
export const discussionReportVo = z.object({
  id: z.number(),
  did: z.number(),
  gid: z.number().nullable(),
  discussionTitle: z.string().nullable(),
  discussionAuthor: z.string().nullable(),
  reporter: z.string().nullable(),
  content: z.string().nullable(),
  status: z.boolean(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type DiscussionReportVo = z.infer<typeof discussionReportVo>;

export const adminUpdateDiscussion = endpoint({
  method: 'PUT',
  path: '/api/admin/discussion',
  ...admins,
  body: z.object({
    id: idLike(),
    topPriority: z.preprocess(emptyToUndefined, boolLike().optional()),
    status: z.preprocess(
      emptyToUndefined,
      intLike().pipe(z.number().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')).optional(),
    ),
  }),
});
export const adminDeleteDiscussion = endpoint({
  method: 'DELETE',
  path: '/api/admin/discussion',
  ...admins,
  body: z
    .array(idLike())
    .min(1, 'is required')
    .max(DiscussionLimits.pageSize * 100),
});
export const adminGetDiscussionReport = endpoint({
  method: 'GET',
  path: '/api/admin/discussion-report',
  ...admins,
  query: pageQuery(DiscussionLimits.pageSize),
  data: paged(discussionReportVo),
});
export const adminUpdateDiscussionReport = endpoint({
  method: 'PUT',
  path: '/api/admin/discussion-report',
  ...admins,
  body: z.object({ id: idLike(), status: boolLike() }),
});
