import { Card, Input, Progress, Segmented, Select, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { TrainingLimits, trainingProgress, type TrainingVo } from '@verdict/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pagerConfig } from '../../components/pagedTable';
import { useMinWidth } from '../../lib/useMediaQuery';
import { usePageTitle } from '../site';
import { useTrainingCategories, useTrainingList } from './api';
import { AuthTag, CategoryTag, formatDateTime } from './TrainingTags';
import { useTrainingBase } from './trainingBase';
import { positiveInt } from '../../lib/urlNumbers';

type AuthFilter = 'all' | 'Public' | 'Private';

/** The list's state lives in the URL (spec 2 §2: keyword, categoryId, auth, currentPage). */
function useTrainingSearchParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const auth = params.get('auth');
    return {
      keyword: params.get('keyword') ?? '',
      categoryId: positiveInt(params.get('categoryId')),
      auth: (auth === 'Public' || auth === 'Private' ? auth : 'all') as AuthFilter,
      currentPage: positiveInt(params.get('currentPage'), 1),
    };
  }, [params]);
  const setQuery = (patch: Partial<typeof query>) => {
    const next = { ...query, currentPage: 1, ...patch };
    const out = new URLSearchParams();
    if (next.keyword) out.set('keyword', next.keyword);
    if (next.categoryId) out.set('categoryId', String(next.categoryId));
    if (next.auth !== 'all') out.set('auth', next.auth);
    if (next.currentPage > 1) out.set('currentPage', String(next.currentPage));
    setParams(out);
  };
  return [query, setQuery] as const;
}

/** /training: search, category and auth filters, 15 per page, each with the viewer's progress. */
export function TrainingListPage() {
  const { t } = useTranslation('training');
  usePageTitle(t('list.title'));
  const isWide = useMinWidth(768);
  const base = useTrainingBase();
  const [query, setQuery] = useTrainingSearchParams();
  const categories = useTrainingCategories();
  const list = useTrainingList({
    currentPage: query.currentPage,
    limit: TrainingLimits.listPageSize,
    keyword: query.keyword || undefined,
    categoryId: query.categoryId,
    auth: query.auth === 'all' ? undefined : query.auth,
  });

  const progress = (r: TrainingVo) => {
    const pct = trainingProgress(r.acCount, r.problemCount);
    return (
      <Tooltip title={t('list.solved', { ac: r.acCount, total: r.problemCount })}>
        <Progress
          percent={pct}
          size="small"
          status="normal"
          strokeColor="#52c41a"
          format={() => `${pct}%`}
          aria-label={t('list.progressOf', { title: r.title })}
          data-testid="training-progress"
        />
      </Tooltip>
    );
  };
  const titleLink = (r: TrainingVo) => (
    <Link to={`${base}/${r.id}`} data-testid="training-title">
      {r.title}
    </Link>
  );

  const columns: TableColumnsType<TrainingVo> = isWide
    ? [
        { key: 'id', title: '#', dataIndex: 'id', width: 70 },
        { key: 'title', title: t('list.columns.title'), ellipsis: true, render: (_, r) => titleLink(r) },
        { key: 'auth', title: t('list.columns.auth'), width: 90, render: (_, r) => <AuthTag auth={r.auth} /> },
        {
          key: 'category',
          title: t('list.columns.category'),
          width: 130,
          render: (_, r) => <CategoryTag name={r.categoryName} color={r.categoryColor} />,
        },
        { key: 'progress', title: t('list.columns.progress'), width: 170, render: (_, r) => progress(r) },
        { key: 'problemCount', title: t('list.columns.problemCount'), dataIndex: 'problemCount', width: 90, align: 'right' },
        { key: 'author', title: t('list.columns.author'), dataIndex: 'author', width: 120, ellipsis: true },
        { key: 'gmtModified', title: t('list.columns.modified'), width: 170, render: (_, r) => formatDateTime(r.gmtModified) },
      ]
    : [
        {
          key: 'title',
          title: t('list.columns.title'),
          render: (_, r) => (
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              {titleLink(r)}
              <Space size={4} wrap>
                <AuthTag auth={r.auth} />
                <CategoryTag name={r.categoryName} color={r.categoryColor} />
                <Typography.Text type="secondary">{t('list.problemCountShort', { count: r.problemCount })}</Typography.Text>
              </Space>
            </Space>
          ),
        },
        { key: 'progress', title: t('list.columns.progress'), width: 120, render: (_, r) => progress(r) },
      ];

  return (
    <Card title={t('list.title')} data-testid="training-list">
      <Space wrap style={{ marginBottom: 16, width: '100%' }}>
        <Input.Search
          key={query.keyword}
          defaultValue={query.keyword}
          allowClear
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onSearch={(keyword) => setQuery({ keyword: keyword.trim() })}
          style={{ width: 240, maxWidth: '100%' }}
          data-testid="training-search"
        />
        <Select
          allowClear
          placeholder={t('list.category')}
          aria-label={t('list.category')}
          value={query.categoryId}
          onChange={(categoryId?: number) => setQuery({ categoryId })}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: <CategoryTag name={c.name} color={c.color} /> }))}
          style={{ width: 180 }}
          data-testid="training-category-filter"
        />
        <Segmented<AuthFilter>
          value={query.auth}
          onChange={(auth) => setQuery({ auth })}
          options={[
            { value: 'all', label: t('list.authAll') },
            { value: 'Public', label: t('auth.Public') },
            { value: 'Private', label: t('auth.Private') },
          ]}
          aria-label={t('list.columns.auth')}
          data-testid="training-auth-filter"
        />
      </Space>
      <Table<TrainingVo>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        locale={{ emptyText: t('list.empty') }}
        scroll={isWide ? { x: 900 } : undefined}
        pagination={pagerConfig({
          currentPage: query.currentPage,
          limit: TrainingLimits.listPageSize,
          total: list.data?.total ?? 0,
          isMobile: !isWide,
          showSizeChanger: false,
          totalText: (total) => t('list.total', { total }),
          onChange: (currentPage) => setQuery({ ...query, currentPage }),
        })}
      />
    </Card>
  );
}
