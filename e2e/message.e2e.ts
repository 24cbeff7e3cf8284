import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  baseUrl,
  bellCount,
  launchBrowser,
  openBellCategory,
  openPage,
  pageScrollWidth,
  registerUser,
  type RegisteredUser,
  screenshot,
  unreadCountsRead,
} from './harness';

/**
 * The message centre against the real server: a user's page is open, root sends a system notice
 * from /admin/notice, and the bell rises without a reload (the 120 s poll is far off: the event
 * stream brought it); the centre shows it, pages of 8, and clearing empties the tab.
 */

const server = { baseUrl: baseUrl(), rootPassword: inject('rootPassword') };

async function call<T>(method: string, path: string, body: unknown, token?: string): Promise<{ data: T; token: string | null }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as { status: number; msg: string; data: T };
  if (env.status !== 200) throw new Error(`${method} ${path}: ${env.status} ${env.msg}`);
  return { data: env.data, token: res.headers.get('authorization') };
}

async function signedIn(browser: Browser, token: string, info: unknown, opts: { width?: number; locale?: string } = {}) {
  const session = await openPage(browser, {
    width: opts.width,
    height: opts.width && opts.width < 768 ? 812 : 800,
    locale: opts.locale,
  });
  await session.context.addInitScript(
    ([t, u]) => {
      const storage = (
        globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } }
      ).localStorage;
      if (!storage.getItem('token')) {
        storage.setItem('token', t);
        storage.setItem('userInfo', u);
      }
    },
    [token, JSON.stringify(info)] as const,
  );
  return session;
}

describe('message centre', () => {
  let browser: Browser;
  let root: { token: string; info: unknown };
  let user: RegisteredUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await call<unknown>('POST', '/api/login', { username: 'root', password: server.rootPassword });
    root = { token: login.token ?? '', info: login.data };
    user = await registerUser('msg');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a notice from /admin/notice raises the open page's bell without reload; the centre shows it, pages of 8, clears", async () => {
    const { page, context } = await signedIn(browser, user.token, user.info);
    // The stream is open once the server has answered its ticket (waited for from before the navigation).
    const streamOpen = page.waitForResponse((r) => r.url().includes('/api/sse/messages'));
    const countsRead = unreadCountsRead(page);
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('message-bell').first().isVisible()).toBe(true);
    // Nothing unread once the counts are in: no badge.
    await countsRead();
    expect(await bellCount(page)).toBeNull();
    await streamOpen;

    const admin = await signedIn(browser, root.token, root.info);
    await admin.page.goto('/admin/notice');
    await admin.page.getByTestId('notice-create').click();
    await admin.page.getByTestId('notice-title').fill('Judge maintenance tonight');
    await admin.page.locator('.ant-modal:visible .ant-radio-button-wrapper').nth(1).click();
    const users = admin.page.getByTestId('notice-users').locator('input');
    await users.fill(user.username);
    await users.press('Enter');
    await admin.page.getByTestId('notice-content').fill('The judge restarts at **02:00**; submissions wait a few minutes.');
    await admin.page.locator('.ant-modal:visible .ant-btn-primary').click();
    await expect
      .poll(() => admin.page.getByTestId('notice-table').locator('tbody tr.ant-table-row').first().textContent())
      .toContain('Judge maintenance tonight');
    await screenshot(admin.page, 'message-admin-notice-1280-zh');

    // No reload: the bell of the already open page counts the notice.
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe('1');
    await openBellCategory(page, 3, '**/message/sys');
    await expect.poll(() => page.getByTestId('message-list').textContent()).toContain('Judge maintenance tonight');
    expect(await page.getByTestId('message-list').locator('strong', { hasText: '02:00' }).count()).toBe(1);
    // Seen, so read: the bell goes back to nothing.
    await expect.poll(() => bellCount(page)).toBeNull();

    // Nine more while the centre is open: the list refreshes itself, 8 on the first page.
    for (let i = 1; i <= 9; i++) {
      await call(
        'POST',
        '/api/admin/msg/notice',
        { title: `Notice ${i}`, content: `Body ${i}`, type: 'Single', recipients: [user.username] },
        root.token,
      );
    }
    await expect
      .poll(() => page.getByTestId('message-list').locator('.ant-list-item').first().textContent(), { timeout: 10_000 })
      .toContain('Notice 9');
    expect(await page.getByTestId('message-list').locator('.ant-list-item').count()).toBe(8);
    await page.locator('.message-pager .ant-pagination-item-2').click();
    await page.waitForURL('**/message/sys?currentPage=2');
    await expect.poll(() => page.getByTestId('message-list').locator('.ant-list-item').count()).toBe(2);
    expect(await page.getByTestId('message-list').textContent()).toContain('Judge maintenance tonight');
    await page.locator('.message-pager .ant-pagination-item-1').click();
    await expect.poll(() => page.getByTestId('message-list').locator('.ant-list-item').count()).toBe(8);
    await screenshot(page, 'message-centre-1280-zh');

    // Clear the tab: empty, and the other tabs were never touched.
    await page.getByTestId('message-clear').click();
    await page.locator('.ant-popover:visible .ant-btn-dangerous').click();
    await expect.poll(() => page.getByTestId('message-list').locator('.ant-empty').count()).toBe(1);
    await context.close();
    await admin.context.close();
  }, 240_000);

  for (const locale of ['zh-CN', 'en-US'] as const) {
    it(`screens at 1280 and 375 px (${locale})`, async () => {
      if (locale === 'zh-CN') {
        await call(
          'POST',
          '/api/admin/msg/notice',
          {
            title: 'Welcome to the spring camp',
            content: "Check the **training** page for this week's problems.",
            type: 'Single',
            recipients: [user.username],
          },
          root.token,
        );
        await call(
          'POST',
          '/api/admin/msg/notice',
          { title: 'Rules for the weekly contest', content: 'No sharing code during the contest.', type: 'All' },
          root.token,
        );
      }
      const lang = locale === 'zh-CN' ? 'zh' : 'en';
      for (const width of [1280, 375]) {
        const { page, context } = await signedIn(browser, user.token, user.info, { width, locale });
        await page.goto('/message/sys');
        await expect.poll(() => page.getByTestId('message-list').locator('.ant-list-item').count()).toBeGreaterThan(0);
        expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
        await screenshot(page, `message-centre-${width}-${lang}`);
        await page.goto('/message/discuss');
        await expect.poll(() => page.getByTestId('message-list').locator('.ant-empty').count()).toBe(1);
        if (width === 375) await screenshot(page, `message-empty-${width}-${lang}`);
        await context.close();

        const admin = await signedIn(browser, root.token, root.info, { width, locale });
        await admin.page.goto('/admin/notice');
        await expect
          .poll(() => admin.page.getByTestId('notice-table').locator('tbody tr.ant-table-row').count())
          .toBeGreaterThan(0);
        await screenshot(admin.page, `message-admin-notice-${width}-${lang}`);
        await admin.page.getByTestId('notice-create').click();
        await admin.page.locator('.ant-modal:visible .ant-radio-button-wrapper').nth(1).click();
        await screenshot(admin.page, `message-admin-dialog-${width}-${lang}`, { fullPage: false });
        await admin.context.close();
      }
    }, 240_000);
  }
});
