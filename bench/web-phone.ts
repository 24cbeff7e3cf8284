/**
 * The problem page on a phone network (issue 28.11): Chromium's Fast 4G profile through CDP
 * (9 Mbps down, 1.5 Mbps up, 170 ms round trip) and a 4× slower CPU, empty cache. Prints the time
 * until the statement is readable (its text on screen) and until the editor takes input, beside
 * the network's own floor measured in the same run: the time to fetch one small static file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { percentile } from './kit';

export const FAST_4G = {
  offline: false,
  latency: 170,
  downloadThroughput: (9 * 1024 * 1024) / 8,
  uploadThroughput: (1.5 * 1024 * 1024) / 8,
};
const CPU_SLOWDOWN = Number(process.env.BENCH_WEB_CPU ?? 4);
const STATEMENT_GOAL_MS = 2000;
const EDITOR_GOAL_MS = 3500;

/** A tab with an empty cache; on Fast 4G with the CPU slowed, or (the baseline) on the bare loopback. */
async function coldTab(context: BrowserContext, phone: boolean): Promise<Page> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (!phone) return tab;
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return tab;
}

interface PhoneVisit {
  floorMs: number;
  statementMs: number;
  editorMs: number;
  /** When the statement's request left, and when the page's own code had arrived: the first before the second means in parallel. */
  dataStartMs: number;
  codeDoneMs: number;
}

async function phoneVisit(
  browser: Browser,
  base: string,
  login: { token: string; user: unknown },
  phone = true,
): Promise<PhoneVisit> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  await context.addInitScript((s) => {
    const g = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
    g.localStorage.setItem('token', s.token);
    g.localStorage.setItem('userInfo', JSON.stringify(s.user));
  }, login);
  try {
    const tab = await coldTab(context, phone);
    // The floor: one small answer over the same emulated network (connection, one round trip, the bytes).
    let t0 = performance.now();
    await tab.goto('/api/health', { waitUntil: 'load' });
    const floorMs = performance.now() - t0;
    t0 = performance.now();
    let dataStartMs = NaN;
    let codeDoneMs = NaN;
    tab.on('request', (req) => {
      if (Number.isNaN(dataStartMs) && req.url().includes('/api/get-problem-detail')) dataStartMs = performance.now() - t0;
    });
    tab.on('requestfinished', (req) => {
      if (/\/assets\/ProblemPage-[^/]*\.js$/.test(req.url())) codeDoneMs = performance.now() - t0;
    });
    const statement = tab
      .waitForSelector('[data-testid="problem-description"] .markdown-body >> nth=0', { timeout: 60_000 })
      .then(() => performance.now() - t0);
    const editor = tab
      .waitForSelector('[data-testid="code-editor"] .cm-content[contenteditable="true"]', { timeout: 60_000 })
      .then(() => performance.now() - t0);
    await tab.goto('/problem/1000', { waitUntil: 'commit' });
    return { floorMs, statementMs: await statement, editorMs: await editor, dataStartMs, codeDoneMs };
  } finally {
    await context.close();
  }
}

export async function benchPhone(browser: Browser, base: string, login: { token: string; user: unknown }, runs: number) {
  await phoneVisit(browser, base, login); // warm the server
  const visits: PhoneVisit[] = [];
  const bare: PhoneVisit[] = [];
  // Interleaved, so both see the same machine load: the baseline is the same page, cold, unthrottled.
  for (let i = 0; i < runs; i++) {
    visits.push(await phoneVisit(browser, base, login));
    bare.push(await phoneVisit(browser, base, login, false));
  }
  const med = (f: (v: PhoneVisit) => number, of = visits) => percentile(of.map(f), 50);
  const bareStatement = med((v) => v.statementMs, bare);
  const bareEditor = med((v) => v.editorMs, bare);
  const floor = med((v) => v.floorMs);
  const statement = med((v) => v.statementMs);
  const editor = med((v) => v.editorMs);
  const dataStart = med((v) => v.dataStartMs);
  const codeDone = med((v) => v.codeDoneMs);
  const verdict = (ms: number, goal: number) =>
    `${ms.toFixed(0)} ms (${(ms / floor).toFixed(1)}× the floor, ${(ms / (goal === STATEMENT_GOAL_MS ? bareStatement : bareEditor)).toFixed(1)}× unthrottled; goal ${goal} ms: ${ms <= goal ? 'met' : 'missed'})`;
  console.log(
    `problem page on Fast 4G + CPU ${CPU_SLOWDOWN}× (median of ${runs}): network floor ${floor.toFixed(0)} ms; ` +
      `statement readable ${verdict(statement, STATEMENT_GOAL_MS)}; editor ready ${verdict(editor, EDITOR_GOAL_MS)}`,
  );
  console.log(
    `  baseline, the same page cold and unthrottled in the same run: statement ${bareStatement.toFixed(0)} ms, editor ${bareEditor.toFixed(0)} ms`,
  );
  console.log(
    `  the statement's request left at ${dataStart.toFixed(0)} ms, the page's code had arrived at ${codeDone.toFixed(0)} ms: ` +
      (dataStart < codeDone ? 'in parallel' : 'one after the other'),
  );
}

/** The whole client's JavaScript (every chunk of the build, gzip -9): the baseline a first page's share is measured against. */
export function wholeClientGzip(webDist: string): number {
  const dir = path.join(webDist, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length, 0);
}
