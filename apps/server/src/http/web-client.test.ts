import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Role, setWebConfig } from '@verdict/shared';
import { useTestApp } from '../test/test-app';
import { seedUser } from '../test/seed';

// A small built client: index.html and one hashed asset big enough to be worth compressing.
const dist = mkdtempSync(path.join(tmpdir(), 'verdict-dist-'));
const script = `console.log(${JSON.stringify('verdict '.repeat(400))});\n`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><title>Verdict</title></head><body><div id="root"><span class="boot-brand">Verdict</span></div>${'<!-- pad -->'.repeat(200)}</body></html>`,
);
writeFileSync(path.join(dist, 'assets', 'index-AbC123xy.js'), script);
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// Vite's manifest (build.manifest): the problem page's chunk and one it imports.
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-AbC123xy.js', isEntry: true },
    'src/features/problem/ProblemPage.tsx': { file: 'assets/ProblemPage-Pp1.js', imports: ['index.html', '_md.js'] },
    '_md.js': { file: 'assets/Markdown-Md1.js', imports: ['index.html'] },
  }),
);

const t = useTestApp({ webDist: dist });

describe('the web client', () => {
  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(script);
  });

  it('revalidates index.html on every visit, for / and for history-mode routes', async () => {
    for (const url of ['/', '/problem/1000', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(res.body).toContain('<div id="root">');
    }
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('writes the configured site name into the page, so the first paint never shows a placeholder name', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    const body = { shortName: 'Tiny <OJ>', name: 'Tiny "Online" Judge' };
    expect((await t.call(setWebConfig, { token: root.token, body })).status).toBe(200);
    for (const url of ['/', '/problem/1000', '/index.html']) {
      const page = (await t.app.inject({ method: 'GET', url })).body;
      expect(page).toContain('<title>Tiny &lt;OJ&gt;</title>');
      expect(page).toContain('<span class="boot-brand">Tiny &lt;OJ&gt;</span>');
      const meta = /<meta name="verdict-site" content="([^"]*)"/.exec(page)?.[1] ?? '';
      const decoded = meta
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
      expect(JSON.parse(decoded)).toEqual({ name: 'Tiny "Online" Judge', shortName: 'Tiny <OJ>' });
    }
  });

  it('names the problem page’s chunks in its HTML, so they load with the entry; other pages get none', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/problem/1000?from=list' })).body;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/ProblemPage-Pp1.js" />');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Markdown-Md1.js" />');
    expect(head).not.toContain('index-AbC123xy');
    for (const url of ['/', '/problem', '/home', '/index.html'])
      expect([url, (await t.app.inject({ method: 'GET', url })).body]).not.toEqual([
        url,
        expect.stringContaining('modulepreload'),
      ]);
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const page = await t.app.inject({ method: 'GET', url: '/problem/1000', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses server-sent events (each event must reach the browser as it is written)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sse/submissions?submitIds=987654',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('event: end');
  });
});
