import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled } from './a11y-screens';
import { adminLogin, signInThroughForm } from './api';
import { launchBrowser, openPage, pageScrollWidth, screenshot, uniqueName } from './harness';

/** The super admin's user screens against the shared real server, signed in as root through /admin/login. */

/** The system screens, each with what shows once its data is there. */
const SYSTEM_SCREENS: Record<string, (page: Page) => ReturnType<Page['locator']>> = {
  user: (p) => p.getByTestId('user-table').locator('tbody tr.ant-table-row').first(),
  session: (p) => p.getByTestId('session-table').locator('tbody tr.ant-table-row').first(),
  conf: (p) => p.getByTestId('service-info').locator('.ant-descriptions'),
  switch: (p) => p.getByTestId('switch-save'),
};

describe('admin users', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'imports 50 users from a CSV with progress; one signs in; disabled, their next page shows them signed out',
    { timeout: 240_000 },
    async () => {
      const { page: admin, context } = await openPage(browser, { locale: 'en-US' });
      await adminLogin(admin, 'en');
      const prefix = uniqueName('imp');
      const csv = `username,password,email,realname,gender,nickname,school\r\n${Array.from({ length: 50 }, (_, i) => `${prefix}_${i},Pass-${i}word,,Student ${i},${i % 2},,E2E School`).join('\r\n')}\r\n`;

      await admin.goto('/admin/user');
      await admin.getByRole('tab', { name: 'Import CSV' }).click({ timeout: 60_000 });
      await admin
        .getByTestId('import-card')
        .locator('input[type=file]')
        .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
      await admin.getByTestId('import-start').click();
      // The progress bar shows while the accounts are written, then the result.
      await expect.poll(() => admin.getByTestId('import-progress').isVisible()).toBe(true);
      await expect.poll(() => admin.getByTestId('import-result').textContent(), { timeout: 120_000 }).toBe('50 users imported');
      await screenshot(admin, 'admin-users-import-en-1280');

      // One of them signs in on another browser.
      const { page: student, context: studentContext } = await openPage(browser, { locale: 'en-US' });
      await signInThroughForm(student, { username: `${prefix}_7`, password: 'Pass-7word' });

      // The admin finds and disables them.
      await admin.getByRole('tab', { name: 'User list' }).click();
      await admin.getByTestId('user-search').fill(`${prefix}_7`);
      await admin.getByTestId('user-search').press('Enter');
      await expect.poll(() => admin.getByTestId('user-table').locator('.ant-table-row').count()).toBe(1);
      await admin.getByTestId(`edit-${prefix}_7`).click();
      await admin.getByTestId('edit-status').click();
      await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Disabled' }).click();
      await admin.locator('.ant-modal:visible').getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => admin.getByTestId('user-table').locator('.ant-table-row').first().textContent())
        .toContain('Disabled');
      await screenshot(admin, 'admin-users-list-en-1280');

      // Their next page: the server refuses the token, the client signs them out.
      await student.goto('/status');
      // (Checked on the final state: while the page loads the menu is briefly absent anyway.)
      await expect.poll(() => student.getByTestId('navbar-desktop').textContent(), { timeout: 30_000 }).toMatch(/Login/);
      expect(await student.getByTestId('user-menu').count()).toBe(0);
      await screenshot(student, 'admin-users-disabled-student-en-1280');
      await studentContext.close();
      await context.close();
    },
  );

  it('the system screens in both languages at 1280 and 375 px', { timeout: 240_000 }, async () => {
    for (const [lang, locale] of [
      ['zh-cn', 'zh-CN'],
      ['en', 'en-US'],
    ] as const) {
      // One sign-in per language: the phone's screens are the same session in a 375 px window.
      const { page, context } = await openPage(browser, { locale, width: 1280, height: 800 });
      await adminLogin(page, lang);
      for (const width of [1280, 375]) {
        if (width === 375) {
          await page.setViewportSize({ width, height: 760 });
          await page.goto('/admin');
          await expect.poll(() => page.getByTestId('admin-dashboard').isVisible()).toBe(true);
        }
        await settled(page);
        await screenshot(page, `admin-dashboard-${lang}-${width}`);
        for (const [path, ready] of Object.entries(SYSTEM_SCREENS)) {
          await page.goto(`/admin/${path}`);
          // The screen is there with its data: no skeleton, spinner or loading table left.
          await expect.poll(() => ready(page).isVisible()).toBe(true);
          await settled(page);
          await expect.poll(() => page.locator('.ant-skeleton, .vd-skeleton').count(), { timeout: 15_000 }).toBe(0);
          await screenshot(page, `admin-${path}-${lang}-${width}`);
          expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
        }
      }
      await context.close();
    }
  });

  it('a direct admin URL without a session goes to the admin login', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    for (const path of ['/admin/user', '/admin/session', '/admin/conf', '/admin/switch']) {
      await page.goto(path);
      await page.waitForURL(/\/admin\/login/);
    }
    await context.close();
  });

  it('a signed-in admin opening /admin/dashboard gets the dashboard, not the login', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await adminLogin(page, 'en');
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect.poll(() => page.getByText('Site overview').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    await context.close();
  });
});
