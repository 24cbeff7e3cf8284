import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, call, loginRoot, signInContext, withoutSubmitInterval } from './api';
import { type RegisteredUser, launchBrowser, openPage, pageScrollWidth, registerUser, screenshot, uniqueName } from './harness';

/**
 * Remote judging end to end against the Codeforces stand-in (e2e/remote-standins.ts, started by the
 * global setup): the root sets CF accounts, an admin imports CF-1A through the dialog, a user's
 * verdict arrives live on the status page, a submission the site refuses (status 10) shows the
 * resubmit icon and, resubmitted, gets its verdict live without a reload (one it crashes on, status
 * 4, shows the icon too); the contest and training admin problem lists import through the same
 * dialog, the problem placed there.
 */
const VERDICT = { timeout: 40_000, interval: 200 };
const CODE = '#include <cstdio>\nint main() { int a, b; scanf("%d%d", &a, &b); printf("%d\\n", a + b); }\n';

const setCfAccounts = (root: Session, users: string[], passwords: string[]) =>
  call(root.token, 'PUT', '/api/admin/switch/update', { cfUsernameList: users, cfPasswordList: passwords });

/** The status of the newest row on the list (the user's own list, newest first). */
const firstRow = (page: Page) => page.getByTestId('submission-table').locator('tbody tr.ant-table-row').first();
const firstStatus = (page: Page) => firstRow(page).getByTestId('judge-status').getAttribute('data-status');

describe('remote judging (Codeforces stand-in)', () => {
  withoutSubmitInterval();
  let browser: Browser;
  let root: Session;
  let user: RegisteredUser;
  let pid = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    user = await registerUser('remote');
  });
  afterAll(async () => {
    // Other suites on this server expect no remote account.
    if (root) await setCfAccounts(root, [], []);
    await browser?.close();
  });

  it('shows the sites with their accounts and imports CF-1A through the admin dialog', async () => {
    await setCfAccounts(root, ['e2e-cf'], ['cf-Pa55']);
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    try {
      // Signed in as the root already (the admin login form has its own suite).
      await signInContext(context, root, 'en-US');
      await page.goto('/admin/conf');
      const cf = page.getByTestId('remote-site-CF');
      await expect.poll(() => cf.innerText()).toMatch(/CF · Codeforces\s+1\s+0\s+Ready/);
      // Every other site has no account: named in the warning.
      await expect.poll(() => page.getByTestId('remote-sites-warning').innerText()).toContain('HDU');
      expect(await page.getByTestId('remote-sites-warning').innerText()).not.toContain('CF (');
      await screenshot(page, 'remote-sites-1280-en');

      await page.goto('/admin/problems');
      await page.getByTestId('remote-import-open').click();
      const dialog = page.getByTestId('remote-import-dialog');
      // A site's failure is shown in place, nothing imported.
      await dialog.getByTestId('remote-import-id').fill('500A');
      await dialog.getByTestId('remote-import-submit').click();
      await expect.poll(() => dialog.getByTestId('remote-import-error').innerText(), VERDICT).toContain('500');
      await screenshot(page, 'remote-import-error-1280-en', { fullPage: false });
      await dialog.getByTestId('remote-import-id').fill('1A');
      await dialog.getByTestId('remote-import-submit').click();
      await expect.poll(() => dialog.getByTestId('remote-import-done').innerText(), VERDICT).toContain('CF-1A');
      await screenshot(page, 'remote-import-done-1280-en', { fullPage: false });
    } finally {
      await context.close();
    }
    const detail = await call<{ problem: { id: number; title: string } }>(
      user.token,
      'GET',
      '/api/get-problem-detail?problemId=CF-1A',
    );
    expect(detail.problem.title).not.toBe('');
    pid = detail.problem.id;
  });

  it("gets a user's verdict live on the status page; a refused submission (status 10) is resubmitted, a crashed one (status 4) offers it too", async () => {
    expect(pid).toBeGreaterThan(0);
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    try {
      await signInContext(context, user, 'zh-CN');
      await page.goto('/status?onlyMine=true');
      await page.getByTestId('submission-table').waitFor();
      const refresh = page.getByTestId('submission-filters').locator('button:has(.anticon-reload)');

      const submit = async (code: string) =>
        (
          await call<{ submitId: number }>(user.token, 'POST', '/api/submit-problem-judge', {
            pid: 'CF-1A',
            language: 'C++',
            code,
          })
        ).submitId;
      const accepted = await submit(CODE);
      await refresh.click();
      await expect.poll(() => firstRow(page).getAttribute('data-row-key')).toBe(String(accepted));
      // Pending or already judged when the list came back: the verdict arrives without a reload.
      await expect.poll(() => firstStatus(page), VERDICT).toBe('0');

      // Wrong password on the site: Submitted Failed, the reason on the detail, the resubmit icon for its author.
      await setCfAccounts(root, ['e2e-cf-bad'], ['wrong']);
      const failed = await submit(`${CODE}// second try\n`);
      await refresh.click();
      await expect.poll(() => firstRow(page).getAttribute('data-row-key')).toBe(String(failed));
      await expect.poll(() => firstStatus(page), VERDICT).toBe('10');
      await expect.poll(() => firstRow(page).getByTestId('resubmit').isVisible()).toBe(true);
      await screenshot(page, 'remote-status-failed-375-zh');
      // The same row's detail at 1280 px in English: the site's reason, and the icon by the headline.
      const wide = await openPage(browser, { width: 1280, locale: 'en-US' });
      try {
        await signInContext(wide.context, user, 'en-US');
        await wide.page.goto(`/submission-detail/${failed}`);
        await expect.poll(() => wide.page.getByTestId('banner-status').getAttribute('data-status')).toBe('10');
        // The site's reason is shown (the login of the bad account was refused).
        expect(await wide.page.getByTestId('status-banner').locator('pre').innerText()).toContain('e2e-cf-bad');
        expect(await wide.page.getByTestId('status-banner').getByTestId('resubmit').isVisible()).toBe(true);
        await screenshot(wide.page, 'remote-detail-failed-1280-en', { fullPage: false });
      } finally {
        await wide.context.close();
      }

      // The account fixed, the author resubmits: Pending at once, then the verdict, with no reload.
      await setCfAccounts(root, ['e2e-cf'], ['cf-Pa55']);
      await page.evaluate(() => ((globalThis as unknown as { __noReload: number }).__noReload = 1));
      await firstRow(page).getByTestId('resubmit').click();
      await expect.poll(() => firstStatus(page), VERDICT).not.toBe('10');
      await expect.poll(() => firstStatus(page), VERDICT).toBe('0');
      expect(await firstRow(page).getByTestId('resubmit').count()).toBe(0);
      expect(await page.evaluate(() => (globalThis as unknown as { __noReload?: number }).__noReload)).toBe(1);
      // A System Error (status 4: the site crashed on it) is resubmitted too: the icon on its row and its detail.
      const crashed = await submit(`${CODE}// VERDICT:SE\n`);
      await refresh.click();
      await expect.poll(() => firstRow(page).getAttribute('data-row-key')).toBe(String(crashed));
      await expect.poll(() => firstStatus(page), VERDICT).toBe('4');
      await expect.poll(() => firstRow(page).getByTestId('resubmit').isVisible()).toBe(true);
      expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
      await screenshot(page, 'remote-status-resubmitted-375-zh');
      await page.goto(`/submission-detail/${crashed}`);
      await expect.poll(() => page.getByTestId('banner-status').getAttribute('data-status')).toBe('4');
      expect(await page.getByTestId('status-banner').getByTestId('resubmit').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('imports remote problems from the contest (375 px, zh) and training (1280 px, en) admin problem lists', async () => {
    const now = Date.now();
    const contest = { title: uniqueName('Remote cup '), description: 'CF problems', type: 0, auth: 0 };
    const cid = (
      await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', {
        ...contest,
        startTime: new Date(now + 3_600_000).toISOString(),
        endTime: new Date(now + 7_200_000).toISOString(),
      })
    ).id;
    const category = await call<{ id: number }>(root.token, 'POST', '/api/admin/training/category', {
      name: uniqueName('Remote'),
      color: '#2f6fde',
    });
    const tid = (
      await call<{ id: number }>(root.token, 'POST', '/api/admin/training', {
        training: { title: uniqueName('Remote training '), description: 'CF', rank: 0, auth: 'Public' },
        trainingCategory: { id: category.id },
      })
    ).id;
    const phone = await openPage(browser, { width: 375, height: 800 });
    try {
      await signInContext(phone.context, root, 'zh-CN');
      await phone.page.goto(`/admin/contest/${cid}/problems`);
      await phone.page.getByTestId('remote-import-open').click();
      const dialog = phone.page.getByTestId('remote-import-dialog');
      // A site without an account is named (its problems import, submissions to them would fail).
      await dialog.getByTestId('remote-import-oj').click();
      await phone.page.locator('.ant-select-item-option[title="HDU · HDU"]').click();
      await dialog.getByTestId('remote-import-no-account').waitFor();
      await screenshot(phone.page, 'remote-import-contest-no-account-375-zh', { fullPage: false });
      await dialog.getByTestId('remote-import-oj').click();
      await phone.page.locator('.ant-select-item-option[title="CF · Codeforces"]').click();
      await expect.poll(() => dialog.getByTestId('remote-import-no-account').count()).toBe(0);
      // The contest's next display id is offered; an unknown problem is the site's answer, shown in place.
      await expect.poll(() => dialog.getByTestId('remote-import-display-id').inputValue()).toBe('A');
      await dialog.getByTestId('remote-import-id').fill('404A');
      await dialog.getByTestId('remote-import-submit').click();
      await expect.poll(() => dialog.getByTestId('remote-import-error').innerText(), VERDICT).toContain('404A');
      await screenshot(phone.page, 'remote-import-contest-error-375-zh', { fullPage: false });
      await dialog.getByTestId('remote-import-id').fill('2A');
      await dialog.getByTestId('remote-import-submit').click();
      await expect.poll(() => dialog.getByTestId('remote-import-done').innerText(), VERDICT).toMatch(/CF-2A.*A/);
      // The list moved on: B is offered next, and the problem is in the contest's list as A.
      await expect.poll(() => dialog.getByTestId('remote-import-display-id').inputValue()).toBe('B');
      expect(await pageScrollWidth(phone.page)).toBeLessThanOrEqual(375);
      await screenshot(phone.page, 'remote-import-contest-done-375-zh', { fullPage: false });
      await phone.page.keyboard.press('Escape');
      await expect.poll(() => phone.page.getByTestId('contest-problem-table').innerText()).toContain('CF-2A');
    } finally {
      await phone.context.close();
    }
    const wide = await openPage(browser, { width: 1280, locale: 'en-US' });
    try {
      await signInContext(wide.context, root, 'en-US');
      await wide.page.goto(`/admin/training/${tid}/problems`);
      await wide.page.getByTestId('remote-import-open').click();
      const dialog = wide.page.getByTestId('remote-import-dialog');
      await dialog.getByTestId('remote-import-id').fill('2A');
      await dialog.getByTestId('remote-import-submit').click();
      await expect.poll(() => dialog.getByTestId('remote-import-done').innerText(), VERDICT).toContain('training');
      await screenshot(wide.page, 'remote-import-training-done-1280-en', { fullPage: false });
      await wide.page.keyboard.press('Escape');
      await expect.poll(() => wide.page.getByTestId('training-admin-problems').innerText()).toContain('CF-2A');
    } finally {
      await wide.context.close();
    }
  });

  it('shows the remote judges on the home page, in both languages, themes and widths', async () => {
    for (const [width, lang, theme] of [
      [1280, 'zh-CN', 'light'],
      [375, 'en-US', 'dark'],
    ] as const) {
      const { page, context } = await openPage(browser, { width, height: 900 });
      try {
        await context.addInitScript((th) => {
          const g = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
          if (th === 'dark') g.localStorage.setItem('verdict.theme', 'dark');
        }, theme);
        await signInContext(context, null, lang);
        // The stand-in's contest list is down: the empty state (a site that does not answer adds nothing).
        await page.goto('/home');
        await expect.poll(() => page.getByTestId('home-remote-logos').locator('svg').count()).toBe(7);
        await expect.poll(() => page.getByTestId('home-other-contests-empty').count()).toBe(1);
        expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
        const tag = `${width}-${lang === 'en-US' ? 'en' : 'zh'}-${theme}`;
        await screenshot(page, `remote-home-${tag}`);
        if (theme === 'dark') {
          // How a listed contest looks (the stand-in's list is down for the other suites): one running, one coming.
          const hour = 3_600_000;
          const at = (ms: number) => new Date(Date.now() + ms).toISOString();
          const data = [
            {
              oj: 'CF',
              url: 'http://127.0.0.1:9/contest/2001',
              title: 'Codeforces Round (Div. 2)',
              beginTime: at(-hour),
              endTime: at(hour),
            },
            {
              oj: 'AC',
              url: 'http://127.0.0.1:9/contests/abc999',
              title: 'AtCoder Beginner Contest 999',
              beginTime: at(26 * hour),
              endTime: at(27.67 * hour),
            },
          ];
          await page.route('**/api/get-recent-other-contest', (r) =>
            r.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 200, msg: 'success', data }) }),
          );
          await page.reload();
          await expect.poll(() => page.getByTestId('home-other-contest').count()).toBe(2);
          expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
          await screenshot(page, `remote-home-contests-${tag}`);
        }
      } finally {
        await context.close();
      }
    }
  });
});
