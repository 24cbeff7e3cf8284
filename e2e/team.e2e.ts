import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call, contestVerdict, login, loginRoot, signInContext, withoutSubmitInterval, type Session } from './api';
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

/**
 * A team contest's board (issue 23.1): team rows (one per team, any member's AC counts), the team's
 * card (organisation, members) on hover or tap, and the category picker: each category ranked
 * apart, remembered in the URL, hidden categories shown to the contest's admins only.
 */
describe('the board of a team contest', () => {
  withoutSubmitInterval();
  let browser: Browser;
  let root: Session;
  let cid = 0;
  const names = Array.from({ length: 4 }, (_, i) => `${uniqueName('tb')}${i}`);
  const password = 'team-Pa55';
  const users: Session[] = [];
  const groups = new Map<string, number>();
  let form: Record<string, unknown> = {};
  const AC = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
  const WA = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << std::endl; }\n';

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    await call(root.token, 'POST', '/api/admin/user/insert-batch-user', {
      users: names.map((n) => [n, password, `${n}@verdict.test`, '', 'male', '', '']),
    });
    for (const n of names) users.push(await login(n, password));
    const pid = (await call<{ problem: { id: number } }>(null, 'GET', '/api/get-problem-detail?problemId=1000')).problem.id;
    const now = Date.now();
    form = {
      title: uniqueName('Team Board '),
      description: 'Teams on the board.',
      type: 0,
      auth: 0,
      startTime: new Date(now - 3_600_000).toISOString(),
      endTime: new Date(now + 3 * HOUR).toISOString(),
      openRank: true,
      teamContest: true,
    };
    cid = (await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', form)).id;
    form.id = cid;
    await call(root.token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
    const [a, b, c, d] = names;
    const csv = `Red Pandas,MIT,${a} ${b},A-01,official\nBlue Owls,Tsinghua,${c},A-02,women\nGhosts,MIT,${d},,observers\n`;
    await call(root.token, 'POST', '/api/admin/contest/team/import', { cid, csv });
    const list = await call<{ groups: Array<{ id: number; name: string }> }>(
      root.token,
      'GET',
      `/api/admin/contest/team/list?cid=${cid}`,
    );
    for (const g of list.groups) groups.set(g.name, g.id);
    await call(root.token, 'PUT', '/api/admin/contest/team/group', {
      cid,
      id: groups.get('observers'),
      name: 'observers',
      hidden: true,
    });
  });

  it('judges two members of one team on the sandbox: the team gets one AC', async () => {
    // Two members of one team: a wrong try, then the other's AC; the team gets one AC.
    const submit = async (who: Session, code: string) => {
      const { submitId } = await call<{ submitId: number }>(who.token, 'POST', '/api/submit-problem-judge', {
        pid: 'A',
        cid,
        language: 'C++',
        code,
      });
      return contestVerdict(root.token, cid, submitId, { timeout: 120_000, interval: 250 });
    };
    expect(await submit(users[0], WA)).toBe(-1);
    expect(await submit(users[1], AC)).toBe(0);
    expect(await submit(users[2], AC)).toBe(0);
    expect(await submit(users[3], AC)).toBe(0);
    const board = await call<{ records: Array<{ username: string; ac: number; isConcerned?: boolean }> }>(
      users[0].token,
      'POST',
      '/api/get-contest-rank',
      { cid, currentPage: 1, limit: 50 },
    );
    const red = board.records.filter((r) => r.username === 'Red Pandas' && !r.isConcerned);
    expect(red.map((r) => r.ac)).toEqual([1]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const boardNames = (page: import('playwright-core').Page) =>
    page.locator('[data-testid="contest-board"] tr.ant-table-row [data-testid="board-name"]').allTextContents();

  for (const run of RUNS) {
    it(`shows teams and ranks a category apart (${run.lang}, ${run.width} px)`, async () => {
      const { context, page } = await openPage(browser, { width: run.width, height: 900, locale: run.locale });
      try {
        await signInContext(context, users[0], run.locale);
        await page.goto(`/contest/${cid}/rank`);
        // One row per team (the viewer's team once more on top), none per member; Red's wrong try costs it 20 minutes.
        await expect.poll(() => boardNames(page)).toEqual(['Red Pandas', 'Blue Owls', 'Ghosts', 'Red Pandas']);
        const picker = page.getByTestId('board-category');
        await expect
          .poll(() => picker.locator('label').allTextContents())
          .toEqual([run.lang === 'en' ? 'All' : '全部', 'official', 'women']);
        // The team's card: organisation and members.
        await page.getByTestId('board-team').filter({ hasText: 'Blue Owls' }).click();
        const card = page.getByTestId('board-team-card');
        await expect.poll(() => card.textContent()).toContain('Tsinghua');
        expect(await card.textContent()).toContain(names[2]);
        if (run.width < 400) expect(await pageScrollWidth(page)).toBeLessThanOrEqual(run.width);
        await screenshot(page, `team-board-${run.lang}-${run.width}`, { fullPage: false });
        await page.keyboard.press('Escape');

        await picker.getByText('women', { exact: true }).click();
        await expect.poll(() => boardNames(page)).toEqual(['Blue Owls']);
        await expect.poll(() => page.url()).toContain(`category=${groups.get('women')}`);
        expect(await page.locator('[data-testid="contest-board"] tr.ant-table-row td').first().textContent()).toBe('1');
        // Remembered in the URL: a reload keeps the category.
        await page.reload();
        await expect.poll(() => boardNames(page)).toEqual(['Blue Owls']);
        if (run.width < 400) expect(await pageScrollWidth(page)).toBeLessThanOrEqual(run.width);
        await screenshot(page, `team-board-category-${run.lang}-${run.width}`, { fullPage: false });
        // A hidden category asked through the URL is not there for a contestant: the whole board.
        await page.goto(`/contest/${cid}/rank?category=${groups.get('observers')}`);
        await expect.poll(() => boardNames(page)).toEqual(['Red Pandas', 'Blue Owls', 'Ghosts', 'Red Pandas']);
      } finally {
        await context.close();
      }
    });
  }

  it('shows hidden categories to the contest admin', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 900, locale: 'en-US' });
    try {
      await signInContext(context, root, 'en-US');
      await page.goto(`/contest/${cid}/rank?category=${groups.get('observers')}`);
      await expect.poll(() => boardNames(page)).toEqual(['Ghosts']);
      expect(await page.getByTestId('board-category').textContent()).toContain('observers (hidden)');
    } finally {
      await context.close();
    }
  });

  it('replays the teams on the scroll board after the end (en, 1280 and 375 px)', async () => {
    // Sealed half an hour ago (before every try above), ended now.
    const now = Date.now();
    form = {
      ...form,
      sealRank: true,
      sealRankTime: new Date(now - 1_800_000).toISOString(),
      endTime: new Date(now).toISOString(),
    };
    await call(root.token, 'PUT', '/api/admin/contest', form);
    for (const width of [1280, 375]) {
      const { context, page } = await openPage(browser, { width, height: 900, locale: 'en-US' });
      try {
        await signInContext(context, root, 'en-US');
        await page.goto(`/scrollBoard?cid=${cid}&removeStar=false&medals[]=1&medals[]=1&medals[]=1`);
        const rows = page.getByTestId('scroll-row');
        await expect.poll(() => rows.count()).toBe(3);
        expect(
          (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-uid')))).every((u) => u?.startsWith('team-')),
        ).toBe(true);
        expect(await page.getByTestId('scroll-board').textContent()).toContain('Red Pandas');
        expect(await page.getByTestId('scroll-board').textContent()).toContain('Tsinghua');
        await screenshot(page, `team-scroll-board-en-${width}`, { fullPage: false });
      } finally {
        await context.close();
      }
    }
  });
});
