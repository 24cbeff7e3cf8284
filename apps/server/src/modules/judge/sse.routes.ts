import type { FastifyInstance } from 'fastify';
import { type SubmissionProgress, isInProgress, sseSubmissions } from '@verdict/shared';
import { type EventStream, openEventStream } from '../../http/event-stream';
import { route } from '../../http/route';
import type { SubmissionEvents } from '../../infra/submission-events';
import type { SubmissionRecords } from '../submission/submission-records.service';
import type { SubmissionService } from '../submission/submission.service';

const MAX_STREAM_MS = 15 * 60_000;
/** Events are best effort (a bus outage in scaled mode loses some): the rows are read again this often. */
const RESYNC_MS = 5_000;

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
    // Subscribe before reading the rows, so a verdict landing in between is not missed.
    let unsubscribe = () => {};
    const finish = () => {
      stream.send('end', { submitIds: ids });
      stream.close();
    };
    // While some verdict is awaited, a final status the stream was never told (lost event) is found in the rows.
    const resync = setInterval(() => {
      if (stream.closed || waiting.size === 0) return;
      records
        .progressOf([...waiting])
        .then((rows) => {
          for (const p of rows) if (!isInProgress(p.status) && waiting.has(p.submitId)) onProgress(p);
        })
        .catch(() => undefined);
    }, RESYNC_MS);
    let stream: EventStream;
    try {
      stream = openEventStream(req, reply, {
        maxMs: MAX_STREAM_MS,
        uid: actor?.uid ?? null,
        onDeadline: finish,
        onClose: () => {
          clearInterval(resync);
          unsubscribe();
        },
      });
    } catch (err) {
      clearInterval(resync);
      throw err;
    }
    const onProgress = (e: SubmissionProgress) => {
      // Events of different processes arrive in any order: a late progress event of an earlier attempt
      // (a host killed mid-run) must not take a verdict already told back to "judging".
      if (isInProgress(e.status) && ids.includes(e.submitId) && !waiting.has(e.submitId)) return;
      stream.send('progress', e);
      if (!isInProgress(e.status)) {
        waiting.delete(e.submitId);
        if (waiting.size === 0) finish();
      }
    };
    unsubscribe = events.subscribe(ids, onProgress);

    const current = await records.progressOf(ids);
    const found = new Set(current.map((p) => p.submitId));
    for (const id of ids) if (!found.has(id)) waiting.delete(id);
    for (const p of current) onProgress(p);
    if (waiting.size === 0) finish();
  });
}
