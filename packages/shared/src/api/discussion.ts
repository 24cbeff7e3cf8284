import { z } from 'zod';
import { boolLike, emptyToUndefined, idLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';

/** Discussions, comments, replies, likes and reports (contract §2.8, spec 2 §2–§9). */

/** Limits of spec 2 §5 and §9. */
export const DiscussionLimits = {
  pageSize: 10,
  titleMax: 255,
  descriptionMax: 255,
  contentMax: 65_535,
  commentPageSize: 10,
  commentMax: 10_000,
  repliesShown: 3,
  reportReasonMax: 200,
  categoryNameMax: 64,
} as const;

/** The six report tags of spec 2 §5, as the client sends them in the report text. */
export const REPORT_TAGS = ['spam', 'illegal', 'vulgar', 'fraud', 'abusive', 'plagiarism'] as const;
export type ReportTag = (typeof REPORT_TAGS)[number];

/** 0 normal, 1 disabled (contract §1.6). */
export const DiscussionStatus = { Normal: 0, Disabled: 1 } as const;

const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .max(max, `cannot exceed ${max} characters`)
    .refine((s) => s.trim().length > 0, 'is required');

// ── shapes ───────────────────────────────────────────────────────────────────

export const discussionCategory = z.object({ id: z.number(), name: z.string() });
export type DiscussionCategory = z.infer<typeof discussionCategory>;

/** DiscussionVO (contract §3); list rows leave `content` null. */
export const discussionVo = z.object({
  id: z.number(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  pid: z.string().nullable(),
  uid: z.string(),
  author: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  /** The author's role name (root shown as SPA, admin roles as ADM). */
  role: z.string().nullable(),
  viewNum: z.number(),
  likeNum: z.number(),
  commentNum: z.number(),
  hasLike: z.boolean(),
  topPriority: z.boolean(),
  gid: z.number().nullable(),
  status: z.number(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type DiscussionVo = z.infer<typeof discussionVo>;

/** Who wrote a comment or reply, as both VOs spell it. */
const fromUser = {
  fromUid: z.string(),
  fromName: z.string().nullable(),
  fromAvatar: z.string().nullable(),
  fromRole: z.string().nullable(),
  fromTitleName: z.string().nullable(),
  fromTitleColor: z.string().nullable(),
};

/** ReplyVO. */
export const replyVo = z.object({
  id: z.number(),
  commentId: z.number(),
  ...fromUser,
  toUid: z.string().nullable(),
  toName: z.string().nullable(),
  toAvatar: z.string().nullable(),
  content: z.string(),
  status: z.number(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type ReplyVo = z.infer<typeof replyVo>;

/** CommentVO: the first replies ride along, `totalReplyNum` says how many exist. */
export const commentVo = z.object({
  id: z.number(),
  content: z.string(),
  ...fromUser,
  likeNum: z.number(),
  totalReplyNum: z.number(),
  gmtCreate: z.string().nullable(),
  replyList: z.array(replyVo),
  /** Verdict extras the client uses to offer actions; HOJ's client ignores them. */
  canReply: z.boolean(),
  canDelete: z.boolean(),
});
export type CommentVo = z.infer<typeof commentVo>;

export const commentsAnswer = z.object({
  commentList: paged(commentVo),
  commentLikeMap: z.record(z.string(), z.boolean()),
});
export type CommentsAnswer = z.infer<typeof commentsAnswer>;

// ── requests ─────────────────────────────────────────────────────────────────

const optId = () => z.preprocess(emptyToUndefined, idLike().optional());

export const discussionListQuery = pageQuery(DiscussionLimits.pageSize).extend({
  /** Category id (the contract overloads `cid`). */
  cid: optId(),
  pid: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
  onlyMine: z.preprocess(emptyToUndefined, boolLike().optional()),
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
  /** Admins list disabled discussions too. */
  admin: z.preprocess(emptyToUndefined, boolLike().optional()),
});
export type DiscussionListQuery = z.infer<typeof discussionListQuery>;

export const discussionBody = z.object({
  id: optId(),
  title: requiredText(DiscussionLimits.titleMax),
  description: requiredText(DiscussionLimits.descriptionMax),
  content: requiredText(DiscussionLimits.contentMax),
  categoryId: idLike(),
  pid: z.preprocess(emptyToUndefined, z.string().trim().max(64).nullish()),
  topPriority: z.preprocess(emptyToUndefined, boolLike().nullish()),
  gid: optId().nullable(),
});
export type DiscussionBody = z.infer<typeof discussionBody>;

/** Blank and over-long text get the service's worded messages (discussion.contentEmpty / contentTooLong); zod only caps the body. */
const commentText = z
  .string()
  .max(DiscussionLimits.commentMax * 2, `cannot exceed ${DiscussionLimits.commentMax} characters`)
  .nullish();

// ── endpoints ────────────────────────────────────────────────────────────────

const didQuery = z.object({ did: idLike() });

export const getDiscussionList = endpoint({
  method: 'GET',
  path: '/api/get-discussion-list',
  auth: 'anon',
  query: discussionListQuery,
  data: paged(discussionVo),
});
export const getDiscussionDetail = endpoint({
  method: 'GET',
  path: '/api/get-discussion-detail',
  auth: 'anon',
  query: didQuery,
  data: discussionVo,
});
export const addDiscussion = endpoint({ method: 'POST', path: '/api/discussion', auth: 'login', body: discussionBody });
export const updateDiscussion = endpoint({
  method: 'PUT',
  path: '/api/discussion',
  auth: 'login',
  body: discussionBody.extend({ id: idLike() }),
});
export const deleteDiscussion = endpoint({ method: 'DELETE', path: '/api/discussion', auth: 'login', query: didQuery });
export const likeDiscussion = endpoint({
  method: 'GET',
  path: '/api/discussion-like',
  auth: 'login',
  query: z.object({ did: idLike(), toLike: boolLike() }),
});
export const getDiscussionCategory = endpoint({
  method: 'GET',
  path: '/api/discussion-category',
  auth: 'anon',
  data: z.array(discussionCategory),
});
export const saveDiscussionCategory = endpoint({
  method: 'POST',
  path: '/api/discussion-category',
  auth: 'login',
  roles: ['root'],
  body: z
    .array(
      z.object({
        id: optId(),
        name: z
          .string()
          .trim()
          .min(1, 'is required')
          .max(DiscussionLimits.categoryNameMax, `cannot exceed ${DiscussionLimits.categoryNameMax} characters`),
      }),
    )
    .max(200),
  data: z.array(discussionCategory),
});
export const reportDiscussion = endpoint({
  method: 'POST',
  path: '/api/discussion-report',
  auth: 'login',
  body: z.object({
    did: idLike(),
    content: z
      .string()
      .max(DiscussionLimits.reportReasonMax + 200, 'is too long')
      .nullish(),
    reporter: z.string().max(255).nullish(),
  }),
});

export const getComments = endpoint({
  method: 'GET',
  path: '/api/comments',
  auth: 'anon',
  query: pageQuery(DiscussionLimits.commentPageSize).extend({ cid: optId(), did: optId() }),
  data: commentsAnswer,
});
export const addComment = endpoint({
  method: 'POST',
  path: '/api/comment',
  auth: 'login',
  body: z.object({ content: commentText, cid: optId().nullable(), did: optId().nullable() }),
  data: commentVo,
});
export const deleteComment = endpoint({
  method: 'DELETE',
  path: '/api/comment',
  auth: 'login',
  body: z.object({ id: idLike(), fromUid: z.string().nullish(), did: optId().nullable(), cid: optId().nullable() }),
});
export const likeComment = endpoint({
  method: 'GET',
  path: '/api/comment-like',
  auth: 'login',
  query: z.object({
    cid: idLike(),
    toLike: boolLike(),
    sourceId: optId(),
    sourceType: z.enum(['Discussion', 'Contest']).optional(),
  }),
});
export const getReplies = endpoint({
  method: 'GET',
  path: '/api/reply',
  auth: 'anon',
  query: z.object({ commentId: idLike(), cid: optId() }),
  data: z.array(replyVo),
});
export const addReply = endpoint({
  method: 'POST',
  path: '/api/reply',
  auth: 'login',
  body: z.object({
    reply: z.object({
      commentId: idLike(),
      content: commentText,
      toUid: z.string().max(64).nullish(),
      toName: z.string().nullish(),
      toAvatar: z.string().nullish(),
    }),
    did: optId().nullable(),
    cid: optId().nullable(),
    quoteId: optId().nullable(),
    quoteType: z.preprocess(emptyToUndefined, z.enum(['Comment', 'Reply']).nullish()),
  }),
  data: replyVo,
});
export const deleteReply = endpoint({
  method: 'DELETE',
  path: '/api/reply',
  auth: 'login',
  body: z.object({ reply: z.object({ id: idLike() }).passthrough(), did: optId().nullable(), cid: optId().nullable() }),
});
