/**
 * The small round-robin proxy of the storm's scaled mode: every request (server-sent event
 * streams included, piped as they come) goes to the next API process in turn, as a load
 * balancer in front of two `verdict serve` processes would send it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  close: () => Promise<void>;
}

export async function startProxy(upstreams: string[]): Promise<Proxy> {
  const targets = upstreams.map((u) => new URL(u));
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
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
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
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
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => r());
      }),
  };
}
