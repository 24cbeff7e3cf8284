import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pageScrollWidth } from './harness';

describe('shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the 404 page with Go Home and Back', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await page.goto('/home');
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByTestId('not-found').textContent()).toContain('Page Not Found');
    expect(await page.title()).toMatch(/^Page Not Found - /);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/home');
    await page.goto('/another/missing');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL('**/home');
    await context.close();
  });

  it('sends visitors of login-only pages home with the login dialog, admin pages to /admin/login', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await page.goto('/setting');
    await page.waitForURL('**/home');
    await expect.poll(() => page.locator('.auth-dialog .ant-modal-title').textContent()).toMatch(/^Login - /);
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Please login first');
    await page.goto('/admin/problems');
    await page.waitForURL('**/admin/login');
    await page.goto('/admin/whatever/deep');
    await page.waitForURL('**/admin/login');
    await context.close();
  });

  it('uses the l query parameter for the language and titles pages with the short name', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    await page.goto('/home?l=zh-cn');
    await expect.poll(() => page.title()).toMatch(/^首页 - /);
    await page.goto('/home?l=en');
    await expect.poll(() => page.title()).toMatch(/^Home - /);
    await context.close();
  });

  it('shows the site name from the page itself while the settings call is still on its way (28.11)', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    // The settings answer never comes: the name can only come from the HTML the server wrote.
    await page.route('**/api/get-website-config', () => undefined);
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('nav-brand').first().textContent()).toBe('Verdict');
    await expect.poll(() => page.title()).toBe('Home - Verdict');
    await context.close();
  });

  it('has a usable mobile navigation at 375 px', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 740, locale: 'zh-CN' });
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('navbar-mobile').isVisible()).toBe(true);
    expect(await page.getByTestId('navbar-desktop').count()).toBe(0);
    // Nothing may force horizontal scrolling on a phone.
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await page.getByTestId('nav-hamburger').click();
    const drawer = page.locator('.ant-drawer-content');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    // Every built area is listed (app/areas.ts), groups (团队) included.
    expect(await drawer.getByText('团队', { exact: true }).count()).toBe(1);
    await drawer.getByText('评测', { exact: true }).click();
    await page.waitForURL('**/status');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await context.close();
  });
  it('keyboard: every header entry is a Tab stop with a focus ring, About fits at 1280 px in English, Enter opens a list', async () => {
    for (const locale of ['en-US', 'zh-CN']) {
      const { page, context } = await openPage(browser, { locale, width: 1280 });
      await page.goto('/home');
      await page.getByTestId('navbar-desktop').waitFor();
      // Nothing of the header waits under the "more" entry.
      await expect.poll(() => page.locator('.nav-menu > .nav-more[aria-hidden="true"]').count()).toBe(1);
      const stops: Array<{ text: string; ring: string }> = [];
      await page.locator('body').focus();
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Tab');
        stops.push(
          await page.evaluate(() => {
            const el = (globalThis as unknown as { document: { activeElement: { textContent: string | null } } }).document
              .activeElement;
            const style = (globalThis as unknown as { getComputedStyle(e: unknown): { outlineStyle: string } }).getComputedStyle(
              el,
            );
            return { text: (el.textContent ?? '').trim(), ring: style.outlineStyle };
          }),
        );
      }
      const words =
        locale === 'en-US'
          ? ['Home', 'Problems', 'Status', 'Rank', 'Groups', 'About']
          : ['首页', '题目', '评测', '排名', '团队', '关于'];
      for (const word of words) {
        const stop = stops.find((s) => s.text === word);
        expect(stop, `${word} is a Tab stop`).toBeDefined();
        expect(stop!.ring, `${word} shows a focus ring`).not.toBe('none');
      }
      await page.getByTestId('nav-about').focus();
      await page.keyboard.press('Enter');
      // The list opens with its first entry focused; Escape closes it and gives the focus back to its button.
      await page.locator('[role="menu"] .hd-item:focus').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('[role="menu"]').count()).toBe(0);
      const focusedId = () =>
        page.evaluate(
          () =>
            (
              globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }
            ).document.activeElement?.getAttribute('data-testid') ?? null,
        );
      expect(await focusedId()).toBe('nav-about');
      // ArrowDown opens it again; the arrow moves to the next entry and Enter opens its page.
      await page.keyboard.press('ArrowDown');
      await page.locator('[role="menu"] .hd-item:focus').waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/(introduction|developer)$/);
      await context.close();
    }
  });
  it('visitors browse the problem list and statements, statuses, ranks, profiles, contest and training lists without an account', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    for (const [path, ready] of [
      ['/problem', 'Problem List'],
      ['/problem/1000', 'A+B Problem'],
      ['/status', 'Status'],
      ['/acm-rank', 'ACM'],
      ['/oi-rank', 'OI'],
      ['/contest', 'Contest'],
      ['/training', 'Training'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.locator('main').textContent(), { message: path }).toContain(ready);
      expect(new URL(page.url()).pathname, path).toBe(path);
      expect(await page.locator('.auth-dialog').count(), `${path} asks nobody to log in`).toBe(0);
    }
    // A contest itself and anything personal still need a session.
    await page.goto('/setting');
    await page.waitForURL('**/home');
    await context.close();
  });
});
