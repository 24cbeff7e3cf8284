import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, uniqueName } from './harness';

/**
 * A whole ACM contest in Chromium (issue 8): made through the admin API, two users submit through
 * the API while a third has the board open and sees the rows change live without a reload; a
 * sealed board hides a late AC; after the end the scroll board reveals it.
 */

const server = { baseUrl: inject('baseUrl'), rootPassword: inject('rootPassword') };
const AC_CODE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
const WA_CODE = AC_CODE.replace('a + b', 'a - b');
const VERDICT = { timeout: 120_000, interval: 250 };
/** The board must follow a verdict far sooner than the 30 s poll: the stream brings it. */
const LIVE = { timeout: 5_000, interval: 100 };

interface Session { token: string; user: unknown; username: string }

async function call<T>(method: string, path: string, body: unknown, token?: string): Promise<{ data: T; token: string | null }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as { status: number; msg: string; data: T };
  if (env.status !== 200) throw new Error(`${method} ${path}: ${env.status} ${env.msg}`);
  return { data: env.data, token: res.headers.get('authorization') };
}

async function login(username: string, password: string): Promise<Session> {
  const res = await call<unknown>('POST', '/api/login', { username, password });
  return { token: res.token ?? '', user: res.data, username };
}

async function signedInPage(browser: Browser, session: Session | null, opts: { width?: number; locale?: string } = {}) {
  const { page, context } = await openPage(browser, { width: opts.width, locale: opts.locale });
  if (session) {
    await context.addInitScript(([token, user]) => {
      const g = globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } };
      if (!g.localStorage.getItem('token')) {
        g.localStorage.setItem('token', token);
        g.localStorage.setItem('userInfo', user);
      }
    }, [session.token, JSON.stringify(session.user)] as const);
  }
  return { page, context };
}

interface Marked { __boardNoReload?: number }

/** The cell style of a user's problem A on the board (data-cell), '' when the cell is empty, null without a row. */
async function cellOf(page: Page, username: string): Promise<string | null> {
  const row = page.locator('[data-testid="contest-board"] tr.ant-table-row', { has: page.getByTestId('board-name').getByText(username, { exact: true }) }).last();
  if ((await row.count()) === 0) return null;
  const cell = row.locator('[data-cell]');
  return (await cell.count()) > 0 ? await cell.first().getAttribute('data-cell') : '';
}

describe('contest board in the browser', () => {
  let browser: Browser;
  let root: Session;
  const users: Session[] = [];
  const names = Array.from({ length: 4 }, (_, i) => `${uniqueName('cb')}${i}`);
  const password = 'board-Pa55';
  let cid = 0;
  let form: Record<string, unknown> = {};
  let viewer: Page;

  const submit = async (who: Session, code: string) =>
    (await call<{ submitId: number }>('POST', '/api/submit-problem-judge', { pid: 'A', cid, language: 'C++', code }, who.token)).data.submitId;
  /** Waits for a final verdict as root (who sees through the seal); returns the status. */
  const verdictOf = async (submitId: number) => {
    let status = 5;
    await expect.poll(async () => {
      const rows = (await call<Record<string, { status: number }>>('POST', '/api/check-contest-submissions-status', { submitIds: [submitId], cid }, root.token)).data;
      status = rows[String(submitId)]?.status ?? 5;
      return [5, 6, 7, 9].includes(status);
    }, VERDICT).toBe(false);
    return status;
  };
  const updateContest = (over: Record<string, unknown>) => {
    form = { ...form, ...over };
    return call('PUT', '/api/admin/contest', form, root.token);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await login('root', server.rootPassword);
    await call('POST', '/api/admin/user/insert-batch-user', {
      users: names.map((n, i) => [n, password, `${n}@verdict.test`, '', i === 1 ? 'female' : 'male', `Team ${n}`, `School ${i}`]),
    }, root.token);
    for (const n of names) users.push(await login(n, password));
    const pid = (await call<{ problem: { id: number } }>('GET', '/api/get-problem-detail?problemId=1000', null)).data.problem.id;
    const now = Date.now();
    form = {
      title: `Board ${uniqueName('c')}`, description: 'Live board test', type: 0, auth: 0,
      startTime: new Date(now - 3600_000).toISOString(), endTime: new Date(now + 2 * 3600_000).toISOString(),
      sealRank: false, openRank: true, autoRealRank: true, rankShowName: 'username',
      // One gold and one silver, by count.
      awardType: 2, awardConfigList: [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 },
        { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff', num: 1 },
      ],
    };
    cid = (await call<{ id: number }>('POST', '/api/admin/contest', form, root.token)).data.id;
    form = { ...form, id: cid };
    await call('POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' }, root.token);
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

    const wrong = await submit(u2, WA_CODE);
    expect(await verdictOf(wrong)).toBe(-1);
    await expect.poll(() => cellOf(viewer, u2.username), LIVE).toBe('wrong');
    // The site's submit interval (8 s by default) between two submissions of one user.
    await viewer.waitForTimeout(9000);
    const second = await submit(u2, AC_CODE);
    expect(await verdictOf(second)).toBe(0);
    await expect.poll(() => cellOf(viewer, u2.username), LIVE).toBe('ac');

    expect(await viewer.evaluate(() => (globalThis as unknown as Marked).__boardNoReload)).toBe(1);
    expect(streams).toBeGreaterThanOrEqual(1);
    // Award rows: the rank names the award.
    await expect.poll(() => viewer.locator('.board-rank-award').evaluateAll((els) => els.map((e) => (e as unknown as { getAttribute(n: string): string | null }).getAttribute('aria-label'))))
      .toEqual(['1 · Gold', '2 · Silver']);

    // Following u2 repeats their row on top (the server's concerned copy) and keeps it per contest.
    const rows = viewer.locator('[data-testid="contest-board"] tr.ant-table-row');
    expect(await rows.count()).toBe(2);
    await viewer.getByRole('button', { name: `Follow (pin to the top) ${u2.username}` }).click();
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().getByTestId('board-name').textContent()).toBe(u2.username);
    expect(await viewer.evaluate((k) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(k), `verdict.contest.${cid}.concerned`))
      .toBe(JSON.stringify([(u2.user as { uid: string }).uid]));

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
    expect(await viewer.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await viewer.setViewportSize({ width: 1280, height: 800 });

    const zh = await signedInPage(browser, u3, { locale: 'zh-CN' });
    await zh.page.goto(`/contest/${cid}/rank?l=zh-cn`);
    await expect.poll(() => cellOf(zh.page, u2.username), VERDICT).toBe('ac');
    await screenshot(zh.page, 'contest-board-1280-zh');
    await zh.page.setViewportSize({ width: 375, height: 800 });
    await screenshot(zh.page, 'contest-board-375-zh');
    await zh.context.close();
  });

  it('hides a late AC while the board is sealed, on the inner and the outside board', async () => {
    const u4 = users[3];
    await updateContest({ sealRank: true, sealRankTime: new Date(Date.now() - 1000).toISOString() });
    const late = await submit(u4, AC_CODE);
    await expect.poll(() => cellOf(viewer, u4.username), VERDICT).toBe('pending');
    expect(await verdictOf(late)).toBe(0);
    // Well after the verdict: still pending on the open board.
    await viewer.waitForTimeout(3000);
    expect(await cellOf(viewer, u4.username)).toBe('pending');
    await screenshot(viewer, 'contest-board-sealed-1280-en');

    const anon = await signedInPage(browser, null, { locale: 'en' });
    await anon.page.goto(`/contest/acm-scoreboard/${cid}?l=en`);
    await expect.poll(() => cellOf(anon.page, u4.username), VERDICT).toBe('pending');
    expect(await cellOf(anon.page, users[0].username)).toBe('firstAC');
    await screenshot(anon.page, 'contest-outside-board-1280-en');
    await anon.context.close();
  });

  it('after the end the board shows the AC and the scroll board reveals it', { timeout: 300_000 }, async () => {
    const u4 = users[3];
    await updateContest({ endTime: new Date(Date.now() + 3000).toISOString() });
    await viewer.waitForTimeout(4000);
    await viewer.reload();
    try {
      await expect.poll(() => cellOf(viewer, u4.username), { timeout: 20_000 }).toBe('ac');
    } catch (err) {
      await screenshot(viewer, 'contest-board-ended-failure');
      const answer = await call('POST', '/api/get-contest-rank', { cid, currentPage: 1, limit: 50 }, users[2].token).catch((e: Error) => e.message);
      throw new Error(`${String(err)}\nboard as u3 gets it: ${JSON.stringify(answer)}`, { cause: err });
    }

    const admin = await signedInPage(browser, root, { locale: 'en' });
    await admin.page.goto(`/contest/${cid}/scroll-board?l=en`);
    await expect.poll(() => admin.page.getByTestId('scroll-board-config').locator('input.ant-input-number-input').count(), VERDICT).toBe(3);
    await screenshot(admin.page, 'contest-scroll-config-1280-en');

    await admin.page.goto(`/scrollBoard?cid=${cid}&removeStar=false&medals[]=1&medals[]=1&medals[]=1&l=en`);
    const row = admin.page.locator(`[data-testid="scroll-row"][data-uid="${(u4.user as { uid: string }).uid}"]`);
    await expect.poll(() => row.locator('.sb-frozen').count(), VERDICT).toBe(1);
    // Frozen at the seal: u4 is last with nothing solved.
    await expect.poll(() => admin.page.getByTestId('scroll-row').last().getAttribute('data-uid')).toBe((u4.user as { uid: string }).uid);
    await screenshot(admin.page, 'contest-scroll-board-frozen-1280-en');
    await admin.page.keyboard.press('Enter');
    await expect.poll(() => row.locator('.sb-ac').count()).toBe(1);
    await expect.poll(() => admin.page.getByTestId('scroll-status').textContent()).toContain('Everything is revealed');
    await admin.page.waitForTimeout(1000);
    await screenshot(admin.page, 'contest-scroll-board-done-1280-en');
    await admin.page.setViewportSize({ width: 375, height: 800 });
    await screenshot(admin.page, 'contest-scroll-board-375-en');
    await admin.context.close();
  });
});
