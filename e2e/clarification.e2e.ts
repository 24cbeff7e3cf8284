import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, call, login, loginRoot, signInContext } from './api';
import { baseUrl, launchBrowser, pageScrollWidth, screenshot, uniqueName } from './harness';

/**
 * The clarification desk in Chromium (issue 23.2): in a running contest a contestant asks about a
 * problem from the Clarifications tab; the jury (root, the contest's admin) sees it arrive in the
 * queue, answers privately with a canned answer, then answers a second question to everyone; the
 * other contestant's open page receives the public answer live (the tab's unread mark and a
 * notification, then the answer on the tab). In Chinese at 1280 px and in English at 375 px.
 */

const HOUR = 3600_000;

async function sessionPage(browser: Browser, s: Session, lang: 'zh-CN' | 'en', width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: width < 768 ? 812 : 900 },
    locale: lang,
  });
  await signInContext(context, s, lang === 'en' ? 'en-US' : 'zh-CN');
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** Opens the desk and waits for its stream to be open, so what follows is live and not a poll. */
async function openDesk(page: Page, cid: number, path = '/clarifications'): Promise<void> {
  const stream = page.waitForResponse((r) => r.url().includes('/api/sse/clarifications'));
  await page.goto(`/contest/${cid}${path}`);
  await stream;
}

/** Asks about the problem with this label ("General" / "综合": the contest in general). */
async function ask(page: Page, problemLabel: string, text: string): Promise<void> {
  const form = page.getByTestId('ask-form');
  await form.getByTestId('ask-form-problem').click();
  await page.locator(`.ant-select-item-option[title="${problemLabel}"]`).click();
  await form.getByTestId('ask-form-text').fill(text);
  // Keyboard: Ctrl+Enter sends.
  await form.getByTestId('ask-form-text').press('Control+Enter');
  await expect.poll(() => form.getByTestId('ask-form-text').inputValue()).toBe('');
}

/** The jury's form under the (only) unanswered question with this text. */
const answerFormOf = (jury: Page, question: string) =>
  jury.locator('[data-testid="clarification-item"][data-kind="question"]', { hasText: question }).locator('form');

const texts = (page: Page) => page.getByTestId('clarification-text').allInnerTexts();

describe('clarifications', () => {
  let browser: Browser;
  let root: Session;
  let alice: Session;
  let bob: Session;
  let cid = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    const names = [uniqueName('clara'), uniqueName('clbob')];
    await call(root.token, 'POST', '/api/admin/user/insert-batch-user', { users: names.map((n) => [n, 'clar-Pa55']) });
    [alice, bob] = await Promise.all(names.map((n) => login(n, 'clar-Pa55')));
    const pid = (await call<{ problem: { id: number } }>(root.token, 'GET', '/api/get-problem-detail?problemId=1000')).problem.id;
    const now = Date.now();
    cid = (
      await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', {
        title: uniqueName('Desk Cup '),
        description: 'Ask the jury.',
        type: 0,
        auth: 2,
        pwd: 'desk-pw-3',
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 3 * HOUR).toISOString(),
      })
    ).id;
    await call(root.token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
    await call(root.token, 'PUT', '/api/admin/contest/contest-problem', {
      cid,
      pid,
      displayId: 'A',
      displayTitle: 'Warm-up sum',
    });
    // Participants: registered with the contest's password (the team directory's roster).
    for (const s of [alice, bob]) await call(s.token, 'POST', '/api/register-contest', { cid, password: 'desk-pw-3' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { lang, width } of [
    { lang: 'zh-CN', width: 1280 },
    { lang: 'en', width: 375 },
  ] as const) {
    const zh = lang === 'zh-CN';
    it(`asked, answered privately and to all, pushed live (${lang}, ${width} px)`, async () => {
      const [a, b, jury] = await Promise.all([
        sessionPage(browser, alice, lang, width),
        sessionPage(browser, bob, lang, width),
        sessionPage(browser, root, lang, width),
      ]);
      // Bob stays on the overview: the answer to all must reach him as a mark and a notification.
      await Promise.all([openDesk(a, cid), openDesk(b, cid, ''), openDesk(jury, cid)]);
      await expect.poll(() => a.getByTestId('ask-form').isVisible()).toBe(true);
      await expect.poll(() => jury.getByTestId('clarification-queue').isVisible()).toBe(true);

      // A private question about problem A, answered with a canned answer: only Alice reads it.
      const q1 = zh ? `n 可以为 0 吗？${width}` : `Can n be 0? ${width}`;
      await ask(a, 'A. Warm-up sum', q1);
      const form1 = answerFormOf(jury, q1);
      await expect.poll(() => form1.isVisible()).toBe(true);
      await screenshot(jury, `clarification-queue-${lang}-${width}`);
      await form1.getByText(zh ? '否。' : 'No.', { exact: true }).click();
      await form1.getByTestId('answer-submit').click();
      await expect.poll(() => texts(a)).toContain(zh ? '否。' : 'No.');

      // A general question answered to everyone in free text: Bob's open page hears of it at once.
      const q2 = zh ? `比赛时长是多少？${width}` : `How long is the contest? ${width}`;
      const a2 = zh ? `三个小时。${width}` : `Three hours. ${width}`;
      await ask(a, zh ? '综合' : 'General', q2);
      const form2 = answerFormOf(jury, q2);
      await expect.poll(() => form2.isVisible()).toBe(true);
      await form2.getByTestId('answer-text').fill(a2);
      await form2.getByTestId('answer-to-all').click();
      await form2.getByTestId('answer-submit').click();

      const notice = b.locator('.ant-notification-notice', { hasText: a2 });
      await expect.poll(() => notice.isVisible()).toBe(true);
      await screenshot(b, `clarification-notified-${lang}-${width}`, { fullPage: false });
      if (width >= 768) {
        // The tab's unread mark, then the tab itself.
        await expect.poll(() => b.getByTestId('clarification-badge').isVisible()).toBe(true);
        await b
          .getByTestId('contest-tabs')
          .getByRole('tab', { name: zh ? '澄清' : 'Clarifications' })
          .click();
      } else {
        // On a phone the tab may sit in the tabs' overflow menu: the notification opens it.
        await notice.click();
      }
      await expect.poll(() => texts(b)).toContain(a2);
      await expect.poll(() => b.getByTestId('clarification-question').allInnerTexts()).toContain(q2);
      // The private answer to Alice never reached Bob; reading the tab clears his mark.
      await expect.poll(() => b.getByTestId('clarification-badge').count()).toBe(0);
      expect(await texts(b)).not.toContain(zh ? '否。' : 'No.');
      await expect.poll(() => texts(a)).toContain(a2);
      await screenshot(a, `clarification-contestant-${lang}-${width}`);
      if (width < 768) for (const p of [a, b, jury]) expect(await pageScrollWidth(p)).toBeLessThanOrEqual(width);
      await Promise.all([a, b, jury].map((p) => p.context().close()));
    });
  }
});
