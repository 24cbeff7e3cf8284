import { useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { isInProgress, type JudgeVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { useInvalidate } from '../invalidation';
import {
  SubmissionFilters,
  SubmissionTable,
  useLiveSubmissions,
  useSubmissionSearchParams,
  type SubmissionLinks,
} from '../submission';
import { useContestSubmissions } from './api';
import { useContestShell } from './contestContext';
import { contestKeys } from '../keys';
import { useContestChanges } from './useContestChanges';
import { VirtualMark } from './VirtualPanel';

/** Rows of a contest link to the contest's own problem and detail routes, labelled with display ids. */
export const contestSubmissionLinks = (cid: number): SubmissionLinks => ({
  problem: (r: JudgeVo) => `/contest/${cid}/problem/${encodeURIComponent(r.displayId ?? r.displayPid)}`,
  problemLabel: (r: JudgeVo) => r.displayId ?? r.displayPid,
  detail: (r: JudgeVo) =>
    `/contest/${cid}/problem/${encodeURIComponent(r.displayId ?? r.displayPid)}/submission-detail/${r.submitId}`,
});

/**
 * The contest's status list: filters in the URL as on /status, only-mine, sealed rows exactly as the
 * server returns them, live verdicts through check-contest-submissions-status.
 */
export function ContestSubmissions() {
  const { t } = useTranslation('contest');
  const { cid, virtual } = useContestShell();
  // In a running virtual window the list is the viewer's own virtual submissions.
  const own = !!virtual?.running;
  const { user } = useAuth();
  const [query, setQuery] = useSubmissionSearchParams();
  const call = {
    currentPage: query.currentPage,
    limit: query.limit,
    onlyMine: query.onlyMine || undefined,
    status: query.status,
    username: query.username,
    problemID: query.problemID,
    completeProblemID: query.completeProblemID,
    ...(own ? { virtual: true } : {}),
  };
  const list = useContestSubmissions(cid, call);
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const records = list.data?.records ?? [];
  const live = useLiveSubmissions(
    records.filter((r) => isInProgress(r.status)).map((r) => r.submitId),
    (submitId, status) => {
      client.setQueriesData<{ records: JudgeVo[] }>({ queryKey: contestKeys.allSubmissions(cid) }, (page) =>
        page ? { ...page, records: page.records.map((r) => (r.submitId === submitId ? { ...r, status } : r)) } : page,
      );
      void invalidate({ kind: 'judgement', submitId, cid });
    },
    cid,
  );

  // New rows of others appear as they are made (the board stream), not only on refresh.
  useContestChanges(cid, () => void invalidate({ kind: 'contestSubmissions', cid }));

  return (
    <Card title={t('submissions.title')} extra={own && <VirtualMark />} data-testid="contest-submissions">
      <SubmissionFilters
        value={query}
        onChange={setQuery}
        onlyMineAllowed
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <SubmissionTable
        records={records}
        total={list.data?.total ?? 0}
        loading={list.isPending}
        currentPage={query.currentPage}
        limit={query.limit}
        onPageChange={(currentPage, limit) => setQuery({ currentPage, limit })}
        live={live}
        viewerUid={user?.uid}
        links={contestSubmissionLinks(cid)}
      />
    </Card>
  );
}
