export { problemBankRoutes } from './routes';
export { useRecentUpdatedProblems } from './api';
export { LatestProblems } from './LatestProblems';
