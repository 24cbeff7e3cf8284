import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress, Space, Typography, Upload } from 'antd';
import { importUserCsv } from '@verdict/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { isFinished, useUserJob, useUserMutations } from './api';

const TEMPLATE =
  '\uFEFFusername,password,email,realname,gender,nickname,school\r\nstudent001,Passw0rd1,student001@example.com,Zhang San,male,San,Example University\r\n';

/** CSV import: the upload is checked as a whole (errors by line), then written in the background with a progress bar. */
export function ImportCard() {
  const { t } = useTranslation('adminSys');
  const [file, setFile] = useState<File | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [job, setJob] = useState<{ key: string; total: number } | null>(null);
  const progress = useUserJob(job?.key ?? null);
  const { refresh } = useUserMutations();
  const finished = isFinished(progress.data);
  const busy = uploadPercent !== null || (job !== null && !finished);

  useEffect(() => {
    if (progress.data?.state === 'done') void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished job
  }, [progress.data?.state]);

  const start = async () => {
    if (!file) return;
    setError(null);
    setJob(null);
    setUploadPercent(0);
    const formData = new FormData();
    formData.append('file', file);
    try {
      const res = await api.upload(importUserCsv, {
        formData,
        quiet: true,
        onProgress: (l, total) => setUploadPercent(total ? Math.round((l / total) * 100) : 0),
      });
      setJob(res.data);
      setFile(null);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setUploadPercent(null);
    }
  };

  const p = progress.data;
  const percent = p ? Math.floor((p.done / Math.max(1, p.total)) * (p.state === 'done' ? 100 : 95)) : 0;
  return (
    <Card size="small" title={t('import.title')} data-testid="import-card">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('import.help')}
        </Typography.Paragraph>
        <Typography.Text code style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}>
          username, password, email, realname, gender, nickname, school
        </Typography.Text>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => saveBlob(new Blob([TEMPLATE], { type: 'text/csv' }), 'users-template.csv')}
        >
          {t('import.template')}
        </Button>
        <Upload.Dragger
          accept=".csv,text/csv"
          maxCount={1}
          disabled={busy}
          fileList={file ? [{ uid: 'csv', name: file.name, status: 'done' }] : []}
          beforeUpload={(f) => {
            setFile(f);
            setError(null);
            return false;
          }}
          onRemove={() => setFile(null)}
          data-testid="import-dragger"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('import.drop')}</p>
        </Upload.Dragger>
        <Button
          type="primary"
          disabled={!file || busy}
          loading={uploadPercent !== null}
          onClick={() => void start()}
          data-testid="import-start"
        >
          {t('import.start')}
        </Button>
        {uploadPercent !== null && <Progress percent={uploadPercent} size="small" />}
        {error && <Alert type="error" showIcon message={t('import.refused')} description={error} data-testid="import-error" />}
        {job && p && (
          <div data-testid="import-progress">
            <Typography.Text>{t(`job.${p.state}`, { done: p.done, total: p.total })}</Typography.Text>
            <Progress percent={percent} status={p.state === 'failed' ? 'exception' : p.state === 'done' ? 'success' : 'active'} />
            {p.msg && (
              <Alert type={p.state === 'done' ? 'success' : 'error'} showIcon message={p.msg} data-testid="import-result" />
            )}
          </div>
        )}
      </Space>
    </Card>
  );
}
