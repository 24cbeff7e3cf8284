import type { FastifyInstance } from 'fastify';
import {
  announceClarification,
  answerClarification,
  askClarification,
  getClarifications,
  readClarifications,
  sseClarifications,
} from '@verdict/shared';
import { Answer } from '../../http/app-error';
import { type EventStream, openEventStream } from '../../http/event-stream';
import { route } from '../../http/route';
import type { ClarificationService } from './clarification.service';

/** Streams end after a while; the page reconnects (lib/useLive.ts). */
const MAX_STREAM_MS = 30 * 60_000;

/** The clarification desk of a contest: reading, asking, the jury's answers and announcements, and its live stream. */
export function clarificationRoutes(app: FastifyInstance, { clarifications }: { clarifications: ClarificationService }): void {
  route(app, getClarifications, ({ actor, query }) => clarifications.desk(actor, query.cid));
  route(
    app,
    askClarification,
    async ({ actor, body }) => new Answer(await clarifications.ask(actor, body), 'clarification.asked'),
  );
  route(app, readClarifications, ({ actor, body }) => clarifications.markRead(actor, body.cid));
  route(
    app,
    answerClarification,
    async ({ actor, body }) => new Answer(await clarifications.answer(actor, body), 'clarification.answered'),
  );
  route(
    app,
    announceClarification,
    async ({ actor, body }) => new Answer(await clarifications.announce(actor, body), 'clarification.announced'),
  );

  // Open streams would keep the server from closing: end them first.
  const open = new Set<EventStream>();
  app.addHook('preClose', async () => {
    for (const s of open) s.close();
  });
  /**
   * `GET /api/sse/clarifications?cid=`: `ready` at once, then `change` ({cid, id}) for every new
   * or changed clarification the caller may read; `end` before the stream closes at its time limit.
   * Access is checked before the reply turns into a stream, so refusals answer as usual.
   */
  route(app, sseClarifications, async ({ actor, query, req, reply }) => {
    let stream: EventStream | null = null;
    const watched = await clarifications.watch(actor, query.cid, (id) => stream?.send('change', { cid: query.cid, id }));
    try {
      stream = openEventStream(req, reply, {
        maxMs: MAX_STREAM_MS,
        uid: actor?.uid ?? null,
        onDeadline: () => {
          stream?.send('end', {});
          stream?.close();
        },
        onClose: () => {
          watched.stop();
          if (stream) open.delete(stream);
        },
      });
    } catch (err) {
      watched.stop();
      throw err;
    }
    open.add(stream);
    stream.send('ready', { cid: query.cid });
  });
}
