import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The pieces the HDU, POJ, AC, SPOJ and LIBRE stand-ins share: an HTTP server on 127.0.0.1, the
 * accounts rule, sessions by cookie, and a judge that reads a `VERDICT:<word>` marker in the source.
 *
 * Triggers (the same on every stand-in): account `captcha` gets the captcha page, `banned` the ban
 * page, password `wrong` the wrong-password answer; the problem ids in `TRIGGER_PROBLEMS` answer 500
 * or answer after `slowMs`; the marker `VERDICT:ODD` gets a verdict word no adapter knows.
 */
export interface StandinOptions {
  port: number;
  host?: '127.0.0.1';
  /** How long the slow problem takes to answer (ms). */
  slowMs?: number;
  /** Status reads of a submission before its verdict shows (queued, then running). */
  pollsBeforeVerdict?: number;
}

export interface Standin {
  url: string;
  close(): Promise<void>;
}

export type StandinVerdict = 'AC' | 'WA' | 'TLE' | 'MLE' | 'RE' | 'CE' | 'PE' | 'ODD';

export interface Req {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  json: Record<string, unknown>;
  headers: IncomingMessage['headers'];
  cookies: Record<string, string>;
}

export interface Reply {
  status?: number;
  type?: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export type AccountCheck = 'ok' | 'wrong' | 'captcha' | 'banned';

export function checkAccount(username: string, password: string): AccountCheck {
  if (username === 'captcha') return 'captcha';
  if (username === 'banned') return 'banned';
  if (!username || password === 'wrong') return 'wrong';
  return 'ok';
}

export function verdictOf(code: string): StandinVerdict {
  const m = /VERDICT:(AC|WA|TLE|MLE|RE|CE|PE|ODD)\b/.exec(code);
  return (m?.[1] as StandinVerdict | undefined) ?? 'AC';
}

export interface Submission {
  id: number;
  user: string;
  problem: string;
  language: string;
  code: string;
  verdict: StandinVerdict;
  reads: number;
  submittedAt: Date;
}

export type Phase = 'queued' | 'running' | 'done';

/** Submissions of one stand-in; `poll` advances one read, `phase` only looks. */
export class Judge {
  private readonly subs = new Map<number, Submission>();
  private nextId: number;

  constructor(
    firstId: number,
    private readonly pollsBeforeVerdict: number,
  ) {
    this.nextId = firstId;
  }

  add(user: string, problem: string, language: string, code: string): Submission {
    const sub: Submission = {
      id: this.nextId++,
      user,
      problem,
      language,
      code,
      verdict: verdictOf(code),
      reads: 0,
      submittedAt: new Date(),
    };
    this.subs.set(sub.id, sub);
    return sub;
  }

  get(id: number): Submission | undefined {
    return this.subs.get(id);
  }

  /** Newest first, optionally filtered. */
  list(filter: (s: Submission) => boolean = () => true): Submission[] {
    return [...this.subs.values()].filter(filter).reverse();
  }

  phase(sub: Submission): Phase {
    if (sub.reads === 0) return 'queued';
    return sub.reads <= this.pollsBeforeVerdict ? 'running' : 'done';
  }

  poll(sub: Submission): Phase {
    sub.reads++;
    return this.phase(sub);
  }
}

/** Time (ms) and memory (KB) a stand-in reports for a verdict. */
export function usage(sub: Submission): { timeMs: number; memoryKb: number } {
  if (sub.verdict === 'CE') return { timeMs: 0, memoryKb: 0 };
  if (sub.verdict === 'TLE') return { timeMs: 2000, memoryKb: 1024 };
  if (sub.verdict === 'MLE') return { timeMs: 15, memoryKb: 262_144 };
  return { timeMs: 15, memoryKb: 1024 + (sub.id % 7) * 4 };
}

export const COMPILE_ERROR_TEXT = "main.cpp:1:1: error: 'VERDICT' does not name a type";

/** Sessions by cookie value → username. */
export class Sessions {
  private readonly byId = new Map<string, string>();

  open(username: string): string {
    const id = randomBytes(12).toString('hex');
    this.byId.set(id, username);
    return id;
  }

  user(id: string | undefined): string | undefined {
    return id ? this.byId.get(id) : undefined;
  }

  close(id: string | undefined): void {
    if (id) this.byId.delete(id);
  }
}

export function token(): string {
  return randomBytes(16).toString('hex');
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function html(body: string, status = 200, headers: Reply['headers'] = {}, charset = 'utf-8'): Reply {
  return { status, type: `text/html; charset=${charset}`, body, headers };
}

export function json(value: unknown, status = 200): Reply {
  return { status, type: 'application/json; charset=utf-8', body: JSON.stringify(value) };
}

export function redirect(location: string, headers: Reply['headers'] = {}): Reply {
  return { status: 302, headers: { location, ...headers }, body: '' };
}

export function cookie(name: string, value: string): string {
  return `${name}=${value}; Path=/; HttpOnly`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The trigger problem ids: `broken` answers 500, `slow` answers after `slowMs`. */
export interface Triggers {
  broken: string;
  slow: string;
}

/** Wraps a site handler: 500 for the broken problem, a delay for the slow one. */
export function withTriggers(
  triggers: Triggers,
  problemOf: (req: Req) => string | undefined,
  slowMs: number,
  handler: (req: Req) => Reply | Promise<Reply>,
): (req: Req) => Promise<Reply> {
  return async (req) => {
    const problem = problemOf(req);
    if (problem === triggers.broken) return html('<h1>500 Internal Server Error</h1>', 500);
    if (problem === triggers.slow) await sleep(slowMs);
    return handler(req);
  };
}

async function readReq(req: IncomingMessage): Promise<Req> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', 'http://standin');
  const type = req.headers['content-type'] ?? '';
  let json: Record<string, unknown> = {};
  if (type.includes('json') && raw) {
    try {
      json = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      json = {};
    }
  }
  const cookies: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) cookies[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    form: type.includes('x-www-form-urlencoded') ? new URLSearchParams(raw) : new URLSearchParams(),
    json,
    headers: req.headers,
    cookies,
  };
}

/** Starts a stand-in server on 127.0.0.1. */
export async function startServer(opts: StandinOptions, handler: (req: Req) => Promise<Reply>): Promise<Standin> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    readReq(req)
      .then(handler)
      .then(
        (reply) => {
          if (res.destroyed) return;
          res.writeHead(reply.status ?? 200, {
            ...(reply.type ? { 'content-type': reply.type } : {}),
            ...reply.headers,
          });
          res.end(reply.body ?? '');
        },
        (err: unknown) => {
          if (res.destroyed) return;
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(err));
        },
      );
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A 1×1 PNG, served for the images the problem pages reference. */
export const PNG_1PX: Reply = {
  status: 200,
  type: 'image/png',
  body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};
