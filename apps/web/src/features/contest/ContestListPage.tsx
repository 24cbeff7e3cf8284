import { Card, Input, Segmented, Skeleton, Space } from 'antd';
import { ContestStatus, ContestType } from '@verdict/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { useMinWidth } from '../../lib/useMediaQuery';
import { notify } from '../../lib/notify';
import { authDialog } from '../account';
import { usePageTitle } from '../site';
import { useContestList } from './api';
import {
  parseContestListQuery,
  patchContestListQuery,
  toContestListSearchParams,
  type ContestListQuery,
} from './contestListQuery';
import { ContestListItems } from './ContestListItems';
import './contest.css';

function useContestListParams(): [ContestListQuery, (patch: Partial<ContestListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseContestListQuery(params), [params]);
  const set = useCallback(
    (patch: Partial<ContestListQuery>) => setParams(toContestListSearchParams(patchContestListQuery(query, patch))),
    [query, setParams],
  );
  return [query, set];
}

/** `/contest`: rule, status and keyword filters in the URL, 10 per page (spec 2 §2). */
export function ContestListPage() {
  const { t } = useTranslation('contest');
  const [query, setQuery] = useContestListParams();
  const list = useContestList(query);
  const isWide = useMinWidth(768);
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
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
        <ContestListItems
          records={list.data?.records ?? []}
          total={list.data?.total ?? 0}
          currentPage={query.currentPage}
          loading={list.isFetching && !list.isPending}
          empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
          onPage={(currentPage) => setQuery({ currentPage })}
          onOpen={open}
        />
      )}
    </Card>
  );
}
