import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, call, contestVerdict, login, loginRoot, signInContext } from './api';
import { launchBrowser, openPage, pageScrollWidth, screenshot, uniqueName } from './harness';

/**
 * The balloon runner page in Chromium (issue 23.3): two contestants' ACs judged for real, a
 * runner given the contest's balloon role by its admin sees one row per first AC, marks one
 * delivered and filters by room, at 1280 px in English and 375 px in Chinese; a contestant is refused.
 */

const AC_CODE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
const VERDICT = { timeout: 120_000, interval: 250 };
const SOON = { timeout: 15_000, interval: 100 };

describe('balloon runner page', () => {
  let browser: Browser;
  let root: Session;
  const names = Array.from({ length: 3 }, (_, i) => `${uniqueName('bl')}${i}`);
  const password = 'balloon-Pa55';
  const users: Session[] = [];
  let cid = 0;

  async function runnerPage(session: Session, width: number, language: 'zh-CN' | 'en-US'): Promise<Page> {
    const { page, context } = await openPage(browser, { width, locale: language === 'en-US' ? 'en' : 'zh-CN' });
    await signInContext(context, session, language);
    await page.goto(`/contest/${cid}/balloons`);
    return page;
  }
  const rows = (page: Page) => page.getByTestId('balloon-row');

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    await call(root.token, 'POST', '/api/admin/user/insert-batch-user', {
      users: names.map((n) => [n, password, `${n}@verdict.test`]),
    });
    for (const n of names) users.push(await login(n, password));
    const pid = (await call<{ problem: { id: number } }>(null, 'GET', '/api/get-problem-detail?problemId=1000')).problem.id;
    const now = Date.now();
    cid = (
      await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', {
        title: `Balloons ${uniqueName('c')}`,
        description: 'Balloon runner test',
        type: 0,
        auth: 0,
        startTime: new Date(now - 3600_000).toISOString(),
        endTime: new Date(now + 2 * 3600_000).toISOString(),
      })
    ).id;
    await call(root.token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('two contestants solve A (judged for real); the contest admin makes the third a runner', async () => {
    for (const u of users.slice(0, 2)) {
      const { submitId } = await call<{ submitId: number }>(u.token, 'POST', '/api/submit-problem-judge', {
        pid: 'A',
        cid,
        language: 'C++',
        code: AC_CODE,
      });
      expect(await contestVerdict(root.token, cid, submitId, VERDICT)).toBe(0);
    }
    await call(root.token, 'POST', '/api/admin/contest/balloon/runner', { cid, username: names[2] });
  });

  it('1280 px, English: one row per first AC, mark delivered, filter by room', async () => {
    const page = await runnerPage(users[2]!, 1280, 'en-US');
    await expect.poll(() => rows(page).count(), SOON).toBe(2);
    expect(await page.getByTestId('balloon-first').count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('balloon-team').allTextContents()).toEqual([names[0], names[1]]);
    // No jury settings for a runner.
    expect(await page.getByTestId('balloon-admin').count()).toBe(0);
    await screenshot(page, 'balloon-runner-1280-en');

    await rows(page).first().getByTestId('balloon-deliver').click();
    await expect.poll(() => rows(page).first().getByTestId('balloon-deliver').textContent(), SOON).toContain('Undo');
    await page.getByTestId('balloon-show').getByText('Not delivered').click();
    await expect.poll(() => page.getByTestId('balloon-team').allTextContents(), SOON).toEqual([names[1]]);
    await page.getByTestId('balloon-show').getByText('All').click();

    // No team sits in Hall 9 (individual contest: no seats): the filtered empty state.
    const room = page.getByTestId('balloon-room').locator('xpath=descendant-or-self::input').first();
    await room.fill('Hall 9');
    await room.press('Enter');
    await expect.poll(() => page.getByText('No balloon matches the filter.').count(), SOON).toBe(1);
    await room.fill('');
    await expect.poll(() => rows(page).count(), SOON).toBe(2);
    await page.close();
  });

  it('375 px, Chinese: the list fits, marks work; a contestant is refused', async () => {
    const page = await runnerPage(users[2]!, 375, 'zh-CN');
    await expect.poll(() => rows(page).count(), SOON).toBe(2);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    expect(await page.getByText('气球', { exact: false }).count()).toBeGreaterThan(0);
    const second = rows(page).nth(1).getByTestId('balloon-deliver');
    await second.click();
    await expect.poll(() => second.textContent(), SOON).toContain('撤销');
    await screenshot(page, 'balloon-runner-375-zh');
    await page.close();

    const contestant = await runnerPage(users[0]!, 375, 'zh-CN');
    await expect.poll(() => contestant.getByText('您不是该比赛的气球配送员。').count(), SOON).toBe(1);
    expect(await contestant.getByTestId('balloon-row').count()).toBe(0);
    await contestant.close();
  });

  it('the contest admin sees the settings and the runner', async () => {
    const page = await runnerPage(root, 1280, 'en-US');
    await expect.poll(() => page.getByTestId('balloon-admin').count(), SOON).toBe(1);
    await expect.poll(() => page.getByTestId('balloon-admin').getByText(names[2]!).count(), SOON).toBe(1);
    await page.close();
  });
});
