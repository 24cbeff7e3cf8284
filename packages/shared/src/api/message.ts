import { z } from 'zod';
import { emptyToUndefined, idLike, pageQuery, paged } from './common';
import { endpoint } from './endpoint';

// The area's server messages join the shared catalogue with the area's calls.

/** The message centre (contract §2.9) and the admin system notices (§2.12). */

/** What caused a reminder (msg_remind.action). */
export const REMIND_ACTIONS = ['Discuss', 'Reply', 'Like_Post', 'Like_Discuss'] as const;
export type RemindAction = (typeof REMIND_ACTIONS)[number];
/** `DELETE /api/msg/clean?type=`: one tab of the centre. */
export const MESSAGE_CLEAN_TYPES = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;
export type MessageCleanType = (typeof MESSAGE_CLEAN_TYPES)[number];
/** admin_sys_notice.type: everyone, the chosen users, the site admins. */
export const NOTICE_TYPES = ['All', 'Single', 'Admin'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Spec 2 §9: 6 per page for comments, replies and likes; 8 for system and mine. */
export const MessageLimits = {
  remindPageSize: 6,
  noticePageSize: 8,
  adminNoticePageSize: 10,
  noticeTitleMax: 255,
  noticeContentMax: 65_535,
  recipientsMax: 1000,
} as const;

export const unreadMessageCounts = z.object({
  comment: z.number(),
  reply: z.number(),
  like: z.number(),
  sys: z.number(),
  mine: z.number(),
});
export type UnreadMessageCounts = z.infer<typeof unreadMessageCounts>;

/** UserMsgVO (contract §3). */
export const userMsgVo = z.object({
  id: z.number(),
  action: z.enum(REMIND_ACTIONS),
  sourceId: z.number(),
  sourceType: z.string(),
  sourceTitle: z.string().nullable(),
  sourceContent: z.string().nullable(),
  quoteId: z.number().nullable(),
  quoteType: z.string().nullable(),
  quoteContent: z.string().nullable(),
  url: z.string().nullable(),
  /** Read (true) or not, as it was before this page marked it read. */
  state: z.boolean(),
  senderId: z.string(),
  senderUsername: z.string().nullable(),
  senderAvatar: z.string().nullable(),
  gmtCreate: z.string().nullable(),
});
export type UserMsgVo = z.infer<typeof userMsgVo>;

/** SysMsgVO (contract §3): a system or personal notice as its recipient sees it; id is the recipient's row. */
export const sysMsgVo = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  adminId: z.string().nullable(),
  type: z.string(),
  state: z.boolean(),
  gmtCreate: z.string().nullable(),
});
export type SysMsgVo = z.infer<typeof sysMsgVo>;

/** AdminSysNoticeVO (contract §3); `recipients` (usernames of a `Single` notice) is ours. */
export const adminSysNoticeVo = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  type: z.enum(NOTICE_TYPES),
  state: z.boolean(),
  adminUsername: z.string().nullable(),
  recipients: z.array(z.string()),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type AdminSysNoticeVo = z.infer<typeof adminSysNoticeVo>;

const remindPage = pageQuery(MessageLimits.remindPageSize);
const noticePage = pageQuery(MessageLimits.noticePageSize);

export const getUnreadMsgCount = endpoint({ method: 'GET', path: '/api/msg/unread', auth: 'login', data: unreadMessageCounts });
export const getCommentMsg = endpoint({
  method: 'GET',
  path: '/api/msg/comment',
  auth: 'login',
  query: remindPage,
  data: paged(userMsgVo),
});
export const getReplyMsg = endpoint({
  method: 'GET',
  path: '/api/msg/reply',
  auth: 'login',
  query: remindPage,
  data: paged(userMsgVo),
});
export const getLikeMsg = endpoint({
  method: 'GET',
  path: '/api/msg/like',
  auth: 'login',
  query: remindPage,
  data: paged(userMsgVo),
});
export const getSysMsg = endpoint({
  method: 'GET',
  path: '/api/msg/sys',
  auth: 'login',
  query: noticePage,
  data: paged(sysMsgVo),
});
export const getMineMsg = endpoint({
  method: 'GET',
  path: '/api/msg/mine',
  auth: 'login',
  query: noticePage,
  data: paged(sysMsgVo),
});
export const cleanMsg = endpoint({
  method: 'DELETE',
  path: '/api/msg/clean',
  auth: 'login',
  query: z.object({ type: z.enum(MESSAGE_CLEAN_TYPES), id: z.preprocess(emptyToUndefined, idLike().optional()) }),
});

/**
 * Our own calls for live counts. EventSource sends no headers, so the page first asks for a
 * one-time ticket (valid 60 s) and opens the stream with it; other clients may send their token.
 */
export const getMsgStreamTicket = endpoint({
  method: 'POST',
  path: '/api/msg/stream-ticket',
  auth: 'login',
  data: z.object({ ticket: z.string() }),
});
export const sseMessages = endpoint({
  method: 'GET',
  path: '/api/sse/messages',
  auth: 'opt',
  raw: true,
  summary:
    "Server-sent events: `unread` with the caller's counts ({comment, reply, like, sys, mine}) at once and on every change.",
  query: z.object({ ticket: z.string().trim().max(100).optional() }),
});

// ── admin notices ───────────────────────────────────────────────────────────
const noticeBody = z.object({
  id: z.preprocess(emptyToUndefined, idLike().optional()),
  title: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(MessageLimits.noticeTitleMax, `must be at most ${MessageLimits.noticeTitleMax} characters`),
  content: z
    .string({ error: 'is required' })
    .max(MessageLimits.noticeContentMax, `must be at most ${MessageLimits.noticeContentMax} characters`)
    .refine((c) => c.trim().length > 0, 'is required'),
  type: z.enum(NOTICE_TYPES, { error: 'must be All, Single or Admin' }),
  /** Usernames of a `Single` notice (ours); hoj-vue's single `recipientId` (a uid) is also read. */
  recipients: z.array(z.string().trim().min(1).max(64)).max(MessageLimits.recipientsMax).optional(),
  recipientId: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
  /** hoj-vue sends it; the caller is the sender. */
  adminId: z.unknown().optional(),
});
export type NoticeBody = z.infer<typeof noticeBody>;

export const adminGetNoticeList = endpoint({
  method: 'GET',
  path: '/api/admin/msg/notice',
  auth: 'login',
  roles: ['root'],
  query: pageQuery(MessageLimits.adminNoticePageSize).extend({
    type: z.preprocess(emptyToUndefined, z.enum(NOTICE_TYPES).optional()),
  }),
  data: paged(adminSysNoticeVo),
});
export const adminAddNotice = endpoint({
  method: 'POST',
  path: '/api/admin/msg/notice',
  auth: 'login',
  roles: ['root'],
  body: noticeBody,
});
export const adminUpdateNotice = endpoint({
  method: 'PUT',
  path: '/api/admin/msg/notice',
  auth: 'login',
  roles: ['root'],
  body: noticeBody.extend({ id: idLike() }),
});
export const adminDeleteNotice = endpoint({
  method: 'DELETE',
  path: '/api/admin/msg/notice',
  auth: 'login',
  roles: ['root'],
  query: z.object({ id: idLike() }),
});

/**
 * A message one user's action leaves for another (contract msg_remind): a comment on their
 * discussion (Discuss), an answer to them (Reply), their discussion (Like_Post) or comment
 * (Like_Discuss) liked. The discussion module sends it, the message module keeps it.
 */
export interface UserReminder {
  action: 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss';
  senderId: string;
  recipientId: string;
  sourceType: 'Discussion' | 'Contest';
  sourceId: number;
  sourceTitle: string;
  sourceContent: string;
  quoteId: number | null;
  quoteType: 'Comment' | 'Reply' | null;
  url: string;
  /** The quoted comment or reply, when the sender has it at hand. */
  quoteContent?: string | null;
}
