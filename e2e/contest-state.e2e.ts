import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, call, contestVerdict, login, loginRoot, signInContext, withoutSubmitInterval } from './api';
import { launchBrowser, openPage, pageScrollWidth, screenshot, uniqueName } from './harness';

/**
 * A contest's time and state in Chromium (issue 28.4) and upsolving (issue 24.2): the clock above
 * the editor (focus mode too), Submit after the end, the sealed board's headers, the OI board's
 * legend, award names in view, the participant count of a public contest; the board's
 * "solved after the contest" switch (kept in the URL) and the problem list's after-contest column.
 */

const AC = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
const WA = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << std::endl; }\n';
const VERDICT = { timeout: 120_000, interval: 250 };
const HOUR = 3600_000;

describe('contest time and state in the browser', () => {
  withoutSubmitInterval();
  let browser: Browser;
  let root: Session;
  let u1: Session;
  let u2: Session;
  let pid = 0;
  const forms = new Map<number, Record<string, unknown>>();

  /** A public contest with problem 1000 as A; times as offsets from now. */
  async function contest(over: Record<string, unknown> & { startIn: number; endIn: number }) {
    const { startIn, endIn, ...rest } = over;
    const now = Date.now();
    const form = {
      title: uniqueName('State '),
      description: 'Contest state test',
      type: 0,
      auth: 0,
      startTime: new Date(now + startIn).toISOString(),
      endTime: new Date(now + endIn).toISOString(),
      sealRank: false,
      openRank: true,
      autoRealRank: true,
      rankShowName: 'username',
      awardType: 0,
      allowEndSubmit: false,
      ...rest,
    };
    const cid = (await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', form)).id;
    forms.set(cid, { ...form, id: cid });
    await call(root.token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
    return cid;
  }
  const submit = async (who: Session, cid: number, code: string) =>
    (
      await call<{ submitId: number }>(who.token, 'POST', '/api/submit-problem-judge', {
        pid: cid ? 'A' : '1000',
        cid,
        language: 'C++',
        code,
      })
    ).submitId;
  async function signedIn(who: Session, locale: 'en' | 'zh-CN', width = 1280) {
    const { page, context } = await openPage(browser, { width, locale });
    await signInContext(context, who, locale === 'en' ? 'en-US' : 'zh-CN');
    return { page, context };
  }
  const text = (page: Page, id: string) => page.getByTestId(id).first().innerText();

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    const names = [uniqueName('st'), uniqueName('st')];
    await call(root.token, 'POST', '/api/admin/user/insert-batch-user', { users: names.map((n) => [n, 'state-Pa55']) });
    [u1, u2] = await Promise.all(names.map((n) => login(n, 'state-Pa55')));
    pid = (await call<{ problem: { id: number } }>(null, 'GET', '/api/get-problem-detail?problemId=1000')).problem.id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('after the end: award names in view, upsolve marks behind a URL switch, the after-contest column, Submit closed', async () => {
    const cid = await contest({
      startIn: -HOUR,
      endIn: HOUR,
      awardType: 2,
      awardConfigList: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 }],
    });
    const wrong = await submit(u1, cid, WA);
    const right = await submit(u2, cid, AC);
    expect(await contestVerdict(root.token, cid, wrong, VERDICT)).not.toBe(0);
    expect(await contestVerdict(root.token, cid, right, VERDICT)).toBe(0);
    // The contest ends now (after both submissions: judging can take well under a second, so an
    // end a second ago would leave them outside it); u1 solves A afterwards in practice.
    await call(root.token, 'PUT', '/api/admin/contest', { ...forms.get(cid), endTime: new Date().toISOString() });
    await submit(u1, 0, AC);
    await expect
      .poll(async () => (await call<{ mine: string[] }>(u1.token, 'GET', `/api/get-contest-upsolve?cid=${cid}`)).mine, VERDICT)
      .toEqual(['A']);

    const { page, context } = await signedIn(u1, 'en');
    await page.goto(`/contest/${cid}/rank`);
    await expect.poll(() => text(page, 'board-award-name')).toBe('Gold');
    expect(await page.getByTestId('board-upsolved').count()).toBe(0); // off by default
    await page.getByTestId('board-upsolve-switch').click();
    // The viewer's own row is repeated on top of the board: two marks, one user.
    await expect.poll(() => page.getByTestId('board-upsolved').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('upsolve')).toBe('1');
    await page.reload();
    await expect.poll(() => page.getByTestId('board-upsolved').count()).toBe(2); // remembered in the URL
    expect(await page.getByTestId('board-upsolved').first().getAttribute('data-upsolve')).toBe('after');
    await screenshot(page, 'contest-upsolve-board-1280-en');

    await page.goto(`/contest/${cid}/problems`);
    await expect.poll(() => text(page, 'contest-upsolve-mine')).toBe('Upsolved');
    expect(await text(page, 'contest-upsolve-count')).toContain('1');
    await screenshot(page, 'contest-upsolve-problems-1280-en');

    // The contest takes no late submissions: Submit is disabled and says why, the clock says it ended.
    await page.goto(`/contest/${cid}/problem/A`);
    await expect.poll(() => text(page, 'contest-clock')).toContain('Contest ended');
    await expect.poll(() => page.getByTestId('submit-code').isDisabled()).toBe(true);
    expect(await text(page, 'submit-code')).toContain('Submissions closed');
    expect(await text(page, 'submit-closed-reason')).toContain('takes no more submissions');
    await screenshot(page, 'contest-ended-submit-1280-en');
    await context.close();

    const zh = await signedIn(u1, 'zh-CN', 375);
    await zh.page.goto(`/contest/${cid}/rank?upsolve=1`);
    await expect.poll(() => zh.page.getByTestId('board-upsolved').count()).toBe(2);
    expect(await zh.page.getByTestId('board-upsolved').first().getAttribute('data-upsolve')).toBe('订正');
    expect(await pageScrollWidth(zh.page)).toBeLessThanOrEqual(375);
    await screenshot(zh.page, 'contest-upsolve-board-375-zh');
    await zh.page.goto(`/contest/${cid}/problem/A`);
    await zh.page.getByTestId('pane-switch').getByText('代码').click();
    await expect.poll(() => text(zh.page, 'submit-code')).toContain('已停止提交');
    await screenshot(zh.page, 'contest-ended-submit-375-zh');
    await zh.context.close();
  });

  it('an ended contest that takes late submissions offers practice after the contest', async () => {
    const cid = await contest({ startIn: -3 * HOUR, endIn: -HOUR, allowEndSubmit: true });
    const { page, context } = await signedIn(u2, 'en');
    await page.goto(`/contest/${cid}/problem/A`);
    await expect.poll(() => text(page, 'submit-code')).toContain('Submit as practice (after the contest)');
    expect(await page.getByTestId('submit-code').isDisabled()).toBe(false);
    await context.close();
  });

  it('a sealed OI contest: headers say since when, its own legend, the clock in view and in focus mode, counted participants', async () => {
    const seal = Date.now() - 10 * 60_000;
    const cid = await contest({
      type: 1,
      startIn: -HOUR,
      endIn: HOUR,
      sealRank: true,
      sealRankTime: new Date(seal).toISOString(),
    });
    const first = await submit(u1, cid, AC);
    expect(await contestVerdict(root.token, cid, first, VERDICT)).toBe(0);
    const hhmm = new Date(seal).toTimeString().slice(0, 5);

    const { page, context } = await signedIn(u2, 'en');
    await page.goto(`/contest/${cid}/rank`);
    await expect.poll(() => text(page, 'board-sealed-since')).toBe(`Sealed since ${hhmm}`);
    const legend = await text(page, 'board-legend');
    expect(legend).toContain('Full score');
    expect(legend).not.toContain('First blood');
    expect(await page.getByText('the score counted').count()).toBe(1);
    expect(await text(page, 'contest-count')).toBe('1'); // a public contest: its submitters
    await screenshot(page, 'contest-sealed-oi-board-1280-en');

    // The clock stays in view while the page scrolls past the editor.
    await page.goto(`/contest/${cid}/problem/A`);
    await expect.poll(() => text(page, 'contest-clock')).toMatch(/\d\d:\d\d:\d\d left/);
    await page.getByTestId('submit-code').waitFor();
    await page.setViewportSize({ width: 1280, height: 500 });
    const clockTop = async () => {
      await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 600));
      return (await page.getByTestId('contest-clock').boundingBox())?.y ?? -1;
    };
    // Stuck under the sticky navigation bar (56 px) while the editor it heads has scrolled up past it.
    await expect.poll(clockTop).toBeGreaterThanOrEqual(56);
    expect(await clockTop()).toBeLessThan(120);
    expect((await page.getByTestId('problem-editor').boundingBox())!.y).toBeLessThan(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/contest/${cid}/problem/A/full-screen`);
    await expect.poll(() => text(page, 'contest-clock')).toMatch(/\d\d:\d\d:\d\d left/);
    await screenshot(page, 'contest-focus-clock-1280-en', { fullPage: false });
    await context.close();

    const zh = await signedIn(u2, 'zh-CN', 375);
    await zh.page.goto(`/contest/${cid}/rank`);
    await expect.poll(() => text(zh.page, 'board-sealed-since')).toBe(`${hhmm} 起封榜`);
    expect(await text(zh.page, 'board-legend')).toContain('满分');
    await screenshot(zh.page, 'contest-sealed-oi-board-375-zh');
    await zh.page.goto(`/contest/${cid}/problem/A/full-screen`);
    await zh.page.getByTestId('pane-switch').getByText('代码').click();
    await expect.poll(() => text(zh.page, 'contest-clock')).toMatch(/剩余 \d\d:\d\d:\d\d/);
    await screenshot(zh.page, 'contest-focus-clock-375-zh', { fullPage: false });
    await zh.context.close();
  });
});
