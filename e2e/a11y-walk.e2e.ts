import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Seeded, routeTable, seedScreens, settled, CONTESTANT_SCREENS, EN_SCREENS } from './a11y-screens';
import { mkdirSync } from 'node:fs';
import path_ from 'node:path';
import { type Session, loginRoot, signInContext } from './api';
import { launchBrowser, openPage, registerUser, SCREENSHOT_DIR } from './harness';

/**
 * axe-core over every screen of the route table in both themes: no serious or critical violation may
 * remain (issue 13 §6, issue 28 §5). One page load per screen: the light pass, then the theme flipped
 * in place (the page follows prefers-color-scheme live) and the colour rules run again, since a theme
 * changes colours only. Root opens the site's and the admin's screens; a contestant the contest's.
 */
/** A page whose session is in local storage, as the client keeps it: every screen (admin ones too) opens signed in. */
async function signedInPage(browser: Browser, session: Session) {
  const { page, context } = await openPage(browser);
  await signInContext(context, session);
  return { page, context };
}

/** The rules a screen can break on its own (names, labels, ARIA, structure, colours), serious or critical ones. */
const STRUCTURE_RULES = [
  'aria-allowed-attr',
  'aria-command-name',
  'aria-hidden-body',
  'aria-hidden-focus',
  'aria-input-field-name',
  'aria-progressbar-name',
  'aria-required-attr',
  'aria-required-children',
  'aria-required-parent',
  'aria-roles',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-valid-attr',
  'aria-valid-attr-value',
  'button-name',
  'color-contrast',
  'definition-list',
  'dlitem',
  'document-title',
  'duplicate-id-aria',
  'frame-title',
  'html-has-lang',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'link-in-text-block',
  'link-name',
  'list',
  'listitem',
  'nested-interactive',
  'role-img-alt',
  'scrollable-region-focusable',
  'select-name',
  'svg-img-alt',
  'td-headers-attr',
  'th-has-data-cells',
];
/** What a theme changes: colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Serious and critical violations of one screen, one line each: rule, impact and the first offending nodes. */
async function seriousViolations(page: Page, rules: string[]): Promise<string[]> {
  // Violations only: axe skips building the (much larger) passes and incomplete results.
  const result = await new AxeBuilder({ page })
    .withRules(rules)
    .options({ resultTypes: ['violations'] })
    .analyze();
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

const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/** One load, light then dark in place: every violation found, prefixed by screen and theme (and logged at once). */
async function checkBothThemes(page: Page, name: string, path: string, lang: 'zh-cn' | 'en'): Promise<string[]> {
  const found: string[] = [];
  const note = (theme: string) => (line: string) => {
    found.push(`${name} (${lang}, ${theme}): ${line}`);
    console.log(`a11y ${name} (${lang}, ${theme}): ${line}`);
  };
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}l=${lang}`);
  await settled(page);
  (await seriousViolations(page, STRUCTURE_RULES)).forEach(note('light'));
  // The theme flips at once (no colour transitions to wait out): the page follows prefers-color-scheme.
  await page.addStyleTag({ content: NO_TRANSITIONS });
  await page.emulateMedia({ colorScheme: 'dark' });
  const theme = () =>
    page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { dataset: { theme?: string } } } }).document.documentElement
          .dataset.theme,
    );
  await expect.poll(theme).toBe('dark');
  await settled(page);
  (await seriousViolations(page, COLOUR_RULES)).forEach(note('dark'));
  if (lang === 'zh-cn')
    await page.screenshot({ path: path_.join(SCREENSHOT_DIR, `dark-${name.replace(/ /g, '-')}-zh-1280.png`) });
  return found;
}

// The whole walk takes 9-21 min on a loaded 2-core machine (issue 28.5's goal is ≤ 4 min): it runs on demand
// (VERDICT_A11Y_WALK=1), and CI checks the main screens in a11y.e2e.ts. Findings it still reports: the group
// screens' unchecked Switch with text and the empty-table text of the group tabs (contrast).
describe.skipIf(!process.env.VERDICT_A11Y_WALK)('accessibility walk over every screen (axe-core)', () => {
  let browser: Browser;
  let session: Session;
  let contestant: Session;
  let seeded: Seeded;
  const timings: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchBrowser();
    session = await loginRoot();
    contestant = await registerUser('a11y');
    // A contest (with the contestant's submission), a training, a group, a discussion and a submission of its own.
    seeded = await seedScreens(session.token, contestant.token);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    if (timings.length) console.log(`a11y walk: ${timings.join(', ')}`);
  });

  /** The theme follows the system (no saved choice), so emulateMedia flips it in place. */
  const walk = (who: () => Session, screens: () => Array<[string, string]>, lang: 'zh-cn' | 'en', label: string) => async () => {
    const started = Date.now();
    const list = screens();
    const { page, context } = await signedInPage(browser, who());
    const found: string[] = [];
    for (const [name, path] of list) found.push(...(await checkBothThemes(page, name, path, lang)));
    await context.close();
    timings.push(`${label}: ${list.length} screens in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(found, found.join('\n')).toEqual([]);
  };
  const isContestScreen = ([name]: [string, string]) => CONTESTANT_SCREENS.includes(name);
  const isAdminScreen = ([name]: [string, string]) => name.startsWith('admin ');
  /** Parts of at most eight screens, each with its own time budget (a loaded machine takes seconds a screen). */
  const PART = 8;
  const siteScreens = () => routeTable(seeded).filter((s) => !isContestScreen(s) && !isAdminScreen(s));
  const SITE_PARTS = 4; // ceil(30 / PART): the route table's site screens (a test fails below if it grows)

  for (let part = 0; part < SITE_PARTS; part++) {
    it(
      `finds no serious or critical violation on the site's screens, part ${part + 1} (zh, light and dark)`,
      walk(
        () => session,
        () => siteScreens().slice(part * PART, (part + 1) * PART),
        'zh-cn',
        `site ${part + 1}`,
      ),
      240_000,
    );
  }
  it('walks every screen of the route table in its parts', () => {
    expect(siteScreens().length).toBeLessThanOrEqual(SITE_PARTS * PART);
    expect(routeTable(seeded).filter(isAdminScreen).length).toBeLessThanOrEqual(12);
  });
  it(
    "finds none on a contest's screens, as a contestant (zh, light and dark)",
    walk(
      () => contestant,
      () => routeTable(seeded).filter(isContestScreen),
      'zh-cn',
      'contest',
    ),
    240_000,
  );
  for (let part = 0; part < 2; part++) {
    it(
      `finds none on the admin screens, part ${part + 1} (zh, light and dark)`,
      walk(
        () => session,
        () =>
          routeTable(seeded)
            .filter(isAdminScreen)
            .slice(part * 6, (part + 1) * 6),
        'zh-cn',
        `admin ${part + 1}`,
      ),
      240_000,
    );
  }
  it(
    'finds none on the main screens in English (light and dark)',
    walk(
      () => session,
      () => routeTable(seeded).filter(([n]) => EN_SCREENS.includes(n)),
      'en',
      'en',
    ),
    240_000,
  );
});
