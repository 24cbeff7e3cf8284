import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExtraFile } from './model';

export interface ExtraFilesEditorProps {
  files: ExtraFile[];
  onChange: (files: ExtraFile[]) => void;
  testId: string;
}

/** Name + content pairs copied next to the program at compile time (e.g. testlib.h). */
export function ExtraFilesEditor({ files, onChange, testId }: ExtraFilesEditorProps) {
  const { t } = useTranslation('problemEditor');
  const set = (i: number, patch: Partial<ExtraFile>) => onChange(files.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <div data-testid={testId}>
      {files.length === 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          {t('extraFiles.none')}
        </Typography.Text>
      )}
      {files.map((f, i) => (
        <div key={i} style={{ marginBottom: 12 }}>
          <Space.Compact style={{ width: '100%', marginBottom: 4 }}>
            <Input value={f.name} placeholder={t('extraFiles.name')} onChange={(e) => set(i, { name: e.target.value })} />
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('extraFiles.remove')}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
            />
          </Space.Compact>
          <Input.TextArea
            value={f.content}
            placeholder={t('extraFiles.content')}
            autoSize={{ minRows: 3, maxRows: 12 }}
            className="pe-cell-text"
            onChange={(e) => set(i, { content: e.target.value })}
          />
        </div>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...files, { name: '', content: '' }])}>
        {t('extraFiles.add')}
      </Button>
    </div>
  );
}
