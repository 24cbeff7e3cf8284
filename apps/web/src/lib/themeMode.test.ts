import { describe, expect, it } from 'vitest';
import { parseThemeMode, resolveTheme } from './themeMode';

describe('theme mode', () => {
  it('reads a saved mode and falls back to the system setting', () => {
    expect(parseThemeMode('dark')).toBe('dark');
    expect(parseThemeMode('light')).toBe('light');
    expect(parseThemeMode(null)).toBe('system');
    expect(parseThemeMode('purple')).toBe('system');
  });

  it('follows the system only in system mode', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
