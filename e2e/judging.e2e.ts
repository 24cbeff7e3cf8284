import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutSubmitInterval } from './api';
import { baseUrl, launchBrowser, registerUser, screenshot, watchCsp } from './harness';

const AB_PROBLEM = '1000';
const AC_CODE =
  '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << std::endl;\n  return 0;\n}\n';
const WA_CODE = AC_CODE.replace('a + b', 'a - b');
const VERDICT_TIMEOUT = { timeout: 90_000, interval: 250 };

interface Marked {
  __verdictNoReload?: number;
  scrollTo?: (x: number, y: number) => void;
}

/** Typing into the editor may scroll the window; pictures are taken from the top. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as Marked).scrollTo?.(0, 0));
  await screenshot(page, name);
}

/** The suite's server (global-setup.ts): it judges on the real go-judge. */
const server = { baseUrl: baseUrl() };

async function newPage(
  browser: Browser,
  opts: { width?: number; height?: number; storageState?: Awaited<ReturnType<BrowserContext['storageState']>> } = {},
) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: 'zh-CN',
    storageState: opts.storageState,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId('editor-language').click();
  await page.locator(`.ant-select-item-option[title="${language}"]`).click();
}

async function loadCode(page: Page, code: string): Promise<void> {
  await page
    .getByTestId('problem-editor')
    .locator('input[type=file]')
    .setInputFiles({ name: 'main.cpp', mimeType: 'text/plain', buffer: Buffer.from(code) });
  await expect.poll(() => page.locator('.cm-content').first().innerText()).toContain('std::cin');
}

const submitStatus = (page: Page) => page.getByTestId('submit-status').getByTestId('judge-status');

async function submitAndWait(page: Page, code: string, expected: number): Promise<void> {
  await loadCode(page, code);
  // No submit interval to wait out (withoutSubmitInterval below).
  await page.getByTestId('submit-code').click();
  await expect.poll(() => submitStatus(page).getAttribute('data-status'), VERDICT_TIMEOUT).toBe(String(expected));
}

describe('judging screens', () => {
  withoutSubmitInterval();
  let browser: Browser;
  let session: Awaited<ReturnType<BrowserContext['storageState']>>;
  let waSubmitId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('submits A+B in C++ and sees Accepted arrive live, then a wrong answer with its case tiles', async () => {
    // A user of its own: other suites submit on the same server.
    const user = await registerUser('judging');
    const { page, context } = await newPage(browser);
    const cspViolations = await watchCsp(page);
    // /setting needs a login: the guard sends us home with the login dialog open.
    await page.goto('/setting?l=zh-cn');
    const form = page.getByTestId('login-form');
    await form.locator('input').nth(0).fill(user.username);
    await form.locator('input[type=password]').fill(user.password);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('user-menu').count()).toBe(1);

    // Which live channel the problem page uses: the SSE stream, polling only as a fallback.
    const channels = { sse: 0, poll: 0 };
    page.on('request', (r) => {
      if (r.url().includes('/api/sse/submissions')) channels.sse++;
      if (r.url().includes('/api/check-submissions-status')) channels.poll++;
    });
    await page.goto(`/problem/${AB_PROBLEM}`);
    await expect.poll(() => page.getByTestId('problem-title').textContent()).toContain('A+B Problem');
    expect(await page.title()).toMatch(/^A\+B Problem - /);
    await chooseLanguage(page, 'C++');
    await page.evaluate(() => {
      (globalThis as unknown as Marked).__verdictNoReload = 1;
    });

    await submitAndWait(page, AC_CODE, 0);
    // The verdict came over the live channel: the page never reloaded, the button is back.
    expect(await page.evaluate(() => (globalThis as unknown as Marked).__verdictNoReload)).toBe(1);
    await expect.poll(() => page.getByTestId('submit-code').isEnabled()).toBe(true);
    expect(channels.sse).toBeGreaterThan(0);
    expect(channels.poll).toBe(0);
    await expect.poll(() => submitStatus(page).textContent()).toBe('答案正确');
    await shot(page, 'judging-problem-zh');

    // Code and language survive a reload (kept per problem + language).
    await page.reload();
    await expect.poll(() => page.locator('.cm-content').first().innerText()).toContain('a + b');

    await loadCode(page, WA_CODE);
    await page.getByTestId('submit-code').click();
    await expect.poll(() => submitStatus(page).count()).toBe(1);
    // The status list follows the new row live (SSE or polling) until its verdict.
    await page.goto('/status?onlyMine=true');
    const firstRow = page.getByTestId('submission-table').locator('tbody tr.ant-table-row').first();
    await expect.poll(() => firstRow.getByTestId('judge-status').getAttribute('data-status'), VERDICT_TIMEOUT).toBe('-1');
    await expect.poll(() => page.getByTestId('submission-table').locator('tbody tr.own-submission').count()).toBe(2);
    await shot(page, 'judging-status-zh');

    await firstRow.getByTestId('submission-language').click();
    await page.waitForURL('**/submission-detail/*');
    waSubmitId = page.url().split('/').pop() ?? '';
    await expect.poll(() => page.getByTestId('banner-status').getAttribute('data-status')).toBe('-1');
    await expect.poll(() => page.getByTestId('case-tile').count()).toBe(6);
    expect(await page.getByTestId('case-tile').first().textContent()).toContain('测试点 #1');
    await expect.poll(() => page.getByTestId('code-viewer').textContent()).toContain('a - b');
    await shot(page, 'judging-detail-zh');
    // Login, the editor, the SSE stream and the status pages all ran under the Content-Security-Policy.
    expect(await cspViolations()).toEqual([]);
    session = await context.storageState();
    await context.close();
  });

  it('shows the three screens in English and at 375 px', async () => {
    expect(waSubmitId).not.toBe('');
    const { page, context } = await newPage(browser, { storageState: session });
    await page.goto(`/problem/${AB_PROBLEM}?l=en`);
    await expect.poll(() => page.getByTestId('problem-description').textContent()).toContain('Time Limit');
    await page.getByTestId('open-statistic').click();
    await expect.poll(() => page.locator('[data-testid=statistic-dialog] canvas').count()).toBeGreaterThan(0);
    await shot(page, 'judging-statistic-en');
    await page.keyboard.press('Escape');
    await page.getByTestId('open-custom-test').click();
    // The editor holds the last (wrong, a - b) program.
    await page.getByTestId('test-input').fill('20 22');
    await page.getByTestId('test-run').click();
    await expect.poll(() => page.getByTestId('test-result').textContent(), VERDICT_TIMEOUT).toContain('-2');
    await shot(page, 'judging-custom-test-en');
    await page.keyboard.press('Escape');
    await page.getByTestId('focus-toggle').click();
    await expect.poll(() => page.getByTestId('problem-focus').isVisible()).toBe(true);
    await shot(page, 'judging-focus-en');
    await page.getByTestId('focus-toggle').click();
    await expect.poll(() => page.getByTestId('problem-focus').count()).toBe(0);
    await page.getByRole('tab', { name: 'My Submission' }).click();
    await expect.poll(() => page.getByTestId('submission-table').locator('tbody tr.ant-table-row').count()).toBe(2);
    await shot(page, 'judging-problem-en');

    await page.goto('/status?onlyMine=true&l=en');
    await expect.poll(() => page.getByTestId('submission-table').locator('tbody tr.ant-table-row').count()).toBe(2);
    expect(await page.getByTestId('submission-table').getByTestId('judge-status').first().textContent()).toBe('Wrong Answer');
    await shot(page, 'judging-status-en');

    await page.goto(`/submission-detail/${waSubmitId}?l=en`);
    await expect.poll(() => page.getByTestId('case-tile').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('case-tile').first().textContent()).toContain('Test #1');
    await shot(page, 'judging-detail-en');
    await context.close();

    const mobile = await newPage(browser, { width: 375, height: 740, storageState: session });
    for (const [path, ready, name] of [
      [`/problem/${AB_PROBLEM}?l=zh-cn`, 'problem-description', 'judging-problem-mobile-zh'],
      ['/status?onlyMine=true&l=zh-cn', 'submission-table', 'judging-status-mobile-zh'],
      [`/submission-detail/${waSubmitId}?l=zh-cn`, 'case-tile', 'judging-detail-mobile-zh'],
      [`/problem/${AB_PROBLEM}?l=en`, 'problem-description', 'judging-problem-mobile-en'],
    ] as const) {
      await mobile.page.goto(path);
      await expect.poll(() => mobile.page.getByTestId(ready).first().isVisible()).toBe(true);
      await shot(mobile.page, name);
    }
    await mobile.context.close();
  });
});
