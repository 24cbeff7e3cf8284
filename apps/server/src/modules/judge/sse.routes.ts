import type { FastifyInstance } from 'fastify';
import { type SubmissionProgress, isInProgress, sseSubmissions } from '@verdict/shared';
import { route } from '../../http/route';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { SubmissionRecords } from '../submission/submission-records.service';
import type { SubmissionService } from '../submission/submission.service';

const HEARTBEAT_MS = 15_000;
const MAX_STREAM_MS = 15 * 60_000;

/**
 * `GET /api/sse/submissions?submitIds=1,2` (our own path): one `progress` event per status
 * change or finished case, `{submitId, status, done, total}`; the current state is sent first,
 * and the stream ends with an `end` event once every listed submission has a final status.
 * Only submissions the status check would show the caller are streamed (never contest ones, whose
 * seal the contest's own stream keeps); the client polls the status check for the rest.
 */
export function sseRoutes(
  app: FastifyInstance,
  { records, events, submissions }: { records: SubmissionRecords; events: SubmissionEvents; submissions: SubmissionService },
): void {
  route(app, sseSubmissions, async ({ actor, query, req, reply }) => {
    const asked = [...new Set(query.submitIds.split(',').map(Number))];
    const shown = new Set(Object.keys(await submissions.statuses(actor, asked, 0)).map(Number));
    const ids = asked.filter((id) => shown.has(id));
    const waiting = new Set(ids);
    const raw = reply.raw;
    // Headers written by hooks (CORS) are copied: after hijack Fastify no longer sends them.
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = String(v);
    reply.hijack();
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });

    let closed = false;
    const send = (event: string, data: unknown) => {
      if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const finish = () => {
      if (closed) return;
      send('end', { submitIds: ids });
      close();
    };
    const onProgress = (e: SubmissionProgress) => {
      send('progress', e);
      if (!isInProgress(e.status)) {
        waiting.delete(e.submitId);
        if (waiting.size === 0) finish();
      }
    };
    // Subscribe before reading the rows, so a verdict landing in between is not missed.
    const unsubscribe = events.subscribe(ids, onProgress);
    const heartbeat = setInterval(() => !closed && raw.write(': ping\n\n'), HEARTBEAT_MS);
    const deadline = setTimeout(finish, MAX_STREAM_MS);
    function close() {
      closed = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(deadline);
      raw.end();
    }
    req.raw.on('close', () => {
      if (!closed) close();
    });

    const current = await records.progressOf(ids);
    const found = new Set(current.map((p) => p.submitId));
    for (const id of ids) if (!found.has(id)) waiting.delete(id);
    for (const p of current) onProgress(p);
    if (waiting.size === 0) finish();
  });
}
