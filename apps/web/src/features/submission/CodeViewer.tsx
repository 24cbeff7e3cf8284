import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { siteDarkEditorTheme, siteLightEditorTheme } from '../../lib/siteEditorThemes';
import { useTheme } from '../../lib/theme';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeLanguage } from './codeLanguage';
import { copyText } from '../../lib/copyText';

/** Read-only code with syntax highlighting and a copy button. */
export function CodeViewer({ code, language, extra }: { code: string; language: string; extra?: ReactNode }) {
  const { t } = useTranslation('submission');
  const { isDark } = useTheme();
  const codeLabel = t('detail.codeLabel');
  const languageExtension = useCodeLanguage(language);
  // Named like the editor's content (axe: aria-input-field-name): a read-only textbox is still a textbox.
  const extensions = useMemo(
    () => [languageExtension, EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': codeLabel })],
    [languageExtension, codeLabel],
  );
  return (
    <div data-testid="code-viewer">
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          marginBottom: 8,
          gap: 8,
          flexWrap: 'wrap',
        }}
      >
        <div>{extra}</div>
        <Button icon={<CopyOutlined />} onClick={() => void copyText(code, t('detail.copied'), t('detail.copyFailed'))}>
          {t('detail.copy')}
        </Button>
      </div>
      <CodeMirror
        value={code}
        editable={false}
        readOnly
        theme={isDark ? siteDarkEditorTheme : siteLightEditorTheme}
        extensions={extensions}
        basicSetup={{ foldGutter: false, highlightActiveLine: false }}
      />
    </div>
  );
}
