import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled } from './a11y-screens';
import { seriousViolations } from './axe';
import { baseUrl, launchBrowser, openPage } from './harness';

/** axe-core over the main screens in both languages: no serious or critical violation may remain (issue 13 §6). */

const server = { baseUrl: baseUrl(), rootPassword: inject('rootPassword') };
const AC_CODE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b; }\n';

interface Session {
  token: string;
  user: unknown;
}

async function call<T>(method: string, path: string, body: unknown, token?: string): Promise<{ data: T; token: string | null }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { status: number; msg: string; data: T };
  if (env.status !== 200) throw new Error(`${method} ${path}: ${env.status} ${env.msg}`);
  return { data: env.data, token: res.headers.get('authorization') };
}

/** Root's session in local storage, as the client keeps it: every screen (admin ones too) opens signed in. */
async function signedInPage(browser: Browser, session: Session, opts: { width?: number; dark?: boolean } = {}) {
  const { page, context } = await openPage(browser, { width: opts.width });
  await context.addInitScript(
    ([token, user, theme]) => {
      const g = globalThis as unknown as {
        localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
      };
      if (!g.localStorage.getItem('token')) {
        g.localStorage.setItem('token', token);
        g.localStorage.setItem('userInfo', user);
        if (theme) g.localStorage.setItem('verdict.theme', theme);
      }
    },
    [session.token, JSON.stringify(session.user), opts.dark ? 'dark' : ''] as const,
  );
  return { page, context };
}

interface Screen {
  name: string;
  path: string;
  /** Visible once the screen has its data. */
  ready: (page: Page) => ReturnType<Page['locator']>;
}

const screens = (submitId: number): Screen[] => [
  { name: 'home', path: '/home', ready: (p) => p.getByTestId('home-hero').or(p.getByTestId('home-carousel')).first() },
  { name: 'bank', path: '/problem', ready: (p) => p.getByTestId('bank-table').locator('tbody tr.ant-table-row').first() },
  { name: 'problem', path: '/problem/1000', ready: (p) => p.locator('.cm-content').first() },
  { name: 'status', path: '/status', ready: (p) => p.getByTestId('submission-table').locator('tbody tr.ant-table-row').first() },
  { name: 'detail', path: `/submission-detail/${submitId}`, ready: (p) => p.getByTestId('code-viewer') },
  { name: 'settings', path: '/setting', ready: (p) => p.getByTestId('setting-page') },
  {
    name: 'admin problems',
    path: '/admin/problems',
    ready: (p) => p.getByTestId('admin-problem-table').locator('tbody tr.ant-table-row').first(),
  },
];

describe('accessibility (axe-core)', () => {
  let browser: Browser;
  let session: Session;
  let submitId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await call<unknown>('POST', '/api/login', { username: 'root', password: server.rootPassword });
    session = { token: login.token ?? '', user: login.data };
    // A submission of its own, so status and detail have a row whatever other suites did.
    const submitted = await call<{ submitId: number }>(
      'POST',
      '/api/submit-problem-judge',
      { pid: '1000', language: 'C++', code: AC_CODE },
      session.token,
    );
    submitId = submitted.data.submitId;
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['zh-cn', 'en'] as const) {
      it(`finds no serious or critical violation (${lang}, ${theme})`, async () => {
        const { page, context } = await signedInPage(browser, session, { dark: theme === 'dark' });
        const found: string[] = [];
        for (const screen of screens(submitId)) {
          await page.goto(`${screen.path}?l=${lang}`);
          await expect.poll(() => screen.ready(page).isVisible()).toBe(true);
          // Toasts, spinners and antd's enter transitions (opacity) would be measured half-faded: measured once
          // none is left (a11y-screens.ts), not after a fixed pause.
          await settled(page);
          for (const line of await seriousViolations(page)) found.push(`${screen.name}: ${line}`);
        }
        await context.close();
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }

  it('keeps the header reachable by Tab in reading order, with a skip link first', async () => {
    const { page, context } = await signedInPage(browser, session);
    await page.goto('/home?l=en');
    // The hero, or the carousel another suite on this server may have given the home page.
    await expect.poll(() => page.getByTestId('home-hero').or(page.getByTestId('home-carousel')).first().isVisible()).toBe(true);
    const focused = () =>
      page.evaluate(() => {
        const el = (
          globalThis as unknown as {
            document: { activeElement: { textContent: string | null; getAttribute(n: string): string | null } | null };
          }
        ).document.activeElement;
        return el ? (el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to main content');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('nav-brand');
    // Then the menu, the language and theme switches, the bell and the account menu, in that order.
    const order: string[] = [];
    for (let i = 0; i < 20 && !order.includes('user-menu'); i++) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    const at = (name: string) => order.indexOf(name);
    expect(at('Home')).toBeGreaterThanOrEqual(0);
    expect(at('header-language')).toBeGreaterThan(at('Home'));
    expect(at('header-theme')).toBe(at('header-language') + 1);
    expect(at('user-menu')).toBeGreaterThan(at('header-theme'));
    // A visible focus ring on the focused control.
    const outline = await page.evaluate(() => {
      const g = globalThis as unknown as {
        document: { activeElement: unknown };
        getComputedStyle(e: unknown): { outlineStyle: string; outlineWidth: string };
      };
      const style = g.getComputedStyle(g.document.activeElement);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('lets Tab out of the editor with Escape then Tab, and submits with Ctrl+Enter', async () => {
    const { page, context } = await signedInPage(browser, session);
    await page.goto('/problem/1000?l=en');
    const content = page.locator('.cm-content').first();
    await expect.poll(() => content.isVisible()).toBe(true);
    expect(await content.getAttribute('aria-label')).toContain('Escape then Tab');
    await content.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(AC_CODE);
    // Tab indents inside the editor...
    await page.keyboard.press('Tab');
    expect(await content.evaluate((el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement)).toBe(true);
    // ...Escape then Tab leaves it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await content.evaluate((el) => el.contains((el.ownerDocument as { activeElement: never }).activeElement))).toBe(false);

    await content.click();
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => page.getByTestId('submit-status').getByTestId('judge-status').count(), { timeout: 30_000 }).toBe(1);
    await context.close();
  });
});
