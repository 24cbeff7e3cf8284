import 'i18next';
import type { defaultNS, resources } from './locales';

// Typed keys: a wrong key or namespace is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['zh-CN'];
    returnNull: false;
  }
}
