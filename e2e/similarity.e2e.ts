import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as corpus from '../apps/server/src/modules/similarity/similarity-corpus.fixture';
import { type Session, call, login, loginRoot, signInContext } from './api';
import { launchBrowser, openPage, pageScrollWidth, screenshot, uniqueName } from './harness';

/**
 * The similarity report screen in Chromium (issue 24.4): three contestants submit for real (one
 * copies another's solution in disguise, one writes their own); the contest's admin starts a
 * report from the screen, watches it finish, finds the copy above the threshold, opens the pair
 * side by side with its fragments marked, and moves the slider past it. zh and en, 1280 and 375 px.
 */
describe('similarity report', () => {
  let browser: Browser;
  let root: Session;
  const names = [uniqueName('simA'), uniqueName('simB'), uniqueName('simC')];
  const password = 'simil-Pa55';
  let cid = 0;

  async function reportPage(width: number, lang: 'zh-CN' | 'en-US'): Promise<Page> {
    const { page, context } = await openPage(browser, { width, locale: lang === 'en-US' ? 'en' : 'zh-CN' });
    await signInContext(context, root, lang);
    await page.goto(`/admin/contest/${cid}/similarity`);
    return page;
  }
  const status = (page: Page) => page.getByTestId('similarity-status').getAttribute('data-status');
  const rows = (page: Page) => page.locator('[data-testid="similarity-pairs"] .similarity-row');

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    await call(root.token, 'POST', '/api/admin/user/insert-batch-user', {
      users: names.map((n) => [n, password, `${n}@verdict.test`]),
    });
    const users = await Promise.all(names.map((n) => login(n, password)));
    const pid = (await call<{ problem: { id: number } }>(null, 'GET', '/api/get-problem-detail?problemId=1000')).problem.id;
    const now = Date.now();
    cid = (
      await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', {
        title: `Similarity ${uniqueName('c')}`,
        description: 'Similarity report test',
        type: 0,
        auth: 0,
        startTime: new Date(now - 3600_000).toISOString(),
        endTime: new Date(now + 2 * 3600_000).toISOString(),
      })
    ).id;
    await call(root.token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
    const sources = [corpus.ORIGINAL_CPP, corpus.DISGUISED_CPP, corpus.INDEPENDENT_CPP_1];
    for (const [i, u] of users.entries())
      await call(u.token, 'POST', '/api/submit-problem-judge', { pid: 'A', cid, language: 'C++', code: sources[i] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('1280 px, Chinese: start a report, watch it finish, open the copied pair side by side', async () => {
    const page = await reportPage(1280, 'zh-CN');
    await expect.poll(() => page.getByTestId('similarity-none').isVisible()).toBe(true);
    await screenshot(page, 'similarity-empty-zh-1280');
    await page.getByTestId('similarity-allowed').fill('// 允许的代码\nint unused_helper() { return 42; }');
    await page.getByTestId('similarity-start').click();
    await expect.poll(() => status(page), { timeout: 60_000 }).toBe('done');
    // The default threshold (70%) shows only the copy.
    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rows(page).first();
    expect(await row.innerText()).toContain(names[0]);
    expect(await row.innerText()).toContain(names[1]);
    await screenshot(page, 'similarity-report-zh-1280');
    await row.click();
    const drawer = page.getByTestId('similarity-pair');
    await expect.poll(() => drawer.getByTestId('similarity-source-b').isVisible()).toBe(true);
    expect(await drawer.locator('.similarity-chip').count()).toBeGreaterThan(0);
    expect(await drawer.getByTestId('similarity-source-a').locator('.similarity-frag').count()).toBeGreaterThan(0);
    expect(await drawer.getByTestId('similarity-source-b').innerText()).toContain('graph_[from].push_back');
    await screenshot(page, 'similarity-pair-zh-1280', { fullPage: false });
  });

  for (const { lang, width } of [
    { lang: 'en-US', width: 375 },
    { lang: 'en-US', width: 1280 },
    { lang: 'zh-CN', width: 375 },
  ] as const) {
    it(`${width} px, ${lang}: the report, the slider and the pair`, async () => {
      const page = await reportPage(width, lang);
      await expect.poll(() => status(page)).toBe('done');
      await expect.poll(() => rows(page).count()).toBe(1);
      // The allowed snippets of the last run fill the text area.
      expect(await page.getByTestId('similarity-allowed').inputValue()).toContain('unused_helper');
      if (width < 768) expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
      await screenshot(page, `similarity-report-${lang}-${width}`);
      await rows(page).first().click();
      const drawer = page.getByTestId('similarity-pair');
      await expect.poll(() => drawer.getByTestId('similarity-source-a').isVisible()).toBe(true);
      await screenshot(page, `similarity-pair-${lang}-${width}`, { fullPage: false });
      await drawer.locator('.ant-drawer-close').click();
      await expect.poll(() => drawer.isVisible()).toBe(false);
      // The slider at 100 %: no pair that high.
      await page.locator('.similarity-slider .ant-slider-handle').focus();
      await page.keyboard.press('End');
      await expect.poll(() => rows(page).count()).toBe(0);
      expect(await page.getByTestId('similarity-count').innerText()).toMatch(/^0 /);
      await page.context().close();
    });
  }
});
