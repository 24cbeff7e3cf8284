import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, loginRoot, signInContext } from './api';
import { baseUrl, type RegisteredUser, launchBrowser, pageScrollWidth, registerUser, screenshot, uniqueName } from './harness';

const AC_CODE =
  '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << std::endl;\n  return 0;\n}\n';
const LANGS = [
  { l: 'zh-cn', tag: 'zh', announcements: '公告' },
  { l: 'en', tag: 'en', announcements: 'Announcements' },
] as const;

/** A PNG written by hand (a blue gradient with a light band): the carousel only takes real images. */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const band = Math.abs(y - height / 2) < height / 10 ? 60 : 0;
      raw.set(
        [Math.min(255, 40 + (x * 80) / width + band), Math.min(255, 90 + (x * 100) / width + band), Math.min(255, 200 + band)],
        row + 1 + x * 3,
      );
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function callApi<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = (await res.json()) as { status: number; msg: string; data: T };
  if (payload.status !== 200) throw new Error(`${method} ${url}: ${payload.msg}`);
  return payload.data;
}

/** A browser page signed in as `user` (the client reads its session from localStorage, as HOJ's does). */
async function pageAs(browser: Browser, user: Session | null, width: number, lang: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 900 },
    locale: lang === 'en' ? 'en-US' : 'zh-CN',
  });
  await signInContext(context, user);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

describe('home page and global ranks', () => {
  let browser: Browser;
  let rootUser: Session;
  let root: string;
  let solver: RegisteredUser;
  const title = uniqueName('Notice ');

  beforeAll(async () => {
    browser = await launchBrowser();
    rootUser = await loginRoot();
    root = rootUser.token;
    // Data for every widget: announcements (one hidden), a carousel image, an AC of the demo A+B.
    await callApi('POST', '/api/admin/announcement', root, {
      title,
      content: '## Welcome\n\nContest **on Friday**: $a+b$ warm-up.',
      status: 0,
    });
    await callApi('POST', '/api/admin/announcement', root, { title: `${title} hidden`, content: 'draft', status: 1 });
    const form = new FormData();
    form.append('file', new Blob([gradientPng(1200, 440)], { type: 'image/png' }), 'slide.png');
    const up = await fetch(`${baseUrl()}/api/file/upload-carouse-img`, {
      method: 'POST',
      headers: { authorization: root },
      body: form,
    });
    expect(((await up.json()) as { status: number }).status).toBe(200);
    solver = await registerUser('ranker');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the ACM rank shows a user after their first AC', async () => {
    const page = await pageAs(browser, solver, 1280, 'zh');
    await page.goto(`/acm-rank?l=zh-cn&searchUser=${solver.username}`);
    await expect.poll(() => page.getByTestId('rank-table').locator('.ant-empty').count()).toBe(1);

    const { submitId } = await callApi<{ submitId: number }>('POST', '/api/submit-problem-judge', solver.token, {
      pid: '1000',
      language: 'C++',
      code: AC_CODE,
    });
    await expect
      .poll(
        async () =>
          (
            await callApi<{ submission: { status: number } }>(
              'GET',
              `/api/get-submission-detail?submitId=${submitId}`,
              solver.token,
            )
          ).submission.status,
        { timeout: 90_000, interval: 500 },
      )
      .toBe(0);

    await page.reload();
    const row = page.getByTestId('rank-table').locator('tbody tr', { hasText: solver.username });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.locator('td').nth(3).innerText()).toBe('1');
    await expect.poll(() => row.locator('td').nth(4).innerText()).toBe('1');
    // The search box finds the same row; clearing it shows the whole board with its chart.
    await page.goto('/acm-rank?l=zh-cn');
    await page.getByTestId('rank-search').fill(solver.username);
    await page.getByTestId('rank-search').press('Enter');
    await expect.poll(() => page.url()).toContain(`searchUser=${solver.username}`);
    await expect.poll(() => page.getByTestId('rank-table').locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.goto('/acm-rank?l=zh-cn');
    await expect.poll(() => page.getByTestId('rank-chart').locator('canvas').count()).toBeGreaterThan(0);
    await screenshot(page, 'rank-acm-1280-zh');
    await page.context().close();
  });

  for (const lang of LANGS) {
    for (const width of [1280, 375]) {
      it(`home page with data (${lang.tag}, ${width} px)`, async () => {
        const page = await pageAs(browser, solver, width, lang.tag);
        await page.goto(`/home?l=${lang.l}`);
        await expect.poll(() => page.getByTestId('home-carousel').locator('img').first().isVisible()).toBe(true);
        const notices = page.getByTestId('home-announcement');
        await expect.poll(() => notices.filter({ hasText: title }).count()).toBe(1);
        await expect.poll(() => notices.filter({ hasText: `${title} hidden` }).count()).toBe(0);
        await expect.poll(() => page.getByTestId('home-recent-ac').getByText(solver.username).count()).toBe(1);
        await expect.poll(() => page.getByTestId('home-weekly').getByTestId('home-weekly-day').count()).toBe(7);
        // Focus (keyboard) shows today's values. Other suites share this server, so the figures are the
        // server's own, kept 10 minutes as the page reads them: a suite that opened the home page before the
        // solver's verdict leaves today's count without it (the count itself is the server suites' to check).
        const week = await callApi<{ acCountList: number[]; totalCountList: number[] }>(
          'GET',
          '/api/get-last-week-submission-statistics',
          null,
        );
        const [total, ac] = [week.totalCountList.at(-1)!, week.acCountList.at(-1)!];
        expect(total).toBeGreaterThanOrEqual(ac);
        const today = page.getByTestId('home-weekly-day').last();
        expect(await today.getAttribute('aria-label')).toMatch(new RegExp(`\\b${total}\\D+${ac}\\b`));
        await today.focus();
        await expect
          .poll(() => page.getByTestId('home-weekly-tip').innerText())
          .toContain(lang.tag === 'en' ? `Accepted: ${ac}` : `通过: ${ac}`);
        await screenshot(page, `home-weekly-focus-${width}-${lang.tag}`, { fullPage: false });
        await expect.poll(() => page.getByTestId('home-latest-problem').count()).toBeGreaterThan(0);
        await expect.poll(() => page.getByTestId('home-other-contests-empty').count()).toBe(1);
        expect(await page.getByTestId('home-announcements').innerText()).toContain(lang.announcements);
        // No sideways scrolling on a phone.
        expect(await pageScrollWidth(page)).toBeLessThanOrEqual(width);
        await screenshot(page, `home-${width}-${lang.tag}`);

        // A title opens the markdown; Back returns to the list.
        await notices.filter({ hasText: title }).getByText(title).click();
        const detail = page.getByTestId('home-announcement-detail');
        await expect.poll(() => detail.locator('h2').innerText()).toBe('Welcome');
        await expect.poll(() => detail.locator('strong').innerText()).toBe('on Friday');
        if (width === 1280) await screenshot(page, `home-announcement-${lang.tag}`, { fullPage: false });
        await page.getByTestId('home-announcement-back').click();
        await expect.poll(() => notices.count()).toBeGreaterThan(0);
        await page.context().close();
      });
    }
  }

  it('rank, help and admin screens at 375 px and in English', async () => {
    const page = await pageAs(browser, solver, 375, 'en');
    await page.goto('/oi-rank?l=en');
    await expect.poll(() => page.getByTestId('rank-table').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'rank-oi-375-en');
    await page.goto('/introduction?l=en');
    await expect.poll(() => page.getByTestId('help-language-table').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(3);
    await page.getByTestId('help-language-table').locator('.ant-table-row-expand-icon').first().click();
    await expect.poll(() => page.getByTestId('help-template').first().innerText()).toMatch(/\S{8}/);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'help-375-en');
    await page.context().close();

    const wide = await pageAs(browser, null, 1280, 'zh');
    await wide.goto('/introduction?l=zh-cn');
    await expect.poll(() => wide.getByTestId('help-verdicts').locator('.ant-list-item').count()).toBe(14);
    await screenshot(wide, 'help-1280-zh');
    await wide.context().close();
  });

  it('the announcement admin and the carousel panel (root)', async () => {
    const page = await pageAs(browser, rootUser, 1280, 'en');
    await page.goto('/admin/announcement?l=en');
    const rows = page.getByTestId('announcement-admin').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.filter({ hasText: `${title} hidden` }).count()).toBe(1);
    // The visible switch saves at once: the hidden one shows on the home page afterwards.
    await rows
      .filter({ hasText: `${title} hidden` })
      .locator('.ant-switch')
      .click();
    await expect
      .poll(async () =>
        (await callApi<{ records: Array<{ title: string }> }>('GET', '/api/get-common-announcement?limit=50', null)).records.some(
          (r) => r.title === `${title} hidden`,
        ),
      )
      .toBe(true);
    // Create through the dialog, with a preview of the markdown.
    await page.getByTestId('announcement-create').click();
    const fresh = uniqueName('Dialog ');
    await page.getByTestId('announcement-title').fill(fresh);
    await page.getByTestId('announcement-content').fill('**bold** text');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect.poll(() => page.getByTestId('announcement-dialog').locator('strong').innerText()).toBe('bold');
    await screenshot(page, 'admin-announcement-dialog-en', { fullPage: false });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => rows.filter({ hasText: fresh }).count()).toBe(1);
    await screenshot(page, 'admin-announcement-en');
    await page.goto('/admin/carousel?l=en');
    await expect.poll(() => page.getByTestId('carousel-item').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-carousel-en');
    await page.context().close();
  });
});
