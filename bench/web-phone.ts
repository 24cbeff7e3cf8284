/**
 * The problem page on a phone network (issue 28.11): Chromium's Fast 4G profile through CDP
 * (9 Mbps down, 1.5 Mbps up, 170 ms round trip), empty cache. The goal line is the network alone
 * (the DevTools preset the issue names); the same profile with a 4× slower CPU is printed beside
 * it, and so is the same page cold on the bare loopback (the baseline), all interleaved in one run.
 * Each prints the time until the statement is readable (its text on screen) and until the editor
 * takes input, beside the network's own floor: one small API answer over the same link.
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

/** How a visit is throttled: Fast 4G alone (the goal), Fast 4G with the CPU slowed, or nothing (the baseline). */
export type Profile = 'fast4g' | 'fast4g-cpu' | 'bare';

/** A tab with an empty cache, throttled as the profile says. */
async function coldTab(context: BrowserContext, profile: Profile): Promise<Page> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile === 'bare') return tab;
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  if (profile === 'fast4g-cpu') await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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

export async function phoneVisit(
  browser: Browser,
  base: string,
  login: { token: string; user: unknown },
  profile: Profile,
): Promise<PhoneVisit> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  await context.addInitScript((s) => {
    const g = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
    g.localStorage.setItem('token', s.token);
    g.localStorage.setItem('userInfo', JSON.stringify(s.user));
  }, login);
  try {
    const tab = await coldTab(context, profile);
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
  await phoneVisit(browser, base, login, 'fast4g'); // warm the server
  const profiles: Profile[] = CPU_SLOWDOWN > 1 ? ['fast4g', 'fast4g-cpu', 'bare'] : ['fast4g', 'bare'];
  const visits = new Map<Profile, PhoneVisit[]>(profiles.map((p) => [p, []]));
  // Interleaved, so every profile sees the same machine load.
  for (let i = 0; i < runs; i++) for (const p of profiles) visits.get(p)?.push(await phoneVisit(browser, base, login, p));
  const med = (p: Profile, f: (v: PhoneVisit) => number) => percentile((visits.get(p) ?? []).map(f), 50);
  const bareStatement = med('bare', (v) => v.statementMs);
  const bareEditor = med('bare', (v) => v.editorMs);
  const line = (p: Profile, label: string) => {
    const floor = med(p, (v) => v.floorMs);
    const statement = med(p, (v) => v.statementMs);
    const editor = med(p, (v) => v.editorMs);
    const verdict = (ms: number, goal: number, bare: number) =>
      `${ms.toFixed(0)} ms (${(ms / floor).toFixed(1)}× the floor, ${(ms / bare).toFixed(1)}× unthrottled; goal ${goal} ms: ${ms <= goal ? 'met' : 'missed'})`;
    console.log(
      `${label} (median of ${runs}): network floor ${floor.toFixed(0)} ms; ` +
        `statement readable ${verdict(statement, STATEMENT_GOAL_MS, bareStatement)}; editor ready ${verdict(editor, EDITOR_GOAL_MS, bareEditor)}`,
    );
    const dataStart = med(p, (v) => v.dataStartMs);
    const codeDone = med(p, (v) => v.codeDoneMs);
    console.log(
      `  the statement's request left at ${dataStart.toFixed(0)} ms, the page's code had arrived at ${codeDone.toFixed(0)} ms: ` +
        (dataStart < codeDone ? 'in parallel' : 'one after the other'),
    );
  };
  line('fast4g', 'GOAL: problem page on Fast 4G');
  if (CPU_SLOWDOWN > 1) line('fast4g-cpu', `problem page on Fast 4G + CPU ${CPU_SLOWDOWN}×`);
  console.log(
    `baseline, the same page cold and unthrottled in the same run: statement ${bareStatement.toFixed(0)} ms, editor ${bareEditor.toFixed(0)} ms`,
  );
}

/** The whole client's JavaScript (every chunk of the build, gzip -9): the baseline a first page's share is measured against. */
export function wholeClientGzip(webDist: string): number {
  const dir = path.join(webDist, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length, 0);
}
