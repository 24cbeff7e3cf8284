import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginRoot, signInContext } from './api';
import { launchBrowser, openPage, pageScrollWidth, registerUser, screenshot, uniqueName, type RegisteredUser } from './harness';

/** A class on the site: a teacher's private group, a student let in with its code, a group training solved on the real judge. */

const AC_CODE =
  '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << std::endl;\n  return 0;\n}\n';
const VERDICT_TIMEOUT = { timeout: 90_000, interval: 250 };
const CODE = 'k3y-42';

async function login(page: Page, user: RegisteredUser, path: string): Promise<void> {
  // /group is open to visitors: its create button asks for a login and opens the dialog.
  await page.goto(path);
  await page.getByTestId('group-create').click();
  const form = page.getByTestId('login-form');
  await form.locator('input').nth(0).fill(user.username);
  await form.locator('input[type=password]').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect.poll(() => page.getByTestId('user-menu').count()).toBe(1);
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
}

const quiet = (page: Page) => expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);

describe('groups in the browser', () => {
  let browser: Browser;
  let root: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    root = (await loginRoot()).token;
    // A fresh teacher has no accepted submissions: let anyone create groups on this server.
    await call(root, 'PUT', '/api/admin/switch/update', {
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 100,
      defaultCreateGroupLimit: 100,
    });
    // A training needs a category (spec 3 §5); a group admin picks one of the site's.
    await call(root, 'POST', '/api/admin/training/category', { name: uniqueName('Class'), color: '#2f6fde' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a teacher creates a private group, a student applies with the code, is accepted, solves the group training and ranks', async () => {
    const teacher = await registerUser('teach');
    const student = await registerUser('pupil');
    const groupName = uniqueName('Class ');
    const shortName = uniqueName('c').slice(0, 10);

    // ── the teacher creates a private group ──
    const t = await openPage(browser, { locale: 'zh-CN' });
    await login(t.page, teacher, '/group');
    await t.page.getByTestId('group-create').click();
    const dialog = t.page.getByTestId('group-create-form');
    await dialog.waitFor();
    // On blur each field checks its length (spec 3 §5).
    await t.page.getByTestId('group-form-name').fill('abc');
    await t.page.getByTestId('group-form-brief').focus();
    await expect.poll(() => dialog.textContent()).toContain('团队名称长度须为 5 到 25 个字符');
    await t.page.getByTestId('group-form-name').fill(groupName);
    await t.page.getByTestId('group-form-short-name').fill(shortName);
    await t.page.getByTestId('group-form-brief').fill('Algorithms, weekly');
    await t.page.getByTestId('group-form-auth').getByText('私有').click();
    await t.page.getByTestId('group-form-code').fill(CODE);
    await t.page.getByTestId('group-form-description').fill('Weekly practice for **our class**.');
    await screenshot(t.page, 'group-create-zh-1280', { fullPage: false });
    await t.page.getByTestId('group-create-submit').click();
    await t.page.waitForURL('**/group?onlyMine=true');
    const card = t.page.getByTestId('group-card').filter({ hasText: groupName });
    await expect.poll(() => card.count()).toBe(1);
    await quiet(t.page);
    await screenshot(t.page, 'group-list-zh-1280');
    await card.click();
    await t.page.waitForURL(/\/group\/\d+$/);
    const gid = Number(/\/group\/(\d+)$/.exec(t.page.url())?.[1]);
    await expect.poll(() => t.page.getByTestId('group-code').textContent()).toBe(CODE);
    await expect.poll(() => t.page.getByTestId('group-disband').count()).toBe(1);
    await screenshot(t.page, 'group-home-owner-zh-1280');

    // ── the student finds it, applies with the code ──
    const s = await openPage(browser, { locale: 'en' });
    await login(s.page, student, '/group?l=en');
    await s.page.goto(`/group/${gid}?l=en`);
    await expect.poll(() => s.page.getByTestId('group-title').textContent()).toBe(groupName);
    await expect.poll(() => s.page.getByRole('tab', { name: 'Problems' }).getAttribute('aria-disabled')).toBe('true');
    await s.page.getByTestId('group-apply').click();
    await s.page.getByTestId('group-apply-code').fill('wrong1');
    await s.page.getByTestId('group-apply-reason').fill('I am in the class');
    await screenshot(s.page, 'group-apply-en-1280', { fullPage: false });
    await s.page.getByTestId('group-apply-submit').click();
    await expect.poll(() => s.page.locator('.ant-message-error').count()).toBe(1);
    await s.page.getByTestId('group-apply-code').fill(CODE);
    await s.page.getByTestId('group-apply-submit').click();
    await expect.poll(() => s.page.getByTestId('group-applying').count()).toBe(1);
    await quiet(s.page);

    // ── the teacher accepts ──
    await t.page.getByRole('tab', { name: '成员' }).click();
    await t.page.waitForURL(`**/group/${gid}/member`);
    const apply = t.page.getByTestId('group-applies').locator('tr', { hasText: student.username });
    await expect.poll(() => apply.count()).toBe(1);
    await screenshot(t.page, 'group-members-zh-1280');
    await apply.getByTestId('apply-accept').click();
    await expect.poll(() => t.page.getByTestId('group-members').locator('tr', { hasText: student.username }).count()).toBe(1);
    await quiet(t.page);

    // ── the teacher makes a group training with one problem (A+B from the public bank) ──
    const trainingTitle = uniqueName('Week 1 ');
    await createGroupTraining(t.page, gid, trainingTitle);

    // ── the teacher's new group problem (private, the editor's default) is listed to them at once, marked private ──
    const privateTitle = uniqueName('Draft ');
    await call(teacher.token, 'POST', '/api/group/problem', {
      problem: {
        problemId: 'D1',
        title: privateTitle,
        type: 0,
        timeLimit: 1000,
        memoryLimit: 256,
        stackLimit: 128,
        auth: 2,
        gid,
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      isUploadTestCase: false,
      languages: [{ name: 'C++' }],
      tags: [],
      codeTemplates: [],
    });
    await t.page.goto(`/group/${gid}/problem`);
    const draft = t.page.getByTestId('group-problems').locator('tr', { hasText: privateTitle });
    await expect.poll(() => draft.getByTestId('group-problem-state').textContent()).toBe('私有');
    await s.page.goto(`/group/${gid}/problem?l=en`);
    await expect.poll(() => s.page.getByTestId('group-problems').locator('.ant-table-tbody').count()).toBe(1);
    await expect.poll(() => s.page.getByTestId('group-problems').locator('.ant-spin-spinning').count()).toBe(0);
    expect(await s.page.getByTestId('group-problems').textContent()).not.toContain(privateTitle);

    // ── the student solves it ──
    await s.page.goto(`/group/${gid}/training?l=en`);
    await s.page.getByTestId('training-title').filter({ hasText: trainingTitle }).click();
    await s.page.waitForURL(/\/group\/\d+\/training\/\d+$/);
    await s.page
      .getByTestId('training-tabs')
      .getByRole('tab', { name: /Problems/ })
      .click();
    await s.page.waitForURL(/\/group\/\d+\/training\/\d+\/problems$/);
    await screenshot(s.page, 'group-training-detail-en-1280');
    await s.page.getByTestId('training-problem-title').first().click();
    await s.page.waitForURL(/\/group\/\d+\/training\/\d+\/problem\/1000$/);
    await expect.poll(() => s.page.getByTestId('problem-title').textContent()).toContain('A+B Problem');
    await s.page.getByTestId('editor-language').click();
    await s.page.locator('.ant-select-item-option[title="C++"]').click();
    await s.page
      .getByTestId('problem-editor')
      .locator('input[type=file]')
      .setInputFiles({ name: 'main.cpp', mimeType: 'text/plain', buffer: Buffer.from(AC_CODE) });
    await expect.poll(() => s.page.locator('.cm-content').first().innerText()).toContain('std::cin');
    await s.page.getByTestId('submit-code').click();
    await expect
      .poll(() => s.page.getByTestId('submit-status').getByTestId('judge-status').getAttribute('data-status'), VERDICT_TIMEOUT)
      .toBe('0');

    // ── the screens in both languages, at 1280 and 375 px ──
    for (const lang of ['en', 'zh-cn'] as const) {
      for (const width of [1280, 375]) {
        await t.page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        for (const [name, path, ready] of [
          ['list', '/group', 'group-card'],
          ['home', `/group/${gid}`, 'group-info'],
          ['members', `/group/${gid}/member`, 'group-members'],
          ['setting', `/group/${gid}/setting`, 'group-setting-form'],
          ['problems', `/group/${gid}/problem`, 'group-problems'],
          ['trainings', `/group/${gid}/training`, 'training-title'],
          ['rank', `/group/${gid}/rank`, 'rank-table'],
        ] as const) {
          await t.page.goto(`${path}?l=${lang}`);
          await expect.poll(() => t.page.getByTestId(ready).count()).toBeGreaterThan(0);
          if (width === 375) expect(await pageScrollWidth(t.page), `${name} ${lang} fits 375 px`).toBeLessThanOrEqual(375);
          await screenshot(t.page, `group-${name}-${lang}-${width}`);
        }
      }
    }
    // ── and appears on the group rank (checked last: the screens above are taken whatever it shows) ──
    await s.page.setViewportSize({ width: 1280, height: 800 });
    await s.page.goto(`/group/${gid}/status?l=en`);
    await screenshot(s.page, 'group-status-en-1280');
    await expect.poll(() => s.page.getByTestId('status-page').textContent()).toContain(student.username);
    await s.page.goto(`/group/${gid}/rank?l=en`);
    await screenshot(s.page, 'group-rank-en-1280');
    const row = s.page.getByTestId('rank-table').locator('tr', { hasText: student.username });
    await expect.poll(() => row.count(), VERDICT_TIMEOUT).toBe(1);
    await expect.poll(() => row.getByTestId('rank-ac').textContent(), VERDICT_TIMEOUT).toBe('1');
    await s.context.close();
    await t.context.close();
  }, 480_000);

  it("a group's contests open the contest page; its discussions list the group's posts and post into the group", async () => {
    // A fresh user posts: no accepted-count minimum, no daily limit (put back at the end, as the discussion suite does).
    await call(root, 'PUT', '/api/admin/switch/update', {
      openGroupDiscussion: true,
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 0,
    });
    const categories = await call<Array<{ id: number; name: string }>>(null, 'GET', '/api/discussion-category');
    if (categories.length === 0) await call(root, 'POST', '/api/discussion-category', [{ name: 'General' }]);
    const teacher = await registerUser('tabs');
    const groupName = uniqueName('Tabs ');
    await call(teacher.token, 'POST', '/api/group', {
      name: groupName,
      shortName: uniqueName('t').slice(0, 10),
      brief: 'Contests and talk',
      description: 'A group for the tabs.',
      auth: 1,
    });
    const mine = await call<{ records: Array<{ id: number; name: string }> }>(
      teacher.token,
      'GET',
      '/api/get-group-list?onlyMine=true&limit=50',
    );
    const gid = mine.records.find((g) => g.name === groupName)!.id;
    const contestTitle = uniqueName('Group cup ');
    const now = Date.now();
    const contest = await call<{ id: number }>(teacher.token, 'POST', '/api/group/contest', {
      title: contestTitle,
      description: 'A contest of the group.',
      type: 0,
      auth: 0,
      gid,
      startTime: new Date(now - 3_600_000).toISOString(),
      endTime: new Date(now + 7_200_000).toISOString(),
    });

    const { context, page } = await openPage(browser, { locale: 'en' });
    await signInContext(context, teacher, 'en-US');

    // ── contests: the site's rows; a row opens the normal contest page ──
    await page.goto(`/group/${gid}/contest?l=en`);
    const item = page.getByTestId('contest-item').filter({ hasText: contestTitle });
    await expect.poll(() => item.count()).toBe(1);
    await item.locator('.contest-item-title').click();
    await page.waitForURL(`**/contest/${contest.id}`);
    // The admin mode: the visibility switch hides the contest from the members' list.
    await page.goto(`/group/${gid}/contest?l=en`);
    await page.getByTestId('group-contest-admin-toggle').click();
    const row = page.getByTestId('group-contest-admin-table').locator('tr', { hasText: contestTitle });
    await expect.poll(() => row.count()).toBe(1);
    await screenshot(page, 'group-contest-admin-en-1280');
    await row.getByRole('switch').click();
    await expect
      .poll(
        async () =>
          (
            await call<{ records: Array<{ id: number; visible: boolean }> }>(
              teacher.token,
              'GET',
              `/api/group/get-admin-contest-list?gid=${gid}`,
            )
          ).records.find((c) => c.id === contest.id)?.visible,
      )
      .toBe(false);
    await row.getByRole('switch').click();
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await quiet(page);

    // ── discussions: empty, then a post through the dialog lands in the group ──
    await page.goto(`/group/${gid}/discussion?l=en`);
    await expect.poll(() => page.getByTestId('group-discussions').textContent()).toContain('No discussions yet');
    await page.getByTestId('discussion-new').click();
    const postTitle = uniqueName('Hello class ');
    await page.getByTestId('discussion-title').fill(postTitle);
    await page.getByTestId('discussion-description').fill('First post');
    await page.getByTestId('discussion-category').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByTestId('discussion-content').fill('Welcome to the **group**.');
    await page.getByTestId('discussion-submit').click();
    const post = page.getByTestId('discussion-row').filter({ hasText: postTitle });
    await expect.poll(() => post.count()).toBe(1);
    const listed = await call<{ records: Array<{ title: string; gid: number | null }> }>(
      teacher.token,
      'GET',
      `/api/group/get-discussion-list?gid=${gid}`,
    );
    expect(listed.records.find((d) => d.title === postTitle)?.gid).toBe(gid);
    await quiet(page);
    await post.getByRole('link', { name: postTitle }).click();
    await page.waitForURL(/\/group\/\d+\/discussion-detail\/\d+$/);
    await expect.poll(() => page.getByTestId('discussion-content').textContent()).toContain('Welcome to the group.');

    for (const lang of ['en', 'zh-cn'] as const) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        for (const [name, path, ready] of [
          ['contests', `/group/${gid}/contest`, 'contest-item'],
          ['discussions', `/group/${gid}/discussion`, 'discussion-row'],
        ] as const) {
          await page.goto(`${path}?l=${lang}`);
          await expect.poll(() => page.getByTestId(ready).count()).toBeGreaterThan(0);
          if (width === 375) expect(await pageScrollWidth(page), `${name} ${lang} fits 375 px`).toBeLessThanOrEqual(375);
          await screenshot(page, `group-${name}-${lang}-${width}`);
        }
      }
    }
    await context.close();
    await call(root, 'PUT', '/api/admin/switch/update', {
      defaultCreateDiscussionACInitValue: 10,
      defaultCreateDiscussionDailyLimit: 5,
    });
  }, 240_000);
});

/** Through the group's training admin: create, then add the public problem 1000. */
async function createGroupTraining(page: Page, gid: number, title: string): Promise<void> {
  await page.goto(`/group/${gid}/training?l=zh-cn`);
  await page.getByTestId('group-training-create').click();
  await page.getByTestId('training-title-input').fill(title);
  await page.getByTestId('training-description-input').fill('Warm up with A+B.');
  await page.getByTestId('training-category-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await screenshot(page, 'group-training-form-zh-1280');
  await page.getByTestId('training-save').click();
  await page.waitForURL(/\/group\/\d+\/training-admin\/\d+\/problems/);
  await page.getByTestId('add-from-public').click();
  const row = page.locator('.ant-modal').locator('tr', { hasText: 'A+B Problem' });
  await row.getByTestId('pick-problem').click();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('training-problem-order').count()).toBe(1);
  await quiet(page);
  await screenshot(page, 'group-training-problems-zh-1280');
}
