export { problemBankRoutes } from './routes';
export { problemBankKeys, useRecentUpdatedProblems } from './api';
export { LatestProblems } from './LatestProblems';
