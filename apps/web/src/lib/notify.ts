import type { NotificationInstance } from 'antd/es/notification/interface';
import { ifFeedbackLoaded, withFeedback } from './feedback';

/**
 * Plain functions over antd's context-bound message/notification APIs, so non-React code
 * (the api client, stores) can show toasts; lib/feedback.ts loads antd's part on the first one.
 */

export const DESKTOP_MIN_WIDTH = 992;

/** Seconds an error toast stays: long enough to read a sentence. */
const ERROR_SECONDS = 5;
let countdownTimer: ReturnType<typeof setInterval> | null = null;

export const notify = {
  success: (text: string) => withFeedback((a) => void a.message.success(text)),
  info: (text: string) => withFeedback((a) => void a.message.info(text)),
  warning: (text: string) => withFeedback((a) => void a.message.warning(text)),
  /**
   * One error, shown once: a single toast (no second notification beside it), keyed by its text so
   * the same failure repeated — a retried query, two screens asking for the same thing — refreshes
   * the toast already on screen instead of stacking another.
   */
  error(text: string) {
    withFeedback((a) => void a.message.open({ type: 'error', content: text, key: `error:${text}`, duration: ERROR_SECONDS }));
  },
  /** A rate limit: one toast whose text counts the seconds down (`render(left)`), gone when the wait is over. */
  countdown(seconds: number, render: (left: number) => string) {
    if (countdownTimer) clearInterval(countdownTimer);
    const endsAt = Date.now() + seconds * 1000;
    const show = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      if (left === 0) {
        if (countdownTimer) clearInterval(countdownTimer);
        countdownTimer = null;
        ifFeedbackLoaded((a) => a.message.destroy('rate-limit'));
        return;
      }
      const content = render(left);
      withFeedback((a) => void a.message.open({ type: 'warning', content, key: 'rate-limit', duration: 0 }));
    };
    show();
    countdownTimer = setInterval(show, 1000);
  },
  notification(options: Parameters<NotificationInstance['open']>[0]) {
    withFeedback((a) => a.notification.open(options));
  },
  /** Takes a keyed notification away once what it says is no longer true. */
  closeNotification(key: string) {
    ifFeedbackLoaded((a) => a.notification.destroy(key));
  },
};
