import CodeMirror, { EditorState, EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { codeLanguageExtension } from '../submission';
import type { EditorSettings } from './editorStorage';
import { EDITOR_THEMES } from './editorThemes';

export const EDITOR_HEIGHT = 550;

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: string;
  settings: EditorSettings;
  height?: number;
  /** Soft-wrap long lines (phones: no sideways scrolling inside the editor). */
  wrap?: boolean;
}

export function CodeEditor({ value, onChange, language, settings, height = EDITOR_HEIGHT, wrap = false }: CodeEditorProps) {
  const { fontSize, tabSize, theme } = settings;
  const extensions = useMemo(
    () => [
      codeLanguageExtension(language),
      EditorState.tabSize.of(tabSize),
      EditorView.theme({ '&': { fontSize: `${fontSize}px` }, '.cm-content': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } }),
      ...(wrap ? [EditorView.lineWrapping] : []),
    ],
    [language, tabSize, fontSize, wrap],
  );
  return (
    <div data-testid="code-editor" data-wrap={wrap} style={{ border: '1px solid #e5e6eb', borderRadius: 4, overflow: 'hidden' }}>
      <CodeMirror
        value={value}
        onChange={onChange}
        height={`${height}px`}
        theme={EDITOR_THEMES[theme].extension}
        extensions={extensions}
        basicSetup={{ tabSize }}
      />
    </div>
  );
}
