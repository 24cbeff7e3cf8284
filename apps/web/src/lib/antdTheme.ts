import { theme as antdTheme, type ThemeConfig } from 'antd';

/** The one primary colour of the site (CSS uses it as --verdict-primary). */
export const PRIMARY_COLOR = '#2962cc';
/** antd's #ff4d4f reads 3.3:1 on white: danger text and buttons use a deeper red. */
const LIGHT_ERROR = '#cf1322';

/** Text on a dark page needs a lighter blue than the primary (which white button text still needs). */
const DARK_ACCENT_TEXT = '#8fb3f5';

/**
 * Component overrides for 4.5:1 text (axe colour-contrast). On a dark page the selected menu item and
 * tab use the light accent; danger buttons a lighter red (solid ones then take dark text). Preset
 * tag colours whose text (palette step 7 on step 1) falls short take the next darker (light theme)
 * or lighter (dark theme) step. A table's empty text and an unchecked switch leave antd's disabled greys.
 */
const contrastComponents = (isDark: boolean): ThemeConfig['components'] =>
  isDark
    ? {
        Menu: {
          itemSelectedColor: DARK_ACCENT_TEXT,
          subMenuItemSelectedColor: DARK_ACCENT_TEXT,
          horizontalItemSelectedColor: DARK_ACCENT_TEXT,
          itemHoverColor: DARK_ACCENT_TEXT,
          horizontalItemHoverColor: DARK_ACCENT_TEXT,
        },
        Tabs: {
          itemSelectedColor: DARK_ACCENT_TEXT,
          itemHoverColor: DARK_ACCENT_TEXT,
          itemActiveColor: DARK_ACCENT_TEXT,
          inkBarColor: DARK_ACCENT_TEXT,
        },
        Button: {
          colorError: '#f37370',
          colorErrorHover: '#f69c99',
          colorErrorActive: '#e84749',
          dangerColor: '#141414',
          defaultHoverColor: DARK_ACCENT_TEXT,
          defaultActiveColor: DARK_ACCENT_TEXT,
        },
        Tag: { purple7: '#ab7ae0', geekblue7: '#7f9ef3' },
        // A table's empty text (its placeholder row) is antd's disabled grey: 2.2:1 on the dark page.
        Table: { colorTextDisabled: 'rgba(255, 255, 255, 0.6)' },
        List: { colorTextDisabled: 'rgba(255, 255, 255, 0.6)' },
        Select: { colorTextDisabled: 'rgba(255, 255, 255, 0.6)' },
      }
    : {
        Tag: {
          cyan7: '#006d75',
          green7: '#237804',
          orange7: '#ad4e00',
          yellow7: '#614700',
          volcano7: '#ad2102',
          lime7: '#3f6600',
          gold7: '#874d00',
          // Status tags (color="success" / "warning"): antd's #52c41a and #faad14 read 2.2:1 and 1.8:1 on their tints.
          colorSuccess: '#237804',
          colorWarning: '#ad4e00',
        },
        Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
        List: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
        Select: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
        Typography: { colorWarningText: '#ad4e00' },
        Button: { defaultHoverColor: PRIMARY_COLOR },
        // An unchecked switch's white text sat on #bfbfbf (1.8:1); these greys hold 4.5:1, hover too.
        Switch: { colorTextQuaternary: '#737373', colorTextTertiary: '#595959' },
      };

/**
 * The ConfigProvider's theme (app/AntdConfig.tsx). The tokens the site's own stylesheets read as
 * `var(--ant-…)` are written out for both themes in antTokens.css; antTokens.test.ts checks them against this.
 */
export function antdThemeConfig(isDark: boolean): ThemeConfig {
  return {
    algorithm: isDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    // antd's links and info blue default to its own #1677ff: one primary colour everywhere. Grey text
    // is darkened to keep 4.5:1 (axe); on a dark page the links get a lighter blue for the same reason.
    token: {
      colorPrimary: PRIMARY_COLOR,
      colorInfo: PRIMARY_COLOR,
      borderRadius: 6,
      ...(isDark
        ? {
            colorLink: '#8fb3f5',
            colorLinkHover: '#b3cdf8',
            colorTextDescription: 'rgba(255, 255, 255, 0.65)',
            colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
          }
        : {
            colorLink: PRIMARY_COLOR,
            colorError: LIGHT_ERROR,
            colorTextDescription: 'rgba(0, 0, 0, 0.62)',
            colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
          }),
    },
    components: contrastComponents(isDark),
  };
}
