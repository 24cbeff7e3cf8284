import { DesktopOutlined, GlobalOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { LANGUAGES, type AppLanguage } from '../../lib/language';
import { setThemeMode, THEME_MODES, useTheme, type ThemeMode } from '../../lib/theme';

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

  return (
    <div className="header-switches">
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          selectable: true,
          selectedKeys: [language],
          // Each name in its own language, so a reader of the other one still finds theirs.
          items: LANGUAGES.map((l) => ({ key: l, label: <span lang={l}>{LANGUAGE_NAMES[l].full}</span> })),
          onClick: ({ key }) => setLanguage(key as AppLanguage),
        }}
      >
        <Button
          type="text"
          icon={<GlobalOutlined />}
          aria-label={t('header.language')}
          title={t('header.language')}
          data-testid="header-language"
        >
          {compact ? null : LANGUAGE_NAMES[language].short}
        </Button>
      </Dropdown>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          selectable: true,
          selectedKeys: [mode],
          items: THEME_MODES.map((m) => ({ key: m, icon: THEME_ICONS[m], label: t(THEME_LABELS[m]) })),
          onClick: ({ key }) => setThemeMode(key as ThemeMode),
        }}
      >
        <Button
          type="text"
          icon={isDark ? <MoonOutlined /> : <SunOutlined />}
          aria-label={t('header.themeCurrent', { name: t(THEME_LABELS[mode]) })}
          title={t('header.themeCurrent', { name: t(THEME_LABELS[mode]) })}
          data-testid="header-theme"
          data-theme-mode={mode}
        />
      </Dropdown>
    </div>
  );
}
