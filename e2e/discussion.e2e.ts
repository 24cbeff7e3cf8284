import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, call, loginRoot, signInContext } from './api';
import {
  type RegisteredUser,
  SCREENSHOT_DIR,
  launchBrowser,
  openPage,
  pageScrollWidth,
  registerUser,
  screenshot,
  uniqueName,
  watchCsp,
} from './harness';

/** A page whose local storage holds the session, as the client keeps it. */
async function pageAs(browser: Browser, session: Session | null, opts: { width?: number; locale?: string } = {}) {
  const { page, context } = await openPage(browser, {
    width: opts.width,
    height: opts.width && opts.width < 600 ? 800 : 900,
    locale: opts.locale,
  });
  await signInContext(context, session);
  return { page, context };
}

interface Marked {
  __xss?: number;
}
const xssMark = (page: Page) => page.evaluate(() => (globalThis as unknown as Marked).__xss ?? null);

/** Payloads that must show as text: no script runs, no handler fires. */
const XSS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  '[click me](javascript:window.__xss=3)',
  '<svg onload="window.__xss = 4"></svg>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<div style="background:url(javascript:window.__xss=6)">styled</div>',
  '<details open ontoggle="window.__xss = 9">x</details>',
].join('\n\n');

describe('discussions in Chromium', () => {
  let browser: Browser;
  let root: Session;
  let a: RegisteredUser;
  let b: RegisteredUser;
  let title: string;
  let did = 0;

  beforeAll(async () => {
    root = await loginRoot();
    await call(root.token, 'PUT', '/api/admin/switch/update', {
      openPublicDiscussion: true,
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateCommentACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 0,
    });
    const existing = await call<Array<{ id: number; name: string }>>(null, 'GET', '/api/discussion-category');
    if (!existing.some((c) => c.name === 'General'))
      await call(root.token, 'POST', '/api/discussion-category', [...existing, { name: 'General' }, { name: 'Solutions' }]);
    [a, b] = await Promise.all([registerUser('disa'), registerUser('disb')]);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await call(root.token, 'PUT', '/api/admin/switch/update', {
      defaultCreateDiscussionACInitValue: 10,
      defaultCreateCommentACInitValue: 10,
      defaultCreateDiscussionDailyLimit: 5,
    }).catch(() => undefined);
  });

  it('user A posts a discussion through the dialog (the draft survives a reload)', async () => {
    const { page, context } = await pageAs(browser, a, { locale: 'en' });
    const csp = await watchCsp(page);
    title = uniqueName('First steps ');
    await page.goto('/discussion');
    await page.getByTestId('discussion-new').click();
    await page.getByTestId('discussion-title').fill(title);
    await page.getByTestId('discussion-description').fill('How do I read input fast?');
    // Closing and reloading keeps what was typed.
    await page.reload();
    await page.getByTestId('discussion-new').click();
    await expect.poll(() => page.getByTestId('discussion-title').inputValue()).toBe(title);
    await page.getByTestId('discussion-category').click();
    await page.locator('.ant-select-item-option', { hasText: 'General' }).click();
    await page.getByTestId('discussion-content').fill(`Use **buffered** reading.\n\n${XSS}`);
    await page.getByTestId('discussion-submit').click();
    await expect.poll(() => page.getByTestId('discussion-row').filter({ hasText: title }).count()).toBe(1);
    const list = await call<{ records: Array<{ id: number; title: string }> }>(
      a.token,
      'GET',
      `/api/get-discussion-list?keyword=${encodeURIComponent(title)}`,
    );
    did = list.records[0]!.id;
    expect(await csp()).toEqual([]);
    await context.close();
  });

  it('user B likes, comments and replies; the XSS corpus stays text and nothing fires', async () => {
    const { page, context } = await pageAs(browser, b, { locale: 'en' });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/discussion-detail/${did}`);
    await expect.poll(() => page.getByTestId('discussion-content').textContent()).toContain('buffered');
    await page.getByTestId('discussion-like').click();
    await expect.poll(() => page.getByTestId('discussion-like').textContent()).toContain('1');

    await page.getByTestId('comment-editor').locator('textarea').fill(`Try scanf. ${XSS}`);
    await page.getByTestId('comment-editor-send').click();
    await expect.poll(() => page.getByTestId('comment-item').count()).toBe(1);
    // The emoji picker inserts at the caret.
    await page.getByTestId('comment-editor').locator('textarea').fill('Thanks ');
    await page.getByTestId('emoji-button').click();
    await page.locator('.epr-main button.epr-emoji').first().click();
    const withEmoji = await page.getByTestId('comment-editor').locator('textarea').inputValue();
    expect(withEmoji.length).toBeGreaterThan('Thanks '.length);
    await page.getByTestId('comment-editor').locator('textarea').fill('');

    await page.getByTestId('comment-reply').first().click();
    await page.getByTestId('reply-editor').locator('textarea').fill(`Also fast IO. ${XSS}`);
    await page.getByTestId('reply-editor-send').click();
    await expect.poll(() => page.getByTestId('reply-item').count()).toBe(1);
    await page.getByTestId('comment-like').first().click();
    await expect.poll(() => page.getByTestId('comment-like').first().textContent()).toContain('1');

    // Links with javascript: or data: URLs are not clickable scripts; clicking the rendered text does nothing.
    await page
      .getByText('click me')
      .first()
      .click()
      .catch(() => undefined);
    await page.waitForTimeout(300);
    expect(await xssMark(page)).toBeNull();
    expect(dialogs).toEqual([]);
    const hrefs = await page
      .locator('.markdown-body a')
      .evaluateAll((els) =>
        els.map((e) => (e as unknown as { getAttribute(n: string): string | null }).getAttribute('href') ?? ''),
      );
    expect(hrefs.filter((h) => /^(javascript|data):/i.test(h))).toEqual([]);
    const handlers = await page
      .locator('.markdown-body [onerror], .markdown-body [onload], .markdown-body [ontoggle], .markdown-body script')
      .count();
    expect(handlers).toBe(0);
    await screenshot(page, 'discussion-detail-en-1280');
    await context.close();
  });

  it('A sees the counts; screens at 1280 and 375 px in both languages fit', async () => {
    const detail = await call<{ likeNum: number; commentNum: number }>(a.token, 'GET', `/api/get-discussion-detail?did=${did}`);
    expect([detail.likeNum, detail.commentNum]).toEqual([1, 2]);
    for (const locale of ['zh-CN', 'en']) {
      for (const width of [1280, 375]) {
        const { page, context } = await pageAs(browser, a, { width, locale });
        const tag = `${locale === 'en' ? 'en' : 'zh'}-${width}`;
        await page.goto('/discussion');
        await page.getByTestId('discussion-row').first().waitFor();
        expect(await xssMark(page)).toBeNull();
        await screenshot(page, `discussion-list-${tag}`);
        expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
        await page.getByTestId('discussion-new').click();
        await page.getByTestId('discussion-title').waitFor();
        await screenshot(page, `discussion-dialog-${tag}`, { fullPage: false });
        await page.keyboard.press('Escape');
        await page.goto(`/discussion-detail/${did}`);
        await page.getByTestId('comment-item').first().waitFor();
        await screenshot(page, `discussion-detail-${tag}`);
        expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
        expect(await xssMark(page)).toBeNull();
        await page.getByTestId('emoji-button').click();
        await page.locator('.epr-main').waitFor();
        await page.getByTestId('comment-editor').scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `discussion-emoji-${tag}.png`) });
        expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
        await context.close();
      }
    }
  });

  it('admins handle reports and disable a discussion in /admin/discussion', async () => {
    await call(b.token, 'POST', '/api/discussion-report', { did, content: '#Spam ads# not helpful' });
    const { page, context } = await pageAs(browser, root, { locale: 'en' });
    await page.goto('/admin/discussion');
    await page.getByTestId('discussion-admin').waitFor();
    await page
      .getByRole('row', { name: new RegExp(title) })
      .first()
      .waitFor();
    await screenshot(page, 'discussion-admin-en-1280');
    await page.getByRole('tab', { name: 'Reports' }).click();
    const reportRow = page.getByRole('row', { name: /not helpful/ });
    await reportRow.getByRole('button', { name: 'Mark handled' }).click();
    await expect.poll(() => reportRow.textContent()).toContain('Handled');
    await page.getByRole('tab', { name: 'Discussions' }).click();
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('switch', { name: 'Status' })
      .click();
    await expect
      .poll(async () =>
        (await call<{ records: Array<{ id: number }> }>(b.token, 'GET', '/api/get-discussion-list?limit=50')).records.some(
          (r) => r.id === did,
        ),
      )
      .toBe(false);
    await context.close();
  });
});
