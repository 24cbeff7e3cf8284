import { readFileSync } from 'node:fs';
import { FastColor } from '@ant-design/fast-color';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdThemeConfig } from './antdTheme';
import { PRESET_TAG_COLOURS, STATUS_TAG_COLOURS } from './tagColours';

/**
 * antTokens.css holds, for the light and the dark theme, the antd tokens the site's own stylesheets
 * read as `var(--ant-…)` (the header, the home page, the placeholders): they are drawn before antd's
 * code loads, so the values are written out instead of read from antd at run time. This test
 * computes them from the ConfigProvider's theme (lib/antdTheme.ts) and fails on any difference,
 * printing the block to paste.
 */
const TOKENS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorPrimaryBorder',
  'colorPrimaryBg',
  'colorWarning',
  'colorError',
  'colorErrorBg',
  'colorSuccess',
  'colorText',
  'colorTextHeading',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextQuaternary',
  'colorTextDescription',
  'colorTextDisabled',
  'colorTextLightSolid',
  'colorTextPlaceholder',
  'colorLink',
  'colorLinkHover',
  'colorLinkActive',
  'colorBgTextHover',
  'colorBgTextActive',
  'colorBorder',
  'colorBorderSecondary',
  'colorSplit',
  'colorBgLayout',
  'colorBgContainer',
  'colorBgElevated',
  'colorFill',
  'colorFillSecondary',
  'colorFillTertiary',
  'colorFillQuaternary',
  'colorFillContent',
  'controlItemBgHover',
  'controlItemBgActive',
  'controlOutline',
  'boxShadowSecondary',
] as const;

const PRESETS = PRESET_TAG_COLOURS;
const STATUS = STATUS_TAG_COLOURS;

const cssName = (token: string) => `--ant-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function expectedTokens(isDark: boolean): Record<string, string> {
  const config = antdThemeConfig(isDark);
  const token = theme.getDesignToken(config) as unknown as Record<string, string | number>;
  const out: Record<string, string> = {};
  // One line each (antd writes its shadows over several).
  for (const name of TOKENS) out[cssName(name)] = String(token[name]).replace(/\s+/g, ' ').trim();
  // The Tag's own overrides (contrast) apply to tags only.
  const tag = { ...token, ...(config.components?.Tag as Record<string, string> | undefined) };
  for (const c of PRESETS) {
    out[`--vd-tag-${c}-color`] = String(tag[`${c}7`]);
    out[`--vd-tag-${c}-bg`] = String(tag[`${c}1`]);
    out[`--vd-tag-${c}-border`] = String(tag[`${c}3`]);
  }
  for (const [status, key] of Object.entries(STATUS)) {
    out[`--vd-tag-${status}-color`] = String(tag[`color${key}`]);
    out[`--vd-tag-${status}-bg`] = String(tag[`color${key}Bg`]);
    out[`--vd-tag-${status}-border`] = String(tag[`color${key}Border`]);
  }
  // A plain tag's background: the lightest fill laid onto the container (Tag's defaultBg).
  out['--vd-tag-default-bg'] = new FastColor(String(token.colorFillQuaternary))
    .onBackground(String(token.colorBgContainer))
    .toHexString();
  // antd's "simple" empty picture mixes its fills onto the container's background.
  const onBg = (c: string) => new FastColor(c).onBackground(String(token.colorBgContainer)).toHexString();
  out['--vd-empty-border'] = onBg(String(token.colorFill));
  out['--vd-empty-shadow'] = onBg(String(token.colorFillTertiary));
  out['--vd-empty-content'] = onBg(String(token.colorFillQuaternary));
  return out;
}

/** The custom properties of the rule for one theme in antTokens.css. */
function written(isDark: boolean): Record<string, string> {
  const css = readFileSync(new URL('./antTokens.css', import.meta.url), 'utf8');
  const selector = isDark ? ":root[data-theme='dark']" : ':root';
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
}

/** Values compared without their spacing (prettier spaces and wraps them). */
const bare = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.replace(/\s+/g, '')]));

const block = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `  ${k}: ${v};`)
    .join('\n');

describe('antTokens.css', () => {
  for (const isDark of [false, true]) {
    it(`holds antd's ${isDark ? 'dark' : 'light'} tokens for the site's theme`, () => {
      const expected = expectedTokens(isDark);
      const actual = bare(written(isDark));
      if (JSON.stringify(actual) !== JSON.stringify(bare(expected))) console.log(block(expected));
      expect(actual).toEqual(bare(expected));
    });
  }
});
