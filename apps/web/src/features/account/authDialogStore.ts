import { useSyncExternalStore } from 'react';

export type AuthDialogMode = 'login' | 'register' | 'reset';

let mode: AuthDialogMode | null = null;
const listeners = new Set<() => void>();
const set = (next: AuthDialogMode | null) => {
  mode = next;
  listeners.forEach((l) => l());
};

/** One dialog for the whole app, opened from anywhere (guards, api 401s, navbar buttons). */
export const authDialog = {
  open: (next: AuthDialogMode = 'login') => set(next),
  close: () => set(null),
  get: () => mode,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useAuthDialogMode = () => useSyncExternalStore(authDialog.subscribe, authDialog.get);
