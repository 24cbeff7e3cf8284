import type { FastifyInstance } from 'fastify';
import {
  addComment,
  addDiscussion,
  addReply,
  adminDeleteDiscussion,
  adminGetDiscussionReport,
  adminUpdateDiscussion,
  adminUpdateDiscussionReport,
  deleteComment,
  deleteDiscussion,
  deleteReply,
  getComments,
  getDiscussionCategory,
  getDiscussionDetail,
  getDiscussionList,
  getReplies,
  likeComment,
  likeDiscussion,
  reportDiscussion,
  saveDiscussionCategory,
  updateDiscussion,
  type MessageKey,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { route } from '../../http/route';
import type { CommentService } from './comment.service';
import type { DiscussionService } from './discussion.service';

export interface DiscussionRouteServices {
  discussions: DiscussionService;
  comments: CommentService;
}

/** Discussions, comments, replies, likes, reports (contract §2.8) and their back-office calls (§2.12). */
export function discussionRoutes(app: FastifyInstance, { discussions, comments }: DiscussionRouteServices): void {
  const done = (key: MessageKey) => () => new Answer(null, key);

  route(app, getDiscussionList, ({ actor, query }) => discussions.list(actor, query));
  route(app, getDiscussionDetail, ({ actor, query }) => discussions.detail(actor, query.did));
  route(app, addDiscussion, ({ actor, body }) => discussions.create(actor, body).then(done('discussion.posted')));
  route(app, updateDiscussion, ({ actor, body }) => discussions.update(actor, body).then(done('discussion.updated')));
  route(app, deleteDiscussion, ({ actor, query }) => discussions.remove(actor, query.did).then(done('discussion.deleted')));
  route(app, likeDiscussion, ({ actor, query }) =>
    discussions.like(actor, query.did, query.toLike).then(done(query.toLike ? 'discussion.liked' : 'discussion.unliked')),
  );
  route(app, getDiscussionCategory, () => discussions.categories());
  route(app, saveDiscussionCategory, ({ body }) => discussions.saveCategories(body));
  route(app, reportDiscussion, ({ actor, body }) =>
    discussions.report(actor, body.did, body.content).then(done('discussion.reported')),
  );

  route(app, getComments, ({ actor, query }) => comments.list(actor, query));
  route(app, addComment, ({ actor, body }) => comments.add(actor, body));
  route(app, deleteComment, ({ actor, body }) => comments.remove(actor, body.id).then(done('discussion.deleted')));
  route(app, likeComment, ({ actor, query }) =>
    comments.like(actor, query.cid, query.toLike).then(done(query.toLike ? 'discussion.liked' : 'discussion.unliked')),
  );
  route(app, getReplies, ({ actor, query }) => comments.replies(actor, query.commentId));
  route(app, addReply, ({ actor, body }) => comments.reply(actor, body));
  route(app, deleteReply, ({ actor, body }) => comments.removeReply(actor, body.reply.id).then(done('discussion.deleted')));

  route(app, adminUpdateDiscussion, ({ body }) => discussions.adminUpdate(body).then(done('discussion.updated')));
  route(app, adminDeleteDiscussion, ({ body }) => discussions.adminDelete(body).then(done('discussion.deleted')));
  route(app, adminGetDiscussionReport, ({ query }) => discussions.reports(query.currentPage, query.limit));
  route(app, adminUpdateDiscussionReport, ({ body }) =>
    discussions.setReportStatus(body.id, body.status).then(done('discussion.updated')),
  );
}
