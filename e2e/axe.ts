import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Every rule axe-core 4.13 runs for WCAG 2.0/2.1 A and AA and its best practices whose checks can
 * report a serious or critical violation (experimental and deprecated rules left out, as axe does by
 * default). Running these by name instead of by tag skips the rules that only report minor or
 * moderate ones: the same findings at a lower cost per screen.
 */
export const SERIOUS_RULES = [
  'accesskeys',
  'area-alt',
  'aria-allowed-attr',
  'aria-braille-equivalent',
  'aria-command-name',
  'aria-conditional-attr',
  'aria-dialog-name',
  'aria-hidden-body',
  'aria-hidden-focus',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-prohibited-attr',
  'aria-required-attr',
  'aria-required-children',
  'aria-required-parent',
  'aria-roles',
  'aria-tab-name',
  'aria-text',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'aria-valid-attr',
  'aria-valid-attr-value',
  'autocomplete-valid',
  'avoid-inline-spacing',
  'blink',
  'button-name',
  'bypass',
  'color-contrast',
  'definition-list',
  'dlitem',
  'document-title',
  'duplicate-id-aria',
  'frame-focusable-content',
  'frame-tested',
  'frame-title',
  'frame-title-unique',
  'html-has-lang',
  'html-lang-valid',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'label-title-only',
  'link-in-text-block',
  'link-name',
  'list',
  'listitem',
  'marquee',
  'meta-refresh',
  'nested-interactive',
  'object-alt',
  'role-img-alt',
  'scrollable-region-focusable',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'tabindex',
  'td-headers-attr',
  'th-has-data-cells',
  'valid-lang',
  'video-caption',
];

/** What a theme changes: colours. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Serious and critical violations of one screen, one line each: rule, impact, count, the first failure and the first nodes. */
export async function seriousViolations(page: Page, rules: string[] = SERIOUS_RULES): Promise<string[]> {
  // Violations only: axe skips building the (much larger) passes and incomplete results. options() replaces
  // every option, the rule list too: it comes first (after it, axe ran all its rules on every pass). Legacy
  // mode runs axe in the page itself (the screens have no cross-origin frame) instead of a partial run per
  // frame finished in a second, blank page: 2-3 times faster, same findings (measured on the a11y screens).
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withRules(rules)
    .setLegacyMode()
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''} at ${v.nodes
          .slice(0, 8)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
