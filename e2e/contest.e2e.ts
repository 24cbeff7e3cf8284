import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, call, login, loginRoot, signInContext } from './api';
import { attributeNow, baseUrl, launchBrowser, pageScrollWidth, screenshot, uniqueName } from './harness';

/**
 * The contestant's side of an ACM contest in Chromium (issue 8): an admin makes a protected contest
 * with two problems through the API, two users register with its password in the browser, open a
 * problem, submit (one AC; one WA then AC) and see their submissions; a browser whose clock is hours
 * off still counts down on the server's time. The live board, the seal and the scroll board are
 * followed in contest-flow.e2e.ts.
 */

const AC_CODE =
  '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << std::endl;\n  return 0;\n}\n';
const WA_CODE = AC_CODE.replace('a + b', 'a - b');
const VERDICT = { timeout: 90_000, interval: 250 };
const HOUR = 3600_000;
const PASSWORD = 'contest-pw-7';

/** A logged-in page (the session as the client stores it), in a language, optionally with a browser clock off by `skewMs`. */
async function sessionPage(
  browser: Browser,
  s: Session,
  opts: { width?: number; lang?: 'zh-CN' | 'en'; skewMs?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: opts.width ?? 1280, height: opts.width && opts.width < 768 ? 800 : 900 },
    locale: opts.lang ?? 'zh-CN',
  });
  await signInContext(context, s, opts.lang === 'en' ? 'en-US' : 'zh-CN');
  // A wrong clock: Playwright's clock runs from a time hours away from the real one and keeps ticking.
  if (opts.skewMs) await context.clock.install({ time: Date.now() + opts.skewMs });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

async function loadCode(page: Page, code: string): Promise<void> {
  await page
    .getByTestId('problem-editor')
    .locator('input[type=file]')
    .setInputFiles({ name: 'main.cpp', mimeType: 'text/plain', buffer: Buffer.from(code) });
  await expect.poll(() => page.locator('.cm-content').first().innerText()).toContain(code.includes('a - b') ? 'a - b' : 'a + b');
}

async function chooseCpp(page: Page): Promise<void> {
  await page.getByTestId('editor-language').click();
  await page.locator('.ant-select-item-option[title="C++"]').click();
}

const submitStatus = (page: Page) => page.getByTestId('submit-status').getByTestId('judge-status');

async function submitAndWait(page: Page, code: string, expected: number): Promise<void> {
  await loadCode(page, code);
  // The last submission's link, or null before the first (read at once, not waited for).
  const before = await attributeNow(submitStatus(page).locator('xpath=..'), 'href');
  await page.getByTestId('submit-code').click();
  // A new submission: the status link changes to the new id, then its verdict arrives live.
  await expect
    .poll(
      async () =>
        (await submitStatus(page).count()) > 0 ? await submitStatus(page).locator('xpath=..').getAttribute('href') : null,
      VERDICT,
    )
    .not.toBe(before);
  await expect.poll(() => submitStatus(page).getAttribute('data-status'), VERDICT).toBe(String(expected));
}

const countdownSeconds = (text: string): number => {
  const m = /(\d+d )?(\d\d):(\d\d):(\d\d)/.exec(text);
  if (!m) return NaN;
  return (m[1] ? Number.parseInt(m[1], 10) * 86_400 : 0) + Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
};

describe('an ACM contest, contestant side', () => {
  let browser: Browser;
  let root: Session;
  let alice: Session;
  let bob: Session;
  let cid = 0;
  let scheduledCid = 0;
  const title = `${uniqueName('Spring Cup ')}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    // Two contestants made the organisers' way: one insert-batch-user call.
    const names = [uniqueName('alice'), uniqueName('bob')];
    await call(root.token, 'POST', '/api/admin/user/insert-batch-user', { users: names.map((n) => [n, 'contest-Pa55']) });
    [alice, bob] = await Promise.all(names.map((n) => login(n, 'contest-Pa55')));

    // Problem A is the demo A+B; problem B a copy made for this contest.
    const bId = uniqueName('CB');
    await call(root.token, 'POST', '/api/admin/problem', {
      problem: {
        problemId: bId,
        title: 'Sum again',
        difficulty: 0,
        auth: 1,
        timeLimit: 1000,
        memoryLimit: 256,
        description: 'Print $a+b$.',
      },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '5 7\n', output: '12\n' },
      ],
      languages: [{ name: 'C++' }, { name: 'Python3' }],
      tags: [],
    });
    const pidOf = async (problemId: string) =>
      (await call<{ problem: { id: number } }>(root.token, 'GET', `/api/get-problem-detail?problemId=${problemId}`)).problem.id;
    const [pidA, pidB] = await Promise.all([pidOf('1000'), pidOf(bId)]);

    const now = Date.now();
    const contest = await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', {
      title,
      description: 'Two problems, three hours. **Good luck!**',
      type: 0,
      auth: 2,
      pwd: PASSWORD,
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 3 * HOUR).toISOString(),
      openPrint: true,
    });
    cid = contest.id;
    for (const [pid, displayId, color] of [
      [pidA, 'A', '#e5484d'],
      [pidB, 'B', '#2f6fde'],
    ] as const) {
      await call(root.token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId });
      await call(root.token, 'PUT', '/api/admin/contest/contest-problem', {
        cid,
        pid,
        displayId,
        displayTitle: displayId === 'A' ? 'Warm-up sum' : 'Second sum',
        color,
      });
    }
    // Starts in two hours: the countdown test reads it.
    const scheduled = await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', {
      title: uniqueName('Next round '),
      description: 'Next round.',
      type: 0,
      auth: 0,
      startTime: new Date(now + 2 * HOUR).toISOString(),
      endTime: new Date(now + 4 * HOUR).toISOString(),
    });
    scheduledCid = scheduled.id;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('alice finds the contest in the list, registers with the password, submits A and gets Accepted', async () => {
    const { page, context } = await sessionPage(browser, alice);
    await page.goto(`/contest?keyword=${encodeURIComponent(title)}`);
    const item = page.getByTestId('contest-item').filter({ hasText: title }).first();
    await expect.poll(() => item.count()).toBe(1);
    await expect.poll(() => item.getByTestId('contest-auth').getAttribute('data-auth')).toBe('2');
    await expect.poll(() => item.getByTestId('contest-status').getAttribute('data-status')).toBe('0');
    // The filters live in the URL: the running filter keeps it, the ended one does not.
    await page.getByTestId('filter-status').getByText('已结束').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('1');
    await expect.poll(() => page.getByTestId('contest-item').filter({ hasText: title }).count()).toBe(0);
    await page.getByTestId('filter-status').getByText('进行中').click();
    await expect.poll(() => page.getByTestId('contest-item').filter({ hasText: title }).count()).toBe(1);
    await screenshot(page, 'contest-list-zh');

    await page.getByTestId('contest-item').filter({ hasText: title }).getByText(title).click();
    await expect.poll(() => page.getByTestId('contest-title').innerText()).toBe(title);
    // Protected: readable, the password form shows, registering opens submitting.
    await expect.poll(() => page.getByTestId('contest-register').count()).toBe(1);
    await page.getByTestId('contest-password').fill('wrong');
    await page.getByTestId('contest-register-submit').click();
    await expect.poll(() => page.locator('.ant-message-error').count()).toBeGreaterThan(0);
    await page.getByTestId('contest-password').fill(PASSWORD);
    await page.getByTestId('contest-register-submit').click();
    await expect.poll(() => page.getByTestId('contest-register').count()).toBe(0);
    await screenshot(page, 'contest-shell-zh');

    await page.getByRole('tab', { name: '题目', exact: true }).click();
    const links = page.getByTestId('contest-problem-link');
    await expect.poll(() => links.allInnerTexts()).toEqual(['Warm-up sum', 'Second sum']);
    await links.first().click();
    await expect.poll(() => page.url()).toContain(`/contest/${cid}/problem/A`);
    await expect.poll(() => page.getByTestId('problem-title').innerText()).toBe('A. Warm-up sum');
    // The contest's top menu and its tabs both mark Problems on a problem page (not Overview).
    const menuSelected = () => page.locator('.nav-menu .nav-menu-item-selected a').getAttribute('href');
    await expect.poll(menuSelected).toBe(`/contest/${cid}/problems`);
    await expect.poll(() => page.getByTestId('contest-tabs').locator('.ant-tabs-tab-active').innerText()).toBe('题目');
    await chooseCpp(page);
    await submitAndWait(page, AC_CODE, 0);
    await screenshot(page, 'contest-problem-zh');

    await page.getByRole('tab', { name: '提交', exact: true }).click();
    const rows = page.getByTestId('submission-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect.poll(() => rows.first().getByTestId('judge-status').getAttribute('data-status'), VERDICT).toBe('0');
    await expect.poll(menuSelected).toBe(`/contest/${cid}/submissions`);
    await screenshot(page, 'contest-submissions-zh');
    await context.close();
  }, 240_000);

  it('bob on a phone, in English: WA then AC on B, his marks and only-mine list', async () => {
    const { page, context } = await sessionPage(browser, bob, { width: 375, lang: 'en' });
    await page.goto(`/contest?keyword=${encodeURIComponent(title)}`);
    await expect.poll(() => page.getByTestId('contest-item').filter({ hasText: title }).count()).toBe(1);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'contest-list-mobile-en');
    await page.goto(`/contest/${cid}`);
    await page.getByTestId('contest-password').fill(PASSWORD);
    await page.getByTestId('contest-register-submit').click();
    await expect.poll(() => page.getByTestId('contest-register').count()).toBe(0);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'contest-shell-mobile-en');

    await page.goto(`/contest/${cid}/problem/B`);
    await expect.poll(() => page.getByTestId('problem-title').innerText()).toBe('B. Second sum');
    await page.getByTestId('pane-switch').getByText('Code').click();
    await chooseCpp(page);
    await submitAndWait(page, WA_CODE, -1);
    await submitAndWait(page, AC_CODE, 0);
    await screenshot(page, 'contest-problem-mobile-en');

    await page.goto(`/contest/${cid}/problems`);
    await expect.poll(() => page.getByTestId('mark-solved').count()).toBe(1);
    await page.goto(`/contest/${cid}/submissions?onlyMine=true`);
    const rows = page.getByTestId('submission-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect
      .poll(
        async () =>
          (await rows.getByTestId('judge-status').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).join(','),
        VERDICT,
      )
      .toBe('0,-1');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'contest-submissions-mobile-en');
    await context.close();
  }, 240_000);

  it('the other widths and languages of the same screens, for review', async () => {
    const shots: Array<[Session, number, 'zh-CN' | 'en', string]> = [
      [alice, 1280, 'en', 'en'],
      [alice, 375, 'zh-CN', 'mobile-zh'],
    ];
    for (const [who, width, lang, tag] of shots) {
      const { page, context } = await sessionPage(browser, who, { width, lang });
      // (The list and the shell in every width and language: contest-flow.e2e.ts.)
      await page.goto(`/contest/${cid}/problem/A`);
      await expect.poll(() => page.getByTestId('problem-title').count()).toBe(1);
      await screenshot(page, `contest-problem-${tag}`);
      await page.goto(`/contest/${cid}/submissions`);
      await expect.poll(() => page.getByTestId('submission-table').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
      if (width < 768) expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
      await screenshot(page, `contest-submissions-${tag}`);
      await context.close();
    }
  }, 240_000);

  it('a browser whose clock is five hours slow still counts down to the real start', async () => {
    const { page, context } = await sessionPage(browser, alice, { skewMs: -5 * HOUR });
    await page.goto(`/contest/${scheduledCid}`);
    const countdown = page.getByTestId('contest-countdown');
    await expect.poll(() => countdown.innerText()).toMatch(/\d\d:\d\d:\d\d/);
    // About two hours to go on the server's clock (the browser alone would say seven).
    const left = countdownSeconds(await countdown.innerText());
    expect(left).toBeGreaterThan(2 * 3600 - 300);
    expect(left).toBeLessThanOrEqual(2 * 3600);
    await expect.poll(() => page.getByTestId('contest-status').first().getAttribute('data-status')).toBe('-1');
    // Closed tabs while scheduled: only the overview opens.
    await expect.poll(() => page.getByRole('tab', { name: '题目', exact: true }).getAttribute('aria-disabled')).toBe('true');
    // It ticks: soon it shows less (polled: a tick is a second, not a fixed pause).
    await expect.poll(async () => countdownSeconds(await countdown.innerText()), { timeout: 5_000 }).toBeLessThan(left);
    await context.close();
  }, 120_000);

  it('helpers: an announcement badge, a print request, the admin queue and the AC info with first blood', async () => {
    await call(root.token, 'POST', '/api/admin/contest/announcement', {
      cid,
      announcement: { title: 'Problem B clarified', content: 'Numbers fit in **64 bits**.' },
    });
    const contestant = await sessionPage(browser, alice);
    await contestant.page.goto(`/contest/${cid}`);
    // The unread check runs on opening the contest (then every 60 s): a badge on the tab, read once opened.
    await expect.poll(() => contestant.page.getByTestId('announcement-badge').innerText()).toContain('1');
    await contestant.page.getByRole('tab', { name: /^公告/ }).click();
    await expect.poll(() => contestant.page.getByTestId('contest-announcements').innerText()).toContain('64 bits');
    await expect.poll(() => contestant.page.getByTestId('announcement-badge').count()).toBe(0);

    // Print: at least 50 characters, then a success dialog.
    await contestant.page.getByRole('tab', { name: '打印', exact: true }).click();
    await contestant.page.getByTestId('print-text').fill('too short');
    expect(await contestant.page.getByTestId('print-submit').isDisabled()).toBe(true);
    await contestant.page.getByTestId('print-text').fill(`${AC_CODE}// seat 12`);
    await contestant.page.getByTestId('print-submit').click();
    await expect.poll(() => contestant.page.locator('.ant-modal-confirm-success').count()).toBe(1);
    await contestant.context.close();

    const admin = await sessionPage(browser, root);
    await admin.page.goto(`/contest/${cid}/admin-print`);
    const queue = admin.page.getByTestId('contest-admin-print');
    await expect.poll(() => queue.innerText()).toContain(alice.username);
    await queue.getByTestId('print-ok').first().click();
    await expect.poll(() => queue.getByTestId('print-ok').first().isDisabled()).toBe(true);

    await admin.page.getByRole('tab', { name: 'AC 信息', exact: true }).click();
    const acInfo = admin.page.getByTestId('contest-ac-info');
    // Alice solved A first, Bob B first: both are first bloods.
    await expect.poll(() => acInfo.getByTestId('first-blood').count()).toBe(2);
    await acInfo.getByTestId('ac-check').first().click();
    await expect.poll(() => acInfo.getByTestId('ac-check').filter({ hasText: '标记未处理' }).count()).toBe(1);
    await screenshot(admin.page, 'contest-ac-info-zh');
    await admin.context.close();
  }, 120_000);
});
