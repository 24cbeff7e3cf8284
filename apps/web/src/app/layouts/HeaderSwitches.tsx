import { DesktopOutlined, GlobalOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { LANGUAGES, type AppLanguage } from '../../lib/language';
import { setThemeMode, THEME_MODES, useTheme, type ThemeMode } from '../../lib/theme';
import { HeaderDropdown } from './HeaderDropdown';

const LANGUAGE_NAMES: Record<AppLanguage, { full: string; short: string }> = {
  'zh-CN': { full: '简体中文', short: '中文' },
  en: { full: 'English', short: 'EN' },
};
const THEME_ICONS: Record<ThemeMode, React.ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};
const THEME_LABELS = { light: 'header.themeLight', dark: 'header.themeDark', system: 'header.themeSystem' } as const;

/** Language and theme switches of every header (site, admin, focus mode); both choices are remembered. */
export function HeaderSwitches({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { mode, isDark } = useTheme();
  const language = currentLanguage();
  const themeName = t('header.themeCurrent', { name: t(THEME_LABELS[mode]) });

  return (
    <div className="header-switches">
      <HeaderDropdown
        trigger="click"
        placement="bottomRight"
        // Each name in its own language, so a reader of the other one still finds theirs.
        items={LANGUAGES.map((l) => ({
          key: l,
          selected: l === language,
          label: <span lang={l}>{LANGUAGE_NAMES[l].full}</span>,
          onSelect: () => setLanguage(l),
        }))}
        buttonClassName={compact ? 'hbtn hbtn-text hbtn-icon-only' : 'hbtn hbtn-text'}
        buttonProps={{ 'aria-label': t('header.language'), title: t('header.language'), 'data-testid': 'header-language' }}
      >
        <GlobalOutlined />
        {compact ? null : <span>{LANGUAGE_NAMES[language].short}</span>}
      </HeaderDropdown>
      <HeaderDropdown
        trigger="click"
        placement="bottomRight"
        items={THEME_MODES.map((m) => ({
          key: m,
          selected: m === mode,
          icon: THEME_ICONS[m],
          label: t(THEME_LABELS[m]),
          onSelect: () => setThemeMode(m),
        }))}
        buttonClassName="hbtn hbtn-text hbtn-icon-only"
        buttonProps={{ 'aria-label': themeName, title: themeName, 'data-testid': 'header-theme', 'data-theme-mode': mode }}
      >
        {isDark ? <MoonOutlined /> : <SunOutlined />}
      </HeaderDropdown>
    </div>
  );
}
