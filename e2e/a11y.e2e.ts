import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Seeded, routeTable, seedScreens, settled } from './a11y-screens';
import { baseUrl, launchBrowser, openPage, screenshot } from './harness';

/** The boards (a chart that resizes with the page) are shot as the viewport: a full-page shot never finished there. */
const shotOptions = (name: string) => ({ fullPage: !['contest rank', 'outside board'].includes(name) });
/** Screens checked in Chinese too (text that differs materially from the English). */
const ZH_SCREENS = ['home', 'problem', 'contest list', 'contest', 'status', 'settings', 'group', 'admin dashboard'];
/** Screens with parts of their own at 375 px (the statement/code switch, stacked lists, the drawer menu). */
const PHONE_SCREENS = ['home', 'problem', 'contest list', 'contest problem', 'contest rank', 'user home', 'status', 'group'];

/** axe-core over every screen in both themes: no serious or critical violation may remain (issue 13 §6, issue 28 §5). */

const server = { baseUrl: baseUrl(), rootPassword: inject('rootPassword') };
const AC_CODE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b; }\n';

interface Session {
  token: string;
  user: unknown;
}

async function call<T>(method: string, path: string, body: unknown, token?: string): Promise<{ data: T; token: string | null }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { status: number; msg: string; data: T };
  if (env.status !== 200) throw new Error(`${method} ${path}: ${env.status} ${env.msg}`);
  return { data: env.data, token: res.headers.get('authorization') };
}

/** Root's session in local storage, as the client keeps it: every screen (admin ones too) opens signed in. */
async function signedInPage(browser: Browser, session: Session, opts: { width?: number; dark?: boolean } = {}) {
  const { page, context } = await openPage(browser, { width: opts.width });
  await context.addInitScript(
    ([token, user, theme]) => {
      const g = globalThis as unknown as {
        localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
      };
      if (!g.localStorage.getItem('token')) {
        g.localStorage.setItem('token', token);
        g.localStorage.setItem('userInfo', user);
        if (theme) g.localStorage.setItem('verdict.theme', theme);
      }
    },
    [session.token, JSON.stringify(session.user), opts.dark ? 'dark' : ''] as const,
  );
  return { page, context };
}

/** Serious and critical violations of one screen, one line each: rule, impact and the first offending nodes. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
          .join(' | ')}`,
    );
}

describe('accessibility (axe-core)', () => {
  let browser: Browser;
  let session: Session;
  let seeded: Seeded;

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await call<unknown>('POST', '/api/login', { username: 'root', password: server.rootPassword });
    session = { token: login.token ?? '', user: login.data };
    // A contest, training, group, discussion and submission of its own, whatever other suites did.
    seeded = await seedScreens({ token: session.token, user: session.user } as never);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Every screen of the route table in both themes, one page load each, at 1280 px in English; the
   * Chinese pass covers the screens whose text differs materially (long hero and statement text,
   * wider CJK labels in the header and tables). Dark screens are kept in e2e/screenshots.
   */
  const visits = (): Array<[name: string, path: string, lang: 'en' | 'zh-cn']> => [
    ...routeTable(seeded).map(([name, path]): [string, string, 'en'] => [name, path, 'en']),
    ...routeTable(seeded)
      .filter(([n]) => ZH_SCREENS.includes(n))
      .map(([name, path]): [string, string, 'zh-cn'] => [name, path, 'zh-cn']),
  ];
  // In parts, each with its own time budget: a loaded machine loads some screens slowly.
  const PARTS = 4;
  for (const theme of ['light', 'dark'] as const) {
    for (let part = 0; part < PARTS; part++) {
      it(`finds no serious or critical violation on any screen (${theme}, part ${part + 1}/${PARTS})`, async () => {
        const { page, context } = await signedInPage(browser, session, { dark: theme === 'dark' });
        const found: string[] = [];
        const all = visits();
        const size = Math.ceil(all.length / PARTS);
        for (const [name, path, lang] of all.slice(part * size, (part + 1) * size)) {
          await page.goto(`${path}${path.includes('?') ? '&' : '?'}l=${lang}`);
          await settled(page);
          for (const line of await seriousViolations(page)) found.push(`${name} (${lang}): ${line}`);
          if (theme === 'dark') await screenshot(page, `dark-${name.replace(/ /g, '-')}-${lang}-1280`, shotOptions(name));
        }
        await context.close();
        expect(found, found.join('\n')).toEqual([]);
      }, 300_000);
    }
  }

  it('keeps the dark theme on a phone (375 px, zh): screenshots of the screens with phone-only parts', async () => {
    const { page, context } = await signedInPage(browser, session, { dark: true, width: 375 });
    for (const [name, path] of routeTable(seeded).filter(([n]) => PHONE_SCREENS.includes(n))) {
      await page.goto(`${path}?l=zh-cn`);
      await settled(page);
      await screenshot(page, `dark-${name.replace(/ /g, '-')}-zh-375`, shotOptions(name));
    }
    await context.close();
  }, 200_000);

  it('keeps the header reachable by Tab in reading order, with a skip link first', async () => {
    const { page, context } = await signedInPage(browser, session);
    await page.goto('/home?l=en');
    // The hero, or the carousel another suite on this server may have given the home page.
    await expect.poll(() => page.getByTestId('home-hero').or(page.getByTestId('home-carousel')).first().isVisible()).toBe(true);
    const focused = () =>
      page.evaluate(() => {
        const el = (
          globalThis as unknown as {
            document: { activeElement: { textContent: string | null; getAttribute(n: string): string | null } | null };
          }
        ).document.activeElement;
        return el ? (el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to main content');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('nav-brand');
    // Then the menu, the language and theme switches, the bell and the account menu, in that order.
    const order: string[] = [];
    for (let i = 0; i < 20 && !order.includes('user-menu'); i++) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    const at = (name: string) => order.indexOf(name);
    expect(at('Home')).toBeGreaterThanOrEqual(0);
    expect(at('header-language')).toBeGreaterThan(at('Home'));
    expect(at('header-theme')).toBe(at('header-language') + 1);
    expect(at('user-menu')).toBeGreaterThan(at('header-theme'));
    // A visible focus ring on the focused control.
    const outline = await page.evaluate(() => {
      const g = globalThis as unknown as {
        document: { activeElement: unknown };
        getComputedStyle(e: unknown): { outlineStyle: string; outlineWidth: string };
      };
      const style = g.getComputedStyle(g.document.activeElement);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('lets Tab out of the editor with Escape then Tab, and submits with Ctrl+Enter', async () => {
    const { page, context } = await signedInPage(browser, session);
    await page.goto('/problem/1000?l=en');
    const content = page.locator('.cm-content').first();
    await expect.poll(() => content.isVisible()).toBe(true);
    expect(await content.getAttribute('aria-label')).toContain('Escape then Tab');
    await content.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(AC_CODE);
    // Tab indents inside the editor...
    await page.keyboard.press('Tab');
    expect(await content.evaluate((el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement)).toBe(true);
    // ...Escape then Tab leaves it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await content.evaluate((el) => el.contains((el.ownerDocument as { activeElement: never }).activeElement))).toBe(false);

    await content.click();
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => page.getByTestId('submit-status').getByTestId('judge-status').count(), { timeout: 30_000 }).toBe(1);
    await context.close();
  });
});
