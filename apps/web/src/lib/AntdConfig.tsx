import { ConfigProvider, unstableSetRender } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useTheme } from './theme';
import { antdThemeConfig } from './antdTheme';

// antd 5's static helpers (Modal.confirm…) need a React 19 render function.
unstableSetRender((node, container) => {
  const c = container as Element & { _verdictRoot?: Root };
  c._verdictRoot ??= createRoot(container);
  c._verdictRoot.render(node);
  return async () => c._verdictRoot?.unmount();
});

/**
 * antd's ConfigProvider with the site's theme (light and dark) and language. Not in the first page's
 * code: it wraps the screens that use antd (app/AntdOutlet.tsx, loaded with their route) and each part
 * of the shell that loads antd on demand (dialogs, toasts, the phone drawer, the language list).
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { isDark } = useTheme();
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      button={{ autoInsertSpace: false }}
      theme={antdThemeConfig(isDark)}
    >
      {children}
    </ConfigProvider>
  );
}
