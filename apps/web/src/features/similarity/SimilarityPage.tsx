import { ArrowLeftOutlined, ExperimentOutlined } from '@ant-design/icons';
import { type SimilarityPairVo, SimilarityLimits, type SimilarityReport } from '@verdict/shared';
import { Alert, Button, Card, Empty, Input, Progress, Result, Skeleton, Slider, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { useRouteId } from '../../lib/useRouteId';
import { usePageTitle } from '../site';
import { useSimilarityReport, useStartSimilarity } from './api';
import { PairView } from './PairView';
import './similarity.css';

const percent = (x: number) => `${Math.round(x * 100)}%`;

/**
 * /admin/contest/:contestId/similarity (issue 24.4): start a report (with allowed snippets left out),
 * watch its progress, and read the pairs at or above a threshold; a pair opens side by side.
 */
export function SimilarityPage({ listPath = '/admin/contest' }: { listPath?: string }) {
  const cid = useRouteId('contestId') ?? -1;
  const { t } = useTranslation('similarity');
  usePageTitle(t('title'));
  const phone = !useMinWidth(576);
  const report = useSimilarityReport(cid);
  const start = useStartSimilarity(cid);
  const [allowed, setAllowed] = useState<string | null>(null);
  const [threshold, setThreshold] = useState(0.7);
  const [open, setOpen] = useState<SimilarityPairVo | null>(null);

  // The text area starts from the snippets the last report left out.
  const saved = report.data?.allowed;
  useEffect(() => {
    if (saved !== undefined) setAllowed((a) => a ?? saved);
  }, [saved]);

  const back = (
    <Link to={listPath}>
      <Button icon={<ArrowLeftOutlined />} aria-label={t('back')}>
        {phone ? null : t('back')}
      </Button>
    </Link>
  );
  if (cid < 0) return <Result status="warning" title={t('loadFailed')} extra={back} />;

  const running = report.data?.status === 'running';
  const onStart = () =>
    start.mutate(allowed ?? '', {
      onSuccess: (msg) => notify.success(msg),
    });

  let body;
  if (report.isPending) body = <Skeleton active paragraph={{ rows: 6 }} data-testid="similarity-loading" />;
  else if (report.isError)
    body = <Result status="warning" title={t('loadFailed')} subTitle={report.error.message} data-testid="similarity-error" />;
  else
    body = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <div className="similarity-start">
          <Typography.Text strong>{t('allowed.label')}</Typography.Text>
          <Typography.Paragraph type="secondary" className="similarity-hint">
            {t('allowed.hint')}
          </Typography.Paragraph>
          <Input.TextArea
            value={allowed ?? ''}
            onChange={(e) => setAllowed(e.target.value)}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={SimilarityLimits.allowedMax}
            placeholder={t('allowed.placeholder')}
            className="similarity-code-input"
            data-testid="similarity-allowed"
          />
          <Button
            type="primary"
            icon={<ExperimentOutlined />}
            onClick={onStart}
            loading={start.isPending}
            disabled={running}
            data-testid="similarity-start"
          >
            {report.data ? t('restart') : t('start')}
          </Button>
        </div>
        {report.data ? (
          <ReportBody report={report.data} threshold={threshold} onThreshold={setThreshold} onOpen={setOpen} phone={phone} />
        ) : (
          <Empty description={t('none')} data-testid="similarity-none" />
        )}
      </Space>
    );

  return (
    <Card
      title={
        <Typography.Text strong ellipsis style={{ maxWidth: phone ? 180 : 520 }}>
          {t('titleOf', { cid })}
        </Typography.Text>
      }
      extra={back}
      styles={{ body: { padding: phone ? 8 : 16 } }}
      data-testid="similarity-page"
    >
      {body}
      <PairView cid={cid} pair={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function ReportBody({
  report,
  threshold,
  onThreshold,
  onOpen,
  phone,
}: {
  report: SimilarityReport;
  threshold: number;
  onThreshold: (x: number) => void;
  onOpen: (p: SimilarityPairVo) => void;
  phone: boolean;
}) {
  const { t } = useTranslation('similarity');
  const shown = useMemo(() => report.pairs.filter((p) => p.similarity >= threshold - 1e-9), [report.pairs, threshold]);
  const status = (
    <div className="similarity-status" data-testid="similarity-status" data-status={report.status}>
      <Tag color={report.status === 'done' ? 'green' : report.status === 'running' ? 'blue' : 'red'}>
        {t(`status.${report.status}`)}
      </Tag>
      <Typography.Text type="secondary">
        {t('meta', {
          submissions: report.submissions,
          user: report.startedBy ?? '?',
          at: report.startedAt ? dayjs(report.startedAt).format('YYYY-MM-DD HH:mm:ss') : '',
        })}
      </Typography.Text>
    </div>
  );
  if (report.status === 'running')
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {status}
        <Progress percent={Math.round(report.progress * 100)} status="active" data-testid="similarity-progress" />
      </Space>
    );
  if (report.status === 'failed')
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {status}
        <Alert
          type="error"
          showIcon
          message={t('failed')}
          description={report.error === 'interrupted' ? t('interrupted') : report.error}
          data-testid="similarity-failed"
        />
      </Space>
    );
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {status}
      {report.notes.map((n, i) => (
        <Alert
          key={i}
          type="info"
          showIcon
          message={
            n.kind === 'byChars'
              ? t('notes.byChars', { language: n.language })
              : t('notes.capped', { found: n.count, max: SimilarityLimits.maxPairs })
          }
        />
      ))}
      <div className="similarity-threshold">
        <Typography.Text>{t('threshold', { value: percent(threshold) })}</Typography.Text>
        <Slider
          min={SimilarityLimits.minKept}
          max={1}
          step={0.05}
          value={threshold}
          onChange={onThreshold}
          tooltip={{ formatter: (v) => percent(v ?? 0) }}
          className="similarity-slider"
        />
        <Typography.Text type="secondary" data-testid="similarity-count">
          {t('shown', { shown: shown.length, total: report.pairs.length })}
        </Typography.Text>
      </div>
      <Table<SimilarityPairVo>
        size="small"
        rowKey={(p) => `${p.submitIdA}-${p.submitIdB}`}
        dataSource={shown}
        pagination={{ pageSize: 20, hideOnSinglePage: true, size: 'small' }}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t('emptyAbove')} /> }}
        onRow={(p) => ({ onClick: () => onOpen(p), className: 'similarity-row' })}
        data-testid="similarity-pairs"
        columns={[
          { key: 'problem', title: t('col.problem'), dataIndex: 'problemId', width: 64 },
          ...(phone ? [] : [{ key: 'language', title: t('col.language'), dataIndex: 'language', width: 96 }]),
          {
            key: 'users',
            title: t('col.users'),
            render: (_, p) => (
              <span className="similarity-users">
                <span>{p.usernameA}</span>
                <span className="similarity-vs">↔</span>
                <span>{p.usernameB}</span>
              </span>
            ),
          },
          {
            key: 'similarity',
            title: t('col.similarity'),
            width: phone ? 90 : 200,
            render: (_, p) =>
              phone ? (
                <Typography.Text strong>{percent(p.similarity)}</Typography.Text>
              ) : (
                <Progress
                  percent={Math.round(p.similarity * 100)}
                  size="small"
                  strokeColor={p.similarity >= 0.8 ? '#cf1322' : undefined}
                  format={(v) => `${v ?? 0}%`}
                />
              ),
          },
        ]}
      />
    </Space>
  );
}
