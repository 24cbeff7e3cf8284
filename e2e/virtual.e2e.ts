import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, call, login, loginRoot, signInContext, withoutSubmitInterval } from './api';
import { launchBrowser, openPage, pageScrollWidth, screenshot, uniqueName } from './harness';

/**
 * Virtual participation in Chromium (issue 24.1): a user opens a contest that ended before they
 * came, starts it virtually through the confirm dialog, sees the contest live in their own window
 * (the virtual mark, the countdown), submits in the browser, and finds themselves on the virtual
 * board; their own submissions list shows the virtual submission. In zh and en, at 375 and 1280 px.
 */

const HOUR = 3600_000;
const AC_CODE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
const VERDICT = { timeout: 90_000, interval: 250 };

async function sessionPage(browser: Browser, s: Session, lang: 'zh-CN' | 'en', width: number): Promise<Page> {
  const { context, page } = await openPage(browser, { width, height: width < 768 ? 812 : 900, locale: lang });
  await signInContext(context, s, lang === 'en' ? 'en-US' : 'zh-CN');
  page.setDefaultTimeout(20_000);
  return page;
}

const submitStatus = (page: Page) => page.getByTestId('submit-status').getByTestId('judge-status');

describe('virtual participation', () => {
  withoutSubmitInterval();
  let browser: Browser;
  let root: Session;
  let cid = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    const pid = (await call<{ problem: { id: number } }>(root.token, 'GET', '/api/get-problem-detail?problemId=1000')).problem.id;
    const now = Date.now();
    cid = (
      await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', {
        title: uniqueName('Past Cup '),
        description: 'Held yesterday.',
        type: 0,
        auth: 0,
        startTime: new Date(now - 26 * HOUR).toISOString(),
        endTime: new Date(now - 24 * HOUR).toISOString(),
      })
    ).id;
    await call(root.token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { lang, width } of [
    { lang: 'zh-CN', width: 1280 },
    { lang: 'en', width: 375 },
    { lang: 'zh-CN', width: 375 },
    { lang: 'en', width: 1280 },
  ] as const) {
    const zh = lang === 'zh-CN';
    it(`a past contest taken virtually, the user on the virtual board (${lang}, ${width} px)`, async () => {
      const name = uniqueName('virt');
      await call(root.token, 'POST', '/api/admin/user/insert-batch-user', { users: [[name, 'virt-Pa55']] });
      const page = await sessionPage(browser, await login(name, 'virt-Pa55'), lang, width);
      const shot = width === 375 || lang === 'zh-CN';

      // The offer on the ended contest, then the confirm dialog.
      await page.goto(`/contest/${cid}`);
      await expect.poll(() => page.getByTestId('virtual-offer').isVisible()).toBe(true);
      if (shot) await screenshot(page, `virtual-offer-${lang}-${width}`);
      await page.getByTestId('virtual-start').click();
      const dialog = page.locator('.ant-modal-content');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      if (shot) await screenshot(page, `virtual-confirm-${lang}-${width}`, { fullPage: false });
      await dialog.locator('.ant-btn-primary').click();

      // The contest lives in the user's window: the mark, a running countdown.
      await expect.poll(() => page.getByTestId('virtual-running').isVisible()).toBe(true);
      expect(await page.getByTestId('virtual-mark').first().innerText()).toContain(zh ? '虚拟' : 'Virtual');
      await expect
        .poll(() => page.getByTestId('contest-countdown').innerText())
        .toMatch(zh ? /\d+:\d\d:\d\d/ : /Ends in|\d+:\d\d:\d\d/);
      if (shot) await screenshot(page, `virtual-running-${lang}-${width}`);

      // A submission in the browser, judged.
      await page.goto(`/contest/${cid}/problem/A`);
      // A phone shows the statement or the editor: switch to the editor.
      if (width < 768) await page.getByTestId('pane-switch').locator('.ant-segmented-item').nth(1).click();
      await page.getByTestId('editor-language').click();
      await page.locator('.ant-select-item-option[title="C++"]').click();
      await page
        .getByTestId('problem-editor')
        .locator('input[type=file]')
        .setInputFiles({ name: 'main.cpp', mimeType: 'text/plain', buffer: Buffer.from(AC_CODE) });
      await expect.poll(() => page.locator('.cm-content').first().innerText()).toContain('a + b');
      await page.getByTestId('submit-code').click();
      await expect.poll(() => submitStatus(page).getAttribute('data-status'), VERDICT).toBe('0');

      // The virtual board: the user's own row, solved.
      await page.goto(`/contest/${cid}/rank`);
      await expect.poll(() => page.getByTestId('virtual-board').isVisible()).toBe(true);
      const myRow = page.locator('[data-testid="contest-board"] tr.ant-table-row', {
        has: page.getByTestId('board-name').getByText(name, { exact: true }),
      });
      await expect.poll(() => myRow.count(), VERDICT).toBeGreaterThan(0);
      await expect.poll(() => myRow.first().locator('.board-cell-inner').first().getAttribute('data-cell')).toMatch(/ac|first/i);
      if (shot) await screenshot(page, `virtual-board-${lang}-${width}`);
      if (width === 375) expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);

      // Their own statuses: the virtual submission in the contest's list.
      await page.goto(`/contest/${cid}/submissions`);
      await expect.poll(() => page.getByTestId('contest-submissions').getByTestId('judge-status').count()).toBe(1);
      if (shot) await screenshot(page, `virtual-submissions-${lang}-${width}`);
      await page.context().close();
    });
  }
});
