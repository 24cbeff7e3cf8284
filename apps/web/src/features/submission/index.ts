export { submissionRoutes } from './routes';
export { useSubmissionList, type SubmissionListQuery } from './api';
export { submissionKeys } from './queryKeys';
export { SubmissionTable } from './SubmissionTable';
export { JudgeStatusTag, StatusIcon, useStatusLabel, statusColor, type JudgeProgress } from './JudgeStatusTag';
export { useLiveSubmissions } from './useLiveSubmissions';
export { codeLanguageExtension } from './codeLanguage';
export { copyText } from './copyText';
export { formatMemory, formatTimeMs } from './format';
