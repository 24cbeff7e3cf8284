import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Session,
  contestVerdict,
  adminLogin,
  call,
  login,
  loginRoot,
  pickDate,
  signInContext,
  withoutSubmitInterval,
} from './api';
import { launchBrowser, openPage, screenshot, uniqueName } from './harness';

/**
 * A whole ACM contest in Chromium (issue 8), end to end: root creates a protected contest through
 * the admin form and adds two public problems on the problems page; two users register with the
 * password and submit in the browser (alice AC on A; bob WA then AC on B) while a third user's
 * board follows live without a reload; the contest turns private for a moment and alice's
 * submissions list still follows bob's rows (the token-carrying stream); the seal hides alice's late
 * AC (pending on the inner board, the outside board reached from the contest list, and to the
 * anonymous); after the end the board and the scroll board reveal it. The seams between the three
 * contest areas are clicked through: the admin list's "open contest", the list's outside-board
 * button, the shell's rank and scroll-board tabs.
 */

const AC_CODE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
const WA_CODE = AC_CODE.replace('a + b', 'a - b');
const VERDICT = { timeout: 90_000, interval: 250 };
/** Far sooner than the 30 s fallback poll: only the stream can bring it. */
const LIVE = { timeout: 6_000, interval: 100 };
const PASSWORD = 'flow-pw-42';

/** A page signed in as `s` (the session as the client stores it), or anonymous. */
async function sessionPage(
  browser: Browser,
  s: Session | null,
  lang: 'zh-CN' | 'en' = 'zh-CN',
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, { width, height: width < 768 ? 812 : 900, locale: lang });
  await signInContext(context, s, lang === 'en' ? 'en-US' : 'zh-CN');
  page.setDefaultTimeout(20_000);
  return { context, page };
}

const inputIn = (l: Locator) => l.locator('xpath=descendant-or-self::input').first();

/** The cell style of a user's problem (0 = A, 1 = B) on a board: null without a row, '' for an empty cell. */
async function cellOf(page: Page, username: string, problem: number): Promise<string | null> {
  const row = page
    .locator('[data-testid="contest-board"] tr.ant-table-row', {
      has: page.getByTestId('board-name').getByText(username, { exact: true }),
    })
    .last();
  if ((await row.count()) === 0) return null;
  const cell = row.locator('.board-cell-inner').nth(problem);
  if ((await cell.count()) === 0) return null;
  return (await cell.getAttribute('data-cell')) ?? '';
}

async function chooseCpp(page: Page): Promise<void> {
  await page.getByTestId('editor-language').click();
  await page.locator('.ant-select-item-option[title="C++"]').click();
}

const submitStatus = (page: Page) => page.getByTestId('submit-status').getByTestId('judge-status');
const statusHref = async (page: Page) =>
  (await submitStatus(page).count()) > 0 ? await submitStatus(page).locator('xpath=..').getAttribute('href') : null;

/** Loads the code, submits, waits for the new submission; returns its id (from the status link). */
async function submitInBrowser(page: Page, code: string): Promise<number> {
  await page
    .getByTestId('problem-editor')
    .locator('input[type=file]')
    .setInputFiles({ name: 'main.cpp', mimeType: 'text/plain', buffer: Buffer.from(code) });
  await expect.poll(() => page.locator('.cm-content').first().innerText()).toContain(code.includes('a - b') ? 'a - b' : 'a + b');
  const before = await statusHref(page);
  await page.getByTestId('submit-code').click();
  await expect.poll(() => statusHref(page), VERDICT).not.toBe(before);
  return Number(/(\d+)\/?$/.exec((await statusHref(page)) ?? '')?.[1]);
}

describe('a whole ACM contest in the browser', () => {
  withoutSubmitInterval();
  let browser: Browser;
  let root: Session;
  let alice: Session;
  let bob: Session;
  let carol: Session;
  let cid = 0;
  let form: Record<string, unknown> = {};
  let viewer: Page;
  const title = uniqueName('Flow Cup ');
  const bId = uniqueName('FLOWB').toUpperCase();

  const updateContest = async (over: Record<string, unknown>) => {
    form = { ...form, ...over };
    await call(root.token, 'PUT', '/api/admin/contest', form);
  };
  /** A final verdict as root (who sees through the seal). */
  const verdictOf = (submitId: number) => contestVerdict(root.token, cid, submitId, VERDICT);

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    const names = ['alice', 'bob', 'carol'].map((n) => uniqueName(n));
    await call(root.token, 'POST', '/api/admin/user/insert-batch-user', { users: names.map((n) => [n, 'flow-Pa55']) });
    [alice, bob, carol] = await Promise.all(names.map((n) => login(n, 'flow-Pa55')));
    // The second problem: a public copy of A+B.
    await call(root.token, 'POST', '/api/admin/problem', {
      problem: {
        problemId: bId,
        title: `Sum ${bId}`,
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
      languages: [{ name: 'C++' }],
      tags: [],
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('root creates a protected ACM contest and adds two problems through the admin screens', async () => {
    const { page, context } = await openPage(browser);
    await adminLogin(page, 'zh-cn');
    await page.goto('/admin/contest/create');
    await page.getByTestId('ca-title').waitFor({ timeout: 60_000 });
    await page.getByTestId('ca-title').fill(title);
    await page.getByTestId('ca-type').getByText('ACM').click();
    await page.getByTestId('ca-auth').getByText('保护赛').click();
    await pickDate(page.getByTestId('ca-start'), '2030-01-02 10:00:00');
    await pickDate(page.getByTestId('ca-end'), '2030-01-02 15:00:00');
    await page.getByTestId('ca-pwd').fill(PASSWORD);
    await page.getByTestId('ca-description-source').fill('Two problems. **Good luck!**');
    await page.getByTestId('ca-save').click();
    await page.waitForURL(/\/admin\/contest$/);

    type Listed = { records: Array<{ id: number; title: string; type: number; auth: number; pwd: string }> };
    const saved = (
      await call<Listed>(
        root.token,
        'GET',
        `/api/admin/contest/get-contest-list?currentPage=1&limit=10&keyword=${encodeURIComponent(title)}`,
      )
    ).records.find((c) => c.title === title);
    expect(saved).toMatchObject({ type: 0, auth: 2, pwd: PASSWORD });
    cid = saved?.id ?? 0;

    // The list's "open contest" opens the contestant's shell in a new tab.
    await inputIn(page.getByTestId('admin-contest-search')).fill(title);
    await inputIn(page.getByTestId('admin-contest-search')).press('Enter');
    const popup = context.waitForEvent('page');
    await page.getByTestId(`open-${cid}`).click();
    const opened = await popup;
    await opened.waitForURL(new RegExp(`/contest/${cid}$`));
    await expect.poll(() => opened.getByTestId('contest-title').innerText()).toBe(title);
    await opened.close();

    // Two problems from the public bank: the next free letter is offered each time.
    await page.goto(`/admin/contest/${cid}/problems`);
    await page.getByTestId('add-from-public').click();
    for (const [problemId, letter] of [
      ['1000', 'A'],
      [bId, 'B'],
    ] as const) {
      await inputIn(page.getByTestId('pick-search')).fill(problemId);
      await inputIn(page.getByTestId('pick-search')).press('Enter');
      await expect.poll(() => page.getByTestId('pick-display-id').inputValue()).toBe(letter);
      await page.getByTestId(`pick-${problemId}`).click();
      await expect.poll(() => page.locator('.ant-message').textContent()).toContain(`已添加为 ${letter}`);
    }
    await page.locator('.ant-modal-close').click();
    await expect.poll(() => page.getByTestId('contest-problem-table').locator('tbody tr.ant-table-row').count()).toBe(2);
    await context.close();

    // A short window set through the admin API: running now, open outside board, real board after the end.
    form = { ...(await call<Record<string, unknown>>(root.token, 'GET', `/api/admin/contest?cid=${cid}`)) };
    await updateContest({
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: new Date(Date.now() + 3600_000).toISOString(),
      sealRank: false,
      openRank: true,
      autoRealRank: true,
    });
  }, 180_000);

  it('two users register and submit in the browser; a third follows the board live', async () => {
    // Carol registers through the API and keeps the board open in her own browser.
    await call(carol.token, 'POST', '/api/register-contest', { cid, password: PASSWORD });
    ({ page: viewer } = await sessionPage(browser, carol, 'en'));
    await viewer.goto(`/contest/${cid}/rank`);
    await expect.poll(() => viewer.getByTestId('board-live').textContent(), VERDICT).toBe('Live');
    await viewer.evaluate(() => ((globalThis as unknown as { __noReload?: number }).__noReload = 1));

    // Alice: from the contest list, wrong then right password, problem A, Accepted.
    const a = await sessionPage(browser, alice, 'zh-CN');
    await a.page.goto(`/contest?keyword=${encodeURIComponent(title)}`);
    await a.page.getByTestId('contest-item').filter({ hasText: title }).getByText(title).click();
    await a.page.getByTestId('contest-password').fill('wrong');
    await a.page.getByTestId('contest-register-submit').click();
    await expect.poll(() => a.page.locator('.ant-message-error').count()).toBeGreaterThan(0);
    await a.page.getByTestId('contest-password').fill(PASSWORD);
    await a.page.getByTestId('contest-register-submit').click();
    await expect.poll(() => a.page.getByTestId('contest-register').count()).toBe(0);
    await a.page.getByRole('tab', { name: '题目', exact: true }).click();
    await expect.poll(() => a.page.getByTestId('contest-problem-link').count()).toBe(2);
    await a.page.getByTestId('contest-problem-link').first().click();
    await expect.poll(() => a.page.url()).toContain(`/contest/${cid}/problem/A`);
    await chooseCpp(a.page);
    const aliceA = await submitInBrowser(a.page, AC_CODE);
    await expect.poll(() => submitStatus(a.page).getAttribute('data-status'), VERDICT).toBe('0');
    expect(await verdictOf(aliceA)).toBe(0);
    await expect.poll(() => cellOf(viewer, alice.username, 0), LIVE).toBe('firstAC');

    // Bob registers in English; then the contest turns private with its outside board closed
    // (both are registered): the board stream now answers only with a token, and alice's
    // submissions list must still follow new rows through the stream that carries hers.
    const b = await sessionPage(browser, bob, 'en');
    await b.page.goto(`/contest/${cid}`);
    await b.page.getByTestId('contest-password').fill(PASSWORD);
    await b.page.getByTestId('contest-register-submit').click();
    await expect.poll(() => b.page.getByTestId('contest-register').count()).toBe(0);
    await updateContest({ auth: 1, openRank: false });
    await a.page.goto(`/contest/${cid}/submissions`);
    const aliceRows = a.page.getByTestId('submission-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => aliceRows.count()).toBe(1);

    await b.page.goto(`/contest/${cid}/problem/B`);
    await expect.poll(() => b.page.getByTestId('problem-title').innerText()).toContain('B.');
    await chooseCpp(b.page);
    const wrong = await submitInBrowser(b.page, WA_CODE);
    await expect.poll(() => submitStatus(b.page).getAttribute('data-status'), VERDICT).toBe('-1');
    expect(await verdictOf(wrong)).toBe(-1);
    await expect.poll(() => cellOf(viewer, bob.username, 1), LIVE).toBe('wrong');
    await expect.poll(() => aliceRows.count(), LIVE).toBe(2);
    await updateContest({ auth: 2, openRank: true });

    const right = await submitInBrowser(b.page, AC_CODE);
    await expect.poll(() => submitStatus(b.page).getAttribute('data-status'), VERDICT).toBe('0');
    expect(await verdictOf(right)).toBe(0);
    await expect.poll(() => cellOf(viewer, bob.username, 1), LIVE).toBe('firstAC');
    expect(await viewer.evaluate(() => (globalThis as unknown as { __noReload?: number }).__noReload)).toBe(1);
    await screenshot(viewer, 'contest-flow-board-live-1280-en');
    await a.context.close();
    await b.context.close();
  }, 300_000);

  it('the seal hides a late AC: pending on the inner board, the outside board and to the anonymous', async () => {
    await updateContest({ sealRank: true, sealRankTime: new Date(Date.now() - 1000).toISOString() });
    const a = await sessionPage(browser, alice, 'zh-CN');
    await a.page.goto(`/contest/${cid}/problem/B`);
    await expect.poll(() => a.page.getByTestId('problem-title').innerText()).toContain('B.');
    await chooseCpp(a.page);
    const late = await submitInBrowser(a.page, AC_CODE);
    expect(await verdictOf(late)).toBe(0);
    // Live: the new try shows as pending at once, and stays pending well after the verdict.
    await expect.poll(() => cellOf(viewer, alice.username, 1), LIVE).toBe('pending');
    await viewer.waitForTimeout(2500);
    expect(await cellOf(viewer, alice.username, 1)).toBe('pending');
    await screenshot(viewer, 'contest-flow-board-sealed-1280-en');
    // Alice's own inner board, through the shell's rank tab.
    await a.page.goto(`/contest/${cid}`);
    await a.page.getByRole('tab', { name: '排名', exact: true }).click();
    await expect.poll(() => a.page.url()).toContain(`/contest/${cid}/rank`);
    await expect.poll(() => cellOf(a.page, alice.username, 1), VERDICT).toBe('pending');
    await a.context.close();

    // Carol reaches the outside board from the contest list's button.
    const c = await sessionPage(browser, carol, 'en');
    await c.page.goto(`/contest?keyword=${encodeURIComponent(title)}`);
    await c.page.getByTestId('contest-item').filter({ hasText: title }).getByRole('button', { name: 'Outside board' }).click();
    await expect.poll(() => c.page.url()).toContain(`/contest/acm-scoreboard/${cid}`);
    await expect.poll(() => cellOf(c.page, alice.username, 1), VERDICT).toBe('pending');
    expect(await cellOf(c.page, alice.username, 0)).toBe('firstAC');
    await c.context.close();

    const anon = await sessionPage(browser, null, 'en');
    await anon.page.goto(`/contest/acm-scoreboard/${cid}`);
    await expect.poll(() => cellOf(anon.page, alice.username, 1), VERDICT).toBe('pending');
    await anon.context.close();
  }, 180_000);

  it('after the end the board and the scroll board reveal the late AC', async () => {
    // Ended now (the late AC came well before): no wait for an end set in the future.
    await updateContest({ endTime: new Date().toISOString() });
    await viewer.reload();
    await expect.poll(() => cellOf(viewer, alice.username, 1), VERDICT).toBe('ac');
    const anon = await sessionPage(browser, null, 'en');
    await anon.page.goto(`/contest/acm-scoreboard/${cid}`);
    await expect.poll(() => cellOf(anon.page, alice.username, 1), VERDICT).toBe('ac');
    await anon.context.close();

    // Root: the shell's scroll-board tab, its medal form opens the resolver in a new tab.
    const admin = await sessionPage(browser, root, 'en');
    await admin.page.goto(`/contest/${cid}`);
    await admin.page.getByRole('tab', { name: 'Scroll Board', exact: true }).click();
    await expect
      .poll(() => admin.page.getByTestId('scroll-board-config').locator('input.ant-input-number-input').count(), VERDICT)
      .toBe(3);
    const popup = admin.context.waitForEvent('page');
    await admin.page.getByRole('button', { name: 'Open the scroll board' }).click();
    const board = await popup;
    await board.waitForURL(new RegExp(`/scrollBoard\\?cid=${cid}`));
    const row = board.locator(`[data-testid="scroll-row"][data-uid="${alice.user.uid}"]`);
    await expect.poll(() => row.locator('.sb-frozen').count(), VERDICT).toBe(1);
    // The standings frozen at the seal: alice has one problem, her late AC still a '?'.
    expect(await row.locator('.sb-solved').textContent()).toBe('1');
    await screenshot(board, 'contest-flow-scroll-board-frozen-1280-en');
    await board.keyboard.press('Enter');
    await expect.poll(() => row.locator('.sb-ac').count()).toBe(2);
    await expect.poll(() => row.locator('.sb-solved').textContent()).toBe('2');
    await expect.poll(() => board.getByTestId('scroll-status').textContent()).toContain('Everything is revealed');
    await screenshot(board, 'contest-flow-scroll-board-done-1280-en');
    await admin.context.close();
  }, 180_000);
  it('screens of the contest at 1280 and 375 px in both languages, for review', async () => {
    const overflow = (page: Page) =>
      page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
            .scrollWidth,
      );
    for (const lang of ['zh-CN', 'en'] as const) {
      for (const width of [1280, 375]) {
        const tag = `${width}-${lang === 'en' ? 'en' : 'zh'}`;
        const { page, context } = await sessionPage(browser, root, lang, width);
        const shots: Array<[string, string, () => Promise<unknown>]> = [
          ['list', `/contest?keyword=${encodeURIComponent(title)}`, () => page.getByTestId('contest-item').first().waitFor()],
          ['shell', `/contest/${cid}`, () => page.getByTestId('contest-title').waitFor()],
          ['problems', `/contest/${cid}/problems`, () => page.getByTestId('contest-problem-link').first().waitFor()],
          ['board', `/contest/${cid}/rank`, () => page.getByTestId('board-name').first().waitFor()],
          ['scroll-config', `/contest/${cid}/scroll-board`, () => page.getByTestId('scroll-board-config').waitFor()],
          [
            'scroll-board',
            `/scrollBoard?cid=${cid}&removeStar=false&medals[]=1&medals[]=1&medals[]=1`,
            () => page.getByTestId('scroll-row').first().waitFor(),
          ],
          [
            'admin-list',
            `/admin/contest?keyword=${encodeURIComponent(title)}`,
            () => page.getByTestId('admin-contest-table').locator('tbody tr.ant-table-row').first().waitFor(),
          ],
          ['admin-form', `/admin/contest/${cid}/edit`, () => page.getByTestId('ca-title').waitFor({ timeout: 60_000 })],
          [
            'admin-problems',
            `/admin/contest/${cid}/problems`,
            () => page.getByTestId('contest-problem-table').locator('tbody tr.ant-table-row').first().waitFor(),
          ],
        ];
        const wide: string[] = [];
        for (const [name, url, ready] of shots) {
          await page.goto(url);
          await ready();
          await screenshot(page, `contest-flow-${name}-${tag}`);
          // The scroll board is a full-screen stage of its own; every other page fits the phone.
          if (name !== 'scroll-board' && (await overflow(page)) > width) wide.push(name);
        }
        expect(wide).toEqual([]);
        await context.close();
      }
    }
  }, 300_000);
});
