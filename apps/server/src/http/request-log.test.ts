import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestApp } from '../test/test-app';
import { BatchedLines } from './request-log';

const t = useTestApp();

let lines: Array<Record<string, unknown>> = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(t.core, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
  await app.ready();
});
afterAll(() => app.close());

describe('request log', () => {
  it('writes one line per request: method, URL without secret values, status and time', async () => {
    lines = [];
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/reset-password?username=u&code=123456' })).statusCode).not.toBe(500);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    expect(requests.map((l) => [l.method, l.url, l.statusCode])).toEqual([
      ['GET', '/api/health', 200],
      ['GET', '/api/reset-password?username=u&code=[redacted]', requests[1]?.statusCode],
    ]);
    expect(typeof requests[0].ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('123456');
  });

  it('leaves message-stream tickets out (a ticket opens the stream of its user)', async () => {
    lines = [];
    const res = await app.inject({ method: 'GET', url: '/api/sse/messages?ticket=tkt0123456789abcdef' });
    expect(res.statusCode).toBe(401);
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.url)).toEqual(['/api/sse/messages?ticket=[redacted]']);
    expect(JSON.stringify(lines)).not.toContain('tkt0123456789abcdef');
  });
});

describe("BatchedLines (the served logger's stream)", () => {
  it('hands the lines of one turn of the event loop to the destination in one write, in order; flushSync hands them at once', async () => {
    const writes: string[] = [];
    let synced = 0;
    const lines = new BatchedLines({ write: (text: string) => writes.push(text), flushSync: () => (synced += 1) });
    lines.write('a\n');
    lines.write('b\n');
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['a\nb\n']);
    lines.write('c\n');
    lines.flushSync();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
    expect(synced).toBe(1);
    // Nothing is written twice once the turn comes.
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });
});
