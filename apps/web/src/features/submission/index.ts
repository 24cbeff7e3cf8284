import { lazyPart } from '../../lib/lazyPart';
export { submissionRoutes } from './routes';
export { useSubmissionList, type SubmissionListQuery } from './api';
export { submissionKeys } from '../keys';
export { SubmissionTable, type SubmissionLinks } from './SubmissionTable';
export { JudgeStatusTag, StatusIcon, useStatusLabel, statusColor, type JudgeProgress } from './JudgeStatusTag';
export { useLiveSubmissions } from './useLiveSubmissions';
export { languageFamily, loadCodeLanguage, useCodeLanguage } from './codeLanguage';
export { formatMemory, formatTimeMs } from './format';
export { SubmissionFilters } from './SubmissionFilters';
export { useSubmissionSearchParams } from './useSubmissionSearchParams';
export { patchListedSubmission, submissionDetailOptions } from './api';

// Screens other features mount (a contest's, a group's), each loaded on first use.
export const loadSubmissionDetailPage = async () => ({
  Component: (await import('./SubmissionDetailPage')).SubmissionDetailPage,
});
export const SubmissionListPage = lazyPart<{ gid?: number; embedded?: boolean }>(
  async () => (await import('./SubmissionListPage')).SubmissionListPage,
);
