import { ProblemAuth } from '@verdict/shared';

/** Key maps instead of built keys, so i18next's typed `t` checks every label. */
export const AUTH_LABEL_KEYS = {
  [ProblemAuth.Public]: 'auth.public',
  [ProblemAuth.Private]: 'auth.private',
  [ProblemAuth.Contest]: 'auth.contest',
} as const;

export const authLabelKey = (auth: number) => AUTH_LABEL_KEYS[auth as keyof typeof AUTH_LABEL_KEYS] ?? 'auth.unknown';

export const AUTH_COLORS: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'blue' };
