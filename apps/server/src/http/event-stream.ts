import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SseLimits } from '../config';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Open event streams of this process (app.ts decorates it; tests building bare apps may not). */
    streamSlots?: StreamSlots;
  }
}

/**
 * Counts the event streams this process keeps open, per signed-in user, per address for anonymous
 * viewers (a NAT lab of signed-in pupils is counted per pupil), and in all. Each stream holds a
 * socket and timers for up to half an hour: without caps anybody could open thousands.
 */
export class StreamSlots {
  private total = 0;
  private readonly byOwner = new Map<string, number>();

  constructor(private readonly limits: SseLimits) {}

  /** A slot for one stream, or a refusal: 429 over the caller's cap, 503 when the process is full. */
  claim(uid: string | null, ip: string): () => void {
    const owner = uid ? `user:${uid}` : `ip:${ip}`;
    const cap = uid ? this.limits.perUser : this.limits.perAddress;
    const held = this.byOwner.get(owner) ?? 0;
    if (held >= cap) throw new AppError(400, 'errors.tooManyStreams', undefined, 429);
    if (this.total >= this.limits.total) throw new AppError(400, 'errors.streamsFull', undefined, 503);
    this.byOwner.set(owner, held + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.byOwner.get(owner) ?? 1) - 1;
      if (left > 0) this.byOwner.set(owner, left);
      else this.byOwner.delete(owner);
    };
  }

  get open(): number {
    return this.total;
  }
}

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Ends the stream once; `onClose` runs then (also when the client goes away). */
  close(): void;
  readonly closed: boolean;
}

const HEARTBEAT_MS = 15_000;

/**
 * Turns the reply into a server-sent event stream: the headers hooks already set (CORS) are
 * kept — after hijack Fastify no longer sends them — a comment line keeps proxies from timing
 * out, and the stream ends at `maxMs` (EventSource reconnects) or when the client leaves.
 * A slot is claimed first (`uid`: the signed-in caller, else the address counts): over a cap
 * this throws the refusal before anything is sent.
 */
export function openEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { maxMs: number; uid: string | null; onDeadline?: () => void; onClose?: () => void },
): EventStream {
  const release = req.server.streamSlots?.claim(opts.uid, req.ip) ?? (() => undefined);
  const raw = reply.raw;
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
  const stream: EventStream = {
    send(event, data) {
      if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(deadline);
      release();
      opts.onClose?.();
      raw.end();
    },
    get closed() {
      return closed;
    },
  };
  const heartbeat = setInterval(() => !closed && raw.write(': ping\n\n'), HEARTBEAT_MS);
  const deadline = setTimeout(() => (opts.onDeadline ? opts.onDeadline() : stream.close()), opts.maxMs);
  req.raw.on('close', () => stream.close());
  return stream;
}
