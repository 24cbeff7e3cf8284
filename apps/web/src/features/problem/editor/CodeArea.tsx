import CodeMirror from '@uiw/react-codemirror';
import { siteDarkEditorTheme, siteLightEditorTheme } from '../../../lib/siteEditorThemes';
import { useTheme } from '../../../lib/theme';
import { useMemo } from 'react';
import { useCodeLanguage } from '../../submission';

export interface CodeAreaProps {
  value: string;
  onChange: (value: string) => void;
  language: string;
  height?: number;
  testId?: string;
}

/** A compact code editor for templates and checker programs. */
export function CodeArea({ value, onChange, language, height = 260, testId }: CodeAreaProps) {
  const { isDark } = useTheme();
  const languageExtension = useCodeLanguage(language);
  const extensions = useMemo(() => [languageExtension], [languageExtension]);
  return (
    <div className="pe-code" data-testid={testId}>
      <CodeMirror
        value={value}
        onChange={onChange}
        theme={isDark ? siteDarkEditorTheme : siteLightEditorTheme}
        height={`${height}px`}
        extensions={extensions}
        basicSetup={{ tabSize: 4 }}
      />
    </div>
  );
}
