import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress, Radio, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '../../invalidation';
import { fileFitsFormat, IMPORT_EXTENSIONS, IMPORT_FORMATS, type ImportFormat } from './download';
import { uploadImport, type ImportResult } from './transfer';

const FORMAT_LABEL_KEYS = {
  hoj: 'batch.formats.hoj',
  fps: 'batch.formats.fps',
  qdu: 'batch.formats.qdu',
  hydro: 'batch.formats.hydro',
  polygon: 'batch.formats.polygon',
  kattis: 'batch.formats.kattis',
} as const;
const FORMAT_HINT_KEYS = {
  hoj: 'batch.hints.hoj',
  fps: 'batch.hints.fps',
  qdu: 'batch.hints.qdu',
  hydro: 'batch.hints.hydro',
  polygon: 'batch.hints.polygon',
  kattis: 'batch.hints.kattis',
} as const;

/** One file per import; the server imports all of its problems or none (all-or-nothing). */
export function ImportPanel() {
  const { t } = useTranslation('problemAdmin');
  const invalidate = useInvalidate();
  const [format, setFormat] = useState<ImportFormat>('hoj');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const uploading = percent !== null && result === null;

  const pick = (f: File) => {
    setResult(null);
    setPercent(null);
    if (!fileFitsFormat(format, f.name)) {
      setFile(null);
      setResult({ ok: false, message: t('batch.wrongType', { ext: IMPORT_EXTENSIONS[format] }) });
    } else setFile(f);
    // Keep antd from uploading on its own; the Import button sends the file.
    return false;
  };

  const start = () => {
    if (!file) return;
    setResult(null);
    setPercent(0);
    void uploadImport(format, file, setPercent).then((r) => {
      setResult(r);
      if (r.ok) {
        setFile(null);
        void invalidate({ kind: 'problem' });
      }
    });
  };

  return (
    <Card title={t('batch.importTitle')} data-testid="import-panel">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Radio.Group
          value={format}
          disabled={uploading}
          onChange={(e) => {
            setFormat(e.target.value as ImportFormat);
            setFile(null);
            setResult(null);
            setPercent(null);
          }}
          optionType="button"
          options={IMPORT_FORMATS.map((f) => ({ value: f, label: t(FORMAT_LABEL_KEYS[f]) }))}
          data-testid="import-format"
        />
        <Typography.Text type="secondary">{t(FORMAT_HINT_KEYS[format])}</Typography.Text>
        <Upload.Dragger
          accept={IMPORT_EXTENSIONS[format]}
          multiple={false}
          showUploadList={false}
          beforeUpload={pick}
          disabled={uploading}
          data-testid="import-dragger"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? file.name : t('batch.dropHere', { ext: IMPORT_EXTENSIONS[format] })}</p>
          {file && <p className="ant-upload-hint">{t('batch.fileSize', { size: (file.size / 1024).toFixed(1) })}</p>}
        </Upload.Dragger>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={!file}
          loading={uploading}
          onClick={start}
          data-testid="import-start"
        >
          {t('batch.import')}
        </Button>
        {percent !== null && <Progress percent={percent} status={result ? (result.ok ? 'success' : 'exception') : 'active'} />}
        {uploading && percent !== null && percent >= 99 && (
          <Typography.Text type="secondary">{t('batch.processing')}</Typography.Text>
        )}
        {result && (
          <Alert
            type={result.ok ? 'success' : 'error'}
            showIcon
            message={result.ok ? t('batch.importSucceeded') : t('batch.importFailed')}
            description={result.message}
            data-testid="import-result"
          />
        )}
      </Space>
    </Card>
  );
}
