import { CalendarOutlined, ClockCircleOutlined, TeamOutlined, TrophyFilled } from '@ant-design/icons';
import { Button, Card, Empty, Input, List, Segmented, Skeleton, Space, Tooltip, Typography } from 'antd';
import { ContestLimits, ContestStatus, ContestType, type ContestVo } from '@verdict/shared';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { useMinWidth } from '../../lib/useMediaQuery';
import { notify } from '../../lib/notify';
import { authDialog } from '../account';
import { usePageTitle } from '../site';
import { useContestList } from './api';
import { parseContestListQuery, patchContestListQuery, toContestListSearchParams, type ContestListQuery } from './contestListQuery';
import { parseWireDate } from './contestTime';
import { AuthBadge, RuleTag, StatusTag, useDurationText } from './ContestTags';
import './contest.css';

function useContestListParams(): [ContestListQuery, (patch: Partial<ContestListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseContestListQuery(params), [params]);
  const set = useCallback((patch: Partial<ContestListQuery>) => setParams(toContestListSearchParams(patchContestListQuery(query, patch))), [query, setParams]);
  return [query, set];
}

/** The URL of the outside board of a contest (ACM or OI view). */
export const outsideBoardPath = (c: Pick<ContestVo, 'id' | 'type'>) =>
  `/contest/${c.type === ContestType.OI ? 'oi' : 'acm'}-scoreboard/${c.id}`;

/** `/contest`: rule, status and keyword filters in the URL, 10 per page (spec 2 §2). */
export function ContestListPage() {
  const { t } = useTranslation('contest');
  const [query, setQuery] = useContestListParams();
  const list = useContestList(query);
  const isWide = useMinWidth(768);
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const duration = useDurationText();
  usePageTitle(t('list.title'));

  const open = (id: number) => {
    if (!isLoggedIn) {
      notify.warning(t('list.loginFirst'));
      authDialog.open('login');
      return;
    }
    navigate(`/contest/${id}`);
  };

  const filtered = query.type !== undefined || query.status !== undefined || query.keyword !== '';
  const records = list.data?.records ?? [];

  const filters = (
    <Space wrap className="contest-filters" data-testid="contest-filters">
      <Segmented<string>
        aria-label={t('list.rule')}
        value={query.type === undefined ? 'all' : String(query.type)}
        onChange={(v) => setQuery({ type: v === 'all' ? undefined : Number(v) })}
        options={[
          { value: 'all', label: t('list.all') },
          { value: String(ContestType.ACM), label: t('rule.acm') },
          { value: String(ContestType.OI), label: t('rule.oi') },
        ]}
        data-testid="filter-rule"
      />
      <Segmented<string>
        aria-label={t('list.status')}
        value={query.status === undefined ? 'all' : String(query.status)}
        onChange={(v) => setQuery({ status: v === 'all' ? undefined : Number(v) })}
        options={[
          { value: 'all', label: t('list.all') },
          { value: String(ContestStatus.Scheduled), label: t('status.scheduled') },
          { value: String(ContestStatus.Running), label: t('status.running') },
          { value: String(ContestStatus.Ended), label: t('status.ended') },
        ]}
        data-testid="filter-status"
      />
      <Input.Search
        key={query.keyword}
        allowClear
        defaultValue={query.keyword}
        placeholder={t('list.keyword')}
        aria-label={t('list.keyword')}
        style={{ width: isWide ? 260 : '100%' }}
        onSearch={(keyword) => setQuery({ keyword: keyword.trim() })}
        data-testid="filter-keyword"
      />
    </Space>
  );

  return (
    <Card title={<span className="contest-list-title">{t('list.title')}</span>} data-testid="contest-list-page">
      {filters}
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <List<ContestVo>
          itemLayout="horizontal"
          dataSource={records}
          loading={list.isFetching && !list.isPending}
          locale={{ emptyText: <Empty description={filtered ? t('list.emptyFiltered') : t('list.empty')} /> }}
          pagination={
            (list.data?.total ?? 0) > ContestLimits.listPageSize
              ? {
                  current: query.currentPage,
                  pageSize: ContestLimits.listPageSize,
                  total: list.data?.total ?? 0,
                  simple: !isWide,
                  showSizeChanger: false,
                  showTotal: isWide ? (n) => t('list.total', { count: n }) : undefined,
                  onChange: (currentPage) => setQuery({ currentPage }),
                  align: 'center',
                }
              : false
          }
          renderItem={(c) => (
            <List.Item className="contest-item" data-testid="contest-item" data-cid={c.id}>
              <div className="contest-item-trophy" aria-hidden style={{ color: c.type === ContestType.OI ? '#722ed1' : '#e6a23c' }}>
                <TrophyFilled />
              </div>
              <div className="contest-item-main">
                <Space size={4} wrap>
                  <Typography.Link
                    strong
                    className="contest-item-title"
                    href={`/contest/${c.id}`}
                    onClick={(e) => {
                      e.preventDefault();
                      open(c.id);
                    }}
                  >
                    {c.title}
                  </Typography.Link>
                  <AuthBadge auth={c.auth} />
                  {/* Phones: the status sits with the title, not on a line of its own. */}
                  {!isWide && <StatusTag status={c.status} />}
                </Space>
                <div className="contest-item-meta">
                  <span><CalendarOutlined /> {dayjs(parseWireDate(c.startTime)).format('YYYY-MM-DD HH:mm')}</span>
                  <span><ClockCircleOutlined /> {duration(c.duration)}</span>
                  <RuleTag type={c.type} />
                  <span><TeamOutlined /> {t('list.participants', { count: c.count ?? 0 })}</span>
                  {c.openRank && (
                    <Tooltip title={c.status === ContestStatus.Scheduled ? t('list.outsideBoardScheduled') : undefined}>
                      {c.status === ContestStatus.Scheduled ? (
                        <Button size="small" disabled>{t('list.outsideBoard')}</Button>
                      ) : (
                        <Link to={outsideBoardPath(c)}><Button size="small">{t('list.outsideBoard')}</Button></Link>
                      )}
                    </Tooltip>
                  )}
                </div>
              </div>
              {isWide && (
                <div className="contest-item-status">
                  <StatusTag status={c.status} />
                </div>
              )}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
