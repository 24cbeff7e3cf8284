import { Input, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { JudgeStatus, type ProblemVo, TrainingLimits, type TrainingRankVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagerConfig } from '../../components/pagedTable';
import { useAuth } from '../../lib/auth-store';
import { useMinWidth } from '../../lib/useMediaQuery';
import { useStatusLabel } from '../submission';
import { useTrainingProblems, useTrainingRank } from './api';
import { useTrainingContext } from './TrainingDetailPage';
import { useTrainingBase } from './trainingBase';

const statusLink = (q: Record<string, string>) => `/status?${new URLSearchParams(q).toString()}`;

/**
 * The training's record board (spec 2 §2): 30 per page, keyword search, a cell per problem
 * linking to that user's submissions of it, the accepted count to their ACs, the viewer's row
 * highlighted, real names for training admins.
 */
export function TrainingRankTable() {
  const { t } = useTranslation('training');
  const { training } = useTrainingContext();
  const base = useTrainingBase();
  const { user } = useAuth();
  const isWide = useMinWidth(768);
  const statusLabel = useStatusLabel();
  const [query, setQuery] = useState<{ currentPage: number; limit: number; keyword?: string }>({
    currentPage: 1,
    limit: TrainingLimits.rankPageSize,
  });
  const rank = useTrainingRank(training.id, query);
  const problems = useTrainingProblems(training.id, true);
  const isTrainingAdmin = rank.data?.isTrainingAdmin ?? false;

  const cell = (row: TrainingRankVo, p: ProblemVo) => {
    const c = row.submissionInfo[p.problemId];
    if (!c) return null;
    const to = statusLink({ username: row.username, problemID: p.problemId, completeProblemID: 'true' });
    const label = c.isAC ? `${c.runTime ?? 0}ms` : statusLabel(c.status);
    return (
      <Tooltip title={`${p.problemId}: ${statusLabel(c.status)}`}>
        <Link to={to} className={c.isAC ? 'training-cell-ac' : 'training-cell-tried'} data-testid="training-rank-cell">
          {label}
        </Link>
      </Tooltip>
    );
  };

  const columns: TableColumnsType<TrainingRankVo> = [
    { key: 'rank', title: t('rank.columns.rank'), dataIndex: 'rank', width: 64, fixed: isWide ? 'left' : undefined },
    {
      key: 'user',
      title: t('rank.columns.user'),
      width: 180,
      fixed: isWide ? 'left' : undefined,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Link
            to={`/user-home?username=${encodeURIComponent(r.username)}`}
            className={r.gender === 'female' ? 'training-rank-female' : undefined}
          >
            {r.username}
          </Link>
          {isTrainingAdmin && r.realname && (
            <Typography.Text type="secondary" data-testid="training-rank-realname">
              {r.realname}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'ac',
      title: t('rank.columns.ac'),
      width: 80,
      align: 'center',
      render: (_, r) => (
        <Link to={statusLink({ username: r.username, status: String(JudgeStatus.Accepted) })} data-testid="training-rank-ac">
          {r.ac}
        </Link>
      ),
    },
    { key: 'time', title: t('rank.columns.time'), width: 110, align: 'right', render: (_, r) => `${r.totalRunTime}ms` },
    ...(problems.data ?? []).map((p) => ({
      key: `p${p.pid}`,
      title: (
        <Tooltip title={p.title}>
          <Link to={`${base}/${training.id}/problem/${encodeURIComponent(p.problemId)}`}>{p.problemId}</Link>
        </Tooltip>
      ),
      width: 100,
      align: 'center' as const,
      render: (_: unknown, r: TrainingRankVo) => cell(r, p),
    })),
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="training-rank">
      <Input.Search
        allowClear
        placeholder={t('rank.search')}
        aria-label={t('rank.search')}
        onSearch={(keyword) => setQuery({ ...query, currentPage: 1, keyword: keyword.trim() || undefined })}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Table<TrainingRankVo>
        rowKey="uid"
        size="small"
        columns={columns}
        dataSource={rank.data?.records ?? []}
        loading={rank.isPending || (rank.isFetching && rank.isPlaceholderData)}
        rowClassName={(r) => (r.uid === user?.uid ? 'training-rank-me' : '')}
        locale={{ emptyText: t('rank.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={pagerConfig({
          currentPage: query.currentPage,
          limit: query.limit,
          total: rank.data?.total ?? 0,
          isMobile: !isWide,
          totalText: (total) => t('rank.total', { total }),
          onChange: (currentPage, limit) => setQuery({ ...query, currentPage, limit }),
        })}
      />
    </Space>
  );
}
