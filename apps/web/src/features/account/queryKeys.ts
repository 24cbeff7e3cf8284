import type { UserLookup } from './api';

/** Every cached answer of the account domain (user home, heatmap, captcha). */
export const accountKeys = {
  all: ['account'] as const,
  home: (who: UserLookup) => [...accountKeys.all, 'home', who] as const,
  heatmap: (who: UserLookup) => [...accountKeys.all, 'heatmap', who] as const,
  captcha: () => [...accountKeys.all, 'captcha'] as const,
};
