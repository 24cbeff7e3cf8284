import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, contestVerdict, call, login, loginRoot, signInContext } from './api';
import { launchBrowser, openPage, screenshot, uniqueName } from './harness';

/**
 * The board's own tools in Chromium (issue 8): a contest made through the admin API, two users
 * submit through the API while a third has the board open and sees the rows change live; awards,
 * following a user, the top-10 chart, CSV and image, the layout at 375 px in both languages. The
 * whole contest (seal, end, scroll board) is followed in contest-flow.e2e.ts.
 */

const AC_CODE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
const VERDICT = { timeout: 120_000, interval: 250 };
/** The board must follow a verdict far sooner than the 30 s poll: the stream brings it. */
const LIVE = { timeout: 15_000, interval: 100 };

async function signedInPage(browser: Browser, session: Session | null, opts: { width?: number; locale?: string } = {}) {
  const { page, context } = await openPage(browser, { width: opts.width, locale: opts.locale });
  await signInContext(context, session);
  return { page, context };
}

interface Marked {
  __boardNoReload?: number;
}

/** The cell style of a user's problem A on the board (data-cell), '' when the cell is empty, null without a row. */
async function cellOf(page: Page, username: string): Promise<string | null> {
  const row = page
    .locator('[data-testid="contest-board"] tr.ant-table-row', {
      has: page.getByTestId('board-name').getByText(username, { exact: true }),
    })
    .last();
  if ((await row.count()) === 0) return null;
  const cell = row.locator('[data-cell]');
  return (await cell.count()) > 0 ? await cell.first().getAttribute('data-cell') : '';
}

describe('contest board in the browser', () => {
  let browser: Browser;
  let root: Session;
  const users: Session[] = [];
  const names = Array.from({ length: 3 }, (_, i) => `${uniqueName('cb')}${i}`);
  const password = 'board-Pa55';
  let cid = 0;
  let form: Record<string, unknown> = {};
  let viewer: Page;

  const submit = async (who: Session, code: string) =>
    (await call<{ submitId: number }>(who.token, 'POST', '/api/submit-problem-judge', { pid: 'A', cid, language: 'C++', code }))
      .submitId;
  /** Waits for a final verdict as root (who sees through the seal); returns the status. */
  const verdictOf = (submitId: number) => contestVerdict(root.token, cid, submitId, VERDICT);

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    await call(root.token, 'POST', '/api/admin/user/insert-batch-user', {
      users: names.map((n, i) => [n, password, `${n}@verdict.test`, '', i === 1 ? 'female' : 'male', `Team ${n}`, `School ${i}`]),
    });
    for (const n of names) users.push(await login(n, password));
    const pid = (await call<{ problem: { id: number } }>(null, 'GET', '/api/get-problem-detail?problemId=1000')).problem.id;
    const now = Date.now();
    form = {
      title: `Board ${uniqueName('c')}`,
      description: 'Live board test',
      type: 0,
      auth: 0,
      startTime: new Date(now - 3600_000).toISOString(),
      endTime: new Date(now + 2 * 3600_000).toISOString(),
      sealRank: false,
      openRank: true,
      autoRealRank: true,
      rankShowName: 'username',
      // One gold and one silver, by count.
      awardType: 2,
      awardConfigList: [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 },
        { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff', num: 1 },
      ],
    };
    cid = (await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', form)).id;
    await call(root.token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows verdicts on the open board live, without a reload', async () => {
    const [u1, u2, u3] = users;
    const opened = await signedInPage(browser, u3, { locale: 'en' });
    viewer = opened.page;
    let streams = 0;
    viewer.on('request', (r) => {
      if (r.url().includes('/api/sse/contest-board')) streams++;
    });
    await viewer.goto(`/contest/${cid}/rank?l=en`);
    await expect.poll(() => viewer.getByTestId('board-live').textContent(), VERDICT).toBe('Live');
    await viewer.evaluate(() => ((globalThis as unknown as Marked).__boardNoReload = 1));

    const first = await submit(u1, AC_CODE);
    expect(await verdictOf(first)).toBe(0);
    await expect.poll(() => cellOf(viewer, u1.username), LIVE).toBe('firstAC');

    // (WA then AC, the seal and the scroll board are followed in contest-flow.e2e.ts.)
    const second = await submit(u2, AC_CODE);
    // Right after u1's: within the same first-blood tie window it may count as a first AC too (ties all first).
    expect(await verdictOf(second)).toBe(0);
    await expect.poll(() => cellOf(viewer, u2.username), LIVE).toMatch(/^(ac|firstAC)$/);

    expect(await viewer.evaluate(() => (globalThis as unknown as Marked).__boardNoReload)).toBe(1);
    expect(streams).toBeGreaterThanOrEqual(1);
    // Award rows: the rank names the award.
    await expect
      .poll(() =>
        viewer
          .locator('.board-rank-award')
          .evaluateAll((els) =>
            els.map((e) => (e as unknown as { getAttribute(n: string): string | null }).getAttribute('aria-label')),
          ),
      )
      // Two ACs in the same minute tie on penalty (both rank 1): the awards still go in board order.
      .toEqual([expect.stringMatching(/^1 · Gold$/), expect.stringMatching(/^[12] · Silver$/)]);

    // Following u2 repeats their row on top (the server's concerned copy) and keeps it per contest.
    const rows = viewer.locator('[data-testid="contest-board"] tr.ant-table-row');
    expect(await rows.count()).toBe(2);
    await viewer.getByRole('button', { name: `Follow (pin to the top) ${u2.username}` }).click();
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().getByTestId('board-name').textContent()).toBe(u2.username);
    expect(
      await viewer.evaluate(
        (k) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(k),
        `verdict.contest.${cid}.concerned`,
      ),
    ).toBe(JSON.stringify([(u2.user as { uid: string }).uid]));

    // The top-10 chart (ECharts, loaded on demand), the CSV and the image.
    await viewer.getByRole('button', { name: 'Top 10' }).click();
    await expect.poll(() => viewer.locator('.board-chart canvas').count(), VERDICT).toBeGreaterThan(0);
    const csv = viewer.waitForEvent('download');
    await viewer.getByRole('button', { name: 'CSV' }).click();
    expect((await csv).suggestedFilename()).toBe(`contest_${cid}_rank.csv`);
    const image = viewer.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Save image' }).click();
    expect((await image).suggestedFilename()).toBe(`contest_${cid}_rank.png`);
    await screenshot(viewer, 'contest-board-1280-en');
    await viewer.getByRole('button', { name: 'Top 10' }).click();
    await viewer.setViewportSize({ width: 375, height: 800 });
    await screenshot(viewer, 'contest-board-375-en');
    // 375 px: the table scrolls inside itself, the page does not.
    expect(
      await viewer.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
            .scrollWidth,
      ),
    ).toBeLessThanOrEqual(375);
    await viewer.setViewportSize({ width: 1280, height: 800 });

    const zh = await signedInPage(browser, u3, { locale: 'zh-CN' });
    await zh.page.goto(`/contest/${cid}/rank?l=zh-cn`);
    await expect.poll(() => cellOf(zh.page, u2.username), VERDICT).toMatch(/^(ac|firstAC)$/);
    await screenshot(zh.page, 'contest-board-1280-zh');
    await zh.page.setViewportSize({ width: 375, height: 800 });
    await screenshot(zh.page, 'contest-board-375-zh');
    await zh.context.close();
  });
});
