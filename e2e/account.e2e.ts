import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseUserMenuEntry, codeFrom, launchBrowser, openPage, storageItem, uniqueName, waitForMail } from './harness';

const dialog = (page: Page) => page.locator('.auth-dialog .ant-modal-content');

async function login(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input').nth(0).fill(username);
  await form.locator('input[type=password]').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('account flow', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('register with the mailed code, log in, switch to English, change password, log out, log in again', async () => {
    const { page, context } = await openPage(browser, { locale: 'zh-CN' });
    const username = uniqueName('e2e');
    const email = `${username}@example.test`;
    const password = 'first-Pass1';
    const newPassword = 'second-Pass2';

    await page.goto('/home');
    await page.getByTestId('navbar-desktop').getByRole('button', { name: '注册' }).click();
    await expect.poll(() => dialog(page).locator('.ant-modal-title').textContent()).toMatch(/^注册 - /);

    const form = page.getByTestId('register-form');
    await form.getByPlaceholder('用户名').fill(username);
    await form.getByPlaceholder('密码', { exact: true }).fill(password);
    await form.getByPlaceholder('确认密码').fill(password);
    await form.getByPlaceholder('邮箱', { exact: true }).fill(email);
    const since = Date.now();
    await page.getByTestId('send-register-code').click();
    const code = codeFrom(await waitForMail(email, since));
    // The resend button counts down from 60 s.
    await expect.poll(() => page.getByTestId('send-register-code').textContent()).toMatch(/\d+ 秒后重发/);
    await form.getByPlaceholder('邮箱验证码').fill(code);
    await page.getByTestId('register-submit').click();

    // Signed in at once (issue 28.8): the dialog closes and the header names the new user.
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain(username);
    await expect.poll(() => page.getByTestId('register-form').count()).toBe(0);
    expect(await storageItem(page, 'token')).toBeTruthy();

    // Language switch in the footer; the choice is saved for the next visit.
    await page.getByTestId('language-switch').click();
    await page.locator('.ant-select-item-option', { hasText: 'English' }).click();
    await expect.poll(() => page.getByTestId('navbar-desktop').textContent()).toContain('Problems');
    expect(await storageItem(page, 'Web_Language')).toBe('en-US');

    await page.goto('/setting');
    const pw = page.getByTestId('change-password-form');
    await pw.getByLabel('Old Password').fill(password);
    await pw.getByLabel('New Password').fill(newPassword);
    await pw.getByLabel('Password Again').fill(newPassword);
    await page.getByTestId('change-password-submit').click();

    // The server revokes every token on a password change: the client signs out and asks to log in.
    await page.waitForURL('**/home');
    await expect.poll(() => dialog(page).locator('.ant-modal-title').textContent()).toMatch(/^Login - /);
    expect(await storageItem(page, 'token')).toBeNull();

    await login(page, username, password);
    await expect.poll(() => page.locator('.ant-message .ant-message-error').count()).toBeGreaterThan(0);
    expect(await storageItem(page, 'token')).toBeNull();

    await login(page, username, newPassword);
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain(username);

    // Log out through the user menu.
    const loginButton = page.getByTestId('navbar-desktop').getByRole('button', { name: 'Login' });
    await chooseUserMenuEntry(page, 'Logout', async () => (await loginButton.count()) === 1);
    await page.waitForURL('**/home');
    expect(await storageItem(page, 'token')).toBeNull();

    // And back in with the new password.
    await loginButton.click();
    await login(page, username, newPassword);
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain(username);
    await context.close();
  });
});
