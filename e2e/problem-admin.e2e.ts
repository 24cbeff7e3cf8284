import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin } from './api';
import { downloaded, launchBrowser, openPage, pageScrollWidth, screenshot, storageItem, uniqueName } from './harness';

/** Admin problem screens against the shared real server, logged in as root through /admin/login. */

/** The list row whose Display ID cell is exactly `displayId`. */
const rowOf = (page: Page, displayId: string): Locator =>
  page
    .getByTestId('admin-problem-table')
    .locator('.ant-table-row', { has: page.locator('td', { hasText: new RegExp(`^${displayId}$`) }) });

const pick = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
const modal = (page: Page) => page.locator('.ant-modal:visible');
const rowIdOf = async (row: Locator) => Number((await row.locator('td').nth(1).textContent())?.trim());

/** Moves inside the single-page app without a reload, so its query cache survives. */
async function spaNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    const w = globalThis as unknown as {
      history: { pushState(s: unknown, t: string, u: string): void };
      dispatchEvent(e: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    w.history.pushState({}, '', path);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, to);
  await page.waitForURL(`**${to}`);
}

function twoProblemFps(tag: string): string {
  const item = (title: string, a: number, b: number) => `
  <item>
    <title><![CDATA[${title}]]></title>
    <time_limit unit="s"><![CDATA[1]]></time_limit>
    <memory_limit unit="mb"><![CDATA[64]]></memory_limit>
    <description><![CDATA[<p>Print a+b.</p>]]></description>
    <input><![CDATA[Two integers.]]></input>
    <output><![CDATA[Their sum.]]></output>
    <sample_input><![CDATA[${a} ${b}]]></sample_input>
    <sample_output><![CDATA[${a + b}]]></sample_output>
    <test_input><![CDATA[${a} ${b}
]]></test_input>
    <test_output><![CDATA[${a + b}
]]></test_output>
  </item>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2" url="https://example.test">
  <generator name="verdict-e2e" url="https://example.test"/>${item(`${tag} first`, 1, 2)}${item(`${tag} second`, 3, 4)}
</fps>
`;
}

describe('admin problem screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the demo problems and changes a problem auth inline, persisting after reload', async () => {
    const { page, context } = await openPage(browser);
    await adminLogin(page);
    await screenshot(page, 'admin-dashboard-zh');

    await page.getByTestId('dash-problems').click();
    await page.waitForURL('**/admin/problems');
    await expect.poll(() => page.getByTestId('admin-problem-table').locator('.ant-table-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-problems-zh');
    // Other suites add problems to the shared server, so the demo ones are found by keyword, not on page 1.
    await page.goto('/admin/problems?keyword=1000');
    await expect.poll(() => rowOf(page, '1000').textContent()).toContain('A+B Problem');
    await page.goto('/admin/problems?keyword=1001');
    await expect.poll(() => rowOf(page, '1001').count()).toBe(1);

    const row = rowOf(page, '1001');
    const authText = () => row.locator('.ant-select-selection-item').textContent();
    expect(await authText()).toBe('公开');
    await row.locator('.ant-select').click();
    await pick(page, '私有').click();
    await expect.poll(() => page.locator('.ant-message-success').textContent()).toContain('权限已修改');
    await page.reload();
    await expect.poll(authText).toBe('私有');

    // The keyword and auth filters live in the URL.
    await page.goto('/admin/problems?auth=2&keyword=1001');
    await expect.poll(() => rowOf(page, '1001').count()).toBe(1);
    expect(await rowOf(page, '1000').count()).toBe(0);

    // Back to public: other suites solve 1001 as a public problem.
    await page.goto('/admin/problems?keyword=1001');
    await rowOf(page, '1001').locator('.ant-select').click();
    await pick(page, '公开').click();
    await expect.poll(authText).toBe('公开');
    await page.reload();
    await expect.poll(authText).toBe('公开');
    await context.close();
  });

  it('creates a classification and a tag, and assigns the tag to it', async () => {
    const { page, context } = await openPage(browser);
    await adminLogin(page);
    // The bank's tag panel is cached for minutes: load it first, so the new tag can only reach it by invalidation.
    await Promise.all([page.waitForResponse('**/api/get-problem-tags-and-classification*'), page.goto('/problem')]);
    await spaNavigate(page, '/admin/problem/tag');
    const className = uniqueName('Class');
    const tagName = uniqueName('Tag');

    await page.getByTestId('create-classification').click();
    await modal(page).getByLabel('名称').fill(className);
    await modal(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByTestId('classification-table').textContent()).toContain(className);

    await page.getByTestId('create-tag').click();
    await modal(page).getByLabel('名称').fill(tagName);
    await modal(page).getByRole('button', { name: '保存' }).click();
    const tagRow = page.getByTestId('tag-table').locator('.ant-table-row', { hasText: tagName });
    await expect.poll(() => tagRow.count()).toBe(1);

    // Assign inline from the tags table.
    await tagRow.locator('.ant-select').click();
    await pick(page, className).click();
    await expect.poll(() => tagRow.locator('.ant-select-selection-item').textContent()).toBe(className);

    const grouped = (await (await page.request.get('/api/get-problem-tags-and-classification?oj=ME')).json()) as {
      data: { classification: { name: string } | null; tagList: { name: string }[] }[];
    };
    const group = grouped.data.find((g) => g.classification?.name === className);
    expect(group?.tagList.map((tg) => tg.name)).toEqual([tagName]);

    // Back in the bank without a reload, its tag panel lists the new tag.
    await spaNavigate(page, '/problem');
    await page.getByTestId('bank-tag-search').fill(tagName);
    await expect.poll(() => page.getByTestId('bank-tag-option').filter({ hasText: tagName }).count()).toBe(1);
    await spaNavigate(page, '/admin/problem/tag');
    await page.reload();
    await expect.poll(() => tagRow.locator('.ant-select-selection-item').textContent()).toBe(className);
    await screenshot(page, 'admin-tags-zh');
    await context.close();
  });

  it('imports an FPS file with two problems, then exports problems as HOJ zips', async () => {
    const { page, context } = await openPage(browser);
    await adminLogin(page);
    await page.goto('/admin/problem/batch-operation');
    const tag = uniqueName('Fps');

    await page.getByTestId('import-panel').getByText('FPS xml').click();
    await page
      .getByTestId('import-panel')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'two.xml',
        mimeType: 'text/xml',
        buffer: Buffer.from(twoProblemFps(tag)),
      });
    await page.getByTestId('import-start').click();
    await expect.poll(() => page.getByTestId('import-result').textContent()).toContain('导入完成');
    expect(await page.locator('.ant-alert-success').count()).toBe(1);
    await screenshot(page, 'admin-batch-zh');

    // A wrong file type is refused before uploading.
    await page
      .getByTestId('import-panel')
      .locator('input[type=file]')
      .setInputFiles({ name: 'x.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
    await expect.poll(() => page.getByTestId('import-result').textContent()).toContain('.xml');

    // A broken file reaches the server, whose message is shown as the failure.
    await page
      .getByTestId('import-panel')
      .locator('input[type=file]')
      .setInputFiles({ name: 'bad.xml', mimeType: 'text/xml', buffer: Buffer.from('<fps><item><title>x</title>') });
    await page.getByTestId('import-start').click();
    await expect.poll(() => page.getByTestId('import-panel').locator('.ant-alert-error').textContent()).toMatch(/导入失败.+/);
    const failure =
      (await page.getByTestId('import-panel').locator('.ant-alert-error .ant-alert-description').textContent()) ?? '';
    expect(failure).not.toBe('导入失败');
    expect(failure.length).toBeGreaterThan(3);

    await page.goto(`/admin/problems?keyword=${tag}`);
    const rows = page.getByTestId('admin-problem-table').locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining(`${tag} first`), expect.stringContaining(`${tag} second`)]),
    );

    // Single export from the list: a zip download arrives.
    const firstId = await rowIdOf(rows.first());
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${firstId}`).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = await downloaded(download);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.length).toBeGreaterThan(100);

    // The server answers the export with a zip content type.
    const token = await storageItem(page, 'token');
    const res = await page.request.get(`/api/file/export-problem?pid=${firstId}`, { headers: { Authorization: token ?? '' } });
    expect(res.headers()['content-type']).toContain('application/x-download');
    expect((await res.body()).length).toBe(zip.length);

    // Multi-select export on the batch page: search, pick both, download one zip.
    await page.goto('/admin/problem/batch-operation');
    const search = page.getByTestId('export-panel').locator('.ant-input-search input');
    await search.fill(tag);
    await search.press('Enter');
    const exportRows = page.getByTestId('export-panel').locator('.ant-table-row');
    await expect.poll(() => exportRows.count()).toBe(2);
    await page.getByTestId('export-panel').locator('.ant-table-thead .ant-checkbox-input').check();
    await expect.poll(() => page.getByTestId('export-picked').locator('.ant-tag').count()).toBe(2);
    const [both] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-start').click()]);
    const bothZip = await downloaded(both);
    expect(bothZip.subarray(0, 2).toString()).toBe('PK');
    expect(bothZip.length).toBeGreaterThan(zip.length);

    // A JSON answer to a download is an error envelope: its msg is shown, nothing is saved.
    await page.route('**/api/file/download-testcase*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 400, msg: 'e2e: no test data', data: null }),
      }),
    );
    await page.goto('/admin/problems?keyword=1000');
    await expect.poll(() => rowOf(page, '1000').count()).toBe(1);
    let saved = false;
    page.on('download', () => {
      saved = true;
    });
    await rowOf(page, '1000').getByRole('button', { name: '下载测试数据' }).click();
    await expect.poll(() => page.locator('.ant-message-error').textContent()).toContain('e2e: no test data');
    expect(saved).toBe(false);
    await context.close();
  });

  it('English screens and the phone layout', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await adminLogin(page, 'en');
    await screenshot(page, 'admin-dashboard-en');
    await page.goto('/admin/problems?keyword=1000');
    await expect.poll(() => rowOf(page, '1000').textContent()).toContain('A+B Problem');
    await screenshot(page, 'admin-problems-en');
    await page.goto('/admin/problem/tag');
    await expect.poll(() => page.getByTestId('tag-table').locator('.ant-table-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-tags-en');
    await page.goto('/admin/problem/batch-operation');
    await expect.poll(() => page.getByTestId('export-panel').locator('.ant-table-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-batch-en');
    await context.close();

    const mobile = await openPage(browser, { width: 375, height: 740 });
    await adminLogin(mobile.page);
    await screenshot(mobile.page, 'admin-dashboard-mobile-zh');
    await mobile.page.goto('/admin/problems?keyword=1000');
    // Phones show the display id inside the title cell.
    const phoneRow = mobile.page.getByTestId('admin-problem-table').locator('.ant-table-row', { hasText: 'A+B Problem' });
    await expect.poll(() => phoneRow.count()).toBe(1);
    expect(await phoneRow.textContent()).toContain('1000');
    expect(await pageScrollWidth(mobile.page)).toBeLessThanOrEqual(375);
    // Actions sit in a menu on phones: edit, test data, HOJ export, Kattis package, delete (the super admin has all).
    await phoneRow.getByRole('button', { name: '操作' }).click();
    await expect.poll(() => mobile.page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').count()).toBe(5);
    await mobile.page.keyboard.press('Escape');
    await screenshot(mobile.page, 'admin-problems-mobile-zh');
    await mobile.page.getByTestId('admin-nav-toggle').click();
    await expect.poll(() => mobile.page.getByTestId('admin-nav').isVisible()).toBe(true);
    await screenshot(mobile.page, 'admin-nav-mobile-zh', { fullPage: false });
    await mobile.page.getByTestId('admin-nav').getByText('题目标签').click();
    await mobile.page.waitForURL('**/admin/problem/tag');
    await expect.poll(() => mobile.page.getByTestId('admin-nav').isVisible()).toBe(false);
    await mobile.context.close();
  });
});
