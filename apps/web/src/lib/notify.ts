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
const isDesktop = () => typeof window !== 'undefined' && window.innerWidth >= DESKTOP_MIN_WIDTH;

export const notify = {
  success: (text: string) => void messageApi?.success(text),
  info: (text: string) => void messageApi?.info(text),
  warning: (text: string) => void messageApi?.warning(text),
  /** Error toast, plus a desktop notification titled 'Error' for 5 s (spec §8). */
  error(text: string, title?: string) {
    void messageApi?.error(text);
    if (title && isDesktop()) notificationApi?.error({ message: title, description: text, duration: 5 });
  },
  notification(options: Parameters<NotificationInstance['open']>[0]) {
    notificationApi?.open(options);
  },
};
