import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Table, Typography, Upload } from 'antd';
import { type JudgeCaseMode, ProblemType } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { downloadCases, uploadCasesZip } from './api';
import { CASE_MODES, type CaseRow, type SectionProps, isSubtaskMode, newCase } from './model';
import { addScoredCase, redistribute, removeScoredCase, totalScore } from './scores';
import { applyUpload, changeCaseMode } from './transitions';

type CaseList = 'uploadedCases' | 'manualCases';

/** Test data: a zip (previewed as a table) or hand-typed cases, with scores, groups and the case mode. */
export function TestDataSection({ form, update, gid }: SectionProps & { gid?: number }) {
  const { t } = useTranslation('problemEditor');
  const [uploading, setUploading] = useState(false);
  const oi = form.type === ProblemType.OI;
  const subtask = oi && isSubtaskMode(form.judgeCaseMode);
  const list: CaseList = form.isUploadCase ? 'uploadedCases' : 'manualCases';
  const cases = form[list];

  const setCase = (key: string, patch: Partial<CaseRow>) =>
    update((f) => ({ [list]: f[list].map((c) => (c.key === key ? { ...c, ...patch } : c)) }));

  const upload = (file: File) => {
    setUploading(true);
    uploadCasesZip(file, form.judgeCaseMode, gid)
      .then((answer) => {
        update((f) => applyUpload(f, answer));
        notify.success(t('cases.uploaded'));
      })
      .catch(() => undefined) // the client has shown the server's reason
      .finally(() => setUploading(false));
    return false;
  };

  const modeLabel = (m: JudgeCaseMode) => (m === 'default' && oi ? t('cases.modes.sum') : t(`cases.modes.${m}`));
  const numberCell = (c: CaseRow, field: 'score' | 'groupNum') => (
    <span data-testid={`pe-case-${field}`}>
      <InputNumber
        size="small"
        min={0}
        value={c[field]}
        status={c[field] == null ? 'error' : undefined}
        style={{ width: 90 }}
        onChange={(v) => setCase(c.key, { [field]: typeof v === 'number' ? v : null })}
      />
    </span>
  );

  const columns = [
    { key: 'index', title: t('cases.index'), width: 56, render: (_: unknown, __: CaseRow, i: number) => i + 1 },
    {
      key: 'input',
      title: t('cases.input'),
      dataIndex: 'input',
      render: (v: string) => <span className="pe-cell-text">{v}</span>,
    },
    {
      key: 'output',
      title: t('cases.output'),
      dataIndex: 'output',
      render: (v: string) => <span className="pe-cell-text">{v}</span>,
    },
    ...(oi
      ? [{ key: 'score', title: t('cases.score'), width: 120, render: (_: unknown, c: CaseRow) => numberCell(c, 'score') }]
      : []),
    ...(subtask
      ? [
          {
            key: 'groupNum',
            title: t('cases.groupNum'),
            width: 120,
            render: (_: unknown, c: CaseRow) => numberCell(c, 'groupNum'),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="pe-test-data">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.caseSource')}>
            <Radio.Group
              value={form.isUploadCase}
              onChange={(e) => update({ isUploadCase: e.target.value as boolean })}
              data-testid="pe-case-source"
            >
              <Radio.Button value={true}>{t('cases.upload')}</Radio.Button>
              <Radio.Button value={false}>{t('cases.manual')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.caseMode')}>
            <Select
              value={form.judgeCaseMode}
              aria-label={t('fields.caseMode')}
              onChange={(mode: JudgeCaseMode) => update((f) => changeCaseMode(f, mode))}
              options={(CASE_MODES[form.type] ?? CASE_MODES[0]).map((m) => ({ value: m, label: modeLabel(m) }))}
              data-testid="pe-case-mode"
            />
          </Form.Item>
        </Col>
      </Row>

      <Space wrap style={{ marginBottom: 12 }}>
        {form.isUploadCase && (
          <Upload accept=".zip" showUploadList={false} beforeUpload={upload}>
            <Button type="primary" icon={<UploadOutlined />} loading={uploading} data-testid="pe-zip-upload">
              {t('cases.chooseZip')}
            </Button>
          </Upload>
        )}
        {oi && cases.length > 0 && (
          <Button onClick={() => update((f) => ({ [list]: redistribute(f[list]) }))} data-testid="pe-even-scores">
            {t('cases.even')}
          </Button>
        )}
        {form.id != null && form.original && form.original.caseCount > 0 && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() => downloadCases(form.id ?? 0, form.problemId).catch(() => undefined /* toasted by the api client */)}
            data-testid="pe-download-cases"
          >
            {t('cases.download')}
          </Button>
        )}
        <Typography.Text type="secondary" data-testid="pe-case-summary">
          {t('cases.count', { count: cases.length })}
          {oi && ` · ${t('cases.total', { total: totalScore(cases) })}`}
        </Typography.Text>
      </Space>

      {form.isUploadCase ? (
        <>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('cases.zipHint')}
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="key"
            columns={columns}
            dataSource={cases}
            pagination={cases.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            locale={{ emptyText: t('cases.none') }}
            scroll={{ x: 'max-content' }}
            data-testid="pe-case-table"
          />
        </>
      ) : (
        <div data-testid="pe-manual-cases">
          {cases.map((c, i) => (
            <Card
              key={c.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={t('cases.caseTitle', { n: i + 1 })}
              extra={
                <Space>
                  {oi && (
                    <span>
                      {t('cases.score')} {numberCell(c, 'score')}
                    </span>
                  )}
                  {subtask && (
                    <span>
                      {t('cases.groupNum')} {numberCell(c, 'groupNum')}
                    </span>
                  )}
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('cases.remove')}
                    onClick={() =>
                      update((f) => ({
                        manualCases: oi ? removeScoredCase(f.manualCases, c.key) : f.manualCases.filter((x) => x.key !== c.key),
                      }))
                    }
                  />
                </Space>
              }
            >
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Typography.Text type="secondary">{t('cases.input')}</Typography.Text>
                  <Input.TextArea
                    className="pe-cell-text"
                    autoSize={{ minRows: 3, maxRows: 12 }}
                    value={c.input}
                    aria-label={t('cases.input')}
                    onChange={(e) => setCase(c.key, { input: e.target.value })}
                  />
                </Col>
                <Col xs={24} md={12}>
                  <Typography.Text type="secondary">{t('cases.output')}</Typography.Text>
                  <Input.TextArea
                    className="pe-cell-text"
                    autoSize={{ minRows: 3, maxRows: 12 }}
                    value={c.output}
                    aria-label={t('cases.output')}
                    onChange={(e) => setCase(c.key, { output: e.target.value })}
                  />
                </Col>
              </Row>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              update((f) => {
                const added = newCase('', '', null, subtask ? 1 : null);
                return { manualCases: oi ? addScoredCase(f.manualCases, added) : [...f.manualCases, added] };
              })
            }
            data-testid="pe-add-case"
          >
            {t('cases.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
