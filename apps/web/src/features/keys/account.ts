export interface UserLookup {
  uid?: string;
  username?: string;
}

/** Every cached answer of the account domain; `users` is what a profile or verdict change marks stale. */
export const accountKeys = {
  all: ['account'] as const,
  /** What the user home shows. */
  users: () => [...accountKeys.all, 'user'] as const,
  home: (who: UserLookup) => [...accountKeys.users(), 'home', who] as const,
  heatmap: (who: UserLookup) => [...accountKeys.users(), 'heatmap', who] as const,
  captcha: () => [...accountKeys.all, 'captcha'] as const,
  puzzle: () => [...accountKeys.all, 'puzzle'] as const,
};
