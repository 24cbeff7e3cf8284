import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, call, contestVerdict, login, loginRoot, signInContext } from './api';
import { launchBrowser, openPage, screenshot, uniqueName } from './harness';

/**
 * Issue 28.9 and 28.10 in Chromium. The resolver: a sealed ACM contest made through the API (one AC
 * before the seal, a WA before and an AC after it, and a newcomer's AC after it), opened by root
 * on its scroll board: a dark stage over the whole window that goes full screen at the first key,
 * space reveals the lowest frozen cell (it flips, the row slides up), ← takes it back, Esc leaves.
 * The editor: empty on a problem without a template, the picker naming compiler and version with
 * C++ first, a compile error's output under the editor, the submit interval counted down on the button.
 */

const AC = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
const WA = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << std::endl; }\n';
const CE = '#include <iostream>\nint main() { std::cout << undeclared_name << std::endl; }\n';
const VERDICT = { timeout: 120_000, interval: 250 };
const ROW = 52;
/** The browser's globals this file reads inside `evaluate` (the e2e code is typed without the DOM). */
interface Win {
  getComputedStyle(el: unknown): { transform: string; backgroundColor: string; fontFamily: string };
  DOMMatrix: new (text: string) => { m42: number };
}
const FULLSCREEN_ID = "document.fullscreenElement ? document.fullscreenElement.getAttribute('data-testid') : null";

describe('the resolver and the editor in the browser', () => {
  let browser: Browser;
  let root: Session;
  const users: Session[] = [];
  const prefix = uniqueName('rs');
  const password = 'resolver-Pa55';
  let cid = 0;
  let form: Record<string, unknown> = {};
  let intervalBefore = 8;

  const setSubmitInterval = (seconds: number) =>
    call(root.token, 'PUT', '/api/admin/switch/update', { defaultSubmitInterval: seconds });
  const submit = async (who: Session, code: string) => {
    const { submitId } = await call<{ submitId: number }>(who.token, 'POST', '/api/submit-problem-judge', {
      pid: 'A',
      cid,
      language: 'C++',
      code,
    });
    return contestVerdict(root.token, cid, submitId, VERDICT);
  };
  const updateContest = async (over: Record<string, unknown>) => {
    form = { ...form, ...over };
    await call(root.token, 'PUT', '/api/admin/contest', form);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    root = await loginRoot();
    intervalBefore = (await call<{ defaultSubmitInterval: number }>(root.token, 'GET', '/api/admin/switch/info'))
      .defaultSubmitInterval;
    await setSubmitInterval(0);
    const names = [0, 1, 2, 3].map((i) => `${prefix}${i}`);
    await call(root.token, 'POST', '/api/admin/user/insert-batch-user', {
      users: names.map((n, i) => [n, password, `${n}@verdict.test`, '', 'male', `Team ${i}`, `School ${i}`]),
    });
    for (const n of names) users.push(await login(n, password));
    const pid = (await call<{ problem: { id: number } }>(null, 'GET', '/api/get-problem-detail?problemId=1000')).problem.id;
    form = {
      title: `Resolver ${prefix}`,
      description: 'Resolver test',
      type: 0,
      auth: 0,
      startTime: new Date(Date.now() - 120_000).toISOString(),
      endTime: new Date(Date.now() + 3600_000).toISOString(),
      sealRank: false,
      openRank: true,
      autoRealRank: true,
      rankShowName: 'username',
    };
    cid = (await call<{ id: number }>(root.token, 'POST', '/api/admin/contest', form)).id;
    form = { ...(await call<Record<string, unknown>>(root.token, 'GET', `/api/admin/contest?cid=${cid}`)) };
    await call(root.token, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' });
  }, 60_000);

  it('a sealed contest with late tries, ended', async () => {
    // Before the seal: u0 solves A, u1 fails it.
    expect(await submit(users[0], AC)).toBe(0);
    expect(await submit(users[1], WA)).toBe(-1);
    // The seal a whole second ahead (the scroll board's times are in seconds), then the late tries.
    const sealAt = Math.ceil((Date.now() + 1000) / 1000) * 1000;
    await updateContest({ sealRank: true, sealRankTime: new Date(sealAt).toISOString() });
    await expect.poll(() => Date.now() > sealAt + 1100, { timeout: 5000, interval: 100 }).toBe(true);
    expect(await submit(users[1], AC)).toBe(0);
    expect(await submit(users[2], AC)).toBe(0);
    await updateContest({ endTime: new Date().toISOString() });
  }, 120_000);

  afterAll(async () => {
    if (root) await setSubmitInterval(intervalBefore);
    await browser?.close();
  });

  const openStage = async (locale: 'en' | 'zh-CN', width: number) => {
    const { page, context } = await openPage(browser, { width, height: 800, locale });
    await signInContext(context, root, locale === 'en' ? 'en-US' : 'zh-CN');
    await page.goto(`/scrollBoard?cid=${cid}&removeStar=false&medals[]=1&medals[]=1&medals[]=1`);
    await page.getByTestId('scroll-row').first().waitFor();
    return { page, context };
  };
  const rowOf = (page: Page, i: number) => page.locator(`[data-testid="scroll-row"][data-uid="${users[i].user.uid}"]`);
  const offset = (page: Page, i: number) =>
    rowOf(page, i).evaluate((el) => {
      const g = globalThis as unknown as Win;
      return new g.DOMMatrix(g.getComputedStyle(el).transform).m42;
    });

  it('opens as a dark full-window stage; space reveals a frozen cell and slides its row up; ← back; Esc leaves', async () => {
    const { page, context } = await openStage('en', 1280);
    const stage = page.getByTestId('resolver-stage');
    expect(await stage.getAttribute('data-presenting')).toBe('true');
    const box = await stage.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    const background = await stage.evaluate((el) => (globalThis as unknown as Win).getComputedStyle(el).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(120);

    // The frozen board: u0 first; u1 and u2 tied below with their late tries hidden.
    expect(await rowOf(page, 0).getAttribute('data-rank')).toBe('1');
    expect(await rowOf(page, 2).locator('[data-cell="frozen"]').count()).toBe(1);
    expect(await offset(page, 2)).toBe(2 * ROW);
    await screenshot(page, 'resolver-frozen-1280-en', { fullPage: false });

    await page.keyboard.press('Space');
    // The first key takes the stage full screen.
    await expect.poll(() => page.evaluate(FULLSCREEN_ID)).toBe('resolver-stage');
    // The lowest row's frozen cell turned over: accepted, and the row slides above u1.
    await expect.poll(() => stage.getAttribute('data-step')).toBe('1');
    expect(await rowOf(page, 2).locator('.sb-flip[data-cell="ac"]').count()).toBe(1);
    expect(await rowOf(page, 2).getAttribute('data-rank')).toBe('2');
    await expect.poll(() => offset(page, 2)).toBe(ROW);
    await expect.poll(() => offset(page, 1)).toBe(2 * ROW);
    await screenshot(page, 'resolver-step-1280-en', { fullPage: false });

    // ← takes the step back, exactly.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stage.getAttribute('data-step')).toBe('0');
    expect(await rowOf(page, 2).locator('[data-cell="frozen"]').count()).toBe(1);
    await expect.poll(() => offset(page, 2)).toBe(2 * ROW);

    // Everything revealed: u1's late AC after a WA; medals light up.
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('scroll-status').textContent()).toContain('Everything is revealed');
    expect(await page.locator('.sb-medal').count()).toBe(3);
    await screenshot(page, 'resolver-done-1280-en', { fullPage: false });

    await page.keyboard.press('Escape');
    await expect.poll(() => stage.getAttribute('data-presenting')).toBe('false');
    await expect.poll(() => page.evaluate(FULLSCREEN_ID)).toBeNull();
    await context.close();
  }, 60_000);

  it('the stage at 375 px and in Chinese, for review', async () => {
    for (const [locale, width] of [
      ['zh-CN', 1280],
      ['zh-CN', 375],
      ['en', 375],
    ] as const) {
      const { page, context } = await openStage(locale, width);
      await page.keyboard.press('Space');
      await expect.poll(() => page.getByTestId('resolver-stage').getAttribute('data-step')).toBe('1');
      await screenshot(page, `resolver-step-${width}-${locale === 'en' ? 'en' : 'zh'}`, { fullPage: false });
      await context.close();
    }
  }, 60_000);

  it('the editor: empty start, compiler and version in the picker, C++ first, compile output, the countdown', async () => {
    await setSubmitInterval(300);
    const { page, context } = await openPage(browser, { width: 1280, locale: 'en' });
    await signInContext(context, users[3], 'en-US');
    await page.goto('/problem/1000');
    await page.getByTestId('problem-title').waitFor();
    // No template on this problem: the editor starts empty, not with an A+B program.
    await expect.poll(() => page.locator('.cm-content').first().innerText()).toBe('\n');
    const picker = page.getByTestId('editor-language');
    const selected = picker.locator('.ant-select-selection-item');
    await expect.poll(() => selected.getAttribute('title')).toBe('C++');
    await expect.poll(() => selected.textContent()).toMatch(/^C\+\+17 \(g\+\+ \d+\.\d+\)$/);
    await picker.click();
    const options = page.locator('.ant-select-item-option');
    await expect.poll(() => options.first().getAttribute('title')).toBe('C++');
    expect(await options.nth(1).getAttribute('title')).toBe('C++ With O2');
    expect(await page.locator('.ant-select-item-option[title="Python3"]').textContent()).toMatch(/^Python \d+\.\d+/);
    await page.keyboard.press('Escape');

    await page
      .getByTestId('problem-editor')
      .locator('input[type=file]')
      .setInputFiles({ name: 'main.cpp', mimeType: 'text/plain', buffer: Buffer.from(CE) });
    await expect.poll(() => page.locator('.cm-content').first().innerText()).toContain('undeclared_name');
    await page.getByTestId('submit-code').click();
    const status = page.getByTestId('submit-status').getByTestId('judge-status');
    await expect.poll(() => status.getAttribute('data-status'), VERDICT).toBe('-2');
    // The compiler's words under the editor, in monospace.
    const output = page.getByTestId('compile-error-output');
    await expect.poll(() => output.textContent(), VERDICT).toContain('undeclared_name');
    expect(await output.evaluate((el) => (globalThis as unknown as Win).getComputedStyle(el).fontFamily)).toMatch(
      /mono|Consolas|Menlo/i,
    );

    // Again at once: the server's interval answers 429 and the button counts it down.
    await page.getByTestId('submit-code').click();
    await expect.poll(() => page.getByTestId('submit-code').textContent()).toMatch(/Submit again in \d+ s/);
    expect(await page.getByTestId('submit-code').isDisabled()).toBe(true);
    await screenshot(page, 'editor-compile-error-1280-en');
    await context.close();

    for (const [locale, width] of [
      ['zh-CN', 1280],
      ['zh-CN', 375],
      ['en', 375],
    ] as const) {
      const shot = await openPage(browser, { width, locale });
      await signInContext(shot.context, users[3], locale === 'en' ? 'en-US' : 'zh-CN');
      await shot.page.goto('/problem/1000');
      await shot.page.getByTestId('problem-title').waitFor();
      if (width < 768) await shot.page.getByTestId('pane-switch').locator('.ant-segmented-item').nth(1).click();
      await expect.poll(() => shot.page.getByTestId('editor-language').textContent()).toMatch(/g\+\+/);
      await screenshot(shot.page, `editor-picker-${width}-${locale === 'en' ? 'en' : 'zh'}`, { fullPage: false });
      await shot.context.close();
    }
  }, 90_000);
});
