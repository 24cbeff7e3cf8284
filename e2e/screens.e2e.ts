import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseUserMenuEntry, launchBrowser, openPage, screenshot } from './harness';

const LANGS = [
  { l: 'zh-cn', tag: 'zh', login: '登录' },
  { l: 'en', tag: 'en', login: 'Login' },
] as const;

async function loginAsRoot(page: Page): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input').nth(0).fill('root');
  await form.locator('input[type=password]').fill(inject('rootPassword'));
  await page.getByTestId('login-submit').click();
  await expect.poll(() => page.getByTestId('user-menu').count()).toBe(1);
}

/** Screenshots for review (e2e/screenshots, gitignored), in both languages. */
describe('screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of LANGS) {
    it(`home, login dialog, profile and settings (${lang.tag})`, async () => {
      const { page, context } = await openPage(browser);
      await page.goto(`/home?l=${lang.l}`);
      // The hero, or the carousel that replaces it once a file on the same server (home-rank) uploaded an image.
      const top = page.getByTestId('home-hero').or(page.getByTestId('home-carousel'));
      await expect.poll(() => top.first().isVisible()).toBe(true);
      await screenshot(page, `home-${lang.tag}`);

      await page.getByTestId('navbar-desktop').getByRole('button', { name: lang.login }).click();
      await expect.poll(() => page.getByTestId('login-form').isVisible()).toBe(true);
      await screenshot(page, `login-${lang.tag}`, { fullPage: false });
      await loginAsRoot(page);

      await chooseUserMenuEntry(page, 0, '/user-home');
      await expect.poll(() => page.getByTestId('profile-username').textContent()).toBe('root');
      await page.waitForTimeout(600);
      await screenshot(page, `profile-${lang.tag}`);

      await page.goto(`/setting?l=${lang.l}`);
      await expect.poll(() => page.getByTestId('setting-page').isVisible()).toBe(true);
      await screenshot(page, `settings-${lang.tag}`);

      const mobile = await openPage(browser, { width: 375, height: 740 });
      await mobile.page.goto(`/home?l=${lang.l}`);
      await expect
        .poll(() => mobile.page.getByTestId('home-hero').or(mobile.page.getByTestId('home-carousel')).first().isVisible())
        .toBe(true);
      await screenshot(mobile.page, `home-mobile-${lang.tag}`);
      await mobile.context.close();
      await context.close();
    });
  }
});
