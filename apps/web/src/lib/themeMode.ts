export const THEME_MODES = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'verdict.theme';

export const parseThemeMode = (raw: string | null): ThemeMode =>
  (THEME_MODES as readonly string[]).includes(raw ?? '') ? (raw as ThemeMode) : 'system';

export const resolveTheme = (mode: ThemeMode, systemDark: boolean): ResolvedTheme =>
  mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
