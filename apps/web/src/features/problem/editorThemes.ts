import type { Extension } from '@uiw/react-codemirror';
import { useEffect, useState } from 'react';
import type { ThemeId } from './editorStorage';

/** The eight editor themes (spec §9) as the settings list them; 'default' follows the site theme. */
export const EDITOR_THEME_LABELS: Record<ThemeId, string> = {
  default: 'Default',
  githubLight: 'GitHub Light',
  eclipse: 'Eclipse',
  solarizedLight: 'Solarized Light',
  vscodeDark: 'VS Code Dark',
  monokai: 'Monokai',
  dracula: 'Dracula',
  materialDark: 'Material Dark',
};

type NamedTheme = Exclude<ThemeId, 'default'>;

/**
 * The named themes come from @uiw/codemirror-themes-all, which holds every theme it has: that chunk
 * loads only when someone has chosen one of them, not for the default (issue 28.11).
 */
let themes: Promise<Record<NamedTheme, Extension>> | null = null;
const loadThemes = () =>
  (themes ??= import('@uiw/codemirror-themes-all').then(
    (all) => ({
      githubLight: all.githubLight,
      eclipse: all.eclipse,
      solarizedLight: all.solarizedLight,
      vscodeDark: all.vscodeDark,
      monokai: all.monokai,
      dracula: all.dracula,
      materialDark: all.materialDark,
    }),
    (err: unknown) => {
      themes = null; // tried again by the next editor
      throw err;
    },
  ));

/** A named theme's extension once its chunk is in; null for 'default' and until then (the caller shows the site theme). */
export function useNamedEditorTheme(theme: ThemeId): Extension | null {
  const [ready, setReady] = useState<{ id: ThemeId; ext: Extension } | null>(null);
  useEffect(() => {
    if (theme === 'default') return;
    let live = true;
    loadThemes().then(
      (all) => live && setReady({ id: theme, ext: all[theme] }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [theme]);
  return ready?.id === theme ? ready.ext : null;
}
