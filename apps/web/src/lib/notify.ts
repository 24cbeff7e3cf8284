import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Plain functions over antd's context-bound message/notification APIs, so non-React code
 * (the api client, stores) can show toasts. `NotifyBridge` fills the instances on mount.
 */
let messageApi: MessageInstance | null = null;
let notificationApi: NotificationInstance | null = null;

export function bindNotify(message: MessageInstance, notification: NotificationInstance): void {
  messageApi = message;
  notificationApi = notification;
}

export const DESKTOP_MIN_WIDTH = 992;

/** Seconds an error toast stays: long enough to read a sentence. */
const ERROR_SECONDS = 5;
let countdownTimer: ReturnType<typeof setInterval> | null = null;

export const notify = {
  success: (text: string) => void messageApi?.success(text),
  info: (text: string) => void messageApi?.info(text),
  warning: (text: string) => void messageApi?.warning(text),
  /**
   * One error, shown once: a single toast (no second notification beside it), keyed by its text so
   * the same failure repeated — a retried query, two screens asking for the same thing — refreshes
   * the toast already on screen instead of stacking another.
   */
  error(text: string) {
    void messageApi?.open({ type: 'error', content: text, key: `error:${text}`, duration: ERROR_SECONDS });
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
        messageApi?.destroy('rate-limit');
        return;
      }
      void messageApi?.open({ type: 'warning', content: render(left), key: 'rate-limit', duration: 0 });
    };
    show();
    countdownTimer = setInterval(show, 1000);
  },
  notification(options: Parameters<NotificationInstance['open']>[0]) {
    notificationApi?.open(options);
  },
  /** Takes a keyed notification away once what it says is no longer true. */
  closeNotification(key: string) {
    notificationApi?.destroy(key);
  },
};
