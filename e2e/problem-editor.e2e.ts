import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogin } from './api';
import { baseUrl, launchBrowser, openPage, pageScrollWidth, registerUser, screenshot, zipOf } from './harness';

/**
 * The admin problem editor against the shared real server and go-judge: an OI problem with a
 * zip of 10 cases is authored through the form, then a program solving half of them scores 50.
 */

const VERDICT_TIMEOUT = { timeout: 90_000, interval: 250 };
const CASES = 10;
const PARTIAL_ACCEPTED = '8';

/** Case i: input i, output i². */
const casesZip = () =>
  zipOf(
    Array.from({ length: CASES }, (_, k) => k + 1).flatMap((i) => [
      { name: `${i}.in`, data: `${i}\n` },
      { name: `${i}.out`, data: `${i * i}\n` },
    ]),
  );

/** Right for the first five cases, wrong for the rest: exactly half of the points. */
const HALF_CODE = `#include <iostream>
int main() {
  long long n;
  std::cin >> n;
  // Squares are right up to 5 only: cases 6..10 fail on purpose.
  std::cout << (n <= 5 ? n * n : 0) << std::endl;
  return 0;
}
`;

const server = { baseUrl: baseUrl(), rootPassword: inject('rootPassword') };

async function rootToken(): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: server.rootPassword }),
  });
  const token = res.headers.get('authorization');
  if (!res.ok || !token) throw new Error(`admin login failed: ${res.status}`);
  return token;
}

async function adminApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { Authorization: token, 'Url-Type': 'admin', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = (await res.json()) as { status: number; msg: string; data: T };
  if (payload.status !== 200) throw new Error(`${method} ${path}: ${payload.msg}`);
  return payload.data;
}

const scoreInputs = (page: Page) => page.getByTestId('pe-case-table').locator('[data-testid=pe-case-score] input');
const caseRows = (page: Page) => page.getByTestId('pe-case-table').locator('tbody tr.ant-table-row');

describe('admin problem editor', () => {
  let browser: Browser;
  let token = '';
  const displayId = `PE${Date.now().toString(36).slice(-5).toUpperCase()}`;
  let pid = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await rootToken();
    // Several submissions follow each other quickly; the default 8 s interval would refuse them.
    await adminApi(token, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 0 });
  });
  afterAll(async () => {
    await browser?.close();
    if (token) await adminApi(token, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: 8 }).catch(() => undefined);
  });

  it('creates an OI problem from a 10-case zip; a half-right program gets Partial Accepted with 50', async () => {
    const { page, context } = await openPage(browser);
    await adminLogin(page, 'zh-cn');
    await page.goto('/admin/problem/create');
    await expect.poll(() => page.getByTestId('pe-problem-id').isVisible()).toBe(true);

    // Saving the empty form lists what is missing instead of calling the server.
    await page.getByTestId('pe-save').click();
    await expect.poll(() => page.getByTestId('pe-issues').textContent()).toContain('题目展示 ID不能为空');
    expect(await page.getByTestId('pe-issues').textContent()).toContain('请先上传测试数据压缩包');

    await page.getByTestId('pe-problem-id').fill(displayId);
    await page.getByTestId('pe-title').fill('Squares (editor e2e)');
    await page.getByTestId('pe-description-source').fill('Print $n^2$ for the given **n**.');
    await page.getByTestId('pe-input-source').fill('One integer $n$ ($1 \\le n \\le 10$).');
    await page.getByTestId('pe-output-source').fill('The square of $n$.');
    await expect.poll(() => page.getByTestId('pe-description-preview').locator('.katex').count()).toBeGreaterThan(0);
    const example = page.getByTestId('pe-examples').locator('textarea');
    await example.nth(0).fill('3');
    await example.nth(1).fill('9');

    await page.getByTestId('pe-type').getByText('OI').click();
    await page
      .getByTestId('pe-test-data')
      .locator('input[type=file]')
      .setInputFiles({ name: 'squares.zip', mimeType: 'application/zip', buffer: await casesZip() });
    await expect.poll(() => caseRows(page).count()).toBe(CASES);
    expect(await scoreInputs(page).evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value))).toEqual(
      Array(CASES).fill('10'),
    );
    expect(await caseRows(page).first().textContent()).toContain('1.in');
    expect(await page.getByTestId('pe-case-summary').textContent()).toContain('100');

    // Tags: a new one, and the same name again is refused.
    await page.getByTestId('pe-tag-input').locator('input').fill('e2e-squares');
    await page.getByTestId('pe-tag-add').click();
    await page.getByTestId('pe-tag-input').locator('input').fill('e2e-squares');
    await page.getByTestId('pe-tag-add').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('添加标签失败');
    expect(await page.getByTestId('pe-tags').locator('.ant-tag').count()).toBe(1);
    await screenshot(page, 'problem-editor-create-zh');

    await page.getByTestId('pe-save').click();
    await page.waitForURL('**/admin/problems');
    const list = await adminApi<{ records: Array<{ id: number; problemId: string; type: number; ioScore: number }> }>(
      token,
      'GET',
      `/api/admin/problem/get-problem-list?currentPage=1&limit=10&keyword=${displayId}`,
    );
    const saved = list.records.find((p) => p.problemId === displayId);
    expect(saved).toMatchObject({ type: 1, ioScore: 100 });
    pid = saved?.id ?? 0;

    // An ordinary user (registered through the mailed code) submits: five of ten cases right.
    const user = await registerUser('pe');
    const userSession = await openPage(browser, { locale: 'zh-CN' });
    // The session as the client stores it after a login (HOJ's localStorage keys).
    await userSession.context.addInitScript(
      ([t, u]) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
        storage.setItem('token', t);
        storage.setItem('userInfo', u);
      },
      [user.token, JSON.stringify(user.info)] as const,
    );
    const userPage = userSession.page;
    await userPage.goto(`/problem/${displayId}`);
    await expect.poll(() => userPage.getByTestId('problem-title').textContent()).toContain('Squares');
    await userPage.getByTestId('editor-language').click();
    await userPage.locator('.ant-select-item-option[title="C++"]').click();
    await userPage
      .getByTestId('problem-editor')
      .locator('input[type=file]')
      .setInputFiles({ name: 'main.cpp', mimeType: 'text/plain', buffer: Buffer.from(HALF_CODE) });
    await expect.poll(() => userPage.locator('.cm-content').first().innerText()).toContain('std::cin');
    await userPage.getByTestId('submit-code').click();
    const status = userPage.getByTestId('submit-status').getByTestId('judge-status');
    await expect.poll(() => status.getAttribute('data-status'), VERDICT_TIMEOUT).toBe(PARTIAL_ACCEPTED);
    expect(await status.textContent()).toBe('部分正确');
    await userSession.context.close();

    await page.goto('/status');
    const row = page.getByTestId('submission-table').locator('tbody tr.ant-table-row', { hasText: displayId }).first();
    await expect.poll(() => row.getByTestId('judge-status').getAttribute('data-status'), VERDICT_TIMEOUT).toBe(PARTIAL_ACCEPTED);
    await row.getByTestId('submission-language').click();
    await page.waitForURL('**/submission-detail/*');
    await expect.poll(() => page.getByTestId('banner-status').getAttribute('data-status')).toBe(PARTIAL_ACCEPTED);
    await expect.poll(() => page.getByTestId('case-tile').count()).toBe(CASES);
    expect(
      await page
        .getByTestId('case-tile')
        .evaluateAll((tiles) => tiles.map((t) => (t as unknown as { dataset: { status: string } }).dataset.status)),
    ).toEqual([...Array(5).fill('0'), ...Array(5).fill('-1')]);
    const table = page.getByTestId('submission-detail').locator('.ant-table').first();
    const headers = await table.locator('thead th').allTextContents();
    const cells = await table.locator('tbody tr.ant-table-row').first().locator('td').allTextContents();
    expect(cells[headers.indexOf('分数')]).toBe('50');
    await screenshot(page, 'problem-editor-partial-detail-zh');
    await context.close();
  });

  it('a taken display id comes back as a clear server error; typed cases are saved with their contents', async () => {
    expect(pid).toBeGreaterThan(0);
    const { page, context } = await openPage(browser, { locale: 'en' });
    await adminLogin(page, 'en');
    // The form on a phone first: one column, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/admin/problem/create');
    await page.getByTestId('pe-problem-id').waitFor();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'problem-editor-mobile-en', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('pe-problem-id').fill(displayId);
    await page.getByTestId('pe-title').fill('Duplicate');
    await page.getByTestId('pe-input-source').fill('n');
    await page.getByTestId('pe-output-source').fill('n squared');
    await page.getByTestId('pe-case-source').getByText('Enter by hand').click();
    const manual = page.getByTestId('pe-manual-cases').locator('textarea');
    await manual.nth(0).fill('2');
    await manual.nth(1).fill('4');
    await page.getByTestId('pe-save').click();
    await expect
      .poll(() => page.getByTestId('pe-server-error').textContent())
      .toContain(`The problem ID ${displayId} is already used`);
    expect(page.url()).toContain('/admin/problem/create');

    // A free id saves; the typed case is stored with its contents.
    await page.getByTestId('pe-problem-id').fill(`${displayId}M`);
    await page.getByTestId('pe-save').click();
    await page.waitForURL('**/admin/problems');
    const list = await adminApi<{ records: Array<{ id: number; problemId: string; isUploadCase: boolean }> }>(
      token,
      'GET',
      `/api/admin/problem/get-problem-list?currentPage=1&limit=10&keyword=${displayId}M`,
    );
    const typed = list.records.find((p) => p.problemId === `${displayId}M`);
    expect(typed?.isUploadCase).toBe(false);
    const cases = await adminApi<Array<{ input: string; output: string }>>(
      token,
      'GET',
      `/api/admin/problem/get-problem-cases?pid=${typed?.id}`,
    );
    expect(cases.map((c) => [c.input, c.output])).toEqual([['2', '4']]);
    await context.close();
  });

  it('edits the problem in English: stored cases and scores come back and save unchanged', async () => {
    expect(pid).toBeGreaterThan(0);
    const { page, context } = await openPage(browser, { locale: 'en' });
    await adminLogin(page, 'en');
    await page.goto(`/admin/problem/edit/${pid}`);
    await expect.poll(() => page.getByTestId('pe-problem-id').inputValue()).toBe(displayId);
    await expect.poll(() => caseRows(page).count()).toBe(CASES);
    expect(await scoreInputs(page).evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value))).toEqual(
      Array(CASES).fill('10'),
    );
    expect(await page.getByTestId('pe-tags').textContent()).toContain('e2e-squares');
    expect(await page.getByTestId('pe-download-cases').isVisible()).toBe(true);

    // Subtask mode shows the group column; the special judge asks for a compiled checker.
    await page.getByTestId('pe-case-mode').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'lowest' }).click();
    await expect.poll(() => page.getByTestId('pe-case-table').locator('[data-testid=pe-case-groupNum]').count()).toBe(CASES);
    await page.getByTestId('pe-judge-mode').getByText('Special judge').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('pe-checker-code').isVisible()).toBe(true);
    await page.getByTestId('pe-checker-code').locator('.cm-content').fill('int main( { return 0; }');
    await page.getByTestId('pe-compile').click();
    await expect.poll(() => page.locator('.ant-modal-confirm-title').textContent(), VERDICT_TIMEOUT).toBe('Compile Error');
    expect((await page.getByTestId('pe-compile-error').textContent())?.length).toBeGreaterThan(0);
    await screenshot(page, 'problem-editor-compile-error-en', { fullPage: false });
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.getByTestId('pe-save').click();
    await expect.poll(() => page.getByTestId('pe-issues').textContent()).toContain('compile it successfully');
    // Fixed code compiles; the issue list follows the form and empties.
    await page.getByTestId('pe-checker-code').locator('.cm-content').fill('int main(void) { return 0; }');
    await expect.poll(() => page.getByTestId('pe-compile-state').textContent()).toBe('Not compiled');
    await page.getByTestId('pe-compile').click();
    await expect.poll(() => page.getByTestId('pe-compile-state').textContent(), VERDICT_TIMEOUT).toBe('Compiled');
    await expect
      .poll(async () => ((await page.getByTestId('pe-issues').count()) ? page.getByTestId('pe-issues').textContent() : ''))
      .toBe('');
    await screenshot(page, 'problem-editor-spj-en');

    // Back to the general judge and the default case mode: the stored problem saves as it was.
    await page.getByTestId('pe-judge-mode').getByText('General').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.getByTestId('pe-case-mode').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Sum of case scores' }).click();
    await page.getByTestId('pe-title').fill('Squares (edited)');
    await screenshot(page, 'problem-editor-edit-en');
    await page.getByTestId('pe-save').click();
    await page.waitForURL('**/admin/problems');
    const problem = await adminApi<{ title: string; judgeMode: string; ioScore: number; isUploadCase: boolean }>(
      token,
      'GET',
      `/api/admin/problem?pid=${pid}`,
    );
    expect(problem).toMatchObject({ title: 'Squares (edited)', judgeMode: 'default', ioScore: 100, isUploadCase: true });
    const cases = await adminApi<Array<{ input: string; score: number }>>(
      token,
      'GET',
      `/api/admin/problem/get-problem-cases?pid=${pid}`,
    );
    expect(cases.map((c) => c.score)).toEqual(Array(CASES).fill(10));
    await context.close();
  });
});
