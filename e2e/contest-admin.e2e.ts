import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogin, pickDate } from './api';
import {
  baseUrl,
  dataDir,
  launchBrowser,
  openPage,
  pageScrollWidth,
  registerUser,
  screenshot,
  uniqueName,
  zipOf,
  type RegisteredUser,
} from './harness';

/**
 * The contest admin screens against the real server: an admin builds an OI contest with a
 * password through the form (wrong values first), adds a public problem and writes one inside the
 * contest with the problem editor, places them, writes an announcement and hides the contest; a
 * problem admin and a plain user are refused where spec 3 says.
 */

const server = { baseUrl: baseUrl(), rootPassword: inject('rootPassword'), dataDir: dataDir() };

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

async function apiAs<T>(token: string | null, method: string, url: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { Authorization: token } : {}),
      'Url-Type': 'admin',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

async function ok<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await apiAs<T>(token, method, url, body);
  if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.msg}`);
  return answer.data;
}

async function loginToken(username: string, password: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = res.headers.get('authorization');
  if (!res.ok || !token) throw new Error(`admin login of ${username} failed: ${res.status}`);
  return token;
}

/** antd puts a search box's test id on the input itself or its wrapper, depending on the component. */
const inputIn = (l: Locator) => l.locator('xpath=descendant-or-self::input').first();
/** The saved language wins over `?l=` after the first page: an English suite says so in the browser too. */
const localeOf = (lang: 'zh-cn' | 'en') => (lang === 'en' ? 'en-US' : 'zh-CN');

const casesZip = () =>
  zipOf([
    { name: '1.in', data: '2\n' },
    { name: '1.out', data: '4\n' },
    { name: '2.in', data: '3\n' },
    { name: '2.out', data: '9\n' },
  ]);

describe('contest admin screens', () => {
  let browser: Browser;
  let rootToken = '';
  const title = uniqueName('OI Cup ');
  const publicId = uniqueName('PUB').toUpperCase();
  const innerId = uniqueName('INN').toUpperCase();
  let cid = 0;
  let plain: RegisteredUser;
  let problemAdmin: RegisteredUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    rootToken = await loginToken('root', server.rootPassword);
    // A public OI problem the contest picks from the bank.
    await ok(rootToken, 'POST', '/api/admin/problem', {
      problem: {
        problemId: publicId,
        title: `Public ${publicId}`,
        type: 1,
        auth: 1,
        timeLimit: 1000,
        memoryLimit: 256,
        description: 'Add.',
      },
      samples: [{ input: '1 2\n', output: '3\n', score: 100 }],
      languages: [{ name: 'C++' }],
    });
    plain = await registerUser('cap');
    problemAdmin = await registerUser('cpa');
    // No call grants roles yet (the user admin screens come later): the test sets role 1008 in the server's database.
    const db = new Database(path.join(server.dataDir, 'verdict.db'));
    try {
      db.prepare('UPDATE user_role SET role_id = 1008 WHERE uid = (SELECT uuid FROM user_info WHERE username = ?)').run(
        problemAdmin.username,
      );
    } finally {
      db.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates an OI contest with a password; wrong values show their field errors in Chinese', async () => {
    const { page, context } = await openPage(browser);
    await adminLogin(page, 'zh-cn');
    await page.goto('/admin/contest/create');
    await page.getByTestId('ca-title').waitFor({ timeout: 60_000 });

    await page.getByTestId('ca-save').click();
    await expect.poll(() => page.getByTestId('ca-error-title').textContent()).toContain('比赛标题不能为空');
    expect(await page.getByTestId('ca-error-startTime').textContent()).toContain('开始时间不能为空');
    expect(await page.getByTestId('ca-error-description').textContent()).toContain('比赛描述不能为空');

    await page.getByTestId('ca-title').fill(title);
    await page.getByTestId('ca-type').getByText('OI').click();
    await page.getByTestId('ca-auth').getByText('私有赛').click();
    await pickDate(page.getByTestId('ca-start'), '2030-01-02 10:00:00');
    await pickDate(page.getByTestId('ca-end'), '2030-01-01 10:00:00');
    await expect.poll(() => page.getByTestId('ca-error-endTime').textContent()).toContain('结束时间必须晚于开始时间');
    expect(await page.getByTestId('ca-error-pwd').textContent()).toContain('私有赛和保护赛必须设置密码');
    expect(await page.getByTestId('ca-error-title').count()).toBe(0);

    await pickDate(page.getByTestId('ca-end'), '2030-01-02 15:00:00');
    await expect.poll(() => page.getByTestId('ca-duration').textContent()).toContain('5 小时');
    await page.getByTestId('ca-pwd').fill('open-sesame');
    await page.getByTestId('ca-description-source').fill('Welcome to the **OI Cup**.');
    // Seal on: an OI contest seals from the start by default.
    await page.getByTestId('ca-sealRank').click();
    expect(await page.getByTestId('ca-seal-option').locator('.ant-radio-wrapper-checked').textContent()).toContain('全程封榜');
    await page.getByTestId('ca-oi-score').getByText('以最高得分为准').click();
    // Star accounts: trimmed; the same name twice is refused.
    await page.getByTestId('ca-star-input').fill('  star-one ');
    await page.getByTestId('ca-star-add').click();
    await page.getByTestId('ca-star-input').fill('star-one');
    await page.getByTestId('ca-star-add').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('添加打星用户 star-one 失败');
    expect(await page.getByTestId('ca-stars').locator('.ant-tag').count()).toBe(1);
    // Awards by count start with gold, silver, bronze.
    await page.getByTestId('ca-award-type').getByText('按人数').click();
    expect(await page.getByTestId('ca-award-row').count()).toBe(3);
    expect(await page.getByTestId('ca-issues').count()).toBe(0);

    await page.getByTestId('ca-save').click();
    await page.waitForURL(/\/admin\/contest$/);
    const list = await ok<{
      records: Array<{
        id: number;
        title: string;
        type: number;
        auth: number;
        pwd: string;
        sealRank: boolean;
        starAccount: string[];
        awardType: number;
        awardConfigList: Array<{ name: string; num: number }>;
        oiRankScoreType: string;
        visible: boolean;
        duration: number;
      }>;
    }>(rootToken, 'GET', `/api/admin/contest/get-contest-list?currentPage=1&limit=10&keyword=${encodeURIComponent(title)}`);
    const saved = list.records.find((c) => c.title === title);
    expect(saved).toMatchObject({
      type: 1,
      auth: 1,
      pwd: 'open-sesame',
      sealRank: true,
      starAccount: ['star-one'],
      awardType: 2,
      oiRankScoreType: 'Highest',
      visible: true,
      duration: 18000,
    });
    expect(saved?.awardConfigList.map((a) => [a.name, a.num])).toEqual([
      ['Gold', 10],
      ['Silver', 20],
      ['Bronze', 30],
    ]);
    cid = saved?.id ?? 0;

    // The visibility switch saves at once.
    await inputIn(page.getByTestId('admin-contest-search')).fill(title);
    await inputIn(page.getByTestId('admin-contest-search')).press('Enter');
    await page.getByTestId(`visible-${cid}`).click();
    await expect
      .poll(async () => (await ok<{ visible: boolean }>(rootToken, 'GET', `/api/admin/contest?cid=${cid}`)).visible)
      .toBe(false);
    await context.close();
  });

  it('adds a public problem, creates one inside the contest with the editor, sets display id and colour', async () => {
    const { page, context } = await openPage(browser, { locale: localeOf('en') });
    await adminLogin(page, 'en');
    await page.goto(`/admin/contest/${cid}/problems`);
    await page.getByTestId('add-from-public').click();
    await inputIn(page.getByTestId('pick-search')).fill(publicId);
    await inputIn(page.getByTestId('pick-search')).press('Enter');
    expect(await page.getByTestId('pick-display-id').inputValue()).toBe('A');
    await page.getByTestId(`pick-${publicId}`).click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Added as A');
    // The next free letter is offered for the next pick.
    await expect.poll(() => page.getByTestId('pick-display-id').inputValue()).toBe('B');
    await page.locator('.ant-modal-close').click();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('contest-problem-table').locator('tbody tr.ant-table-row').count()).toBe(1);

    await page.getByTestId('create-contest-problem').click();
    await page.getByTestId('cp-display-id').waitFor({ timeout: 60_000 });
    // The contest's own fields are checked with the problem's.
    await page.getByTestId('pe-save').click();
    await expect.poll(() => page.getByTestId('pe-issues').textContent()).toContain('Display id is required');
    await page.getByTestId('cp-display-id').fill('B');
    await page.getByTestId('cp-display-title').fill('Inner squares');
    await page.getByTestId('pe-problem-id').fill(innerId);
    await page.getByTestId('pe-title').fill('Squares inside');
    await page.getByTestId('pe-input-source').fill('One integer.');
    await page.getByTestId('pe-output-source').fill('Its square.');
    await page.getByTestId('pe-type').getByText('OI').click();
    await page
      .getByTestId('pe-test-data')
      .locator('input[type=file]')
      .setInputFiles({ name: 'sq.zip', mimeType: 'application/zip', buffer: await casesZip() });
    await expect.poll(() => page.getByTestId('pe-case-table').locator('tbody tr.ant-table-row').count()).toBe(2);
    await page.getByTestId('pe-save').click();
    await page.waitForURL(new RegExp(`/admin/contest/${cid}/problems$`));

    type ProblemList = {
      problemList: { records: Array<{ id: number; problemId: string; auth: number }> };
      contestProblemMap: Record<string, { displayId: string; displayTitle: string; color: string | null }>;
    };
    const listed = await ok<ProblemList>(
      rootToken,
      'GET',
      `/api/admin/contest/get-problem-list?cid=${cid}&currentPage=1&limit=50`,
    );
    const inner = listed.problemList.records.find((p) => p.problemId === innerId);
    const pub = listed.problemList.records.find((p) => p.problemId === publicId);
    expect(inner?.auth).toBe(3);
    expect(listed.contestProblemMap[String(inner?.id)]).toMatchObject({ displayId: 'B', displayTitle: 'Inner squares' });
    expect(listed.contestProblemMap[String(pub?.id)]).toMatchObject({ displayId: 'A' });

    // Display id and balloon colour of the public problem, edited in the row.
    const pid = pub?.id ?? 0;
    await expect.poll(() => page.getByTestId(`display-id-${pid}`).isVisible()).toBe(true);
    await page.getByTestId(`display-id-${pid}`).fill('B');
    await page.getByTestId(`save-place-${pid}`).click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Display id B is already used');
    await page.getByTestId(`display-id-${pid}`).fill('C');
    await page.getByTestId(`color-${pid}`).locator('.ant-color-picker-trigger').click();
    const hex = page.locator('.ant-color-picker-input input').first();
    await hex.fill('ff0000');
    await hex.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByTestId(`save-place-${pid}`).click();
    await expect
      .poll(
        async () =>
          await ok<{ displayId: string; color: string | null }>(
            rootToken,
            'GET',
            `/api/admin/contest/contest-problem?cid=${cid}&pid=${pid}`,
          ),
      )
      .toMatchObject({ displayId: 'C', color: '#ff0000' });
    await context.close();
  });

  it('writes an announcement, then hides it', async () => {
    const { page, context } = await openPage(browser);
    await adminLogin(page, 'zh-cn');
    await page.goto(`/admin/contest/${cid}/announcement`);
    await page.getByTestId('ann-create').click();
    // The dialog's form (and its lazy markdown editor) must be there before an empty save can be refused.
    await page.getByTestId('ann-title').waitFor();
    await page.getByTestId('ann-content-source').waitFor();
    await page.getByTestId('ann-save').click();
    await expect
      .poll(() => page.locator('.ant-modal .ant-form-item-explain-error').first().textContent())
      .toContain('标题不能为空');
    await page.getByTestId('ann-title').fill('Problem C clarified');
    await page.getByTestId('ann-content-source').fill('Read **n** first.');
    await page.getByTestId('ann-save').click();
    await expect.poll(() => page.getByTestId('ann-table').textContent()).toContain('Problem C clarified');
    type Anns = { records: Array<{ id: number; title: string; status: number }> };
    const [ann] = (await ok<Anns>(rootToken, 'GET', `/api/admin/contest/announcement?cid=${cid}&currentPage=1&limit=10`)).records;
    expect(ann).toMatchObject({ title: 'Problem C clarified', status: 0 });
    await page.getByTestId(`ann-visible-${ann.id}`).click();
    await expect
      .poll(
        async () =>
          (await ok<Anns>(rootToken, 'GET', `/api/admin/contest/announcement?cid=${cid}&currentPage=1&limit=10`)).records[0]
            .status,
      )
      .toBe(1);
    await context.close();
  });

  it('refuses a plain user and a problem admin where the spec says', async () => {
    // Without a session, and as a plain user, every admin contest URL answers with the admin login.
    const { page, context } = await openPage(browser);
    await page.goto(`/admin/contest/${cid}/problems`);
    await page.waitForURL(/\/admin\/login/);
    await page.evaluate(
      ([token, info]) => {
        // The client's session keys (lib/auth-store.ts); the test runs in node, the callback in the page.
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
        storage.setItem('token', token as string);
        storage.setItem('userInfo', JSON.stringify(info));
      },
      [plain.token, plain.info] as const,
    );
    await page.goto('/admin/contest');
    await page.waitForURL(/\/admin\/login/);
    expect((await apiAs(plain.token, 'GET', '/api/admin/contest/get-contest-list?currentPage=1&limit=10')).status).toBe(403);
    await context.close();

    // A problem admin reaches the list but administers only the contests they created: root's is read-only.
    const pa = await openPage(browser, { locale: localeOf('en') });
    await adminLogin(pa.page, 'en', problemAdmin);
    await pa.page.goto(`/admin/contest?keyword=${encodeURIComponent(title)}`);
    await expect.poll(() => pa.page.getByTestId(`edit-${cid}`).isDisabled()).toBe(true);
    expect(await pa.page.getByTestId(`visible-${cid}`).isDisabled()).toBe(true);
    expect(await pa.page.getByTestId(`delete-${cid}`).count()).toBe(0);
    await pa.page.goto(`/admin/contest/${cid}/edit`);
    await expect.poll(() => pa.page.locator('.ant-result-title').textContent()).toContain('could not be loaded');
    const paToken = await loginToken(problemAdmin.username, problemAdmin.password);
    expect((await apiAs(paToken, 'PUT', `/api/admin/contest/change-contest-visible?cid=${cid}&visible=true`)).status).toBe(403);
    expect((await apiAs(paToken, 'DELETE', `/api/admin/contest?cid=${cid}`)).status).toBe(403);
    await pa.context.close();
  });

  for (const lang of ['zh-cn', 'en'] as const) {
    for (const width of [1280, 375]) {
      it(`list, form and problems at ${width} px in ${lang}`, async () => {
        const { page, context } = await openPage(browser, { width, height: width === 375 ? 812 : 800, locale: localeOf(lang) });
        await adminLogin(page, lang);
        const tag = `${lang === 'en' ? 'en' : 'zh'}-${width}`;
        await page.goto(`/admin/contest?keyword=${encodeURIComponent(title)}`);
        await expect
          .poll(() => page.getByTestId('admin-contest-table').locator('tbody tr.ant-table-row').count())
          .toBeGreaterThan(0);
        await screenshot(page, `contest-admin-list-${tag}`);
        expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
        await page.goto(`/admin/contest/${cid}/edit`);
        await page.getByTestId('ca-title').waitFor({ timeout: 60_000 });
        await screenshot(page, `contest-admin-form-${tag}`);
        expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
        await page.goto(`/admin/contest/${cid}/problems`);
        await expect.poll(() => page.getByTestId('contest-problem-table').locator('tbody tr.ant-table-row').count()).toBe(2);
        await screenshot(page, `contest-admin-problems-${tag}`);
        expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
        await context.close();
      });
    }
  }
});
