import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Progress, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { JudgeStatus, type ProblemVo } from '@verdict/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMinWidth } from '../../../lib/useMediaQuery';
import { acRate } from './bankQuery';
import { difficultyOf } from './difficulty';
import { pagerConfig } from '../../../components/pagedTable';

export interface BankTableProps {
  records: ProblemVo[];
  total: number;
  loading: boolean;
  currentPage: number;
  limit: number;
  onPageChange: (currentPage: number, limit: number) => void;
  /** Verdict per pid for a logged-in viewer; undefined hides the status column. */
  statuses: Record<string, number> | undefined;
  showTags: boolean;
  onHover: (row: ProblemVo) => void;
  onTagClick: (tagId: number) => void;
  /** Where a row links (a group's list opens its problems under /group/:groupID). */
  problemPath?: (row: ProblemVo) => string;
  /** Shown after a row's title (a group's list marks its private problems). */
  titleExtra?: (row: ProblemVo) => ReactNode;
}

function StatusMark({ status }: { status: number | undefined }) {
  const { t } = useTranslation('problemBank');
  if (status === undefined || status === JudgeStatus.NotSubmitted) return null;
  if (status === JudgeStatus.Accepted) {
    return (
      <Tooltip title={t('marks.solved')}>
        <CheckOutlined style={{ color: '#52c41a', fontSize: 16 }} aria-label={t('marks.solved')} data-testid="mark-solved" />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t('marks.tried')}>
      <CloseOutlined style={{ color: '#f5222d', fontSize: 16 }} aria-label={t('marks.tried')} data-testid="mark-tried" />
    </Tooltip>
  );
}

export function BankTable(props: BankTableProps) {
  const { records, total, loading, currentPage, limit, onPageChange, statuses, showTags, onHover, onTagClick } = props;
  const { t } = useTranslation('problemBank');
  const { t: tp } = useTranslation('problem');
  const isMobile = !useMinWidth(768);
  const problemPath = props.problemPath ?? ((r: ProblemVo) => `/problem/${encodeURIComponent(r.problemId)}`);

  const columns: TableColumnsType<ProblemVo> = [
    ...(statuses
      ? [
          {
            key: 'status',
            title: '',
            width: 44,
            align: 'center' as const,
            render: (_: unknown, r: ProblemVo) => <StatusMark status={statuses[String(r.pid)]} />,
          },
        ]
      : []),
    {
      key: 'problemId',
      title: t('columns.problemId'),
      width: 110,
      ellipsis: true,
      render: (_, r) => <Link to={problemPath(r)}>{r.problemId}</Link>,
    },
    {
      key: 'title',
      title: t('columns.title'),
      ellipsis: !isMobile,
      // On a phone the id moves above the title: two narrow columns would cut both.
      render: (_, r) => (
        <>
          {isMobile && <div className="bank-mobile-id">{r.problemId}</div>}
          <Link to={problemPath(r)} data-testid="bank-title">
            {r.title}
          </Link>
          {props.titleExtra?.(r)}
        </>
      ),
    },
    {
      key: 'difficulty',
      title: t('columns.difficulty'),
      width: 90,
      render: (_, r) => {
        const d = difficultyOf(r.difficulty);
        return (
          <Tag color={d.color} data-testid="bank-difficulty-tag" data-difficulty={r.difficulty}>
            {tp(`difficulty.${d.key}`)}
          </Tag>
        );
      },
    },
    ...(showTags
      ? [
          {
            key: 'tags',
            title: t('columns.tags'),
            width: 200,
            render: (_: unknown, r: ProblemVo) => (
              <Space size={[2, 4]} wrap>
                {r.tags.map((tag) => (
                  <Tag
                    key={tag.id}
                    color={tag.color ?? undefined}
                    style={{ cursor: 'pointer', marginInlineEnd: 0 }}
                    onClick={() => onTagClick(tag.id)}
                    data-testid="bank-row-tag"
                  >
                    {tag.name}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]
      : []),
    { key: 'total', title: t('columns.total'), dataIndex: 'total', width: 72, align: 'right' },
    {
      key: 'acRate',
      title: t('columns.acRate'),
      width: isMobile ? 90 : 150,
      render: (_, r) => {
        const rate = acRate(r.ac, r.total);
        return (
          <Tooltip title={`${r.ac} / ${r.total}`}>
            {/* status="normal": at 100% antd would colour the figure its light success green (2.3:1 on white). */}
            <Progress
              percent={rate}
              status="normal"
              size="small"
              strokeColor="#52c41a"
              format={() => `${rate.toFixed(2)}%`}
              showInfo={!isMobile}
              aria-label={`${t('columns.acRate')}: ${r.problemId}`}
              data-testid="bank-ac-rate"
            />
            {isMobile && <span className="bank-rate-text">{rate.toFixed(2)}%</span>}
          </Tooltip>
        );
      },
    },
  ];

  // At 375 px a row keeps its id and title, level and AC rate; tags and totals stay on wider screens.
  const MOBILE_WIDTHS: Record<string, number | undefined> = { status: 30, title: undefined, difficulty: 62, acRate: 70 };
  const shown = isMobile
    ? columns.filter((c) => String(c.key) in MOBILE_WIDTHS).map((c) => ({ ...c, width: MOBILE_WIDTHS[String(c.key)] }))
    : columns;

  return (
    <Table<ProblemVo>
      rowKey="pid"
      size="middle"
      columns={shown}
      dataSource={records}
      loading={loading}
      tableLayout="fixed"
      // Fixed columns + ~160 px of title: fits the bank's column at 1280 px, AC rate included.
      scroll={isMobile ? undefined : { x: showTags ? 820 : 640 }}
      // A tap shows the verdict card too: touch screens have no hover.
      onRow={(r) => ({ onMouseEnter: () => onHover(r), onClick: () => onHover(r) })}
      locale={{ emptyText: t('empty') }}
      data-testid="bank-table"
      pagination={pagerConfig({
        currentPage,
        limit,
        total,
        isMobile,
        totalText: (n) => t('total', { count: n }),
        onChange: onPageChange,
      })}
    />
  );
}
