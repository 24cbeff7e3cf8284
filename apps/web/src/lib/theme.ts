import { useSyncExternalStore } from 'react';
import { parseThemeMode, resolveTheme, THEME_STORAGE_KEY, type ResolvedTheme, type ThemeMode } from './themeMode';

export { THEME_MODES, type ThemeMode } from './themeMode';

const darkQuery = window.matchMedia?.('(prefers-color-scheme: dark)') ?? null;
const listeners = new Set<() => void>();

function savedMode(): ThemeMode {
  try {
    return parseThemeMode(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

interface ThemeSnapshot {
  mode: ThemeMode;
  resolved: ResolvedTheme;
}
let snapshot: ThemeSnapshot = { mode: 'system', resolved: 'light' };

/** CSS (global.css, markdown.css) keys its colours off data-theme; color-scheme themes scrollbars and form controls. */
function apply(mode: ThemeMode): void {
  snapshot = { mode, resolved: resolveTheme(mode, darkQuery?.matches ?? false) };
  const root = document.documentElement;
  root.dataset.theme = snapshot.resolved;
  root.style.colorScheme = snapshot.resolved;
  listeners.forEach((l) => l());
}

apply(savedMode());
darkQuery?.addEventListener('change', () => apply(snapshot.mode));
// Another tab switched the theme.
window.addEventListener('storage', (e) => {
  if (e.key === THEME_STORAGE_KEY || e.key === null) apply(savedMode());
});

export function setThemeMode(mode: ThemeMode): void {
  try {
    if (mode === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage refused: the choice still holds for this page.
  }
  apply(mode);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The chosen mode and the theme it resolves to (system mode follows prefers-color-scheme live). */
export function useTheme(): ThemeSnapshot & { isDark: boolean } {
  const s = useSyncExternalStore(subscribe, () => snapshot);
  return { ...s, isDark: s.resolved === 'dark' };
}
