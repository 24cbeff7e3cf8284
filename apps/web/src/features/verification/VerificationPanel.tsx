import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { JUDGE_STATUS_INFO, type JudgeStatusCode, type VerificationReport, type VerificationRowVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useRerunVerification, useVerificationReport } from './api';

const STATUS_COLOR: Record<VerificationReport['status'], string> = {
  none: 'default',
  running: 'processing',
  verified: 'success',
  unverified: 'error',
};
const STATE_COLOR: Record<VerificationRowVo['state'], string> = {
  pending: 'default',
  running: 'processing',
  passed: 'success',
  failed: 'error',
  skipped: 'warning',
};
const short = (code: number) => JUDGE_STATUS_INFO[code as JudgeStatusCode]?.short ?? String(code);

/** The problem editor's verification report: each bundled submission, what it promised, what it got. */
export function VerificationPanel({ pid }: { pid: number }) {
  const { t } = useTranslation('verification');
  const report = useVerificationReport(pid);
  const rerun = useRerunVerification(pid);
  if (report.isPending) return <Skeleton active paragraph={{ rows: 3 }} data-testid="verification-loading" />;
  if (report.isError) return <Alert type="error" showIcon message={t('loadFailed')} description={report.error.message} />;
  const r = report.data;
  if (r.status === 'none') return <Empty description={t('empty')} data-testid="verification-empty" />;
  return (
    <div data-testid="verification-report">
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag color={STATUS_COLOR[r.status]} data-testid="verification-status">
          {t(`status.${r.status}`)}
        </Tag>
        <Typography.Text type="secondary">
          {t('limits', {
            limit: r.timeLimit,
            slowest: r.slowestAccepted === null ? '—' : t('ms', { ms: r.slowestAccepted }),
          })}
        </Typography.Text>
        {r.timing && (
          <Typography.Text type="secondary" data-testid="verification-timing">
            {t('timing', { ac: r.timing.acToTimeLimit, res: r.timing.resolutionMs, tle: r.timing.timeLimitToTle })}
          </Typography.Text>
        )}
        <Button
          icon={<ReloadOutlined />}
          loading={rerun.isPending}
          disabled={r.status === 'running'}
          onClick={() => rerun.mutate()}
          data-testid="verification-rerun"
        >
          {t('rerun')}
        </Button>
      </Space>
      <Table<VerificationRowVo>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 640 }}
        dataSource={r.rows}
        columns={[
          {
            title: t('columns.submission'),
            dataIndex: 'origin',
            render: (origin: string, row) => (
              <Typography.Text
                ellipsis={{ tooltip: row.message ? `${origin}\n${row.message}` : origin }}
                style={{ maxWidth: 260 }}
              >
                {origin}
              </Typography.Text>
            ),
          },
          { title: t('columns.language'), dataIndex: 'language', width: 110 },
          {
            title: t('columns.expected'),
            width: 130,
            render: (_, row) =>
              row.expected.map(short).join(' / ') +
              (row.expectedScore ? ` (${row.expectedScore.min}–${row.expectedScore.max})` : ''),
          },
          {
            title: t('columns.got'),
            width: 120,
            render: (_, row) =>
              row.gotStatus === null ? '—' : `${short(row.gotStatus)}${row.gotScore !== null ? ` (${row.gotScore})` : ''}`,
          },
          {
            title: t('columns.time'),
            width: 130,
            render: (_, row) => (row.time === null ? '—' : t('timeOfLimit', { ms: row.time, limit: r.timeLimit })),
          },
          {
            title: t('columns.result'),
            width: 100,
            render: (_, row) => (
              <Tag color={STATE_COLOR[row.state]} data-testid={`verification-state-${row.id}`}>
                {t(`state.${row.state}`)}
              </Tag>
            ),
          },
        ]}
      />
    </div>
  );
}
