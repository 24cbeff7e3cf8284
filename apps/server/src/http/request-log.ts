import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { redactUrl } from './log-redaction';

/**
 * The server's logger: pino writing to stdout through an asynchronous destination (lines are
 * buffered and written off the request's path), pretty-printed only on a terminal. Answers the
 * Fastify `logger` options and a flush for shutdown.
 */
export function serverLogger(level: string): { options: Record<string, unknown>; flush: () => void } {
  if (process.stdout.isTTY) return { options: { level, transport: { target: 'pino-pretty' } }, flush: () => undefined };
  const stream = new BatchedLines(pino.destination({ dest: 1, sync: false, minLength: 4096 }));
  return { options: { level, stream }, flush: () => stream.flushSync() };
}

/**
 * Log lines handed to the destination once per turn of the event loop, joined: sonic-boom measures
 * the byte length of its whole pending buffer on every write (≈ 2.2 µs a line, a tenth of a small
 * request's CPU in `npm run bench:api`); one write per turn costs ≈ 0.4 µs a line. Same bytes, same
 * order; a line waits at most until the loop's next check phase before the destination has it.
 */
export class BatchedLines {
  private pending: string[] = [];

  constructor(private readonly dest: { write(text: string): unknown; flushSync(): void }) {}

  write(line: string): void {
    if (this.pending.push(line) === 1) setImmediate(this.hand);
  }

  private readonly hand = () => {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.dest.write(text);
  };

  /** Everything written so far, to the file before returning (on stop). */
  flushSync(): void {
    this.hand();
    this.dest.flushSync();
  }
}

/**
 * One line per request, when it is answered, with the method, the URL (secret query values left
 * out), the status and the time; Fastify's own writes two (on arrival and on completion) and
 * serialises the whole request and reply objects.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: req.method,
      url: redactUrl(req.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
