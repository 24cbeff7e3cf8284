/**
 * `npm run bench:web` — what the production client costs a first visit: the built client
 * (`apps/web/dist`) served by the real server (`main.ts serve`), opened in Chromium with an empty
 * cache. For /home, a problem page and the problem list it prints the JavaScript the page loaded
 * (files, bytes as sent, bytes gzip-compressed), split into what came before the page was usable
 * and what came after (lazy chunks such as the home page's chart), and the times to the page's
 * first content and to the load event, the median of BENCH_WEB_RUNS (default 5) visits, signed in
 * (the problem list asks for a login). BENCH_WEB_FILES=1 lists each visit's files.
 */
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../e2e/browser';
import { startVerdictServer } from '../e2e/server';
import { candidatePort, withFreePort } from '../packages/judge/src/testing/ports';
import { percentile } from './kit';
import { benchPhone, wholeClientGzip } from './web-phone';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const ROOT_PASSWORD = 'bench-web-1';
/** Goal for /home (issue 12): JavaScript, gzip. */
const HOME_BUDGET = 250 * 1024;

const PAGES: Array<{ name: string; path: string; ready: string }> = [
  { name: '/home', path: '/home', ready: '[data-testid="home-hero"]' },
  { name: 'problem page', path: '/problem/1000', ready: '[data-testid="problem-title"]' },
  { name: 'problem list', path: '/problem', ready: '[data-testid="problem-bank"] >> text=A+B' },
];

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

interface Visit {
  readyMs: number;
  loadMs: number;
  before: Js;
  after: Js;
}
interface Js {
  files: number;
  sent: number;
  gzip: number;
}

/** A signed-in visitor (the problem list asks for a login): the session the client keeps in localStorage. */
async function session(base: string): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: ROOT_PASSWORD }),
  });
  const json = (await res.json()) as { data: unknown };
  return { token: res.headers.get('authorization') ?? '', user: json.data };
}

async function visit(
  browser: Browser,
  base: string,
  page: (typeof PAGES)[number],
  login: { token: string; user: unknown },
): Promise<Visit> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  await context.addInitScript((s) => {
    const g = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
    g.localStorage.setItem('token', s.token);
    g.localStorage.setItem('userInfo', JSON.stringify(s.user));
  }, login);
  const tab = await context.newPage();
  const scripts: Array<{ url: string; sent: number; gzip: number; ready: boolean }> = [];
  let ready = false;
  const reading: Array<Promise<void>> = [];
  tab.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return;
    const atReady = !ready;
    reading.push(
      (async () => {
        const res = await req.response();
        const body = res ? await res.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        // On a loaded machine a late script can finish as the tab closes: its size is then unknown.
        const sent = await req.sizes().then(
          (x) => x.responseBodySize,
          () => body.length,
        );
        scripts.push({ url: req.url(), sent, gzip: gzipSync(body, { level: 9 }).length, ready: atReady });
      })().catch(() => undefined),
    );
  });
  const t0 = performance.now();
  await tab.goto(page.path, { waitUntil: 'load' });
  const loadMs = performance.now() - t0;
  await tab.waitForSelector(page.ready, { timeout: 30_000 }).catch(async (err: Error) => {
    throw new Error(`${page.path}: ${err.message}\n${(await tab.locator('body').innerText()).slice(0, 1500)}`);
  });
  const readyMs = performance.now() - t0;
  ready = true;
  await tab.waitForLoadState('networkidle');
  await new Promise((r) => setTimeout(r, 500));
  await Promise.all(reading);
  await context.close();
  const sum = (xs: typeof scripts): Js => ({
    files: xs.length,
    sent: xs.reduce((a, s) => a + s.sent, 0),
    gzip: xs.reduce((a, s) => a + s.gzip, 0),
  });
  if (process.env.BENCH_WEB_FILES) {
    // Which files a page loaded, biggest first: what to look at next.
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${s.ready ? 'before' : 'after '} ${kb(s.gzip).padStart(7)}  ${new URL(s.url).pathname}`);
  }
  return { readyMs, loadMs, before: sum(scripts.filter((s) => s.ready)), after: sum(scripts.filter((s) => !s.ready)) };
}

async function main() {
  const loadAtStart = loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  const server = await withFreePort(
    async (port) => startVerdictServer({ port, goJudgePort: await candidatePort(), rootPassword: ROOT_PASSWORD }),
    3,
  );
  const login = await session(server.baseUrl);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    console.log(
      `bench:web: built client served by the real server, Chromium, empty cache, median of ${RUNS} visits; load average ${loadAtStart}`,
    );
    let homeGzip = 0;
    for (const page of process.env.BENCH_WEB_PHONE_ONLY ? [] : PAGES) {
      await visit(browser, server.baseUrl, page, login); // warm the server's own caches
      const visits: Visit[] = [];
      for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, server.baseUrl, page, login));
      const v = visits[0];
      if (page.name === '/home') homeGzip = v.before.gzip + v.after.gzip;
      console.log(
        `${page.name.padEnd(13)}: JS until usable ${v.before.files} files, ${kb(v.before.sent)} sent, ${kb(v.before.gzip)} gzip; ` +
          `after ${v.after.files} files, ${kb(v.after.gzip)} gzip; total ${kb(v.before.gzip + v.after.gzip)} gzip | ` +
          `usable ${percentile(
            visits.map((x) => x.readyMs),
            50,
          ).toFixed(0)} ms, load event ${percentile(
            visits.map((x) => x.loadMs),
            50,
          ).toFixed(0)} ms`,
      );
    }
    if (!process.env.BENCH_WEB_PHONE_ONLY) {
      // The baseline of the same run: the whole client's JavaScript, which a first page used to load in one entry.
      const whole = wholeClientGzip(fileURLToPath(new URL('../apps/web/dist', import.meta.url)));
      console.log(
        `/home first-load JavaScript gzip ${kb(homeGzip)} against the ${kb(HOME_BUDGET)} goal: ${homeGzip <= HOME_BUDGET ? 'met' : 'missed'}; ` +
          `${((homeGzip / whole) * 100).toFixed(1)}% of the whole client (${kb(whole)} gzip, ratio ${(homeGzip / whole).toFixed(3)})`,
      );
    }
    if (process.env.BENCH_WEB_PHONE !== '0') await benchPhone(browser, server.baseUrl, login, RUNS);
    console.log(
      `load average: ${loadAtStart} at the start, ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')} at the end`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
