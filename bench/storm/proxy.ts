/**
 * The small round-robin proxy of the storm's scaled mode: every request (server-sent event
 * streams included, piped as they come) goes to the next API process in turn, as a load
 * balancer in front of two `verdict serve` processes would send it. It runs in a process of its
 * own (`startProxy`), as a real balancer does: not on the event loop of the bench's 1,000 clients,
 * whose stalls would otherwise be counted in every page call twice.
 */
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface Proxy {
  url: string;
  /** The proxy's process (null when it runs in this one). */
  pid: number | null;
  close: () => Promise<void>;
}

/** The proxy on this process's event loop. */
export async function serveProxy(upstreams: string[]): Promise<Proxy> {
  const targets = upstreams.map((u) => new URL(u));
  // An idle upstream socket is closed here (30 s) before the API process closes it (Fastify: 72 s): a request is never
  // written on a socket the other side is closing at that moment.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 30_000 });
  let turn = 0;
  const server = http.createServer((req, res) => {
    const to = targets[turn++ % targets.length]!;
    const up = http.request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
        agent,
      },
      (upRes) => {
        // Hop-by-hop: the API process's keep-alive hint (Fastify: timeout=72) is about its socket to this proxy, not the
        // client's. Passed on, it told clients to keep idle connections 71 s while this server closed them at 65 s: a
        // request sent in between failed ('fetch failed', other side closed; a POST is never retried).
        const { connection: _c, 'keep-alive': _k, ...headers } = upRes.headers;
        res.writeHead(upRes.statusCode ?? 502, headers);
        upRes.pipe(res);
      },
    );
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    // The client went away (an SSE stream closed): close the upstream side too.
    res.on('close', () => up.destroy());
    req.pipe(up);
  });
  // No idle timeout on this side and no hint: the clients (undici's default, 4 s) close idle connections first, so no
  // request is ever written on a connection this server is closing.
  server.keepAliveTimeout = 0;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pid: null,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => r());
      }),
  };
}

/** The proxy in a child process (bench/storm/proxy-main.ts). */
export async function startProxy(upstreams: string[]): Promise<Proxy> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'proxy-main.ts'), upstreams, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, STORM_LOOP_ROLE: 'proxy' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the storm's proxy exited (${code})`)));
  });
  return {
    url,
    pid: child.pid ?? null,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
