import { Button, Table, Tooltip, type TableColumnsType } from 'antd';
import { isInProgress, type JudgeVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMinWidth } from '../../lib/useMediaQuery';
import { formatLength, formatMemory, formatSubmitTime, formatTimeMs } from './format';
import { JudgeStatusTag, type JudgeProgress } from './JudgeStatusTag';
import { ResubmitButton } from './ResubmitButton';
import './submission.css';
import { pagerConfig } from '../../components/pagedTable';

export interface SubmissionTableProps {
  records: JudgeVo[];
  total: number;
  loading: boolean;
  currentPage: number;
  limit: number;
  onPageChange: (currentPage: number, limit: number) => void;
  /** Live status of rows still in progress (SSE or polling). */
  live: Record<number, JudgeProgress>;
  /** The viewer's uid: own rows are highlighted. */
  viewerUid?: string;
  /** Super admin: the rejudge column. */
  onRejudge?: (submitId: number) => void;
  rejudging?: number | null;
  /** The problem page's "My Submission": fewer columns, no problem and author. */
  compact?: boolean;
  /** Inside a contest: rows link to the contest's problem and detail routes and show display ids. */
  links?: SubmissionLinks;
}

export interface SubmissionLinks {
  problem: (r: JudgeVo) => string;
  problemLabel: (r: JudgeVo) => string;
  detail: (r: JudgeVo) => string;
}

const practiceLinks: SubmissionLinks = {
  problem: (r) => `/problem/${encodeURIComponent(r.displayPid)}`,
  problemLabel: (r) => r.displayPid,
  detail: (r) => `/submission-detail/${r.submitId}`,
};

export function SubmissionTable(props: SubmissionTableProps) {
  const {
    records,
    total,
    loading,
    currentPage,
    limit,
    onPageChange,
    live,
    viewerUid,
    onRejudge,
    rejudging,
    compact,
    links = practiceLinks,
  } = props;
  const detailPath = links.detail;
  const { t } = useTranslation('submission');
  const navigate = useNavigate();
  const isMobile = !useMinWidth(768);
  const hasScore = records.some((r) => r.score != null);
  const liveOf = (r: JudgeVo) => (isInProgress(r.status) ? live[r.submitId] : undefined);

  const columns: TableColumnsType<JudgeVo> = [
    { key: 'submitId', title: t('list.columns.runId'), dataIndex: 'submitId', width: 72 },
    { key: 'submitTime', title: t('list.columns.submitTime'), render: (_, r) => formatSubmitTime(r.submitTime), width: 172 },
    ...(compact
      ? []
      : [
          {
            key: 'problem',
            title: t('list.columns.problem'),
            render: (_: unknown, r: JudgeVo) => (
              <Tooltip title={r.title}>
                <Link to={links.problem(r)}>
                  {links.problemLabel(r)}
                  {r.title ? ` ${r.title}` : ''}
                </Link>
              </Tooltip>
            ),
            // Wide screens: one line, the full title on hover; phones wrap it instead (nothing clipped).
            ellipsis: !isMobile,
          },
        ]),
    {
      key: 'status',
      title: t('list.columns.status'),
      render: (_, r) => {
        const p = liveOf(r);
        return (
          <>
            <JudgeStatusTag status={p?.status ?? r.status} progress={p} onClick={() => navigate(detailPath(r))} />
            <ResubmitButton row={r} viewerUid={viewerUid} />
          </>
        );
      },
      // The tag is never cut: the column takes the tag's width.
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      width: 160,
    },
    ...(hasScore
      ? [{ key: 'score', title: t('list.columns.score'), render: (_: unknown, r: JudgeVo) => r.score ?? '--', width: 80 }]
      : []),
    { key: 'time', title: t('list.columns.time'), render: (_, r) => formatTimeMs(r.time), width: 76 },
    { key: 'memory', title: t('list.columns.memory'), render: (_, r) => formatMemory(r.memory), width: 90 },
    { key: 'length', title: t('list.columns.length'), render: (_, r) => formatLength(r.length), width: 76 },
    {
      key: 'language',
      title: t('list.columns.language'),
      render: (_, r) => (
        <Tooltip title={t('list.viewDetail')}>
          <Link to={detailPath(r)} data-testid="submission-language">
            {r.language}
          </Link>
        </Tooltip>
      ),
      width: 112,
    },
    ...(compact
      ? []
      : [
          {
            key: 'author',
            title: t('list.columns.author'),
            render: (_: unknown, r: JudgeVo) => (
              <Link to={`/user-home?username=${encodeURIComponent(r.username)}`}>{r.username}</Link>
            ),
            ellipsis: true,
            width: 110,
          },
        ]),
    ...(onRejudge
      ? [
          {
            key: 'rejudge',
            title: t('list.columns.option'),
            render: (_: unknown, r: JudgeVo) => (
              <Button size="small" loading={rejudging === r.submitId} onClick={() => onRejudge(r.submitId)}>
                {t('admin.rejudge')}
              </Button>
            ),
            width: 90,
          },
        ]
      : []),
  ];

  // At 375 px only what identifies a row and its verdict fits; the rest is on the detail page.
  // Language and the figures are on the detail page the tag opens.
  const MOBILE_KEYS = ['problem', 'status', 'score', 'rejudge'];
  const shown = isMobile
    ? columns.filter((c) => MOBILE_KEYS.includes(String(c.key))).map((c) => ({ ...c, width: undefined }))
    : columns;
  // Fixed widths plus room for the problem column: at 1280 px the whole table fits, the admin's column included.
  const minWidth = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 180), 0);

  return (
    <Table<JudgeVo>
      rowKey="submitId"
      size={compact ? 'small' : 'middle'}
      columns={shown}
      dataSource={records}
      loading={loading}
      // Phones: three columns that fit (titles wrap); wider screens scroll inside the table only below minWidth.
      scroll={isMobile ? undefined : { x: minWidth }}
      rowClassName={(r) => (viewerUid && r.uid === viewerUid ? 'own-submission' : '')}
      locale={{ emptyText: t('list.empty') }}
      data-testid="submission-table"
      pagination={pagerConfig({
        currentPage,
        limit,
        total,
        isMobile,
        showSizeChanger: !compact,
        totalText: (n) => t('list.total', { count: n }),
        onChange: onPageChange,
      })}
    />
  );
}
