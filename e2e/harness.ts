import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ZipFile } from 'yazl';
import { type Session, login } from './api';
import { connectBrowser } from './browser';
import type { ReceivedMail } from './mailbox';
import { baseUrl, server } from './servers';

export const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

export { baseUrl, dataDir, server } from './servers';

/** The worker's browser (e2e/browser.ts): connected to the one the run started, or launched when there is none. */
export const launchBrowser = (): Promise<Browser> => connectBrowser(server().browserEndpoint);

export interface PageOptions {
  width?: number;
  height?: number;
  /** Browser language; the client falls back to it when nothing is saved. */
  locale?: string;
}

export async function openPage(browser: Browser, opts: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: opts.locale ?? 'zh-CN',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Full-page by default; dialogs are shot as the viewport, where their mask really covers the page. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Start at the top so the sticky navbar sits where it belongs, and let transitions end.
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await transitionsDone(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

interface AnimationGlobals {
  requestAnimationFrame(fn: () => void): void;
  setTimeout(fn: () => void, ms: number): void;
  document: { getAnimations(): Array<{ playState: string; effect: { getTiming(): { iterations: number } } | null }> };
}

/**
 * Waits until no finite animation runs on the page (antd's enter and leave motions, a toast moving in,
 * a drawer sliding): what a fixed pause used to guess. A motion starts a frame or two after its element
 * mounts, so two frames pass first; endless ones (spinners, skeleton shimmer) never end and do not count.
 * At most `maxMs`: a page animating longer is shot as it is.
 */
export async function transitionsDone(page: Page, maxMs = 1_500): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const g = globalThis as unknown as AnimationGlobals;
        g.requestAnimationFrame(() => g.requestAnimationFrame(resolve));
        // A page that draws no frames (in the background) does not hold the shot up.
        g.setTimeout(resolve, 100);
      }),
  );
  await page
    .waitForFunction(
      () =>
        (globalThis as unknown as AnimationGlobals).document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { polling: 50, timeout: maxMs },
    )
    .catch(() => undefined);
}

/**
 * An attribute of the first element `locator` finds, read as the page is now: null when there is none.
 * (A plain `getAttribute` waits the page's whole default timeout, 15-20 s, for the element to appear.)
 */
export async function attributeNow(locator: Locator, name: string): Promise<string | null> {
  if ((await locator.count()) === 0) return null;
  return locator
    .first()
    .getAttribute(name, { timeout: 1_000 })
    .catch(() => null);
}

/** The unread count on the header's bell (its badge's title), or null while the bell has no badge. */
export const bellCount = (page: Page): Promise<string | null> =>
  attributeNow(page.getByTestId('message-bell').first().locator('.hd-badge-count'), 'title');

/**
 * Registers, before `page` navigates, a wait for the first answer of the unread counts (`/api/msg/unread`);
 * awaited, the bell shows what the server counts (no badge for a user with nothing unread).
 */
export function unreadCountsRead(page: Page): () => Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/msg/unread'));
  return async () => {
    await answered;
    await transitionsDone(page);
  };
}

function readMails(): ReceivedMail[] {
  const dir = server().mailDir;
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail);
}

/** Waits for a mail to `to` received after `since` and returns its decoded text. */
export async function waitForMail(to: string, since: number, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readMails().find((m) => m.receivedAt >= since && m.to.includes(to.toLowerCase()));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The 6-digit code standing alone on a line of the mail (register / change-email mails). */
export function codeFrom(mail: ReceivedMail): string {
  const match = /^\s*(\d{6})\s*$/m.exec(mail.text) ?? />\s*(\d{6})\s*</.exec(mail.text);
  if (!match) throw new Error(`no code in mail:\n${mail.text.slice(0, 2000)}`);
  return match[1];
}

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

interface BrowserGlobals {
  localStorage: { getItem(key: string): string | null };
  document: { documentElement: { scrollWidth: number } };
}
// The e2e program has no DOM lib (it shares the node tsconfig), so browser globals are typed here.
// The casts stay inside the callbacks: playwright serialises them, closures would not survive.
export const storageItem = (page: Page, key: string) =>
  page.evaluate((k) => (globalThis as unknown as BrowserGlobals).localStorage.getItem(k), key);
export const pageScrollWidth = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.scrollWidth);

/** A registered user, signed in: a Session, with the password it was made with. */
export interface RegisteredUser extends Session {
  password: string;
  /** The login answer's user, as the client stores it (the same as `user`). */
  info: Session['user'];
}

/**
 * A fresh default_user of this suite's server, registered with the mailed code and signed in
 * through the API — so a suite's counts never depend on what other suites did on the server.
 */
export async function registerUser(prefix: string): Promise<RegisteredUser> {
  const username = uniqueName(prefix);
  const email = `${username}@verdict.test`;
  const password = 'user-Pa55';
  const since = Date.now();
  await publicCall('GET', `/api/get-register-code?email=${encodeURIComponent(email)}`);
  const code = codeFrom(await waitForMail(email, since));
  await publicCall('POST', '/api/register', { username, password, email, code });
  const session = await login(username, password);
  return { ...session, password, info: session.user };
}

async function publicCall(method: string, url: string, body?: unknown): Promise<void> {
  const res = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = (await res.json()) as { status: number; msg: string };
  if (payload.status !== 200) throw new Error(`${method} ${url}: ${payload.msg}`);
}

/**
 * Collects the Content-Security-Policy violations of a page over all its navigations: the DOM's
 * securitypolicyviolation events (reported through a binding) and the console errors Chromium
 * prints for blocked loads.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  await page.exposeFunction('__verdictCspViolation', (v: string) => void seen.push(v));
  await page.addInitScript(() => {
    type Violation = {
      violatedDirective: string;
      blockedURI: string;
      sourceFile: string;
      lineNumber: number;
      columnNumber: number;
    };
    const g = globalThis as unknown as {
      __verdictCspViolation(v: string): void;
      addEventListener(type: string, fn: (e: Violation) => void): void;
    };
    g.addEventListener('securitypolicyviolation', (e) =>
      g.__verdictCspViolation(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  // Events are delivered asynchronously: give the last ones a moment.
  return async () => {
    await page.waitForTimeout(200);
    return [...seen];
  };
}

/** A zip of small text files, built with the same library as the server's exports. */
/**
 * A download's bytes. Read through its stream: the files connect to the worker's browser (e2e/browser.ts),
 * where `download.path()` is not available (the file lives on the browser's side).
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function zipOf(entries: Array<{ name: string; data: string }>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const e of entries) zip.addBuffer(Buffer.from(e.data, 'utf8'), e.name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });
}

/**
 * Opens the bell's menu and one of its categories. The menu opens on hover and toggles on click, so
 * a click can land while it closes: hover, click the entry, and try again until the page moved.
 */
export async function openBellCategory(page: Page, index: number, urlGlob: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId('message-bell').first().hover();
    try {
      await page.locator('[role="menu"]:visible .hd-item').nth(index).click({ timeout: 5_000 });
      await page.waitForURL(urlGlob, { timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt >= 4) throw err;
      await page.mouse.move(0, 0);
    }
  }
}

/**
 * Chooses an entry of the account menu (its `nth` entry, or the one holding `text`) until `done` holds (a path: the
 * page is there). The menu opens on hover and can close again while the pointer travels to the entry on a loaded
 * machine (gate 12): hover and click until the page has moved, never hovering once it has.
 */
export async function chooseUserMenuEntry(
  page: Page,
  entry: number | string,
  done: string | (() => Promise<boolean>),
): Promise<void> {
  const moved = typeof done === 'string' ? async () => new URL(page.url()).pathname === done : done;
  await expect
    .poll(async () => {
      if (await moved()) return true;
      await page.getByTestId('user-menu').hover({ timeout: 3_000 });
      const items = page.locator('[role="menu"]:visible .hd-item');
      const item = typeof entry === 'number' ? items.nth(entry) : items.filter({ hasText: entry }).first();
      await item.click({ timeout: 3_000 }).catch(() => undefined);
      return moved();
    })
    .toBe(true);
}
