import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, uniqueName } from './harness';
import { candidatePort, withFreePort } from '../packages/judge/src/testing/ports';
import { startVerdictServer, type VerdictServer } from './server';

const AC_CODE =
  '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << std::endl;\n  return 0;\n}\n';
const VERDICT_TIMEOUT = { timeout: 120_000, interval: 250 };
/** Chunks named after the heavy libraries they hold (apps/web/vite.config.ts). */
const HEAVY_CHUNK = /\/assets\/[^/]*-(editor|katex|echarts)-[^/]*\.js$/;

interface ClipboardGlobals {
  document: { querySelector(s: string): { dispatchEvent(e: unknown): void; focus(): void } | null };
  DataTransfer: new () => { setData(type: string, value: string): void };
  ClipboardEvent: new (type: string, init: unknown) => unknown;
}

/** A real paste into the editor: a paste event carrying the text, as Ctrl+V delivers it. */
async function paste(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').first().click();
  await page.keyboard.press('Control+A');
  await page.evaluate((code) => {
    const g = globalThis as unknown as ClipboardGlobals;
    const data = new g.DataTransfer();
    data.setData('text/plain', code);
    g.document
      .querySelector('.cm-content')
      ?.dispatchEvent(new g.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await expect.poll(() => page.locator('.cm-content').first().innerText()).toContain('std::cin');
}

/**
 * A fresh install as a newcomer meets it: no SMTP_* settings, no admin e-mail settings. This file
 * starts its own server (the suite's has a mailbox).
 */
describe('first start on a fresh server without mail', () => {
  let browser: Browser;
  let server: VerdictServer;

  beforeAll(async () => {
    server = await withFreePort(
      async (port) =>
        startVerdictServer({
          port,
          goJudgePort: await candidatePort(),
          rootPassword: 'first-root-Pa55',
          env: { SMTP_HOST: '', SMTP_PORT: '', SMTP_USER: '', SMTP_PASS: '', SMTP_FROM: '', SMTP_SECURE: '' },
        }),
      3,
    );
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const lang of [
    { locale: 'zh-CN', register: '注册', login: '登录', accepted: '答案正确' },
    { locale: 'en', register: 'Register', login: 'Login', accepted: 'Accepted' },
  ]) {
    it(`a visitor registers without an e-mail code, opens problem 1000 and gets Accepted in C++ (${lang.locale})`, async () => {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width: 1280, height: 800 },
        locale: lang.locale,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });

      // The home page paints with every heavy chunk held back: none is on its critical path.
      const held: Array<() => Promise<void>> = [];
      const hold = (route: Route): void => {
        held.push(() => route.continue());
      };
      await page.route(HEAVY_CHUNK, hold);
      await page.goto('/home');
      await expect.poll(() => page.getByTestId('home-hero').count()).toBe(1);
      await expect.poll(() => page.getByTestId('home-latest-problems').getByText('A+B').count()).toBeGreaterThan(0);
      await Promise.all(held.splice(0).map((release) => release()));
      await page.unroute(HEAVY_CHUNK, hold);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      // No heavy chunk loads on /home at all: the week's chart is SVG (no ECharts); the editor and KaTeX wait for pages that use them.
      expect(scripts.filter((u) => HEAVY_CHUNK.test(u))).toEqual([]);
      // The first page carries one language's texts and no login dialog code (it loads when opened).
      const otherLanguage = lang.locale === 'en' ? 'zh-CN' : 'en';
      expect(scripts.filter((u) => u.includes(`/assets/catalogue.${lang.locale}-`)).length).toBe(1);
      expect(
        scripts.filter((u) => u.includes(`/assets/catalogue.${otherLanguage}-`) || u.includes('/assets/AuthDialog-')),
      ).toEqual([]);

      const username = uniqueName('fresh');
      const password = 'fresh-Pa55';
      await page.getByTestId('navbar-desktop').getByRole('button', { name: lang.register }).click();
      const form = page.getByTestId('register-form');
      await expect.poll(() => form.locator('input').count()).toBe(4);
      // No mail server: no code field and no "send code".
      expect(await page.getByTestId('send-register-code').count()).toBe(0);
      const inputs = form.locator('input');
      await inputs.nth(0).fill(username);
      await inputs.nth(1).fill(password);
      await inputs.nth(2).fill(password);
      await inputs.nth(3).fill(`${username}@example.test`);
      await screenshot(page, `first-start-register-${lang.locale}`, { fullPage: false });
      await page.getByTestId('register-submit').click();

      // Signed in at once after sign-up (issue 28.8): no login form to fill.
      await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain(username);
      expect(await page.getByTestId('login-form').count()).toBe(0);

      await page.goto('/problem/1000');
      await expect.poll(() => page.getByTestId('problem-title').textContent()).toContain('A+B');
      // The visitor leaves the editor's language as it is: a newcomer's default is C++.
      const language = page.getByTestId('editor-language');
      expect(await language.locator('.ant-select-selection-item').getAttribute('title')).toBe('C++');
      await paste(page, AC_CODE);
      await page.getByTestId('submit-code').click();
      const status = page.getByTestId('submit-status').getByTestId('judge-status');
      await expect.poll(() => status.getAttribute('data-status'), VERDICT_TIMEOUT).toBe('0');
      await expect.poll(() => status.textContent()).toBe(lang.accepted);
      // One failure, one message: nothing went wrong, so nothing is on screen.
      expect(await page.locator('.ant-message-error, .ant-notification-notice').count()).toBe(0);
      await screenshot(page, `first-start-accepted-${lang.locale}`);

      // Without mail a reset link cannot reach anyone: the login offers no "Forgot password?" (issue 28.8).
      const visitor = await context.browser()!.newContext({ baseURL: server.baseUrl, locale: lang.locale });
      const fresh = await visitor.newPage();
      await fresh.goto('/home');
      await fresh.getByTestId('navbar-desktop').getByRole('button', { name: lang.login }).click();
      await expect.poll(() => fresh.getByTestId('login-form').count()).toBe(1);
      expect(await fresh.getByTestId('switch-reset').count()).toBe(0);
      await visitor.close();
      await context.close();
    }, 240_000);
  }
});
