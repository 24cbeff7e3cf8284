import { useTheme } from './theme';

/**
 * ECharts in the site's theme: its built-in dark theme (light text, axes and tooltips) on a dark
 * page, over the page's own surface (transparent) rather than the theme's purple-black background.
 */
export function useChartTheme(): { theme: 'dark' | undefined; isDark: boolean; background: 'transparent' } {
  const { isDark } = useTheme();
  return { theme: isDark ? 'dark' : undefined, isDark, background: 'transparent' };
}

/** The heatmap's five steps, from no submission to many: GitHub's greens, light and dark. */
export const HEATMAP_STEPS = {
  light: ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'],
  dark: ['#2a2a2a', '#0e4429', '#006d32', '#26a641', '#39d353'],
} as const;
