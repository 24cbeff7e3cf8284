import { useState } from 'react';
import { isInProgress } from '@verdict/shared';
import { useInvalidate } from '../invalidation';
import { SubmissionTable, useLiveSubmissions, useSubmissionList } from '../submission';

const MY_PAGE_SIZE = 10;

/** "My Submission" tab: the viewer's submissions to this problem, 10 per page (spec §9). */
export function MySubmissions({ problemId }: { problemId: string }) {
  const [currentPage, setCurrentPage] = useState(1);
  const invalidate = useInvalidate();
  const list = useSubmissionList({ onlyMine: true, problemID: problemId, completeProblemID: true, currentPage, limit: MY_PAGE_SIZE });
  const records = list.data?.records ?? [];
  const live = useLiveSubmissions(
    records.filter((r) => isInProgress(r.status)).map((r) => r.submitId),
    (submitId) => void invalidate({ kind: 'judgement', submitId }),
  );
  return (
    <SubmissionTable
      compact
      records={records}
      total={list.data?.total ?? 0}
      loading={list.isPending}
      currentPage={currentPage}
      limit={MY_PAGE_SIZE}
      onPageChange={(page) => setCurrentPage(page)}
      live={live}
    />
  );
}
