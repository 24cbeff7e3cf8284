import type { FastifyInstance } from 'fastify';
import {
  adminAddNotice,
  adminDeleteNotice,
  adminGetNoticeList,
  adminUpdateNotice,
  cleanMsg,
  getCommentMsg,
  getLikeMsg,
  getMineMsg,
  getMsgStreamTicket,
  getReplyMsg,
  getSysMsg,
  getUnreadMsgCount,
  sseMessages,
} from '@verdict/shared';
import { Answer, AppError } from '../../http/app-error';
import { type EventStream, openEventStream } from '../../http/event-stream';
import { route } from '../../http/route';
import type { MessageService } from './message.service';
import type { NoticeService } from './notice.service';

/** Streams end after a while; the page opens a new one with a fresh ticket. */
const MAX_STREAM_MS = 30 * 60_000;

/** The message centre (contract §2.9), its live counts, and the admin notices (§2.12). */
export function messageRoutes(
  app: FastifyInstance,
  { messages, notices }: { messages: MessageService; notices: NoticeService },
): void {
  route(app, getUnreadMsgCount, ({ actor }) => messages.unread(actor.uid));
  route(app, getCommentMsg, ({ actor, query }) => messages.reminds(actor.uid, 'comment', query));
  route(app, getReplyMsg, ({ actor, query }) => messages.reminds(actor.uid, 'reply', query));
  route(app, getLikeMsg, ({ actor, query }) => messages.reminds(actor.uid, 'like', query));
  route(app, getSysMsg, ({ actor, query }) => messages.notices(actor.uid, 'Sys', query));
  route(app, getMineMsg, ({ actor, query }) => messages.notices(actor.uid, 'Mine', query));
  route(app, cleanMsg, async ({ actor, query }) => {
    await messages.clean(actor.uid, query.type, query.id);
    return new Answer(null, query.id === undefined ? 'message.cleared' : 'message.deleted');
  });

  // Open streams would keep the server from closing: end them first.
  const open = new Set<EventStream>();
  app.addHook('preClose', async () => {
    for (const s of open) s.close();
  });
  route(app, getMsgStreamTicket, async ({ actor }) => ({ ticket: await messages.issueTicket(actor.uid) }));
  /**
   * `GET /api/sse/messages` (our own path): an `unread` event with the caller's counts at once
   * and after every change of them; `end` before the stream closes at its time limit. The
   * caller is the token's user, else the ticket's; neither answers 401 before any stream opens.
   */
  route(app, sseMessages, async ({ actor, query, req, reply }) => {
    const uid = actor?.uid ?? (query.ticket ? await messages.redeemTicket(query.ticket) : null);
    if (!uid) throw query.ticket ? AppError.loginRequired('message.streamTicketInvalid') : AppError.loginRequired();
    let unsubscribe = () => {};
    const stream = openEventStream(req, reply, {
      maxMs: MAX_STREAM_MS,
      uid,
      onDeadline: () => {
        stream.send('end', {});
        stream.close();
      },
      onClose: () => {
        unsubscribe();
        open.delete(stream);
      },
    });
    open.add(stream);
    // Subscribe before counting, so a message landing in between is not missed.
    unsubscribe = messages.watch(uid, (counts) => stream.send('unread', counts));
    const counts = await messages.unread(uid);
    stream.send('unread', counts);
  });

  route(app, adminGetNoticeList, ({ query }) => notices.list(query));
  route(app, adminAddNotice, async ({ actor, body }) => {
    await notices.create(actor, body);
    return new Answer(null, 'notice.created');
  });
  route(app, adminUpdateNotice, async ({ body }) => {
    await notices.update(body);
    return new Answer(null, 'notice.updated');
  });
  route(app, adminDeleteNotice, async ({ query }) => {
    await notices.delete(query.id);
    return new Answer(null, 'notice.deleted');
  });
}
