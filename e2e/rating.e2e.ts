import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, call, contestVerdict, login, loginRoot, signInContext, withoutSubmitInterval } from './api';
import { launchBrowser, openPage, pageScrollWidth, screenshot, uniqueName } from './harness';

/**
 * The site rating in Chromium (issue 24.3): two rated contests, each with three contestants'
 * submissions judged for real, ended and rated by the site admin; the first contestant's user home
 * shows the rating counter and the rating chart (two points), in Chinese at 1280 px and in English
 * at 375 px; a user with no rated contest sees the empty state; the contest form shows the rated switch.
 */

const CODE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
const WRONG = '#include <iostream>\nint main() { std::cout << 0 << std::endl; }\n';
const VERDICT = { timeout: 120_000, interval: 250 };
const SOON = { timeout: 20_000, interval: 100 };
const HOUR = 3600_000;

describe('rating chart on the user home', () => {
  withoutSubmitInterval();
  let browser: Browser;
  let root: Session;
  const names = Array.from({ length: 4 }, (_, i) => `${uniqueName('rt')}${i}`);
  const password = 'rating-Pa55';
  const users: Session[] = [];
  const cids: number[] = [];

  async function homePage(session: Session | null, username: string, width: number, lang: 'zh-CN' | 'en-US'): Promise<Page> {
    const { page, context } = await openPage(browser, { width, height: 900, locale: lang === 'en-US' ? 'en' : 'zh-CN' });
    await signInContext(context, session, lang);
    await page.goto(`/user-home?username=${username}`);
    return page;
  }

  /** A contest where users[i] submits the codes given (in order), then ended, marked rated and rated. */
  async function ratedContest(title: string, codes: string[]): Promise<number> {
    const pid = (await call<{ problem: { id: number } }>(null, 'GET', '/api/get-problem-detail?problemId=1000')).problem.id;
    const now = Date.now();
    const cid = (
      await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', {
        title,
        description: 'Rated round',
        type: 0,
        auth: 0,
        startTime: new Date(now - HOUR).toISOString(),
        endTime: new Date(now + HOUR).toISOString(),
      })
    ).id;
    await call(root.token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
    for (const [i, code] of codes.entries()) {
      const { submitId } = await call<{ submitId: number }>(users[i]!.token, 'POST', '/api/submit-problem-judge', {
        pid: 'A',
        cid,
        language: 'C++',
        code,
      });
      await contestVerdict(root.token, cid, submitId, VERDICT);
    }
    // End it now, after every submission (the form's times), mark it rated, rate it.
    const form = await call<Record<string, unknown>>(root.token, 'GET', `/api/admin/contest?cid=${cid}`);
    await call(root.token, 'PUT', '/api/admin/contest', { ...form, endTime: new Date().toISOString() });
    await call(root.token, 'PUT', `/api/admin/contest/rated?cid=${cid}&rated=true`, {});
    await call(root.token, 'POST', `/api/admin/contest/rate?cid=${cid}`, {});
    return cid;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    await call(root.token, 'POST', '/api/admin/user/insert-batch-user', {
      users: names.map((n) => [n, password, `${n}@verdict.test`]),
    });
    for (const n of names) users.push(await login(n, password));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('two rated contests judged for real; the history answers both, the winner moving up', async () => {
    // users[0] wins both; users[3] never takes part.
    cids.push(await ratedContest(`Rated ${uniqueName('r1')}`, [CODE, CODE, WRONG]));
    cids.push(await ratedContest(`Rated ${uniqueName('r2')}`, [CODE, WRONG, CODE]));
    const h = await call<Array<{ cid: number; rank: number; oldRating: number | null; newRating: number }>>(
      null,
      'GET',
      `/api/get-user-rating-history?username=${names[0]}`,
    );
    expect(h.map((x) => [x.cid, x.rank])).toEqual([
      [cids[0], 1],
      [cids[1], 1],
    ]);
    expect(h[0]!.oldRating).toBeNull();
    expect(h[1]!.newRating).toBeGreaterThan(h[0]!.newRating);
  }, 300_000);

  it('1280 px, Chinese: the rating counter and the chart', async () => {
    const page = await homePage(users[0]!, names[0]!, 1280, 'zh-CN');
    const chart = page.getByTestId('rating-chart');
    await expect.poll(() => chart.locator('canvas').count(), SOON).toBeGreaterThan(0);
    expect(await chart.getByTestId('rating-chart-summary').textContent()).toMatch(/^共 2 场 Rated 比赛，当前 Rating \d+$/);
    const h = await call<Array<{ newRating: number }>>(null, 'GET', `/api/get-user-rating-history?username=${names[0]}`);
    expect(await page.getByTestId('user-home').textContent()).toContain(String(h[1]!.newRating));
    // Hovering a point shows the contest.
    const box = (await chart.locator('canvas').first().boundingBox())!;
    expect(box.width).toBeGreaterThan(600);
    await screenshot(page, 'rating-chart-zh-1280');
    await page.context().close();
  });

  it('375 px, English: the chart fits the screen; a user with no rated contest sees the empty state', async () => {
    const page = await homePage(null, names[1]!, 375, 'en-US');
    const chart = page.getByTestId('rating-chart');
    await expect.poll(() => chart.locator('canvas').count(), SOON).toBeGreaterThan(0);
    expect(await chart.getByTestId('rating-chart-summary').textContent()).toMatch(/^2 rated contests, current rating \d+$/);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'rating-chart-en-375');
    await page.goto(`/user-home?username=${names[3]}`);
    await expect.poll(() => page.getByTestId('rating-chart-empty').isVisible(), SOON).toBe(true);
    expect(await page.getByTestId('rating-chart').textContent()).toContain('No rated contests yet');
    await page.context().close();
  });

  it('the contest form shows the rated switch on for the site admin', async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 900, locale: 'en' });
    await signInContext(context, root, 'en-US');
    await page.goto(`/admin/contest/${cids[0]}/edit`);
    const sw = page.getByTestId('rated-switch');
    await expect.poll(() => sw.getAttribute('aria-checked'), SOON).toBe('true');
    expect(await page.getByTestId('rated-field').textContent()).toContain('3 users');
    await context.close();
  });
});
