import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, decode } from './http-session';

// "杭电" (Hangzhou Dianzi) in GBK: two bytes per character.
const HANGDIAN_GBK = Buffer.from([0xba, 0xbc, 0xb5, 0xe7]);

describe('HttpSession', () => {
  let url = '';
  const server = createServer((req, res) => {
    if (req.url === '/login') {
      res.writeHead(302, { location: '/home', 'set-cookie': 'sid=abc; Path=/' });
      res.end();
    } else if (req.url === '/home') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`cookie=${req.headers.cookie ?? ''}`);
    } else if (req.url === '/gbk-header') {
      res.writeHead(200, { 'content-type': 'text/html; charset=gbk' });
      res.end(HANGDIAN_GBK);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(Buffer.concat([Buffer.from('<html><head><meta charset="gb2312"></head><body>'), HANGDIAN_GBK]));
    }
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps the cookie a redirect sets and sends it on the next hop', async () => {
    const session = new HttpSession({ username: 'u', password: 'p' }, url);
    const res = await session.request('/login', { form: { user: 'u' } });
    expect(res.url).toBe(`${url}/home`);
    expect(res.text).toBe('cookie=sid=abc');
  });

  it('reads GBK pages named in the header or only in a meta tag', async () => {
    const session = new HttpSession({ username: 'u', password: 'p' }, url);
    expect((await session.request('/gbk-header')).text).toBe('杭电');
    expect((await session.request('/gbk-meta')).text).toContain('杭电');
    expect(decode(Buffer.from('plain'), 'text/html; charset=no-such-charset')).toBe('plain');
  });
});
