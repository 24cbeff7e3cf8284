import { useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { isInProgress } from '@verdict/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { authDialog } from '../account';
import { usePageTitle } from '../site';
import { useInvalidate } from '../invalidation';
import { patchListedSubmission, useRejudge, useSubmissionList } from './api';
import { SubmissionFilters } from './SubmissionFilters';
import { SubmissionTable, type SubmissionLinks } from './SubmissionTable';
import { useLiveSubmissions } from './useLiveSubmissions';
import { useSubmissionSearchParams } from './useSubmissionSearchParams';

/**
 * `/status`: every visible submission, filterable, with live verdicts for rows in progress. A group's
 * status tab (`/group/:groupID/status`) is the same list scoped to the group (`gid`).
 */
export function SubmissionListPage({ gid, embedded = false }: { gid?: number; embedded?: boolean } = {}) {
  const { t } = useTranslation('submission');
  const { isLoggedIn, isRoot, user } = useAuth();
  const [query, setQuery] = useSubmissionSearchParams();
  const mineWithoutLogin = !!query.onlyMine && !isLoggedIn;
  const list = useSubmissionList(gid ? { ...query, gid } : query, !mineWithoutLogin);
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const rejudge = useRejudge();
  usePageTitle(t('list.title'));

  // onlyMine needs a session; without one the filter is dropped (spec §5).
  useEffect(() => {
    if (!mineWithoutLogin) return;
    notify.warning(t('filters.loginFirst'));
    authDialog.open('login');
    setQuery({ onlyMine: false });
  }, [mineWithoutLogin, setQuery, t]);

  const records = list.data?.records ?? [];
  const live = useLiveSubmissions(
    records.filter((r) => isInProgress(r.status)).map((r) => r.submitId),
    (submitId, status) => {
      patchListedSubmission(client, submitId, { status });
      void invalidate({ kind: 'judgement', submitId });
    },
  );

  return (
    <Card
      title={embedded ? undefined : t('list.title')}
      variant={embedded ? 'borderless' : undefined}
      styles={embedded ? { body: { padding: 0 } } : undefined}
      data-testid="status-page"
    >
      <SubmissionFilters
        value={query}
        onChange={setQuery}
        onlyMineAllowed={isLoggedIn}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <SubmissionTable
        records={records}
        total={list.data?.total ?? 0}
        loading={list.isPending && !mineWithoutLogin}
        currentPage={query.currentPage}
        limit={query.limit}
        onPageChange={(currentPage, limit) => setQuery({ currentPage, limit })}
        live={live}
        viewerUid={user?.uid}
        onRejudge={isRoot ? (id) => rejudge.mutate(id) : undefined}
        rejudging={rejudge.isPending ? rejudge.variables : null}
        links={gid ? groupLinks(gid) : undefined}
      />
    </Card>
  );
}

/** Inside a group the rows open the group's problem and detail routes. */
const groupLinks = (gid: number): SubmissionLinks => ({
  problem: (r) => `/group/${gid}/problem/${encodeURIComponent(r.displayPid)}`,
  problemLabel: (r) => r.displayPid,
  detail: (r) => `/group/${gid}/submission-detail/${r.submitId}`,
});
