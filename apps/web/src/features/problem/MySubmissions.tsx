import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isInProgress } from '@verdict/shared';
import { useInvalidate } from '../invalidation';
import { SubmissionTable, useLiveSubmissions, useSubmissionList, type SubmissionLinks } from '../submission';
import { myContestSubmissionsOptions, type ContestProblemScope } from './api';

const MY_PAGE_SIZE = 10;

/** "My Submission" tab: the viewer's submissions to this problem, 10 per page (spec §9). */
export function MySubmissions({ problemId, contest }: { problemId: string; contest?: ContestProblemScope }) {
  const [currentPage, setCurrentPage] = useState(1);
  const invalidate = useInvalidate();
  const practice = useSubmissionList(
    { onlyMine: true, problemID: problemId, completeProblemID: true, currentPage, limit: MY_PAGE_SIZE },
    !contest,
  );
  // Inside a contest: the viewer's submissions to this contest problem, as the contest shows them.
  const contestQuery = {
    onlyMine: true,
    problemID: contest?.displayId,
    completeProblemID: true,
    currentPage,
    limit: MY_PAGE_SIZE,
  };
  const inContest = useQuery({ ...myContestSubmissionsOptions(contest?.cid ?? 0, contestQuery), enabled: !!contest });
  const list = contest ? inContest : practice;
  const records = (contest ? inContest.data?.records : practice.data?.records) ?? [];
  const cid = contest?.cid;
  const live = useLiveSubmissions(
    records.filter((r) => isInProgress(r.status)).map((r) => r.submitId),
    (submitId) => void invalidate({ kind: 'judgement', submitId, cid }),
    cid,
  );
  const links: SubmissionLinks | undefined = contest && {
    problem: () => `/contest/${contest.cid}/problem/${encodeURIComponent(contest.displayId)}`,
    problemLabel: () => contest.displayId,
    detail: (r) => `/contest/${contest.cid}/problem/${encodeURIComponent(contest.displayId)}/submission-detail/${r.submitId}`,
  };
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
      links={links}
    />
  );
}
