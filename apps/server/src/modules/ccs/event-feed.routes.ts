import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CcsViewer } from './ccs-objects';
import { tokenOf, seqOfToken } from './ccs-events.order';
import type { CcsEventLog } from './ccs-events';
import type { CcsEventRow } from './ccs-events.repository';

/** Events read from the log at once. */
const PAGE = 1000;
/** The spec's bound: a newline at least this often while nothing else is sent. */
export const KEEP_ALIVE_MS = 120_000;

export interface EventFeedDeps {
  ccsEvents: CcsEventLog;
  /** The caller as the CCS sees it (HTTP Basic) in contest `cid`; throws the API's refusal (401, 404). */
  ccsViewer: (req: FastifyRequest, cid: number) => Promise<CcsViewer>;
  /** Answers a refusal in the API's error format ({code, message}). */
  sendError: (reply: FastifyReply, err: unknown, req: FastifyRequest) => FastifyReply;
  /** A newline after this long without an event (tests shorten it). */
  keepAliveMs?: number;
}

const NDJSON = 'application/x-ndjson';

/**
 * `GET /api/ccs/contests/{id}/event-feed` (Contest_API.md, event feed): the caller's log as NDJSON,
 * one notification a line with its token. Streamed (a newline keeps idle connections alive) unless
 * `stream=false`, which answers the log as it is and ends; `since_token` resumes after that event
 * of the caller's own log, an unknown token answers 400 and nothing is streamed.
 */
export function eventFeedRoutes(app: FastifyInstance, deps: EventFeedDeps): void {
  app.get('/api/ccs/contests/:id/event-feed', async (req, reply) => {
    try {
      return await feed(req, reply);
    } catch (err) {
      if (reply.sent || reply.raw.headersSent) return reply;
      return deps.sendError(reply, err, req);
    }
  });

  async function feed(req: FastifyRequest, reply: FastifyReply) {
    const id = (req.params as { id: string }).id;
    const q = (req.query ?? {}) as Record<string, unknown>;
    if (!/^\d{1,15}$/.test(id)) return reply.code(404).send({ code: 404, message: 'Contest not found' });
    const cid = Number(id);
    const stream = q.stream === undefined ? true : parseFlag(q.stream);
    if (stream === null) return reply.code(400).send({ code: 400, message: 'stream must be true or false' });
    const viewer = await deps.ccsViewer(req, cid);
    const { ccsEvents } = deps;
    const { feed, head } = await ccsEvents.open(cid, viewer);
    let after = 0;
    if (q.since_token !== undefined) {
      const seq = typeof q.since_token === 'string' ? seqOfToken(cid, feed, q.since_token, head) : null;
      if (seq === null) return reply.code(400).send({ code: 400, message: 'Unknown since_token' });
      after = seq;
    }
    const line = (e: CcsEventRow) =>
      `{"type":${JSON.stringify(e.type)},"id":${JSON.stringify(e.objId)},"data":${e.data ?? 'null'},"token":${JSON.stringify(tokenOf(cid, feed, e.seq))}}\n`;

    if (!stream) {
      async function* finite() {
        for (let last = after; ;) {
          const rows = await ccsEvents.read(cid, feed, last, PAGE);
          if (rows.length === 0) return;
          yield rows.map(line).join('');
          last = rows[rows.length - 1].seq;
        }
      }
      return reply.type(NDJSON).header('cache-control', 'no-cache').send(Readable.from(finite()));
    }

    const uid = viewer.role === 'public' ? null : viewer.uid;
    const release = req.server.streamSlots?.claim(uid, req.ip) ?? (() => undefined);
    const raw = reply.raw;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = String(v);
    reply.hijack();
    raw.writeHead(200, {
      ...headers,
      'content-type': NDJSON,
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    // The headers go out now: a client resuming at the head has nothing else to read yet.
    raw.flushHeaders();

    let closed = false;
    let last = after;
    let busy = false;
    let again = false;
    const keepAliveMs = deps.keepAliveMs ?? KEEP_ALIVE_MS;
    let idle: NodeJS.Timeout | undefined;
    // Waits for a slow client's buffer to empty (or the client to leave), its listeners removed after.
    const drained = () =>
      new Promise<void>((resolve) => {
        const done = () => {
          raw.off('drain', done);
          raw.off('close', done);
          resolve();
        };
        raw.on('drain', done);
        raw.on('close', done);
      });
    const write = async (text: string) => {
      if (closed) return;
      clearTimeout(idle);
      if (!raw.write(text)) await drained();
      if (!closed) idle = setTimeout(() => void write('\n'), keepAliveMs);
    };
    // Reads on from the last event sent; a wake-up during a read makes it read once more.
    const pump = async (): Promise<void> => {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        do {
          again = false;
          for (;;) {
            const rows = await ccsEvents.read(cid, feed, last, PAGE);
            if (rows.length === 0 || closed) break;
            last = rows[rows.length - 1].seq;
            await write(rows.map(line).join(''));
          }
        } while (again && !closed);
      } catch {
        close();
      } finally {
        busy = false;
      }
    };
    const stop = ccsEvents.watch(cid, () => void pump());
    const close = () => {
      if (closed) return;
      closed = true;
      clearTimeout(idle);
      stop();
      release();
      raw.end();
    };
    req.raw.on('close', close);
    idle = setTimeout(() => void write('\n'), keepAliveMs);
    await pump();
    return reply;
  }
}

function parseFlag(v: unknown): boolean | null {
  if (v === 'true' || v === '1' || v === '') return true;
  if (v === 'false' || v === '0') return false;
  return null;
}
