import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginRoot, pickDate, signInContext } from './api';
import { launchBrowser, openPage, pageScrollWidth, registerUser, screenshot, uniqueName } from './harness';

/**
 * A group contest run by its teacher from the group's Contests tab (spec 3 §2): the site's contest
 * admin form, problem list and announcements on the group's calls; a member submits in it.
 */

const AC_CODE =
  '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << std::endl;\n  return 0;\n}\n';
const VERDICT = { timeout: 90_000, interval: 250 };

const quiet = (page: Page) => expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
const pad = (n: number) => String(n).padStart(2, '0');
/** The form's local-time text (the browser runs in the machine's zone, as this process does). */
const local = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
};

describe('group contests in the browser', () => {
  let browser: Browser;
  let root: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    root = (await loginRoot()).token;
    await call(root, 'PUT', '/api/admin/switch/update', {
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 100,
      defaultCreateGroupLimit: 100,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the teacher creates a contest and adds a group problem from the Contests tab; a member submits and gets a verdict', async () => {
    const teacher = await registerUser('gcteach');
    const student = await registerUser('gcpupil');
    const groupName = uniqueName('Cup class ');
    const shortName = uniqueName('k').slice(0, 8);
    await call(teacher.token, 'POST', '/api/group', {
      name: groupName,
      shortName,
      brief: 'Contests of the class',
      description: 'A group with a contest.',
      auth: 1,
    });
    const mine = await call<{ records: Array<{ id: number; name: string }> }>(
      teacher.token,
      'GET',
      '/api/get-group-list?onlyMine=true&limit=50',
    );
    const gid = mine.records.find((g) => g.name === groupName)!.id;
    await call(student.token, 'POST', `/api/group/member?gid=${gid}&reason=${encodeURIComponent('I am in the class')}`, {});
    // A group problem (its id gets the group's short name in front).
    await call(teacher.token, 'POST', '/api/group/problem', {
      problem: {
        problemId: 'S1',
        title: 'Class sum',
        type: 0,
        timeLimit: 1000,
        memoryLimit: 256,
        stackLimit: 128,
        auth: 1,
        gid,
        description: 'Add two numbers.',
      },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '40 2\n', output: '42\n' },
      ],
      isUploadTestCase: false,
      languages: [{ name: 'C++' }],
      tags: [],
      codeTemplates: [],
    });
    const groupProblemId = `${shortName}S1`.toUpperCase();

    // ── the teacher: the group's Contests tab → the contest form ──
    const t = await openPage(browser, { locale: 'en' });
    await signInContext(t.context, teacher, 'en-US');
    const page = t.page;
    await page.goto(`/group/${gid}/contest?l=en`);
    await page.getByTestId('group-contest-create').click();
    await page.waitForURL(`**/group/${gid}/contest-admin/create`);
    const title = uniqueName('Class cup ');
    await page.getByTestId('ca-title').fill(title);
    await pickDate(page.getByTestId('ca-start'), local(Date.now() - 3_600_000));
    await pickDate(page.getByTestId('ca-end'), local(Date.now() + 3 * 3_600_000));
    await page.getByTestId('ca-description-source').fill('The **class cup**.');
    await screenshot(page, 'group-contest-form-en-1280');
    await page.getByTestId('ca-save').click();
    await page.waitForURL(`**/group/${gid}/contest`);
    // The Contests tab stays lit on the admin pages.
    expect(await page.getByTestId('group-shell').locator('.ant-tabs-tab-active').textContent()).toBe('Contests');
    const listed = await call<{ records: Array<{ id: number; title: string; gid: number | null }> }>(
      teacher.token,
      'GET',
      `/api/group/get-admin-contest-list?gid=${gid}`,
    );
    const cid = listed.records.find((c) => c.title === title)!.id;
    await quiet(page);

    // ── its problems: one of the group's problems joins as A ──
    await page.getByTestId('group-contest-admin-toggle').click();
    await page.getByTestId(`group-contest-problems-${cid}`).click();
    await page.waitForURL(`**/group/${gid}/contest-admin/${cid}/problems`);
    expect(await page.getByTestId('group-shell').locator('.ant-tabs-tab-active').textContent()).toBe('Contests');
    await page.getByTestId('add-from-group').click();
    expect(await page.getByTestId('pick-display-id').inputValue()).toBe('A');
    await page.getByTestId(`pick-${groupProblemId}`).click();
    await expect.poll(() => page.getByTestId('pick-display-id').inputValue()).toBe('B');
    await page.keyboard.press('Escape');
    const rows = page.getByTestId('contest-problem-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await quiet(page);
    await screenshot(page, 'group-contest-problems-en-1280');

    // ── an announcement ──
    await page.goto(`/group/${gid}/contest-admin/${cid}/announcement?l=en`);
    await page.getByTestId('ann-create').click();
    await page.getByTestId('ann-title').fill('Sample fixed');
    await page.getByTestId('ann-content-source').fill('Read **both** numbers.');
    await page.getByTestId('ann-save').click();
    await expect.poll(() => page.getByTestId('ann-table').textContent()).toContain('Sample fixed');
    const anns = await call<{ records: Array<{ title: string }> }>(
      teacher.token,
      'GET',
      `/api/group/get-contest-announcement-list?cid=${cid}&currentPage=1&limit=10`,
    );
    expect(anns.records.map((a) => a.title)).toEqual(['Sample fixed']);
    await quiet(page);
    await screenshot(page, 'group-contest-announcements-en-1280');

    // ── the member opens the contest from the group and submits ──
    const s = await openPage(browser, { locale: 'en' });
    await signInContext(s.context, student, 'en-US');
    await s.page.goto(`/group/${gid}/contest?l=en`);
    const item = s.page.getByTestId('contest-item').filter({ hasText: title });
    await expect.poll(() => item.count()).toBe(1);
    await item.locator('.contest-item-title').click();
    await s.page.waitForURL(`**/contest/${cid}`);
    await s.page.getByRole('tab', { name: 'Problems', exact: true }).click();
    await expect.poll(() => s.page.getByTestId('contest-problem-link').count()).toBe(1);
    await s.page.getByTestId('contest-problem-link').first().click();
    await expect.poll(() => s.page.url()).toContain(`/contest/${cid}/problem/A`);
    await s.page.getByTestId('editor-language').click();
    await s.page.locator('.ant-select-item-option[title="C++"]').click();
    await s.page
      .getByTestId('problem-editor')
      .locator('input[type=file]')
      .setInputFiles({ name: 'main.cpp', mimeType: 'text/plain', buffer: Buffer.from(AC_CODE) });
    await expect.poll(() => s.page.locator('.cm-content').first().innerText()).toContain('a + b');
    await s.page.getByTestId('submit-code').click();
    const verdict = s.page.getByTestId('submit-status').getByTestId('judge-status');
    await expect.poll(() => verdict.getAttribute('data-status'), VERDICT).toBe('0');
    await screenshot(s.page, 'group-contest-member-submit-en-1280');
    await s.context.close();

    // ── the admin screens at both widths in both languages ──
    for (const lang of ['en', 'zh-cn'] as const) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        for (const [name, path, ready] of [
          ['contest-form', `/group/${gid}/contest-admin/${cid}/edit`, 'ca-title'],
          ['contest-problems', `/group/${gid}/contest-admin/${cid}/problems`, 'contest-problem-table'],
          ['contest-announcements', `/group/${gid}/contest-admin/${cid}/announcement`, 'contest-announcements-page'],
        ] as const) {
          await page.goto(`${path}?l=${lang}`);
          await page.getByTestId(ready).first().waitFor();
          await quiet(page);
          if (width === 375) expect(await pageScrollWidth(page), `${name} ${lang} fits 375 px`).toBeLessThanOrEqual(375);
          await screenshot(page, `group-${name}-${lang}-${width}`);
        }
      }
    }
    await t.context.close();
  }, 300_000);

  it("group admins moderate the group's posts in the Discussions tab: pin, disable, delete", async () => {
    await call(root, 'PUT', '/api/admin/switch/update', {
      openGroupDiscussion: true,
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 0,
    });
    let categories = await call<Array<{ id: number; name: string }>>(null, 'GET', '/api/discussion-category');
    if (categories.length === 0) {
      await call(root, 'POST', '/api/discussion-category', [{ name: 'General' }]);
      categories = await call<Array<{ id: number; name: string }>>(null, 'GET', '/api/discussion-category');
    }
    const teacher = await registerUser('gdteach');
    const groupName = uniqueName('Talk ');
    await call(teacher.token, 'POST', '/api/group', {
      name: groupName,
      shortName: uniqueName('d').slice(0, 8),
      brief: 'Posts of the class',
      description: 'A group that talks.',
      auth: 1,
    });
    const mine = await call<{ records: Array<{ id: number; name: string }> }>(
      teacher.token,
      'GET',
      '/api/get-group-list?onlyMine=true&limit=50',
    );
    const gid = mine.records.find((g) => g.name === groupName)!.id;
    const postTitle = uniqueName('Homework ');
    await call(teacher.token, 'POST', '/api/group/discussion', {
      gid,
      title: postTitle,
      description: 'Due Friday',
      content: 'Solve **S1**.',
      categoryId: categories[0].id,
    });
    const posts = async () =>
      (
        await call<{ records: Array<{ title: string; topPriority: boolean; status: number }> }>(
          teacher.token,
          'GET',
          `/api/group/get-admin-discussion-list?gid=${gid}`,
        )
      ).records.find((d) => d.title === postTitle);

    const { context, page } = await openPage(browser, { locale: 'en' });
    await signInContext(context, teacher, 'en-US');
    await page.goto(`/group/${gid}/discussion?l=en`);
    await page.getByTestId('group-discussion-admin-toggle').click();
    const row = page.getByTestId('admin-discussion-table').locator('tr', { hasText: postTitle });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('switch', { name: 'Pinned' }).click();
    await expect.poll(async () => (await posts())?.topPriority).toBe(true);
    await row.getByRole('switch', { name: 'Status' }).click();
    await expect.poll(async () => (await posts())?.status).toBe(1);
    await quiet(page);
    for (const lang of ['en', 'zh-cn'] as const) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        await page.goto(`/group/${gid}/discussion?l=${lang}`);
        await page.getByTestId('group-discussion-admin-toggle').click();
        await expect.poll(() => page.getByTestId('admin-discussion-table').locator('tr', { hasText: postTitle }).count()).toBe(1);
        if (width === 375) expect(await pageScrollWidth(page), `discussion admin ${lang} fits 375 px`).toBeLessThanOrEqual(375);
        await screenshot(page, `group-discussion-admin-${lang}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/group/${gid}/discussion?l=en`);
    await page.getByTestId('group-discussion-admin-toggle').click();
    await page
      .getByTestId('admin-discussion-table')
      .locator('tr', { hasText: postTitle })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /OK|Delete/ })
      .click();
    await expect.poll(async () => (await posts()) === undefined).toBe(true);
    await context.close();
    await call(root, 'PUT', '/api/admin/switch/update', {
      defaultCreateDiscussionACInitValue: 10,
      defaultCreateDiscussionDailyLimit: 5,
    });
  }, 180_000);
});
