import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme as antdTheme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { bindNotify } from '../lib/notify';
import { useTheme } from '../lib/theme';

/** The one primary colour of the site (CSS uses it as --verdict-primary). */
export const PRIMARY_COLOR = '#2962cc';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A business error (4xx envelope) will not fix itself by retrying; network blips might.
      retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status !== 0),
      refetchOnWindowFocus: false,
    },
  },
});

/** Hands antd's context-aware message/notification instances to lib/notify. */
function NotifyBridge() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => bindNotify(message, notification), [message, notification]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isEnglish = i18n.language === 'en';
  const { isDark } = useTheme();
  useEffect(() => {
    dayjs.locale(isEnglish ? 'en' : 'zh-cn');
  }, [isEnglish]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={isEnglish ? enUS : zhCN}
        button={{ autoInsertSpace: false }}
        theme={{
          algorithm: isDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
          // antd's links and info blue default to its own #1677ff: one primary colour everywhere. Grey text
          // is darkened to keep 4.5:1 (axe); on a dark page the links get a lighter blue for the same reason.
          token: {
            colorPrimary: PRIMARY_COLOR,
            colorInfo: PRIMARY_COLOR,
            borderRadius: 6,
            ...(isDark
              ? { colorLink: '#8fb3f5', colorLinkHover: '#b3cdf8', colorTextDescription: 'rgba(255, 255, 255, 0.65)', colorTextTertiary: 'rgba(255, 255, 255, 0.6)' }
              : { colorLink: PRIMARY_COLOR, colorTextDescription: 'rgba(0, 0, 0, 0.62)', colorTextTertiary: 'rgba(0, 0, 0, 0.6)' }),
          },
        }}
      >
        {/* One toast at a time, top centre, 4 s (spec §2.3); unread notices bottom right. */}
        <AntApp message={{ maxCount: 1, duration: 4, top: 64 }} notification={{ placement: 'bottomRight' }}>
          <NotifyBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
