import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withoutSubmitInterval } from './api';
import { baseUrl, launchBrowser, openPage, pageScrollWidth, screenshot, uniqueName, watchCsp } from './harness';

const server = { baseUrl: baseUrl(), rootPassword: inject('rootPassword') };

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** Root's session through the real login call: the token comes back in `Authorization`. */
async function loginRoot(): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: server.rootPassword }),
  });
  const body = (await res.json()) as Envelope<unknown>;
  const token = res.headers.get('authorization');
  if (!token || body.status !== 200) throw new Error(`login failed: ${body.msg}`);
  return { token, user: body.data };
}

async function adminCall<T>(token: string, method: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: token, 'Url-Type': 'admin' },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as Envelope<T>;
  if (env.status !== 200) throw new Error(`${method} ${path}: ${env.status} ${env.msg}`);
  return env.data;
}

/** A session in local storage, as the client keeps it, so pages open logged in. */
async function loggedInPage(
  browser: Browser,
  session: { token: string; user: unknown },
  opts: { width?: number; height?: number } = {},
) {
  const { page, context } = await openPage(browser, opts);
  await context.addInitScript(
    ([token, user]) => {
      const g = globalThis as unknown as {
        localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
      };
      if (!g.localStorage.getItem('token')) {
        g.localStorage.setItem('token', token);
        g.localStorage.setItem('userInfo', user);
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return { page, context };
}

const rows = (page: Page) => page.getByTestId('bank-table').locator('tbody tr.ant-table-row');
const rowTitles = async (page: Page) => (await page.getByTestId('bank-title').allTextContents()).sort();
const searchOf = (page: Page) => new URL(page.url()).searchParams;

interface Marked {
  __xss?: number;
}

/** A 1×1 PNG. */
const DOT_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('problem bank', () => {
  withoutSubmitInterval();
  let browser: Browser;
  let session: { token: string; user: unknown };
  const stamp = uniqueName('pb');
  const tagName = `${stamp}-graph`;
  const otherTag = `${stamp}-dp`;
  const titles = { easy: `${stamp} Easy Walk`, hard: `${stamp} Hard Flow`, mid: `${stamp} Mid Knapsack` };
  const ids = { easy: `${stamp}E`.toUpperCase(), hard: `${stamp}H`.toUpperCase(), mid: `${stamp}M`.toUpperCase() };
  let tagId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await loginRoot();
    const cls = await adminCall<{ id: number }>(session.token, 'POST', '/api/admin/tag/classification', {
      name: `${stamp} Algorithms`,
      oj: 'ME',
      rank: 0,
    });
    const graph = await adminCall<{ id: number }>(session.token, 'POST', '/api/admin/tag', {
      name: tagName,
      color: '#2f6fde',
      oj: 'ME',
      tcid: cls.id,
    });
    const dp = await adminCall<{ id: number }>(session.token, 'POST', '/api/admin/tag', {
      name: otherTag,
      color: '#e5484d',
      oj: 'ME',
      tcid: cls.id,
    });
    tagId = graph.id;
    const add = (
      problemId: string,
      title: string,
      difficulty: number,
      tags: Array<{ id: number; name: string }>,
      extra: Record<string, unknown> = {},
    ) =>
      adminCall(session.token, 'POST', '/api/admin/problem', {
        problem: {
          problemId,
          title,
          difficulty,
          auth: 1,
          timeLimit: 1000,
          memoryLimit: 256,
          description: 'Read two numbers.',
          ...extra,
        },
        samples: [{ input: '1 2\n', output: '3\n' }],
        languages: [{ name: 'C++' }, { name: 'Python3' }],
        tags,
      });
    await add(ids.easy, titles.easy, 0, [{ id: graph.id, name: tagName }]);
    await add(
      ids.hard,
      titles.hard,
      2,
      [
        { id: graph.id, name: tagName },
        { id: dp.id, name: otherTag },
      ],
      {
        description: [
          'Inline \\( a^2 + b^2 \\) and display:',
          '',
          '\\[ \\sum_{i=1}^{n} i \\]',
          '',
          'Dollar $x_1$ too.',
          '',
          '<p class="fps">An <b>HTML</b> paragraph</p>',
          '',
          '<img src="/nope.png" onerror="window.__xss = 1">',
          '',
          '<script>window.__xss = 2</script>',
          '',
          '[the statement](/api/public/none-statement.pdf)',
          '',
          '[a paper elsewhere](https://pdf.example.test/paper.pdf)',
        ].join('\n'),
        hint: 'Think about flows.',
        source: 'Verdict e2e',
        userExtraFile: JSON.stringify({ 'graph.h': '#define N 100\n' }),
      },
    );
    // A clean statement using what the page renders (KaTeX, an inline data: image): the CSP check reads it.
    await add(ids.mid, titles.mid, 1, [{ id: dp.id, name: otherTag }], {
      description: `Fill a bag: $\\sum w_i \\le W$.\n\n![dot](data:image/png;base64,${DOT_PNG})`,
    });

    // One accepted and one wrong submission, judged for real: status marks, AC rate and verdict card.
    const submit = (pid: string, code: string) =>
      adminCall(session.token, 'POST', '/api/submit-problem-judge', { pid, language: 'Python3', code });
    await submit(ids.easy, 'a, b = map(int, input().split())\nprint(a + b)\n');
    await submit(ids.hard, 'print(0)\n');
    const judged = async () => {
      const res = await fetch(`${server.baseUrl}/api/get-problem-list?keyword=${stamp}`);
      const page = ((await res.json()) as Envelope<{ records: Array<{ total: number }> }>).data;
      return page.records.reduce((n, r) => n + r.total, 0);
    };
    for (const deadline = Date.now() + 90_000; (await judged()) < 2;) {
      if (Date.now() > deadline) throw new Error('the two submissions were not judged within 90 s');
      await new Promise((r) => setTimeout(r, 500));
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters by tag and difficulty, keeps the filters in the URL over a reload, and resets', async () => {
    const { page, context } = await loggedInPage(browser, session);
    await page.goto('/problem?l=zh-cn');
    // The run's first page loads every chunk cold on a shared 2-core machine: give it time.
    await expect.poll(() => rows(page).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await page.title()).toMatch(/^题目列表 - /);

    // The tag panel groups our tags under their classification; a click adds the chip and filters.
    await page.getByTestId('bank-tag-search').fill(stamp);
    await page.getByTestId('bank-tag-option').filter({ hasText: tagName }).click();
    await expect.poll(() => page.getByTestId('bank-tag-chip').allTextContents()).toEqual([tagName]);
    await expect.poll(() => rowTitles(page)).toEqual([titles.easy, titles.hard].sort());
    expect(searchOf(page).get('tagId')).toBe(`[${tagId}]`);
    // Root solved the easy one and failed the hard one.
    await expect.poll(() => page.getByTestId('mark-solved').count()).toBe(1);
    expect(await page.getByTestId('mark-tried').count()).toBe(1);

    // Difficulty Hard narrows it to one row, shown with its coloured level tag.
    await page.getByTestId('bank-difficulty').getByText('困难').click();
    await expect.poll(() => rowTitles(page)).toEqual([titles.hard]);
    expect(await page.getByTestId('bank-difficulty-tag').getAttribute('data-difficulty')).toBe('2');
    expect(searchOf(page).get('difficulty')).toBe('2');

    // Hovering the row fills the verdict card: one wrong answer; AC rate 0/1 = 0.00%.
    await rows(page).first().hover();
    await expect.poll(() => page.getByTestId('bank-verdicts-title').textContent()).toContain(titles.hard);
    expect(await page.getByTestId('bank-verdict-wa').textContent()).toMatch(/1$/);
    expect(await page.getByTestId('bank-verdict-ac').textContent()).toMatch(/0$/);
    expect(await page.getByTestId('bank-ac-rate').textContent()).toContain('0.00%');

    // Show tags adds the tags column.
    await page.getByTestId('bank-show-tags').click();
    await expect
      .poll(() => page.getByTestId('bank-row-tag').allTextContents())
      .toEqual(expect.arrayContaining([tagName, otherTag]));

    // A reload keeps every filter: they live in the URL.
    await page.reload();
    await expect.poll(() => rowTitles(page)).toEqual([titles.hard]);
    expect(await page.getByTestId('bank-tag-chip').allTextContents()).toEqual([tagName]);
    expect(await page.getByTestId('bank-difficulty').locator('.ant-radio-button-wrapper-checked').textContent()).toBe('困难');

    // Removing the chip keeps the difficulty filter.
    await page.getByTestId('bank-tag-chip').locator('.ant-tag-close-icon').click();
    await expect.poll(() => searchOf(page).get('tagId')).toBeNull();
    expect(searchOf(page).get('difficulty')).toBe('2');
    await expect
      .poll(() => page.getByTestId('bank-difficulty-tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-difficulty'))))
      .not.toContain('0');

    // Keyword, then Reset clears all of it.
    await page.getByTestId('bank-keyword').fill(stamp);
    await page.getByTestId('bank-keyword').press('Enter');
    await expect.poll(() => rowTitles(page)).toEqual([titles.hard]);
    await page.getByTestId('bank-reset').click();
    await expect.poll(() => page.url()).toMatch(/\/problem$/);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(2);
    expect(await page.getByTestId('bank-tag-chip').count()).toBe(0);

    // A broken tagId in a link is an empty filter, not an error; a bad page falls back to 1.
    await page.goto(`/problem?tagId=[oops&currentPage=-4&keyword=${stamp}`);
    await expect.poll(() => rowTitles(page)).toEqual([titles.easy, titles.hard, titles.mid].sort());
    await page.goto(`/problem?tagId=${tagId}&keyword=${stamp}`);
    await expect.poll(() => rowTitles(page)).toEqual([titles.easy, titles.hard].sort());
    await context.close();
  });

  it('home lists the latest problems; random pick opens a problem page', async () => {
    const { page, context } = await loggedInPage(browser, session);
    await page.goto('/home');
    const latest = page.getByTestId('home-latest-problem').filter({ hasText: titles.mid });
    await expect.poll(() => latest.count()).toBe(1);
    await latest.click();
    await page.waitForURL(`**/problem/${ids.mid}`);
    await expect.poll(() => page.getByTestId('problem-title').textContent()).toContain(titles.mid);

    await page.goto('/problem');
    await page.getByTestId('bank-random').click();
    await page.waitForURL(/\/problem\/[^/?]+$/);
    await expect.poll(() => page.getByTestId('problem-title').isVisible()).toBe(true);
    await context.close();
  });

  it('the problem page runs under the Content-Security-Policy without a single violation', async () => {
    const { page, context } = await loggedInPage(browser, session);
    const cspViolations = await watchCsp(page);
    const answer = await page.goto(`/problem/${ids.mid}?l=en`);
    expect(answer?.headers()['content-security-policy']).toContain("default-src 'self'");
    const desc = page.getByTestId('problem-description');
    await expect.poll(() => desc.locator('.katex').count()).toBe(1);
    // antd (inline styles), KaTeX (styles, fonts), CodeMirror (styles), a data: image, the API.
    await expect.poll(() => page.locator('.cm-editor').count()).toBeGreaterThan(0);
    await page.locator('.cm-content').first().click();
    await page.keyboard.type('print(1)');
    await page.waitForTimeout(500);
    expect(await cspViolations()).toEqual([]);
    await context.close();
  });

  it('renders the statement safely: KaTeX for all delimiters, sanitised HTML, PDF card, annex', async () => {
    const { page, context } = await loggedInPage(browser, session);
    const cspViolations = await watchCsp(page);
    await page.goto(`/problem/${ids.hard}?l=en`);
    const desc = page.getByTestId('problem-description');
    await expect.poll(() => desc.locator('.katex').count()).toBe(3);
    expect(await desc.locator('.katex-display').count()).toBe(1);
    expect(await desc.locator('p.fps b').textContent()).toBe('HTML');
    expect(await desc.locator('script').count()).toBe(0);
    expect(await desc.locator('img').getAttribute('onerror')).toBeNull();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (globalThis as unknown as Marked).__xss)).toBeUndefined();
    const pdf = desc.locator('.md-pdf:not(.md-pdf-external)');
    expect(await pdf.locator('.md-pdf-name').textContent()).toBe('the statement');
    expect(await pdf.locator('iframe').evaluate((e) => (e as unknown as { offsetHeight: number }).offsetHeight)).toBe(800);
    // Only our own files are embedded: an external PDF is a card whose links open a new tab.
    const external = desc.locator('.md-pdf-external');
    expect(await external.locator('iframe').count()).toBe(0);
    expect(await desc.locator('iframe').count()).toBe(1);
    const link = external.locator('.md-pdf-name');
    expect(await link.textContent()).toBe('a paper elsewhere');
    expect(await link.getAttribute('href')).toBe('https://pdf.example.test/paper.pdf');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await external.locator('.md-pdf-host').textContent()).toBe('pdf.example.test');
    expect(await desc.textContent()).toContain('Think about flows.');
    expect(await desc.textContent()).toContain('Verdict e2e');
    await page.getByTestId('show-tags').click();
    await expect.poll(() => desc.textContent()).toContain(otherTag);

    await screenshot(page, 'problem-statement-en');

    await page.getByRole('tab', { name: 'Problem Annex' }).click();
    await expect.poll(() => page.getByTestId('annex-content').textContent()).toBe('#define N 100\n');
    const download = page.waitForEvent('download');
    await page.getByTestId('annex-download').click();
    expect((await download).suggestedFilename()).toBe('graph.h');
    await screenshot(page, 'problem-annex-en', { fullPage: false });
    // The statement's hostile inline handlers are the only thing the policy had to block.
    expect((await cspViolations()).filter((v) => !/script-src-attr/.test(v))).toEqual([]);
    await context.close();
  });

  it('screenshots: both languages and 375 px', async () => {
    for (const lang of [
      { l: 'zh-cn', tag: 'zh' },
      { l: 'en', tag: 'en' },
    ]) {
      const { page, context } = await loggedInPage(browser, session);
      await page.goto(`/problem?l=${lang.l}&keyword=${stamp}`);
      await expect.poll(() => rows(page).count()).toBe(3);
      await page.getByTestId('bank-tag-search').fill(stamp);
      await page.getByTestId('bank-tag-option').filter({ hasText: tagName }).click();
      await expect.poll(() => rows(page).count()).toBe(2);
      await rows(page).first().hover();
      await screenshot(page, `problem-bank-${lang.tag}`);
      await context.close();
    }
    const mobile: { page: Page; context: BrowserContext } = await loggedInPage(browser, session, { width: 375, height: 740 });
    await mobile.page.goto(`/problem?l=zh-cn&tagId=[${tagId}]`);
    await expect.poll(() => rows(mobile.page).count()).toBe(2);
    // Nothing sticks out sideways at 375 px; the side panel sits under the table.
    expect(await pageScrollWidth(mobile.page)).toBeLessThanOrEqual(375);
    const tableBox = await mobile.page.getByTestId('bank-table').boundingBox();
    const panelBox = await mobile.page.getByTestId('bank-tag-panel').boundingBox();
    expect(panelBox && tableBox && panelBox.y > tableBox.y + tableBox.height).toBe(true);
    await screenshot(mobile.page, 'problem-bank-mobile-zh');
    await mobile.context.close();
  });
});
