import {
  CompressOutlined,
  ExpandOutlined,
  HistoryOutlined,
  SettingOutlined,
  SyncOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Popover, Select, Space, Switch, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { FONT_SIZES, TAB_SIZES, THEME_IDS, type EditorSettings } from './editorStorage';
import { EDITOR_THEME_LABELS } from './editorThemes';
import { pickerOrder } from './languageLabels';
import type { EditorState } from './useEditorState';

export interface EditorToolbarProps {
  editor: EditorState;
  languages: readonly string[];
  /** Language name → the picker's text naming compiler and version ("C++17 (g++ 12.2)"). */
  labels: ReadonlyMap<string, string>;
  focusMode: boolean;
  onToggleFocus: () => void;
  onRecentAc: () => void;
  /** Whether lines wrap now (the setting, or the screen's default). */
  wrap: boolean;
}

const UPLOAD_MAX_BYTES = 256 * 1024;

export function EditorToolbar({ editor, languages, labels, focusMode, onToggleFocus, onRecentAc, wrap }: EditorToolbarProps) {
  const { t } = useTranslation('problem');
  const { settings, updateSettings } = editor;
  const settingsPanel = (
    <Space direction="vertical" style={{ width: 220 }} data-testid="editor-settings">
      <span>{t('editor.theme')}</span>
      <Select<EditorSettings['theme']>
        value={settings.theme}
        onChange={(theme) => updateSettings({ theme })}
        options={THEME_IDS.map((id) => ({ value: id, label: EDITOR_THEME_LABELS[id] }))}
        style={{ width: '100%' }}
        aria-label={t('editor.theme')}
        data-testid="editor-theme"
      />
      <span>{t('editor.fontSize')}</span>
      <Select<number>
        value={settings.fontSize}
        onChange={(fontSize) => updateSettings({ fontSize })}
        options={FONT_SIZES.map((n) => ({ value: n, label: `${n}px` }))}
        aria-label={t('editor.fontSize')}
        style={{ width: '100%' }}
      />
      <span>{t('editor.tabSize')}</span>
      <Select<EditorSettings['tabSize']>
        value={settings.tabSize}
        onChange={(tabSize) => updateSettings({ tabSize })}
        options={TAB_SIZES.map((n) => ({ value: n, label: t('editor.spaces', { count: n }) }))}
        aria-label={t('editor.tabSize')}
        style={{ width: '100%' }}
      />
      <label style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span>{t('editor.wrap')}</span>
        <Switch checked={wrap} onChange={(on) => updateSettings({ wrap: on })} data-testid="editor-wrap" />
      </label>
    </Space>
  );

  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
      <Space wrap>
        <span>{t('editor.language')}</span>
        <Select
          value={editor.language || undefined}
          onChange={(language: string) => updateSettings({ language })}
          // The title stays the language's HOJ name (what a submission stores); the text names the compiler.
          options={pickerOrder(languages).map((l) => ({ value: l, label: labels.get(l) ?? l, title: l }))}
          style={{ width: 200 }}
          popupMatchSelectWidth={false}
          aria-label={t('editor.language')}
          data-testid="editor-language"
        />
      </Space>
      <Space wrap size={4}>
        <Popconfirm title={t('editor.resetConfirm')} onConfirm={editor.resetCode}>
          <Tooltip title={t('editor.reset')}>
            <Button icon={<SyncOutlined />} aria-label={t('editor.reset')} />
          </Tooltip>
        </Popconfirm>
        <Upload
          showUploadList={false}
          accept=".c,.cc,.cpp,.cxx,.h,.hpp,.java,.py,.go,.rs,.js,.txt"
          beforeUpload={(file) => {
            if (file.size > UPLOAD_MAX_BYTES) notify.warning(t('editor.fileTooLarge'));
            else void file.text().then(editor.setCode);
            return Upload.LIST_IGNORE;
          }}
        >
          <Tooltip title={t('editor.upload')}>
            <Button icon={<UploadOutlined />} aria-label={t('editor.upload')} />
          </Tooltip>
        </Upload>
        <Popconfirm title={t('editor.recentAcConfirm')} onConfirm={onRecentAc}>
          <Tooltip title={t('editor.recentAc')}>
            <Button icon={<HistoryOutlined />} aria-label={t('editor.recentAc')} />
          </Tooltip>
        </Popconfirm>
        <Tooltip title={focusMode ? t('editor.exitFocus') : t('editor.focus')}>
          <Button
            icon={focusMode ? <CompressOutlined /> : <ExpandOutlined />}
            onClick={onToggleFocus}
            aria-label={t('editor.focus')}
            data-testid="focus-toggle"
          />
        </Tooltip>
        <Popover content={settingsPanel} trigger="click" placement="bottomRight" title={t('editor.settings')}>
          <Button icon={<SettingOutlined />} aria-label={t('editor.settings')} data-testid="editor-settings-button" />
        </Popover>
      </Space>
    </div>
  );
}
