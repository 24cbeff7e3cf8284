import type { FastifyReply, FastifyRequest } from 'fastify';

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
 */
export function openEventStream(
  req: FastifyRequest, reply: FastifyReply, opts: { maxMs: number; onDeadline?: () => void; onClose?: () => void },
): EventStream {
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
