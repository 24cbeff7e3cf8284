import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/queryClient';
import { FeedbackSlot } from './FeedbackSlot';
import '../lib/antTokens.css';

export { queryClient };

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isEnglish = i18n.language === 'en';
  useEffect(() => {
    dayjs.locale(isEnglish ? 'en' : 'zh-cn');
  }, [isEnglish]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* antd's App set the page's font, size, line height and text colour on this box (global.css). */}
      <div className="verdict-app">
        <FeedbackSlot />
        {children}
      </div>
    </QueryClientProvider>
  );
}
