import {
  type CommentVo,
  type CommentsAnswer,
  ContestStatus,
  DiscussionLimits,
  DiscussionStatus,
  type ReplyVo,
  toPage,
  msToWireDate,
} from '@verdict/shared';
import { type GroupStandings, isGroupMember } from '../../access/group-policy';
import { type Actor, isAdmin } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { UserCard, UserDirectory } from '../account/user-directory';
import type { ContestAccess, ContestEntry } from '../contest/contest-access';
import { statusOf } from '../contest/contest.policy';
import type { CommentRepository, CommentRow, CommentTarget, ReplyRow } from './comment.repository';
import type { DiscussionGate } from './discussion.gate';
import type { DiscussionRepository, DiscussionRow } from './discussion.repository';
import { discussionUrl, roleNameOf } from './discussion.service';
import { type Reminders, excerpt, remindOthers } from './reminders';

export interface CommentDeps {
  repo: CommentRepository;
  discussions: DiscussionRepository;
  gate: DiscussionGate;
  users: UserDirectory;
  contestAccess: ContestAccess;
  reminders: Reminders;
  /** The caller's standing in a group (the group module, wired in wiring/): a group's discussions are for its members and super admins. */
  groups: GroupStandings;
}

/** Where a comment lives, as one caller reaches it. */
interface Scope {
  target: CommentTarget;
  discussion?: DiscussionRow;
  contest?: ContestEntry;
  /** Running contest, caller not its admin: only these authors' comments are shown (spec 2 §2). */
  visibleAuthors?: string[];
  /** Contest admins (author and super admins): their comments cannot be replied to by contestants. */
  contestAdmins: Set<string>;
}

const contestUrl = (cid: number) => `/contest/${cid}/comment`;

/** The shared comment area (spec 2 §2, §6): a discussion's comments (did) or a contest's (cid). */
export class CommentService {
  constructor(private readonly deps: CommentDeps) {}

  async list(
    actor: Actor | null,
    q: { did?: number; cid?: number; currentPage: number; limit: number },
  ): Promise<CommentsAnswer> {
    const scope = await this.scope(actor, q);
    const { records, total } = await this.deps.repo.list(scope.target, q.currentPage, q.limit, scope.visibleAuthors);
    const ids = records.map((r) => Number(r.id));
    const [replies, liked] = await Promise.all([
      this.deps.repo.repliesOf(ids, this.replyFilter(actor, scope)),
      actor ? this.deps.repo.likedBy(actor.uid, ids) : Promise.resolve(new Set<number>()),
    ]);
    const cards = await this.deps.users.byUids([
      ...records.map((r) => r.fromUid),
      ...replies.flatMap((r) => [r.fromUid, r.toUid ?? '']),
    ]);
    const vos = records.map((c) => {
      const own = replies.filter((r) => Number(r.commentId) === Number(c.id));
      return this.commentVo(actor, scope, c, cards, own.slice(0, DiscussionLimits.repliesShown), own.length);
    });
    return {
      commentList: toPage(vos, total, q.currentPage, q.limit),
      commentLikeMap: Object.fromEntries([...liked].map((id) => [String(id), true])),
    };
  }

  async add(actor: Actor, body: { content?: string | null; did?: number | null; cid?: number | null }): Promise<CommentVo> {
    const scope = await this.scope(actor, { did: body.did ?? undefined, cid: body.cid ?? undefined });
    await this.deps.gate.mayComment(actor, 'comment_add', scope.target.cid !== undefined);
    const content = checkedContent(body.content);
    const row = await this.deps.repo.insertComment({
      did: scope.target.did ?? null,
      cid: scope.target.cid ?? null,
      content,
      fromUid: actor.uid,
    });
    const d = scope.discussion;
    if (d) {
      await this.deps.discussions.addComments(d.id, 1);
      await remindOthers(this.deps.reminders, {
        action: 'Discuss',
        senderId: actor.uid,
        recipientId: d.uid,
        sourceType: 'Discussion',
        sourceId: d.id,
        sourceTitle: d.title,
        sourceContent: excerpt(content),
        quoteId: null,
        quoteType: null,
        url: discussionUrl(d.id),
      });
    }
    const cards = await this.deps.users.byUids([actor.uid]);
    return this.commentVo(actor, scope, row, cards, [], 0);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const comment = await this.deps.repo.findComment(id);
    if (!comment) throw AppError.notFound('discussion.commentNotFound');
    const scope = await this.scope(actor, targetOf(comment));
    if (!this.mayDelete(actor, scope, comment.fromUid)) throw AppError.forbidden('discussion.noCommentDelete');
    const gone = await this.deps.repo.deleteComment(id);
    if (scope.discussion && gone > 0) await this.deps.discussions.addComments(scope.discussion.id, -gone);
  }

  async like(actor: Actor, commentId: number, toLike: boolean): Promise<void> {
    const comment = await this.deps.repo.findComment(commentId);
    if (!comment) throw AppError.notFound('discussion.commentNotFound');
    const scope = await this.scope(actor, targetOf(comment));
    if (scope.visibleAuthors && !scope.visibleAuthors.includes(comment.fromUid))
      throw AppError.forbidden('discussion.contestHidden');
    const changed = await this.deps.repo.setLike(commentId, actor.uid, toLike);
    if (changed && toLike)
      await remindOthers(this.deps.reminders, {
        ...this.source(scope),
        action: 'Like_Discuss',
        senderId: actor.uid,
        recipientId: comment.fromUid,
        sourceContent: excerpt(comment.content),
        quoteId: Number(comment.id),
        quoteType: 'Comment',
      });
  }

  async replies(actor: Actor | null, commentId: number): Promise<ReplyVo[]> {
    const comment = await this.deps.repo.findComment(commentId);
    if (!comment) throw AppError.notFound('discussion.commentNotFound');
    const scope = await this.scope(actor, targetOf(comment));
    if (scope.visibleAuthors && !scope.visibleAuthors.includes(comment.fromUid))
      throw AppError.forbidden('discussion.contestHidden');
    const rows = await this.deps.repo.repliesOf([commentId], this.replyFilter(actor, scope));
    const cards = await this.deps.users.byUids(rows.flatMap((r) => [r.fromUid, r.toUid ?? '']));
    return rows.map((r) => replyVo(r, cards));
  }

  async reply(
    actor: Actor,
    body: {
      reply: { commentId: number; content?: string | null; toUid?: string | null };
      quoteId?: number | null;
      quoteType?: 'Comment' | 'Reply' | null;
    },
  ): Promise<ReplyVo> {
    const comment = await this.deps.repo.findComment(body.reply.commentId);
    if (!comment) throw AppError.notFound('discussion.commentNotFound');
    const scope = await this.scope(actor, targetOf(comment));
    await this.deps.gate.mayComment(actor, 'reply_add', scope.target.cid !== undefined);
    if (scope.visibleAuthors && !scope.visibleAuthors.includes(comment.fromUid))
      throw AppError.forbidden('discussion.contestHidden');
    if (!this.mayReply(actor, scope, comment.fromUid)) throw AppError.forbidden('discussion.adminCommentNoReply');
    const content = checkedContent(body.reply.content);
    // The answered person: the named reply's author when quoting a reply of this comment, else the commenter.
    let toUid = comment.fromUid;
    let quote: { id: number; type: 'Comment' | 'Reply'; content: string } = {
      id: Number(comment.id),
      type: 'Comment',
      content: comment.content,
    };
    if (body.quoteType === 'Reply' && body.quoteId) {
      const quoted = await this.deps.repo.findReply(body.quoteId);
      if (!quoted || Number(quoted.commentId) !== Number(comment.id)) throw AppError.notFound('discussion.replyNotFound');
      toUid = quoted.fromUid;
      quote = { id: Number(quoted.id), type: 'Reply', content: quoted.content };
    } else if (body.reply.toUid && body.reply.toUid !== comment.fromUid) {
      const replied = await this.deps.repo.repliesOf([Number(comment.id)]);
      if (replied.some((r) => r.fromUid === body.reply.toUid)) toUid = body.reply.toUid;
    }
    const row = await this.deps.repo.insertReply({ commentId: Number(comment.id), fromUid: actor.uid, toUid, content });
    if (scope.discussion) await this.deps.discussions.addComments(scope.discussion.id, 1);
    await remindOthers(this.deps.reminders, {
      ...this.source(scope),
      action: 'Reply',
      senderId: actor.uid,
      recipientId: toUid,
      sourceContent: excerpt(content),
      quoteId: quote.id,
      quoteType: quote.type,
      quoteContent: excerpt(quote.content),
    });
    return replyVo(row, await this.deps.users.byUids([actor.uid, toUid]));
  }

  async removeReply(actor: Actor, id: number): Promise<void> {
    const reply = await this.deps.repo.findReply(id);
    if (!reply) throw AppError.notFound('discussion.replyNotFound');
    const comment = await this.deps.repo.findComment(Number(reply.commentId));
    if (!comment) throw AppError.notFound('discussion.commentNotFound');
    const scope = await this.scope(actor, targetOf(comment));
    if (!this.mayDelete(actor, scope, reply.fromUid)) throw AppError.forbidden('discussion.noReplyDelete');
    if ((await this.deps.repo.deleteReply(id)) && scope.discussion)
      await this.deps.discussions.addComments(scope.discussion.id, -1);
  }

  // ── rules ──

  /** The target's flag and visibility; contests also give their admins and, while running, the visible authors. */
  private async scope(actor: Actor | null, q: { did?: number; cid?: number }): Promise<Scope> {
    if (q.did !== undefined) {
      const d = await this.deps.discussions.findById(q.did);
      if (d?.gid == null) await this.deps.gate.requireFlag('openPublicDiscussion', false);
      if (!d) throw AppError.notFound('discussion.notFound');
      if (d.gid !== null) {
        // A group's discussion: its comments and likes are for the group's members.
        await this.deps.gate.requireFlag('openGroupDiscussion', false);
        if (!isGroupMember(await this.deps.groups.standingOf(actor, Number(d.gid))))
          throw AppError.notFound('discussion.notFound');
      }
      if (d.status === DiscussionStatus.Disabled && !isAdmin(actor) && actor?.uid !== d.uid)
        throw AppError.forbidden('discussion.disabled');
      return { target: { did: Number(d.id) }, discussion: d, contestAdmins: new Set() };
    }
    if (q.cid === undefined) throw AppError.fail('discussion.targetRequired');
    await this.deps.gate.requireFlag('openContestComment', false);
    const entry = await this.deps.contestAccess.entry(actor, q.cid);
    const contestAdmins = new Set([entry.contest.uid, ...(await this.deps.users.rootUids())]);
    const running = statusOf(entry.contest, entry.now) === ContestStatus.Running;
    const visibleAuthors = running && !entry.admin ? [...contestAdmins, ...(actor ? [actor.uid] : [])] : undefined;
    return { target: { cid: Number(entry.contest.id) }, contest: entry, visibleAuthors, contestAdmins };
  }

  /** During a contest a contestant sees replies by or to himself and those of the admins. */
  private replyFilter(actor: Actor | null, scope: Scope): { from: string[]; to: string[] } | undefined {
    return scope.visibleAuthors ? { from: scope.visibleAuthors, to: actor ? [actor.uid] : [] } : undefined;
  }

  /** Spec 2 §6: in a contest, a reply is offered to the commenter, to contest admins, or when the commenter is no admin. */
  private mayReply(actor: Actor | null, scope: Scope, commenter: string): boolean {
    if (!scope.contest) return true;
    return actor?.uid === commenter || scope.contest.admin || !scope.contestAdmins.has(commenter);
  }

  private mayDelete(actor: Actor | null, scope: Scope, author: string): boolean {
    if (!actor) return false;
    if (actor.uid === author) return true;
    return scope.contest ? scope.contest.admin : isAdmin(actor);
  }

  private source(scope: Scope) {
    if (scope.discussion) {
      const d = scope.discussion;
      return {
        sourceType: 'Discussion' as const,
        sourceId: Number(d.id),
        sourceTitle: d.title,
        url: discussionUrl(Number(d.id)),
      };
    }
    const c = scope.contest!.contest;
    return { sourceType: 'Contest' as const, sourceId: Number(c.id), sourceTitle: c.title, url: contestUrl(Number(c.id)) };
  }

  private commentVo(
    actor: Actor | null,
    scope: Scope,
    c: CommentRow,
    cards: Map<string, UserCard>,
    replies: ReplyRow[],
    totalReplyNum: number,
  ): CommentVo {
    const card = cards.get(c.fromUid);
    return {
      id: Number(c.id),
      content: c.content,
      fromUid: c.fromUid,
      fromName: card?.username ?? null,
      fromAvatar: card?.avatar ?? null,
      fromRole: roleNameOf(card),
      fromTitleName: null,
      fromTitleColor: null,
      likeNum: Number(c.likeNum),
      totalReplyNum,
      gmtCreate: msToWireDate(c.gmtCreate),
      replyList: replies.map((r) => replyVo(r, cards)),
      canReply: actor !== null && this.mayReply(actor, scope, c.fromUid),
      canDelete: this.mayDelete(actor, scope, c.fromUid),
    };
  }
}

const targetOf = (c: CommentRow): { did?: number; cid?: number } =>
  c.did !== null ? { did: Number(c.did) } : { cid: Number(c.cid) };

function checkedContent(text: string | null | undefined): string {
  const content = text ?? '';
  if (content.trim() === '') throw AppError.fail('discussion.contentEmpty');
  if (content.length > DiscussionLimits.commentMax)
    throw AppError.fail('discussion.contentTooLong', { max: DiscussionLimits.commentMax });
  return content;
}

function replyVo(r: ReplyRow, cards: Map<string, UserCard>): ReplyVo {
  const from = cards.get(r.fromUid);
  const to = r.toUid ? cards.get(r.toUid) : undefined;
  return {
    id: Number(r.id),
    commentId: Number(r.commentId),
    fromUid: r.fromUid,
    fromName: from?.username ?? null,
    fromAvatar: from?.avatar ?? null,
    fromRole: roleNameOf(from),
    fromTitleName: null,
    fromTitleColor: null,
    toUid: r.toUid,
    toName: to?.username ?? null,
    toAvatar: to?.avatar ?? null,
    content: r.content,
    status: Number(r.status),
    gmtCreate: msToWireDate(r.gmtCreate),
    gmtModified: msToWireDate(r.gmtModified),
  };
}
