import { z } from 'zod';
import { emptyToUndefined, idLike } from './common';
import { endpoint } from './endpoint';

/**
 * The clarification desk of a contest (issue 23.2): contestants (teams; a team of one in an
 * individual contest) ask the jury about a problem or the contest while it runs; the jury (the
 * contest's admins) answers privately or to everyone and sends announcements. Everyone allowed
 * into the contest reads what is addressed to all and to their own team, during and after it.
 */

export const ClarificationLimits = {
  /** Characters of a question, an answer or an announcement. */
  textMax: 2000,
} as const;

/** The jury's canned answers: the key is stored, each viewer reads it in their language (CCS readers get the English text). */
export const CANNED_ANSWERS = {
  noComment: { en: 'No comment.', 'zh-CN': '无可奉告。' },
  readStatement: { en: 'Read the problem statement.', 'zh-CN': '请仔细阅读题面。' },
  yes: { en: 'Yes.', 'zh-CN': '是。' },
  no: { en: 'No.', 'zh-CN': '否。' },
  inStatement: { en: 'This is answered in the problem statement.', 'zh-CN': '题面中已有答案。' },
} as const;
export type CannedAnswer = keyof typeof CANNED_ANSWERS;
export const CANNED_ANSWER_KEYS = Object.keys(CANNED_ANSWERS) as [CannedAnswer, ...CannedAnswer[]];

/** question: a team asked; answer: the jury's reply to a question; announcement: the jury wrote to everyone unasked. */
export const CLARIFICATION_KINDS = ['question', 'answer', 'announcement'] as const;
export type ClarificationKind = (typeof CLARIFICATION_KINDS)[number];

/** One clarification as a viewer reads it. */
export const clarificationVo = z.object({
  id: z.number(),
  cid: z.number(),
  kind: z.enum(CLARIFICATION_KINDS),
  /** The contest problem (its display id and title), or null for the contest in general. */
  pid: z.number().nullable(),
  problemDisplayId: z.string().nullable(),
  problemTitle: z.string().nullable(),
  /** The asking team (questions only); its name. */
  fromTeamId: z.string().nullable(),
  fromTeamName: z.string().nullable(),
  /** The one team an answer goes to, or null for everyone. */
  toTeamId: z.string().nullable(),
  /** The question an answer replies to. */
  replyToId: z.number().nullable(),
  text: z.string(),
  /** A canned answer's key (the text is then that answer in English). */
  canned: z.enum(CANNED_ANSWER_KEYS).nullable(),
  /** Questions: answered by the jury yet. */
  answered: z.boolean(),
  /** Answers to all: the question they answer, so every reader sees what was asked. */
  question: z.string().nullable(),
  /** Not yet read by the viewer (the viewer's own questions count as read). */
  unread: z.boolean(),
  time: z.number(),
});
export type ClarificationVo = z.infer<typeof clarificationVo>;

export const clarificationDesk = z.object({
  /** Newest first for contestants; for the jury, unanswered questions first. */
  items: z.array(clarificationVo),
  /** The viewer is the contest's jury. */
  jury: z.boolean(),
  /** The viewer may ask now (a participant while the contest runs). */
  canAsk: z.boolean(),
  unread: z.number(),
});
export type ClarificationDesk = z.infer<typeof clarificationDesk>;

const cid = idLike();
const text = z
  .string({ error: 'is required' })
  .max(ClarificationLimits.textMax, `must be at most ${ClarificationLimits.textMax} characters`)
  .refine((s) => s.trim().length > 0, 'is required');
/** The contest problem's pid, or none (or 0) for the contest in general. */
const pid = z.preprocess((v) => (v === 0 || v === '0' ? undefined : emptyToUndefined(v)), idLike().optional());

export const getClarifications = endpoint({
  method: 'GET',
  path: '/api/contest/clarifications',
  auth: 'login',
  summary: "The contest's clarifications the caller may read (the jury: all of them, unanswered first), with the unread count.",
  query: z.object({ cid }),
  data: clarificationDesk,
});
export const askClarification = endpoint({
  method: 'POST',
  path: '/api/contest/clarification',
  auth: 'login',
  summary: "A participant's question to the jury about a problem of the contest or the contest in general, while it runs.",
  body: z.object({ cid, pid, text }),
  data: clarificationVo,
});
export const readClarifications = endpoint({
  method: 'PUT',
  path: '/api/contest/clarifications/read',
  auth: 'login',
  summary: 'Marks every clarification the caller may read in the contest as read.',
  body: z.object({ cid }),
});
export const answerClarification = endpoint({
  method: 'POST',
  path: '/api/admin/contest/clarification/answer',
  auth: 'login',
  summary: "The jury's answer to a question: a canned answer or free text, to the asking team or to everyone.",
  body: z
    .object({
      cid,
      id: idLike(),
      canned: z.preprocess(emptyToUndefined, z.enum(CANNED_ANSWER_KEYS).optional()),
      text: z.preprocess(emptyToUndefined, text.optional()),
      toAll: z.boolean().default(false),
    })
    .refine((b) => (b.canned === undefined) !== (b.text === undefined), {
      message: 'choose a canned answer or write one',
      path: ['text'],
    }),
  data: clarificationVo,
});
export const announceClarification = endpoint({
  method: 'POST',
  path: '/api/admin/contest/clarification/announce',
  auth: 'login',
  summary: "The jury's announcement to every team, about a problem or the contest in general.",
  body: z.object({ cid, pid, text }),
  data: clarificationVo,
});
export const sseClarifications = endpoint({
  method: 'GET',
  path: '/api/sse/clarifications',
  auth: 'opt',
  raw: true,
  summary:
    'Server-sent events: `ready` ({cid}) at once, then `change` ({cid, id}) whenever a clarification the caller may read arrives or changes (the jury: every one). Send the token (fetch-based SSE).',
  query: z.object({ cid }),
});
