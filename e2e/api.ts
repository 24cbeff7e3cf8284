import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { baseUrl } from './servers';

/**
 * What every suite needs besides the browser: calls to the shared server's API, sessions, and the
 * few widget moves several suites repeat (the admin login, antd's date picker).
 */

export interface Session {
  username: string;
  token: string;
  /** The user as the login returns it (and as the client stores it). */
  user: { uid: string; username: string };
}

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** One API call; a non-200 envelope throws with its message. Admin paths send the client's `Url-Type: admin`. */
export async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Url-Type': path.startsWith('/api/admin') ? 'admin' : 'general',
  };
  if (token) headers.Authorization = token;
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as Envelope<T>;
  if (env.status !== 200) throw new Error(`${method} ${path}: ${env.status} ${env.msg}`);
  return env.data;
}

/** Signs in through the API: the token the server returns in its header, and the user it describes. */
export async function login(username: string, password: string): Promise<Session> {
  const res = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as Envelope<Session['user']>;
  const token = res.headers.get('authorization');
  if (!token || body.status !== 200) throw new Error(`login of ${username} failed: ${body.msg}`);
  return { username, token, user: body.data };
}

export const loginRoot = (): Promise<Session> => login('root', inject('rootPassword'));

/**
 * The file submits one program after another without waiting out the site's submit interval (switch
 * `defaultSubmitInterval`, 8 s by default): off before its first test, back to its value after the last.
 * A server runs one file at a time (servers.ts), so no other file sees it off.
 */
export function withoutSubmitInterval(): void {
  let token = '';
  let before: number | null = null;
  beforeAll(async () => {
    token = (await loginRoot()).token;
    before = (await call<{ defaultSubmitInterval: number }>(token, 'GET', '/api/admin/switch/info')).defaultSubmitInterval;
    await call(token, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  });
  afterAll(async () => {
    if (before !== null) await call(token, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: before });
  });
}

/**
 * Pages of this context start signed in as `session` (what the client keeps after a login; none:
 * anonymous) and in `language` when given. Only what is not stored yet: a test that signs out or
 * switches language keeps its choice over reloads.
 */
export async function signInContext(
  context: BrowserContext,
  session: Session | null,
  language?: 'zh-CN' | 'en-US',
): Promise<void> {
  await context.addInitScript(
    ([token, user, lang]) => {
      const g = globalThis as unknown as {
        localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
      };
      if (lang && !g.localStorage.getItem('Web_Language')) g.localStorage.setItem('Web_Language', lang);
      if (token && !g.localStorage.getItem('token')) {
        g.localStorage.setItem('token', token);
        g.localStorage.setItem('userInfo', user);
      }
    },
    [session?.token ?? '', JSON.stringify(session?.user ?? null), language ?? ''] as const,
  );
}

/**
 * Signs in through the admin login form (root unless told) and waits for the dashboard. Other
 * suites may rebuild the shared client while this one runs (a page then misses its chunks), and
 * lazy chunks load slowly on a busy machine: the form is reloaded a few times before failing.
 */
export async function adminLogin(
  page: Page,
  lang: 'zh-cn' | 'en' = 'zh-cn',
  account = { username: 'root', password: inject('rootPassword') },
): Promise<void> {
  const form = page.getByTestId('login-form');
  for (let attempt = 1; ; attempt++) {
    await page.goto(`/admin/login?l=${lang}`);
    try {
      await form.waitFor({ timeout: 20_000 });
      break;
    } catch (err) {
      if (attempt === 4) throw err;
    }
  }
  await form.locator('input').nth(0).fill(account.username);
  await form.locator('input[type=password]').fill(account.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/admin$/);
  await expect.poll(() => page.getByTestId('admin-dashboard').isVisible()).toBe(true);
}

/** Signs in through the site's login dialog, as a visitor does (from a page that opens it: /setting). */
export async function signInThroughForm(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/setting');
  const form = page.getByTestId('login-form');
  await form.locator('input').nth(0).fill(user.username);
  await form.locator('input[type=password]').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect.poll(() => page.getByTestId('user-menu').count()).toBe(1);
}

/** Waits until a contest submission leaves the pending/judging states and returns its status. */
export async function contestVerdict(
  token: string,
  cid: number,
  submitId: number,
  wait: { timeout: number; interval: number },
): Promise<number> {
  let status = 5;
  await expect
    .poll(async () => {
      const rows = await call<Record<string, { status: number }>>(token, 'POST', '/api/check-contest-submissions-status', {
        submitIds: [submitId],
        cid,
      });
      status = rows[String(submitId)]?.status ?? 5;
      return [5, 6, 7, 9].includes(status);
    }, wait)
    .toBe(false);
  return status;
}

/** antd's date picker: type the value and confirm it, as a keyboard user does. */
export async function pickDate(picker: Locator, value: string): Promise<void> {
  const input = picker.locator('xpath=descendant-or-self::input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await input.press('Escape').catch(() => undefined);
}
