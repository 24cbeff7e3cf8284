import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, loginRoot } from './api';
import { launchBrowser, openPage, pageScrollWidth, registerUser, screenshot, uniqueName, type RegisteredUser } from './harness';

/** A learner's path through a private training on the shared real server (real go-judge). */

const AC_CODE =
  '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << std::endl;\n  return 0;\n}\n';
const VERDICT_TIMEOUT = { timeout: 90_000, interval: 250 };
const PASSWORD = 'open-sesame';

async function login(page: Page, user: RegisteredUser, path: string): Promise<void> {
  // `path` needs a login (/setting): the guard sends us home with the login dialog open.
  await page.goto(path);
  const form = page.getByTestId('login-form');
  await form.locator('input').nth(0).fill(user.username);
  await form.locator('input[type=password]').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect.poll(() => page.getByTestId('user-menu').count()).toBe(1);
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
}

// A shared machine under load: each path below takes one to four minutes.
describe('trainings in the browser', () => {
  let browser: Browser;
  let root: string;
  let tid = 0;
  let title = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    root = (await loginRoot()).token;
    const problem = await call<{ problem: { id: number } }>(null, 'GET', '/api/get-problem-detail?problemId=1000');
    const category = await call<{ id: number }>(root, 'POST', '/api/admin/training/category', {
      name: uniqueName('Basics'),
      color: '#2f6fde',
    });
    title = uniqueName('Sprint ');
    const made = await call<{ id: number }>(root, 'POST', '/api/admin/training', {
      training: {
        title,
        description: 'Warm up with **A+B**, then keep going.\n\n- read input\n- print the sum',
        rank: 0,
        auth: 'Private',
        privatePwd: PASSWORD,
      },
      trainingCategory: { id: category.id },
    });
    tid = made.id;
    await call(root, 'POST', '/api/admin/training/add-problem-from-public', { tid, pid: problem.problem.id });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a learner joins a private training with its password, solves its problem and sees progress and rank change', async () => {
    const user = await registerUser('trainee');
    const { page, context } = await openPage(browser);
    await login(page, user, `/setting?l=zh-cn`);
    await page.goto('/training');
    await expect.poll(() => page.getByTestId('training-title').filter({ hasText: title }).count()).toBe(1);
    await page.getByTestId('training-title').filter({ hasText: title }).click();
    await page.waitForURL(`**/training/${tid}`);

    // Locked: problems and records are disabled, the password form shows.
    await expect.poll(() => page.getByTestId('training-password-form').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: '题目列表' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('training-register').click();
    await expect.poll(() => page.locator('.ant-message-warning').textContent()).toContain('请输入训练密码');
    await page.getByTestId('training-password').fill('wrong-one');
    await page.getByTestId('training-register').click();
    await expect.poll(() => page.locator('.ant-message-error').textContent()).toContain('训练密码错误');
    await page.getByTestId('training-password').fill(PASSWORD);
    await page.getByTestId('training-register').click();
    await expect.poll(() => page.getByTestId('training-password-form').count()).toBe(0);
    await expect.poll(() => page.getByTestId('training-detail-progress').textContent()).toContain('0%');
    await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
    await screenshot(page, 'training-detail-zh-1280');

    await page.getByRole('tab', { name: '题目列表' }).click();
    await page.waitForURL(`**/training/${tid}/problems`);
    await page.getByTestId('training-problem-title').first().click();
    await page.waitForURL(`**/training/${tid}/problem/1000`);
    await expect.poll(() => page.getByTestId('problem-title').textContent()).toContain('A+B Problem');
    await page.getByTestId('editor-language').click();
    await page.locator('.ant-select-item-option[title="C++"]').click();
    await page
      .getByTestId('problem-editor')
      .locator('input[type=file]')
      .setInputFiles({ name: 'main.cpp', mimeType: 'text/plain', buffer: Buffer.from(AC_CODE) });
    await expect.poll(() => page.locator('.cm-content').first().innerText()).toContain('std::cin');
    const submitted = page.waitForRequest((r) => r.url().includes('/api/submit-problem-judge'));
    await page.getByTestId('submit-code').click();
    expect((await submitted).postDataJSON()).toMatchObject({ pid: '1000', tid });
    await expect
      .poll(() => page.getByTestId('submit-status').getByTestId('judge-status').getAttribute('data-status'), VERDICT_TIMEOUT)
      .toBe('0');

    // Progress and the record board follow the verdict.
    await page
      .getByTestId('training-problem-shell')
      .getByRole('link', { name: new RegExp(title) })
      .click();
    await page.waitForURL(`**/training/${tid}/problems`);
    await expect.poll(() => page.getByTestId('training-mark-solved').count(), VERDICT_TIMEOUT).toBe(1);
    await expect.poll(() => page.getByTestId('training-detail-progress').textContent(), VERDICT_TIMEOUT).toContain('100%');
    await page.getByRole('tab', { name: '记录榜' }).click();
    await page.waitForURL(`**/training/${tid}/rank`);
    const myRow = page.getByTestId('training-rank').locator('tr.training-rank-me');
    await expect.poll(() => myRow.count(), VERDICT_TIMEOUT).toBe(1);
    expect(await myRow.textContent()).toContain(user.username);
    expect(await myRow.getByTestId('training-rank-ac').textContent()).toBe('1');
    expect(await myRow.getByTestId('training-rank-ac').getAttribute('href')).toBe(`/status?username=${user.username}&status=0`);
    expect(await myRow.getByTestId('training-rank-cell').getAttribute('href')).toBe(
      `/status?username=${user.username}&problemID=1000&completeProblemID=true`,
    );
    await screenshot(page, 'training-rank-zh-1280');

    // The list shows the progress too; then the same screens in English and on a phone.
    await page.goto('/training');
    await expect.poll(() => page.getByTestId('training-progress').first().textContent()).toContain('100%');
    await screenshot(page, 'training-list-zh-1280');
    await page.goto('/training?l=en');
    await expect.poll(() => page.getByTestId('training-list').textContent()).toContain('Trainings');
    await screenshot(page, 'training-list-en-1280');
    await page.goto(`/training/${tid}/rank?l=en`);
    await expect.poll(() => page.getByTestId('training-rank').locator('tr.training-rank-me').count()).toBe(1);
    await screenshot(page, 'training-rank-en-1280');
    for (const lang of ['en', 'zh-cn'] as const) {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`/training?l=${lang}`);
      await expect.poll(() => page.getByTestId('training-progress').count()).toBeGreaterThan(0);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
      await screenshot(page, `training-list-${lang}-375`);
      await page.goto(`/training/${tid}?l=${lang}`);
      await expect.poll(() => page.getByTestId('training-detail-title').count()).toBe(1);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
      await screenshot(page, `training-detail-${lang}-375`);
      await page.goto(`/training/${tid}/rank?l=${lang}`);
      await expect.poll(() => page.getByTestId('training-rank').locator('tr.training-rank-me').count()).toBe(1);
      await screenshot(page, `training-rank-${lang}-375`);
    }
    await context.close();
  }, 420_000);

  it('the admin screens: list with its switch, form, problems and categories, in both languages', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/admin/login?l=zh-cn');
    const form = page.getByTestId('login-form');
    await form.locator('input').nth(0).fill('root');
    await form.locator('input[type=password]').fill(inject('rootPassword'));
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
    for (const lang of ['zh-cn', 'en'] as const) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/admin/training?l=${lang}`);
      await expect.poll(() => page.getByTestId('training-status-switch').count()).toBeGreaterThan(0);
      await screenshot(page, `training-admin-list-${lang}-1280`);
      await page.goto(`/admin/training/${tid}/edit?l=${lang}`);
      await expect.poll(() => page.getByTestId('training-title-input').inputValue()).toBe(title);
      await screenshot(page, `training-admin-form-${lang}-1280`);
      await page.goto(`/admin/training/${tid}/problems?l=${lang}`);
      await expect.poll(() => page.getByTestId('training-problem-order').count()).toBe(1);
      await screenshot(page, `training-admin-problems-${lang}-1280`);
      await page.goto(`/admin/training/category?l=${lang}`);
      await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);
      await screenshot(page, `training-admin-category-${lang}-1280`);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`/admin/training/create?l=${lang}`);
      await expect.poll(() => page.getByTestId('training-form').count()).toBe(1);
      await screenshot(page, `training-admin-form-${lang}-375`);
    }
    // The form's own checks: a private training without a password is not sent.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/training/create?l=en');
    await page.getByTestId('training-title-input').fill('Nameless');
    await page.getByTestId('training-description-input').fill('Body');
    await page.getByTestId('training-category-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByText('Private', { exact: true }).click();
    await page.getByTestId('training-save').click();
    await expect.poll(() => page.locator('.ant-message-warning').textContent()).toContain('A private training needs a password');
    await context.close();
  }, 420_000);
});
