import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Empty, Input, Segmented, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RankLimits } from '@verdict/shared';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../site';
import { type RankRow, useRankList } from './api';
import { nicknameColor } from './nickname';
import { RANK_PAGE_SIZES, useRankSearchParams } from './useRankSearchParams';
import './rank.css';

const RankChart = lazy(() => import('./RankChart'));

/**
 * The global ACM (type 0) or OI (type 1) rank: top-10 chart, search, paged table (spec 2 §2). A group's
 * rank tab (`gid`) is the same table over the group's members, with an ACM/OI switch instead of the
 * chart, its AC counts opening the group's status list (spec 3 §2).
 */
export function RankPage({ type, gid, onTypeChange }: { type: 0 | 1; gid?: number; onTypeChange?: (type: 0 | 1) => void }) {
  const { t } = useTranslation('rank');
  const [query, setQuery] = useRankSearchParams(type);
  const [search, setSearch] = useState(query.searchUser);
  useEffect(() => setSearch(query.searchUser), [query.searchUser]);
  const { data, isPending, isFetching } = useRankList(query, gid);
  const top = useRankList({ type, currentPage: 1, limit: RankLimits.chartTop, searchUser: '' }, undefined, gid === undefined);
  const title = type === 0 ? t('acmTitle') : t('oiTitle');
  const statusPath = gid ? `/group/${gid}/status` : '/status';
  usePageTitle(gid === undefined ? title : undefined);

  const columns: ColumnsType<RankRow> = [
    {
      title: '#',
      key: 'seq',
      width: 56,
      align: 'center',
      render: (_: unknown, __: RankRow, i: number) => (query.currentPage - 1) * query.limit + i + 1,
    },
    {
      title: t('column.user'),
      key: 'user',
      width: 200,
      render: (_: unknown, r: RankRow) => (
        <Space size={8}>
          <Avatar size={28} src={r.avatar || undefined} icon={<UserOutlined />} />
          <Link to={`/user-home?username=${encodeURIComponent(r.username)}`} data-testid="rank-username">
            {r.username}
          </Link>
          {r.titleName && (
            <Tag color={r.titleColor || undefined} style={{ marginInlineEnd: 0 }}>
              {r.titleName}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('column.nickname'),
      key: 'nickname',
      width: 140,
      responsive: ['md'],
      render: (_: unknown, r: RankRow) => (r.nickname ? <Tag color={nicknameColor(r.nickname)}>{r.nickname}</Tag> : null),
    },
    {
      title: t('column.ac'),
      dataIndex: 'ac',
      key: 'ac',
      width: 80,
      align: 'center',
      render: (ac: number, r: RankRow) => (
        <Link to={`${statusPath}?username=${encodeURIComponent(r.username)}&status=0`} data-testid="rank-ac">
          {ac}
        </Link>
      ),
    },
    ...(type === 0
      ? [
          { title: t('column.total'), dataIndex: 'total', key: 'total', width: 90, align: 'center' as const },
          {
            title: t('column.rating'),
            key: 'rating',
            width: 90,
            align: 'center' as const,
            render: (_: unknown, r: RankRow) => ('rating' in r && r.rating != null ? r.rating : '--'),
          },
        ]
      : [
          { title: t('column.total'), dataIndex: 'total', key: 'total', width: 90, align: 'center' as const },
          {
            title: t('column.score'),
            key: 'score',
            width: 90,
            align: 'center' as const,
            render: (_: unknown, r: RankRow) => ('score' in r ? r.score : 0),
          },
        ]),
    {
      title: t('column.signature'),
      dataIndex: 'signature',
      key: 'signature',
      ellipsis: true,
      responsive: ['lg'],
      render: (s: string | null) => <Typography.Text type="secondary">{s}</Typography.Text>,
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid={`rank-page-${type === 0 ? 'acm' : 'oi'}`}>
      {gid === undefined && (
        <Card title={t('chartTitle', { count: RankLimits.chartTop })}>
          {top.isPending ? (
            <Skeleton active paragraph={{ rows: 5 }} />
          ) : top.data && top.data.records.length > 0 ? (
            <div className="rank-chart" data-testid="rank-chart">
              <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
                <RankChart rows={top.data.records} type={type} />
              </Suspense>
            </div>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
          )}
        </Card>
      )}
      <Card
        title={
          onTypeChange ? (
            <Segmented<0 | 1>
              value={type}
              onChange={onTypeChange}
              options={[
                { value: 0, label: 'ACM' },
                { value: 1, label: 'OI' },
              ]}
              aria-label={t('typeSwitch')}
              data-testid="rank-type"
            />
          ) : (
            title
          )
        }
        extra={
          <Input.Search
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => setQuery({ searchUser: v.trim() })}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            className="rank-search"
            data-testid="rank-search"
            maxLength={RankLimits.searchMax}
          />
        }
        className="rank-card"
      >
        <Table<RankRow>
          rowKey="uid"
          size="middle"
          columns={columns}
          dataSource={data?.records ?? []}
          loading={isPending || isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.searchUser ? t('noMatch') : t('empty')} />,
          }}
          pagination={{
            current: query.currentPage,
            pageSize: query.limit,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: RANK_PAGE_SIZES.map(String),
            showTotal: (total) => t('total', { count: total }),
            onChange: (currentPage, limit) => setQuery(limit !== query.limit ? { limit } : { currentPage }),
            responsive: true,
          }}
          data-testid="rank-table"
        />
      </Card>
    </Space>
  );
}

export const AcmRankPage = () => <RankPage type={0} />;
export const OiRankPage = () => <RankPage type={1} />;
