import type { FastifyInstance } from 'fastify';
import { ContestType, JudgeStatus, sseContestBoard } from '@verdict/shared';
import { type EventStream, openEventStream } from '../../http/event-stream';
import { route } from '../../http/route';
import type { BoardChange, ContestBoardService } from './contest-board.service';
import { isSealed } from './contest.policy';
import type { ContestRow } from './contest.repository';

/** Changes closer together than this go out as one event. */
const COALESCE_MS = 200;
/** Streams end after a while; EventSource and fetch-based clients reconnect. */
const MAX_STREAM_MS = 30 * 60_000;

/**
 * `GET /api/sse/contest-board?cid=` (our own path): a `change` event when the board the caller
 * sees may have changed, so open boards refetch at once instead of waiting for the 30 s poll.
 * Events carry no results. While the board is sealed for the caller, only changes the sealed
 * board shows are announced: anything before the seal, and (ACM) a new late try; never the
 * verdict of a late submission.
 */
export function contestStreamRoutes(app: FastifyInstance, { contestBoards }: { contestBoards: ContestBoardService }): void {
  route(app, sseContestBoard, async ({ actor, query, req, reply }) => {
    let stream: EventStream | null = null;
    let timer: NodeJS.Timeout | null = null;
    let contest: ContestRow | null = null;
    // The contest's admins (ContestAccess's answer when the stream opened) hear every change.
    let admin = false;
    const shows = (c: ContestRow, change: BoardChange): boolean => {
      if (admin || !isSealed(c, Date.now())) return true;
      if (change.submitTime < Number(c.sealRankTime)) return true;
      return c.type === ContestType.ACM && change.status === JudgeStatus.Pending;
    };
    const onChange = (change: BoardChange) => {
      if (!stream || stream.closed || timer || !contest || !shows(contest, change)) return;
      timer = setTimeout(() => {
        timer = null;
        stream?.send('change', { cid: query.cid });
      }, COALESCE_MS);
    };
    // Access is checked (and the board loaded) before the reply turns into a stream: refusals answer as usual.
    const watched = await contestBoards.watch(actor, query.cid, onChange);
    contest = watched.contest;
    admin = watched.admin;

    try {
      stream = openEventStream(req, reply, {
        maxMs: MAX_STREAM_MS,
        uid: actor?.uid ?? null,
        onClose: () => {
          watched.stop();
          if (timer) clearTimeout(timer);
        },
      });
    } catch (err) {
      watched.stop();
      throw err;
    }
    stream.send('ready', { cid: query.cid });
  });
}
