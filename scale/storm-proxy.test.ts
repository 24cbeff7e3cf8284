/**
 * The storm's round-robin proxy (bench/storm/proxy.ts), in its own process as the bench runs it:
 * requests alternate between the upstreams, event streams come through as they are written, and
 * the proxy gives clients no keep-alive deadline of its own, so an idle connection is always
 * closed by the client side first (the 'fetch failed' of a POST sent on a closing socket).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Proxy, startProxy } from '../bench/storm/proxy';

interface Upstream {
  url: string;
  server: http.Server;
  /** Event streams open on this upstream: write to them. */
  streams: http.ServerResponse[];
}

async function upstream(name: string): Promise<Upstream> {
  const streams: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': open\n\n');
      streams.push(res);
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name, method: req.method, body }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, streams };
}

describe("the storm's proxy", () => {
  let a: Upstream;
  let b: Upstream;
  let proxy: Proxy;

  beforeAll(async () => {
    a = await upstream('a');
    b = await upstream('b');
    proxy = await startProxy([a.url, b.url]);
  });

  afterAll(async () => {
    await proxy?.close();
    for (const u of [a, b]) {
      u?.server.closeAllConnections();
      u?.server.close();
    }
  });

  it('runs in a process of its own', () => {
    expect(proxy.pid).toBeGreaterThan(0);
    expect(proxy.pid).not.toBe(process.pid);
  });

  it('sends requests to the upstreams in turn, bodies included', async () => {
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${proxy.url}/api/x`, { method: 'POST', body: `n=${i}` });
      const json = (await res.json()) as { name: string; method: string; body: string };
      expect(json).toMatchObject({ method: 'POST', body: `n=${i}` });
      names.push(json.name);
    }
    expect(names.filter((n) => n === 'a')).toHaveLength(2);
    expect(names.filter((n) => n === 'b')).toHaveLength(2);
    expect(names[0]).not.toBe(names[1]);
  });

  it('gives clients no keep-alive deadline, so they close idle connections first', async () => {
    const res = await fetch(`${proxy.url}/api/x`);
    await res.text();
    expect(res.headers.get('connection')).toBe('keep-alive');
    expect(res.headers.get('keep-alive') ?? '').not.toMatch(/timeout=/);
  });

  it('passes each event of a stream on as it is written', async () => {
    const controller = new AbortController();
    const res = await fetch(`${proxy.url}/stream`, { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    const until = async (text: string) => {
      while (!seen.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${JSON.stringify(text)}`);
        seen += decoder.decode(value, { stream: true });
      }
    };
    await until(': open');
    const upstreamStream = [...a.streams, ...b.streams].at(-1)!;
    upstreamStream.write('event: change\ndata: {"n":1}\n\n');
    await until('"n":1');
    upstreamStream.write('event: change\ndata: {"n":2}\n\n');
    await until('"n":2');
    controller.abort();
  });
});
