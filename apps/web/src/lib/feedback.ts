import type { ModalFuncProps } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * The app's toasts, notices and confirm dialogs without antd's message, notification and Modal in the
 * first page's code: the first call loads `FeedbackHost` (mounted by `FeedbackSlot` inside the
 * ConfigProvider, so the theme and the language apply) and waits in a queue until its hook instances
 * are there; later calls go straight through. What only takes something away (closing a notice,
 * ending a toast) loads nothing: before the first call nothing is on screen.
 */
export interface FeedbackApis {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalApi;
}

let apis: FeedbackApis | null = null;
let wanted = false;
const queue: Array<(a: FeedbackApis) => void> = [];
const listeners = new Set<() => void>();

/** Runs `call` with antd's instances: now, or once the host has loaded. */
export function withFeedback(call: (a: FeedbackApis) => void): void {
  if (apis) return call(apis);
  queue.push(call);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Runs `call` only when the host is there (nothing to close or update before it). */
export function ifFeedbackLoaded(call: (a: FeedbackApis) => void): void {
  if (apis) call(apis);
}

/** FeedbackHost hands its instances over (null when it unmounts); the queue runs in order. */
export function bindFeedback(next: FeedbackApis | null): void {
  apis = next;
  while (apis && queue.length) queue.shift()!(apis);
}

/** For FeedbackSlot: whether a call has asked for the host yet, and a subscription to that. */
export const feedbackWanted = () => wanted;
export function onFeedbackWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const open = (kind: 'confirm' | 'info' | 'success' | 'error' | 'warning') => (config: ModalFuncProps) =>
  withFeedback((a) => void a.modal[kind](config));

/** antd's confirm and notice dialogs (`modal.confirm`, `modal.info`…), themed like the page: the one way the app opens them. */
export const dialog = {
  confirm: open('confirm'),
  info: open('info'),
  success: open('success'),
  error: open('error'),
  warning: open('warning'),
};
