import { theme } from 'antd';
import { useLayoutEffect } from 'react';

/**
 * The antd tokens feature stylesheets read as `var(--ant-color-…)`. antd writes no CSS variables
 * here (no `cssVar`), so those fell back to their light values on a dark page (grey-on-black times
 * and counts on the contest list); the current theme's tokens go on the root element instead.
 */
const TOKENS = [
  'colorPrimary',
  'colorPrimaryHover',
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
  'colorTextDisabled',
  'colorBgTextHover',
  'colorBgTextActive',
  'colorBorder',
  'colorBorderSecondary',
  'colorSplit',
  'colorBgLayout',
  'colorBgContainer',
  'colorBgElevated',
  'colorFillSecondary',
  'colorFillTertiary',
  // The header's own menus, buttons, badge and avatar (layouts/header.css).
  'colorPrimaryActive',
  'colorTextLightSolid',
  'colorTextPlaceholder',
  'controlItemBgHover',
  'controlItemBgActive',
  'boxShadowSecondary',
  'colorFillQuaternary',
  'controlOutline',
  // components/skeleton.css
  'colorFillContent',
  'colorFill',
] as const;

const cssName = (token: string) => `--ant-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function AntTokenVars() {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    const style = document.documentElement.style;
    for (const name of TOKENS) style.setProperty(cssName(name), String(token[name]));
  }, [token]);
  return null;
}
