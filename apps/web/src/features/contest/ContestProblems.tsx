import { CheckOutlined, CloseOutlined, QuestionOutlined } from '@ant-design/icons';
import { Card, Table, Tooltip, type TableColumnsType } from 'antd';
import { ContestStatus, ContestType, JudgeStatus, type ContestProblemVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMinWidth } from '../../lib/useMediaQuery';
import { useInvalidate } from '../invalidation';
import { useContestProblemStatuses, useContestProblems } from './api';
import { useContestShell } from './contestContext';
import { useUpsolveColumn } from './ContestUpsolveColumn';

import { useContestChanges } from './useContestChanges';

/** The viewer's mark on one problem: solved, tried, hidden (OI past the seal) or nothing. */
function StatusMark({ mark, oi }: { mark: { status: number; score?: number | null } | undefined; oi: boolean }) {
  const { t } = useTranslation('contest');
  if (!mark || mark.status === JudgeStatus.NotSubmitted) return null;
  if (mark.status === JudgeStatus.SubmittedUnknownResult) {
    return (
      <Tooltip title={t('problems.unknown')}>
        <QuestionOutlined aria-label={t('problems.unknown')} style={{ color: '#d48806' }} />
      </Tooltip>
    );
  }
  if (oi && mark.score != null) return <span data-testid="problem-score">{t('problems.score', { score: mark.score })}</span>;
  if (mark.status === JudgeStatus.Accepted) {
    return (
      <Tooltip title={t('problems.solved')}>
        <CheckOutlined aria-label={t('problems.solved')} style={{ color: '#389e0d' }} data-testid="mark-solved" />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t('problems.tried')}>
      <CloseOutlined aria-label={t('problems.tried')} style={{ color: '#cf1322' }} data-testid="mark-tried" />
    </Tooltip>
  );
}

/** Display ids, balloon colours, the viewer's marks and counts ("?" without real-time permission, spec 2 §2). */
export function ContestProblems() {
  const { t } = useTranslation('contest');
  const { cid, contest, realTime, status } = useContestShell();
  const upsolveColumn = useUpsolveColumn(cid, status === ContestStatus.Ended);
  const problems = useContestProblems(cid);
  const records = problems.data ?? [];
  const statuses = useContestProblemStatuses(
    cid,
    records.map((p) => p.pid),
    problems.isSuccess,
  );
  const navigate = useNavigate();
  const isWide = useMinWidth(768);
  const oi = contest.type === ContestType.OI;
  const path = (p: ContestProblemVo) => `/contest/${cid}/problem/${encodeURIComponent(p.displayId)}`;
  const invalidate = useInvalidate();
  // The counts follow the contest as it runs.
  useContestChanges(cid, () => void invalidate({ kind: 'contestCounts', cid }));
  const count = (n: number) =>
    realTime ? (
      n
    ) : (
      <Tooltip title={t('problems.hidden')}>
        <span>?</span>
      </Tooltip>
    );

  const columns: TableColumnsType<ContestProblemVo> = [
    {
      key: 'status',
      title: t('problems.status'),
      width: 70,
      align: 'center',
      render: (_, p) => <StatusMark mark={statuses.data?.[String(p.pid)]} oi={oi && realTime} />,
    },
    {
      key: 'displayId',
      title: t('problems.displayId'),
      width: 70,
      render: (_, p) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {p.color && (
            <span
              className="contest-problem-balloon"
              style={{ background: p.color, marginInlineEnd: 6 }}
              title={t('problems.balloon')}
              aria-hidden
            />
          )}
          <Link to={path(p)}>{p.displayId}</Link>
        </span>
      ),
    },
    {
      key: 'title',
      title: t('problems.title'),
      render: (_, p) => (
        <Link to={path(p)} data-testid="contest-problem-link">
          {p.displayTitle}
        </Link>
      ),
    },
    { key: 'ac', title: t('problems.ac'), width: 80, align: 'right', render: (_, p) => count(p.ac) },
    { key: 'total', title: t('problems.total'), width: 80, align: 'right', render: (_, p) => count(p.total) },
    ...upsolveColumn,
    ...(isWide
      ? [
          {
            key: 'rate',
            title: t('problems.acRate'),
            width: 100,
            align: 'right' as const,
            render: (_: unknown, p: ContestProblemVo) =>
              realTime ? `${p.total > 0 ? (Math.round((p.ac / p.total) * 10000) / 100).toFixed(2) : '0.00'}%` : '?',
          },
        ]
      : []),
  ];

  return (
    <Card data-testid="contest-problems">
      <Table<ContestProblemVo>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={records}
        loading={problems.isPending}
        pagination={false}
        // On a phone the after-contest column may not fit: the table scrolls, not the page.
        scroll={isWide ? undefined : { x: 'max-content' }}
        locale={{ emptyText: t('problems.empty') }}
        onRow={(p) => ({
          onClick: (e) => !(e.target as HTMLElement).closest('a') && navigate(path(p)),
          style: { cursor: 'pointer' },
        })}
        data-testid="contest-problem-table"
      />
    </Card>
  );
}
