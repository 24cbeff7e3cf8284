import CodeMirror, { EditorState, EditorView, Prec, keymap } from '@uiw/react-codemirror';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { siteDarkEditorTheme, siteLightEditorTheme } from '../../lib/siteEditorThemes';
import { useTheme } from '../../lib/theme';
import { useCodeLanguage } from '../submission';
import type { EditorSettings } from './editorStorage';
import { useNamedEditorTheme } from './editorThemes';

export const EDITOR_HEIGHT = 550;

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: string;
  settings: EditorSettings;
  height?: number;
  /** Ctrl+Enter (Cmd+Enter on a Mac) inside the editor. */
  onSubmit?: () => void;
  /** Soft-wrap long lines (phones: no sideways scrolling inside the editor). */
  wrap?: boolean;
}

export function CodeEditor({
  value,
  onChange,
  language,
  settings,
  height = EDITOR_HEIGHT,
  onSubmit,
  wrap = false,
}: CodeEditorProps) {
  const { t } = useTranslation('problem');
  // The keymap is built once per language/settings; the ref keeps the latest submit handler.
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;
  const { fontSize, tabSize, theme } = settings;
  const { isDark } = useTheme();
  // 'default' follows the site theme; a named editor theme is the user's explicit choice.
  // A named theme's chunk loads on first use; the site theme shows until it is in.
  const editorTheme = useNamedEditorTheme(theme) ?? (isDark ? siteDarkEditorTheme : siteLightEditorTheme);
  const languageExtension = useCodeLanguage(language);
  const extensions = useMemo(
    () => [
      languageExtension,
      EditorState.tabSize.of(tabSize),
      // Screen readers name the editor; Escape then Tab leaves it (CodeMirror's tab focus mode).
      EditorView.contentAttributes.of({ 'aria-label': t('editor.codeLabel') }),
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-Enter',
            run: () => {
              submitRef.current?.();
              return submitRef.current !== undefined;
            },
          },
        ]),
      ),
      EditorView.theme({
        '&': { fontSize: `${fontSize}px` },
        '.cm-content': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' },
      }),
      ...(wrap ? [EditorView.lineWrapping] : []),
    ],
    [languageExtension, tabSize, fontSize, t, wrap],
  );
  return (
    <div data-testid="code-editor" data-wrap={wrap} style={{ border: '1px solid #e5e6eb', borderRadius: 4, overflow: 'hidden' }}>
      <CodeMirror
        value={value}
        onChange={onChange}
        height={`${height}px`}
        theme={editorTheme}
        extensions={extensions}
        basicSetup={{ tabSize }}
      />
    </div>
  );
}
