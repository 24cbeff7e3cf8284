import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Progress, Row, Select, Space, Typography } from 'antd';
import { generateUserExcel } from '@verdict/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { groupListOptions } from '../../group';
import { isFinished, startGenerate, useUserJob, useUserMutations } from './api';

interface GenForm {
  prefix: string;
  suffix: string;
  number_from: number;
  number_to: number;
  password_length: number;
  gid?: number;
}

/** prefix + number + suffix accounts with random passwords, handed out as a spreadsheet. */
export function GeneratorCard() {
  const { t } = useTranslation('adminSys');
  const [form] = Form.useForm<GenForm>();
  const [job, setJob] = useState<{ key: string; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const progress = useUserJob(job?.key ?? null);
  const { refresh } = useUserMutations();
  const p = progress.data;
  const busy = starting || (job !== null && !isFinished(p));
  const values = Form.useWatch([], form);
  const example = values ? `${values.prefix ?? ''}${values.number_from ?? 0}${values.suffix ?? ''}` : '';

  useEffect(() => {
    if (p?.state === 'done') void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished job
  }, [p?.state]);

  const submit = async (v: GenForm) => {
    setError(null);
    setJob(null);
    setStarting(true);
    try {
      setJob(await startGenerate(v));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setStarting(false);
    }
  };
  const download = async () => {
    if (!job) return;
    setDownloading(true);
    try {
      const { blob, filename } = await api.download(generateUserExcel, { query: { key: job.key }, fallbackName: 'users.xlsx' });
      saveBlob(blob, filename);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card size="small" title={t('generate.title')} data-testid="generator-card">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ prefix: '', suffix: '', number_from: 0, number_to: 10, password_length: 8 }}
        onFinish={(v) => void submit(v)}
      >
        <Row gutter={16}>
          <Col xs={12} sm={6}>
            <Form.Item name="prefix" label={t('generate.prefix')} rules={[{ max: 10 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="suffix" label={t('generate.suffix')} rules={[{ max: 10 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="number_from" label={t('generate.from')} rules={[{ required: true }]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="number_to"
              label={t('generate.to')}
              dependencies={['number_from']}
              rules={[
                { required: true },
                ({ getFieldValue }) => ({
                  validator: (_, v: number) =>
                    v >= getFieldValue('number_from') ? Promise.resolve() : Promise.reject(new Error(t('generate.toBelow'))),
                }),
              ]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="password_length"
              label={t('generate.pwdLength')}
              rules={[{ required: true, type: 'number', min: 6, max: 25, message: t('generate.pwdRange') }]}
            >
              <InputNumber min={6} max={25} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="gid" label={t('generate.group')} extra={t('generate.groupHint')}>
              <GroupPicker placeholder={t('generate.groupSearch')} />
            </Form.Item>
          </Col>
        </Row>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="generate-start">
            {t('generate.start')}
          </Button>
          {example && <Typography.Text type="secondary">{t('generate.example', { name: example })}</Typography.Text>}
        </Space>
      </Form>
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} />}
      {job && p && (
        <div style={{ marginTop: 12 }} data-testid="generate-progress">
          <Typography.Text>{t(`job.${p.state}`, { done: p.done, total: p.total })}</Typography.Text>
          <Progress
            percent={Math.floor((p.done / Math.max(1, p.total)) * (p.state === 'done' ? 100 : 95))}
            status={p.state === 'failed' ? 'exception' : p.state === 'done' ? 'success' : 'active'}
          />
          {p.state === 'done' && (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void download()}
              loading={downloading}
              data-testid="generate-download"
            >
              {t('generate.download')}
            </Button>
          )}
          {p.state === 'failed' && p.msg && <Alert type="error" showIcon message={p.msg} />}
        </div>
      )}
    </Card>
  );
}

/** A group found by name (the group list's keyword search), for the generated accounts to join. */
function GroupPicker(props: { value?: number; onChange?: (gid: number | undefined) => void; placeholder: string }) {
  const [keyword, setKeyword] = useState('');
  const list = useQuery(groupListOptions({ currentPage: 1, limit: 20, keyword: keyword || undefined }));
  return (
    <Select
      showSearch
      allowClear
      value={props.value}
      onChange={(v) => props.onChange?.(v)}
      onSearch={setKeyword}
      filterOption={false}
      loading={list.isFetching}
      placeholder={props.placeholder}
      options={(list.data?.records ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.shortName})` }))}
      data-testid="generate-group"
    />
  );
}
