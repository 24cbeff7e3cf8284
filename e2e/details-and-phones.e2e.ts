import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginRoot, signInThroughForm } from './api';
import { baseUrl, launchBrowser, openPage, pageScrollWidth, registerUser, screenshot, uniqueName } from './harness';

// Issue 13 (items 1, 3, 4): the editor's default language, a wrong answer's details, phones.
/**
 * A public copy of A+B of this file's own, with its case results open: failed-case data is never
 * shown for a problem of a running or scheduled contest, and other e2e files put 1000 in contests.
 */
const AB_PROBLEM = uniqueName('DETAILS').toUpperCase();
const WA_CODE =
  '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a - b << std::endl;\n  return 0;\n}\n';
const VERDICT_TIMEOUT = { timeout: 90_000, interval: 250 };

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}
interface El {
  getBoundingClientRect(): Box;
  closest(selector: string): El | null;
  scrollWidth: number;
  clientWidth: number;
}

/** Heights and widths of the first `n` matches, for the 40 px touch-target rule. */
const sizes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els
      .map((e) => {
        const r = (e as unknown as El).getBoundingClientRect();
        return { width: Math.round(r.width), height: Math.round(r.height) };
      })
      .filter((s) => s.width > 0),
  );

describe('first impression: honest details and phones', () => {
  let browser: Browser;
  let session: Awaited<ReturnType<BrowserContext['storageState']>>;
  let submitId = '';
  let username = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const root = await loginRoot();
    const { languages } = await call<{ languages: string[] }>(null, 'GET', '/api/get-problem-detail?problemId=1000');
    await call(root.token, 'POST', '/api/admin/problem', {
      problem: {
        problemId: AB_PROBLEM,
        title: `A+B Problem ${AB_PROBLEM}`,
        difficulty: 0,
        auth: 1,
        timeLimit: 1000,
        memoryLimit: 256,
        description: 'Print $a+b$.',
        openCaseResult: true,
      },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '20 22\n', output: '42\n' },
      ],
      languages: languages.map((name) => ({ name })),
      tags: [],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the editor starts in C++; a wrong answer shows input, expected and the user's output with the first difference marked", async () => {
    const user = await registerUser('details');
    username = user.username;
    const { page, context } = await openPage(browser);
    await signInThroughForm(page, user);
    await page.goto(`/problem/${AB_PROBLEM}?l=zh-cn`);
    await expect.poll(() => page.getByTestId('problem-title').textContent()).toContain('A+B Problem');
    // Nothing chosen yet: C++, not the newest language at the top of the list.
    await expect
      .poll(() => page.getByTestId('editor-language').locator('.ant-select-selection-item').getAttribute('title'))
      .toBe('C++');

    await page
      .getByTestId('problem-editor')
      .locator('input[type=file]')
      .setInputFiles({ name: 'main.cpp', mimeType: 'text/plain', buffer: Buffer.from(WA_CODE) });
    await expect.poll(() => page.locator('.cm-content').first().innerText()).toContain('a - b');
    await page.getByTestId('submit-code').click();
    const status = page.getByTestId('submit-status').getByTestId('judge-status');
    await expect.poll(() => status.getAttribute('data-status'), VERDICT_TIMEOUT).toBe('-1');
    const href = await page.getByTestId('submit-status').locator('a').first().getAttribute('href');
    submitId = href?.split('/').pop() ?? '';
    expect(submitId).toMatch(/^\d+$/);

    // The custom test runs under the code (a bottom panel) and names its language.
    await page.getByTestId('open-custom-test').click();
    await page.getByTestId('test-input').fill('20 22');
    await page.getByTestId('test-run').click();
    await expect.poll(() => page.getByTestId('test-language').textContent(), VERDICT_TIMEOUT).toBe('C++');
    expect(await page.locator('.cm-content').first().isVisible()).toBe(true);
    await screenshot(page, 'details-custom-test-zh', { fullPage: false });
    await page.keyboard.press('Escape');

    for (const [lang, line] of [
      ['zh-cn', '首个差异：第 1 行'],
      ['en', 'First difference: line 1'],
    ] as const) {
      await page.goto(`/submission-detail/${submitId}?l=${lang}`);
      const detail = page.getByTestId('case-detail');
      await expect.poll(() => detail.isVisible()).toBe(true);
      // The first wrong case opens by itself: its input, the answer and what the program printed.
      const input = await detail.getByTestId('case-input').locator('pre').innerText();
      const expected = await detail.getByTestId('case-expected').locator('pre').innerText();
      const output = await detail.getByTestId('case-user-output').locator('pre').innerText();
      const [a, b] = input.trim().split(/\s+/).map(Number);
      expect(expected.trim()).toBe(String(a + b));
      expect(output.trim()).toBe(String(a - b));
      expect(await detail.getByTestId('first-difference').textContent()).toContain(line);
      // Marked in both texts, with a text cue beside the tint.
      expect(await detail.getByTestId('case-expected').getByTestId('diff-line').count()).toBe(1);
      expect(await detail.getByTestId('case-user-output').getByTestId('diff-line').count()).toBe(1);
      expect(await page.getByTestId('banner-status').getByTestId('status-icon').count()).toBe(1);
      await screenshot(page, `details-wa-${lang}`);
    }
    // At 1280 px the status list and the bank fit: no sideways scrolling, AC rate and language in view.
    for (const [path, table] of [
      ['/status?onlyMine=true&l=en', 'submission-table'],
      ['/problem?l=en', 'bank-table'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.getByTestId(table).locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
      const fits = await page
        .getByTestId(table)
        .locator('.ant-table-content, .ant-table-body')
        .first()
        .evaluate((e) => (e as unknown as El).scrollWidth <= (e as unknown as El).clientWidth + 1);
      expect(fits).toBe(true);
      await screenshot(page, `details-${table}-1280-en`);
    }
    session = await context.storageState();
    await context.close();
  });

  it('at 375 px: status tags whole, a statement/code switch, 40 px touch targets', async () => {
    expect(submitId).not.toBe('');
    for (const lang of ['zh-cn', 'en'] as const) {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: 375, height: 740 },
        storageState: session,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);

      await page.goto(`/status?onlyMine=true&l=${lang}`);
      const table = page.getByTestId('submission-table');
      await expect.poll(() => table.getByTestId('judge-status').count()).toBeGreaterThan(0);
      const tags = await table.getByTestId('judge-status').evaluateAll((els) =>
        els.map((e) => {
          const el = e as unknown as El;
          const tag = el.getBoundingClientRect();
          const cell = el.closest('td')!.getBoundingClientRect();
          return { tag, cell, cut: el.scrollWidth > el.clientWidth };
        }),
      );
      for (const { tag, cell, cut } of tags) {
        expect(cut).toBe(false);
        expect(tag.left).toBeGreaterThanOrEqual(cell.left - 0.5);
        expect(tag.right).toBeLessThanOrEqual(cell.right + 0.5);
        expect(tag.right).toBeLessThanOrEqual(375);
        expect(tag.height).toBeGreaterThanOrEqual(40);
      }
      // Titles wrap instead of being cut.
      const titles = await table
        .locator('tbody td a[href^="/problem/"]')
        .evaluateAll((els) => els.map((e) => (e as unknown as El).scrollWidth <= (e as unknown as El).clientWidth + 1));
      expect(titles.every(Boolean)).toBe(true);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
      const pager = await sizes(page, '.ant-pagination-prev, .ant-pagination-next, .ant-pagination-simple-pager input');
      expect(pager.length).toBeGreaterThanOrEqual(3);
      for (const s of pager) expect(Math.min(s.width, s.height)).toBeGreaterThanOrEqual(40);
      await screenshot(page, `details-status-mobile-${lang}`);

      await page.goto(`/problem/${AB_PROBLEM}?l=${lang}`);
      await expect.poll(() => page.getByTestId('problem-description').isVisible()).toBe(true);
      expect(await page.getByTestId('code-editor').isVisible()).toBe(false);
      await screenshot(page, `details-problem-statement-mobile-${lang}`);
      await page.getByTestId('pane-switch').locator('.ant-segmented-item').nth(1).click();
      await expect.poll(() => page.getByTestId('code-editor').isVisible()).toBe(true);
      expect(await page.getByTestId('problem-description').isVisible()).toBe(false);
      // Long lines wrap on a phone.
      expect(await page.getByTestId('code-editor').getAttribute('data-wrap')).toBe('true');
      const targets = [
        ...(await sizes(page, '[data-testid=pane-switch] .ant-segmented-item')),
        ...(await sizes(page, '[data-testid=problem-editor] .ant-btn')),
        ...(await sizes(page, '[data-testid=editor-language]')),
      ];
      expect(targets.length).toBeGreaterThanOrEqual(6);
      for (const s of targets) {
        expect(s.height).toBeGreaterThanOrEqual(40);
        expect(s.width).toBeGreaterThanOrEqual(40);
      }
      await screenshot(page, `details-problem-code-mobile-${lang}`);
      await page.getByTestId('pane-switch').locator('.ant-segmented-item').nth(0).click();
      await expect.poll(() => page.getByTestId('problem-description').isVisible()).toBe(true);

      await page.goto(`/submission-detail/${submitId}?l=${lang}`);
      await expect.poll(() => page.getByTestId('case-detail').isVisible()).toBe(true);
      for (const s of await sizes(page, '[data-testid=case-tile]')) expect(s.height).toBeGreaterThanOrEqual(40);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
      await screenshot(page, `details-wa-mobile-${lang}`);

      // The year of activity scrolls sideways on a phone and opens on its end: the current month.
      await page.goto(`/user-home?username=${encodeURIComponent(username)}&l=${lang}`);
      const scroller = page.getByTestId('heatmap-scroller');
      await expect.poll(() => scroller.isVisible()).toBe(true);
      const at = await scroller.evaluate((e) => {
        const el = e as unknown as El & { scrollLeft: number };
        return { left: el.scrollLeft, room: el.scrollWidth - el.clientWidth };
      });
      expect(at.room).toBeGreaterThan(0);
      expect(at.left).toBeGreaterThanOrEqual(at.room - 1);
      await context.close();
    }
  });
});
