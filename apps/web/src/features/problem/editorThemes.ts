import type { Extension } from '@uiw/react-codemirror';
import { dracula, eclipse, githubLight, materialDark, monokai, solarizedLight, vscodeDark } from '@uiw/codemirror-themes-all';
import type { ThemeId } from './editorStorage';

/** The eight editor themes (spec §9); 'default' is CodeMirror's own light theme. */
export const EDITOR_THEMES: Record<ThemeId, { label: string; extension: Extension | 'light' }> = {
  default: { label: 'Default', extension: 'light' },
  githubLight: { label: 'GitHub Light', extension: githubLight },
  eclipse: { label: 'Eclipse', extension: eclipse },
  solarizedLight: { label: 'Solarized Light', extension: solarizedLight },
  vscodeDark: { label: 'VS Code Dark', extension: vscodeDark },
  monokai: { label: 'Monokai', extension: monokai },
  dracula: { label: 'Dracula', extension: dracula },
  materialDark: { label: 'Material Dark', extension: materialDark },
};
