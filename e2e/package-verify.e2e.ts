import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUM_CPP, SUM_WRONG_PY, polygonSumPackage } from '../apps/server/src/modules/problem-transfer/import-polygon.fixture';
import { adminLogin, call, loginRoot } from './api';
import { SCREENSHOT_DIR, launchBrowser, openPage, pageScrollWidth, uniqueName, zipOf } from './harness';

/**
 * Package verification (issue 26.3) in Chromium: an admin imports a small Polygon package from the
 * import screen (English), opens the new problem's editor and sees the verification report fill in
 * as its bundled solutions are judged (a main one accepted, a wrong-answer one rejected); then the
 * report at 375 px.
 */
describe('Polygon import and its verification report', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('imports a Polygon package and shows its verification report', async () => {
    const title = uniqueName('Polygon sum ');
    const entries = polygonSumPackage({
      solutions: [
        { tag: 'main', path: 'solutions/sum.cpp', type: 'cpp.g++17', code: SUM_CPP },
        { tag: 'wrong-answer', path: 'solutions/wa.py', type: 'python.3', code: SUM_WRONG_PY },
      ],
    }).map((e) => ({ name: String(e.name), data: String(e.data).replace('value="Sum with groups"', `value="${title}"`) }));
    const { page, context } = await openPage(browser, { locale: 'en' });
    await adminLogin(page, 'en');
    await page.goto('/admin/problem/batch-operation');
    await page.getByTestId('import-panel').getByText('Polygon package').click();
    await page
      .getByTestId('import-panel')
      .locator('input[type=file]')
      .setInputFiles({ name: 'sum.zip', mimeType: 'application/zip', buffer: await zipOf(entries) });
    await page.getByTestId('import-start').click();
    await expect.poll(() => page.locator('.ant-alert-success').count(), { timeout: 30_000 }).toBe(1);

    const root = await loginRoot();
    const list = await call<{ records: Array<{ id: number; title: string }> }>(
      root.token,
      'GET',
      `/api/admin/problem/get-problem-list?currentPage=1&limit=10&keyword=${encodeURIComponent(title)}`,
    );
    const pid = list.records.find((r) => r.title === title)!.id;
    await page.goto(`/admin/problem/edit/${pid}`);
    const report = page.getByTestId('verification-report');
    await report.waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('verification-status').textContent(), { timeout: 45_000 }).toBe('Verified');
    expect(await report.locator('tbody tr.ant-table-row').allInnerTexts()).toEqual([
      expect.stringMatching(/solutions\/sum\.cpp \(main\)\s+C\+\+\s+AC\s+AC \(100\)\s+\d+ \/ 1000 ms\s+Passed/),
      expect.stringMatching(/solutions\/wa\.py \(wrong-answer\)\s+Python3\s+WA \/ PE\s+WA \(0\)\s+\d+ \/ 1000 ms\s+Passed/),
    ]);
    await report.scrollIntoViewIfNeeded();
    await report.screenshot({ path: `${SCREENSHOT_DIR}/verification-report-en.png` });

    await page.setViewportSize({ width: 375, height: 812 });
    await report.scrollIntoViewIfNeeded();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await report.screenshot({ path: `${SCREENSHOT_DIR}/verification-report-en-375.png` });
    await context.close();
  }, 60_000);
});
