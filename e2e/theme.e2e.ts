import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, storageItem } from './harness';

/**
 * The first painted background behind an element (walking up past transparent ones), as the
 * mean of its RGB channels: dark screens stay far below 100, light ones far above 200.
 */
function brightness(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    interface El {
      parentElement: El | null;
    }
    const g = globalThis as unknown as {
      document: { querySelector(s: string): El | null };
      getComputedStyle(e: El): { backgroundColor: string };
    };
    let el = g.document.querySelector(sel);
    while (el) {
      const m = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(g.getComputedStyle(el).backgroundColor);
      if (m && (m[4] === undefined || Number(m[4]) > 0.5)) return (Number(m[1]) + Number(m[2]) + Number(m[3])) / 3;
      el = el.parentElement;
    }
    return 255;
  }, selector);
}

const pickMenuItem = (page: Page, text: string) => page.locator('[role="menu"]:visible .hd-item', { hasText: text }).first();

/**
 * Opens a header dropdown and picks an item until `applied` holds. A pick made while antd is still
 * animating the menu in (or re-rendering the header for the previous switch) can be dropped by the
 * browser; the user would click again, and so does the test — at most three times.
 */
async function choose(page: Page, trigger: string, item: string, applied: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await page.keyboard.press('Escape'); // a menu left open would swallow the next trigger click
    await page.getByTestId(trigger).click();
    await pickMenuItem(page, item).click();
    for (let i = 0; i < 20 && !(await applied()); i++) await page.waitForTimeout(100);
    if (await applied()) return;
  }
  throw new Error(`picking "${item}" in ${trigger} never took effect`);
}

/** The home's top: the hero, or the carousel that replaces it once home-rank.e2e uploaded an image on the same server. */
const homeTop = (page: Page) => page.getByTestId('home-hero').or(page.getByTestId('home-carousel')).first();

describe('dark theme and header switches', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('follows a dark system setting: page, editor and statement are dark', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/problem/1000?l=en');
    await expect.poll(() => page.locator('.cm-editor').first().isVisible()).toBe(true);
    await expect.poll(() => page.locator('.markdown-body').first().isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await brightness(page, 'body')).toBeLessThan(60);
    expect(await brightness(page, '.cm-editor')).toBeLessThan(60);
    expect(await brightness(page, '.markdown-body')).toBeLessThan(60);
    await screenshot(page, 'theme-problem-dark-en');

    // The system turns light: so does the site, with no reload.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => brightness(page, 'body')).toBeGreaterThan(200);
    expect(await brightness(page, '.cm-editor')).toBeGreaterThan(200);
    await context.close();
  });

  for (const width of [1280, 375]) {
    it(`switches theme and language in the header and keeps both over a reload (${width} px)`, async () => {
      const { page, context } = await openPage(browser, { width, height: 800, locale: 'zh-CN' });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/home');
      await expect.poll(() => homeTop(page).isVisible()).toBe(true);
      expect(await brightness(page, 'body')).toBeGreaterThan(200);

      await choose(page, 'header-theme', '深色', async () => (await brightness(page, 'body')) < 60);
      expect(await storageItem(page, 'verdict.theme')).toBe('dark');

      await choose(page, 'header-language', 'English', async () => (await page.locator('html').getAttribute('lang')) === 'en');
      // The document title follows the language at once, not only after a reload.
      await expect.poll(() => page.title()).toMatch(/^Home - /);

      await page.reload();
      await expect.poll(() => homeTop(page).isVisible()).toBe(true);
      expect(await page.title()).toMatch(/^Home - /);
      expect(await brightness(page, 'body')).toBeLessThan(60);
      expect(await page.getByTestId('header-theme').getAttribute('data-theme-mode')).toBe('dark');
      await screenshot(page, `theme-home-dark-en-${width}`);

      // Back to the system setting: light again, nothing stored.
      await choose(page, 'header-theme', 'Follow system', async () => (await brightness(page, 'body')) > 200);
      expect(await storageItem(page, 'verdict.theme')).toBeNull();
      await context.close();
    });
  }
});
