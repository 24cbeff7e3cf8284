import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, call, loginRoot, signInContext } from './api';
import {
  bellCount,
  launchBrowser,
  openBellCategory,
  openPage,
  pageScrollWidth,
  type RegisteredUser,
  registerUser,
  screenshot,
  uniqueName,
  unreadCountsRead,
} from './harness';

/**
 * Discussions and the message centre together (issue 10): A's page is open while B comments on and
 * likes A's discussion; A's bell counts both without a reload, the centre lists them under their
 * tabs and a click opens the discussion. Then the contest comment tab behind openContestComment:
 * during a running contest a contestant's comment is seen by its author and the contest admin only.
 */

const HOUR = 3600_000;

const LANG = { zh: 'zh-CN', en: 'en-US' } as const;
type Lang = keyof typeof LANG;

/** A signed-in page in one language and width. */
async function pageAs(browser: Browser, s: Session, opts: { width?: number; lang?: Lang } = {}) {
  const lang = LANG[opts.lang ?? 'en'];
  const { page, context } = await openPage(browser, {
    width: opts.width,
    height: opts.width && opts.width < 768 ? 812 : 900,
    locale: lang,
  });
  await signInContext(context, s, lang);
  return { page, context };
}

type Switches = Record<string, unknown>;
const SWITCH_KEYS = [
  'openPublicDiscussion',
  'openContestComment',
  'defaultCreateDiscussionACInitValue',
  'defaultCreateCommentACInitValue',
  'defaultCreateDiscussionDailyLimit',
] as const;

describe('discussions × messages in Chromium', () => {
  let browser: Browser;
  let root: Session;
  let saved: Switches;
  let categoryId: number;

  beforeAll(async () => {
    root = await loginRoot();
    const current = await call<Switches>(root.token, 'GET', '/api/admin/switch/info');
    saved = Object.fromEntries(SWITCH_KEYS.map((k) => [k, current[k]]));
    await call(root.token, 'PUT', '/api/admin/switch/update', {
      openPublicDiscussion: true,
      openContestComment: true,
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateCommentACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 0,
    });
    const existing = await call<Array<{ id: number; name: string }>>(null, 'GET', '/api/discussion-category');
    let general = existing.find((c) => c.name === 'General');
    if (!general) {
      const saved2 = await call<Array<{ id: number; name: string }>>(root.token, 'POST', '/api/discussion-category', [
        ...existing,
        { name: 'General' },
      ]);
      general = saved2.find((c) => c.name === 'General');
    }
    categoryId = general!.id;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (saved) await call(root.token, 'PUT', '/api/admin/switch/update', saved).catch(() => undefined);
  });

  async function postAs(u: RegisteredUser, title: string): Promise<number> {
    await call(u.token, 'POST', '/api/discussion', {
      title,
      description: 'Fast input',
      content: 'How do I read **1e6** numbers fast?',
      categoryId,
    });
    const list = await call<{ records: Array<{ id: number; title: string }> }>(
      u.token,
      'GET',
      `/api/get-discussion-list?keyword=${encodeURIComponent(title)}&onlyMine=true`,
    );
    return list.records.find((d) => d.title.endsWith(title))!.id;
  }

  // Two runs cover both languages and both widths (each run is a whole flow: ~40 s on a busy 2-core machine).
  for (const { lang, width } of [
    { lang: 'zh', width: 1280 },
    { lang: 'en', width: 375 },
  ] as const) {
    it(`A's bell counts B's comment and like without reload; the centre lists both and opens the discussion (${lang}, ${width} px)`, async () => {
      const [a, b] = await Promise.all([registerUser('cma'), registerUser('cmb')]);
      const title = uniqueName('Fast IO ');
      const did = await postAs(a, title);

      const pa = await pageAs(browser, a, { lang, width });
      // Waited for from before the navigation: the stream's headers may come before the page's content.
      const streamOpen = pa.page.waitForResponse((r) => r.url().includes('/api/sse/messages'));
      const countsRead = unreadCountsRead(pa.page);
      await pa.page.goto(`/discussion-detail/${did}`);
      await expect.poll(() => pa.page.getByTestId('discussion-content').textContent()).toContain('1e6');
      await streamOpen;
      // Nothing unread once the counts are in: no badge.
      await countsRead();
      expect(await bellCount(pa.page)).toBeNull();

      // B comments and likes in the browser.
      const pb = await pageAs(browser, b, { lang });
      await pb.page.goto(`/discussion-detail/${did}`);
      await pb.page.getByTestId('comment-editor').locator('textarea').fill('Use a buffered reader.');
      await pb.page.getByTestId('comment-editor-send').click();
      await expect.poll(() => pb.page.getByTestId('comment-item').count()).toBe(1);
      await pb.page.getByTestId('discussion-like').click();
      await expect.poll(() => pb.page.getByTestId('discussion-like').textContent()).toContain('1');
      await pb.context.close();

      // No reload on A's side: the stream brought the counts (the poll is 120 s away).
      await expect.poll(() => bellCount(pa.page), { timeout: 10_000 }).toBe('2');
      // The open discussion shows B's comment too: new messages refresh the comment area.
      await expect.poll(() => pa.page.getByTestId('comment-item').count(), { timeout: 10_000 }).toBe(1);
      if (width === 1280) await screenshot(pa.page, `community-bell-${width}-${lang}`, { fullPage: false });

      // Through the bell's menu to the comments tab.
      await openBellCategory(pa.page, 0, '**/message/discuss');
      // The toast that announced two messages goes once the centre is open.
      await expect.poll(() => pa.page.locator('.ant-notification-notice').count()).toBe(0);
      const list = pa.page.getByTestId('message-list');
      await expect.poll(() => list.textContent()).toContain('Use a buffered reader.');
      expect(await list.textContent()).toContain(b.username);
      expect(await list.locator('.ant-list-item').count()).toBe(1);
      expect(await pageScrollWidth(pa.page)).toBeLessThanOrEqual(width);
      await screenshot(pa.page, `community-centre-comments-${width}-${lang}`);

      await pa.page.goto('/message/like');
      await expect.poll(() => list.locator('.ant-list-item').count()).toBe(1);
      // A fresh load of the centre with an unread like: the list shows it, no toast points here.
      await pa.page.waitForTimeout(500);
      expect(await pa.page.locator('.ant-notification-notice').count()).toBe(0);
      expect(await list.textContent()).toContain(title);
      expect(await list.textContent()).toContain(b.username);
      expect(await pageScrollWidth(pa.page)).toBeLessThanOrEqual(width);
      await screenshot(pa.page, `community-centre-likes-${width}-${lang}`);
      // Both read now: the bell is empty.
      await expect.poll(() => bellCount(pa.page)).toBeNull();

      // The link opens the discussion.
      await list.locator('.ant-list-item a', { hasText: title }).first().click();
      await pa.page.waitForURL(`**/discussion-detail/${did}`);
      await expect.poll(() => pa.page.getByTestId('discussion-content').textContent()).toContain('1e6');
      await expect.poll(() => pa.page.getByTestId('comment-item').count()).toBe(1);
      await screenshot(pa.page, `community-detail-${width}-${lang}`);
      await pa.context.close();
    }, 180_000);
  }

  it('contest comments (openContestComment on): hidden from other contestants while running, seen by the contest admin', async () => {
    const [alice, bob] = await Promise.all([registerUser('cca'), registerUser('ccb')]);
    const now = Date.now();
    const contest = await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', {
      title: uniqueName('Comment round '),
      description: 'Ask here.',
      type: 0,
      auth: 0,
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 2 * HOUR).toISOString(),
    });
    const cid = contest.id;

    const pa = await pageAs(browser, alice, { lang: 'en' });
    await pa.page.goto(`/contest/${cid}`);
    // The shell offers the tab; it leads to the comment area.
    await pa.page
      .getByRole('tab', { name: 'Comments' })
      .or(pa.page.getByRole('link', { name: 'Comments' }))
      .first()
      .click();
    await pa.page.waitForURL(`**/contest/${cid}/comment`);
    await pa.page.getByTestId('comment-editor').locator('textarea').fill('Is problem A 1-indexed?');
    await pa.page.getByTestId('comment-editor-send').click();
    await expect.poll(() => pa.page.getByTestId('comment-item').count()).toBe(1);
    await screenshot(pa.page, 'community-contest-comment-1280-en');
    await pa.context.close();

    const pb = await pageAs(browser, bob, { lang: 'zh' });
    // The contest's pages keep live channels open (no network idle): wait for the comments' answer itself.
    const comments = pb.page.waitForResponse((r) => r.url().includes('/api/comments'));
    await pb.page.goto(`/contest/${cid}/comment`);
    await pb.page.getByTestId('comment-area').waitFor();
    await comments;
    expect(await pb.page.getByTestId('comment-item').count()).toBe(0);
    expect(await pb.page.getByTestId('comment-area').textContent()).not.toContain('1-indexed');
    await pb.context.close();

    const pr = await pageAs(browser, root, { lang: 'zh', width: 375 });
    await pr.page.goto(`/contest/${cid}/comment`);
    await expect.poll(() => pr.page.getByTestId('comment-item').count()).toBe(1);
    expect(await pr.page.getByTestId('comment-item').first().textContent()).toContain('1-indexed');
    expect(await pageScrollWidth(pr.page)).toBeLessThanOrEqual(375);
    await screenshot(pr.page, 'community-contest-comment-375-zh');
    await pr.context.close();
  }, 180_000);
});
