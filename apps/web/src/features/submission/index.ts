export { submissionRoutes } from './routes';
export { submissionKeys, useSubmissionList, refreshSubmissionLists, type SubmissionListQuery } from './api';
export { SubmissionTable } from './SubmissionTable';
export { JudgeStatusTag, useStatusLabel, statusColor, type JudgeProgress } from './JudgeStatusTag';
export { useLiveSubmissions } from './useLiveSubmissions';
export { codeLanguageExtension } from './codeLanguage';
export { copyText } from './copyText';
export { formatMemory, formatTimeMs } from './format';
