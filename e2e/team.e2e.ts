import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call, loginRoot, signInContext, type Session } from './api';
import { launchBrowser, openPage, pageScrollWidth, registerUser, screenshot, uniqueName, type RegisteredUser } from './harness';

/**
 * Teams of a team contest (issue 23.1) in the browser: the contest admin imports teams from CSV (a
 * bad line first: its error shown by line, nothing imported), and a contestant registers a team
 * and then sees it as "My team" — in both languages, at 1280 and 375 px.
 */

const HOUR = 3_600_000;
const RUNS = [
  { lang: 'zh-cn', locale: 'zh-CN', width: 1280 },
  { lang: 'en', locale: 'en-US', width: 375 },
  { lang: 'en', locale: 'en-US', width: 1280 },
  { lang: 'zh-cn', locale: 'zh-CN', width: 375 },
] as const;

describe('teams', () => {
  let browser: Browser;
  let root: Session;
  let cid = 0;
  /** Per run: two members imported by the admin, a contestant and a teammate who register. */
  const users: RegisteredUser[][] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    const now = Date.now();
    cid = (
      await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', {
        title: uniqueName('Team Cup '),
        description: 'Teams of up to three.',
        type: 0,
        auth: 0,
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 3 * HOUR).toISOString(),
        teamContest: true,
      })
    ).id;
    // One after another: the mail receiver's files are read while others are written.
    for (let i = 0; i < RUNS.length; i++) {
      const four: RegisteredUser[] = [];
      for (const prefix of ['tm', 'tn', 'tr', 'ts']) four.push(await registerUser(prefix));
      users.push(four);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [index, run] of RUNS.entries()) {
    it(`imports teams from CSV (${run.lang}, ${run.width} px)`, async () => {
      const [a, b] = users[index];
      const { context, page } = await openPage(browser, { width: run.width, height: 900, locale: run.locale });
      try {
        await adminLogin(page, run.lang);
        await page.goto(`/admin/contest/${cid}/teams`);
        await page.getByTestId('team-import').click();
        const team = uniqueName('Pandas ');
        // Line 3 names a user who does not exist: the server refuses the file, nothing is imported.
        await page
          .getByTestId('import-text')
          .fill(
            `team name,organisation,members,location,group\n${team},MIT,${a.username} ${b.username},A-0${index},official\nGhosts,MIT,nobody_${index}_x,,\n`,
          );
        await expect.poll(() => page.getByTestId('import-preview').locator('tbody tr.ant-table-row').count()).toBe(2);
        await page.getByTestId('import-submit').click();
        await expect.poll(() => page.getByTestId('import-preview').textContent()).toContain(`nobody_${index}_x`);
        await expect.poll(() => page.locator('.team-row-error').count()).toBe(1);
        await screenshot(page, `team-import-error-${run.lang}-${run.width}`, { fullPage: false });
        const list = await call<{ teams: Array<{ name: string }> }>(root.token, 'GET', `/api/admin/contest/team/list?cid=${cid}`);
        expect(list.teams.some((t) => t.name === team)).toBe(false);

        await page.getByTestId('import-text').fill(`${team},MIT,${a.username};${b.username},A-0${index},official\n`);
        await page.getByTestId('import-submit').click();
        await expect.poll(() => page.getByTestId('team-table').textContent()).toContain(team);
        expect(await page.getByTestId('team-table').textContent()).toContain(a.username);
        if (run.width < 400) expect(await pageScrollWidth(page)).toBeLessThanOrEqual(run.width);
        await screenshot(page, `team-admin-${run.lang}-${run.width}`);
      } finally {
        await context.close();
      }
    });

    it(`registers a team and shows it as mine (${run.lang}, ${run.width} px)`, async () => {
      const [, , me, mate] = users[index];
      const { context, page } = await openPage(browser, { width: run.width, height: 900, locale: run.locale });
      try {
        await signInContext(context, me, run.locale);
        await page.goto(`/contest/${cid}`);
        const form = page.getByTestId('team-register');
        await form.waitFor();
        await expect.poll(() => page.getByTestId('register-member-1').inputValue()).toBe(me.username);
        // No name: the form says so and sends nothing.
        await page.getByTestId('register-team-submit').click();
        await expect.poll(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
        // A member who does not exist: the server's message, in place.
        const name = uniqueName('Owls ');
        await page.getByTestId('register-team-name').fill(name);
        await page.getByTestId('register-member-2').fill(`ghost_${index}_zz`);
        await page.getByTestId('register-team-submit').click();
        await expect.poll(() => page.getByTestId('register-error').textContent()).toContain(`ghost_${index}_zz`);
        await page.getByTestId('register-member-2').fill(mate.username);
        await page.getByTestId('register-organization').fill('Tsinghua');
        if (run.width < 400) expect(await pageScrollWidth(page)).toBeLessThanOrEqual(run.width);
        await screenshot(page, `team-register-${run.lang}-${run.width}`);
        await page.getByTestId('register-team-submit').click();
        await expect.poll(() => page.getByTestId('my-team-name').textContent()).toBe(name);
        expect(await page.getByTestId('my-team').textContent()).toContain(mate.username);
        await screenshot(page, `team-mine-${run.lang}-${run.width}`);
      } finally {
        await context.close();
      }
    });
  }
});
