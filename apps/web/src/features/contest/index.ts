export { contestRoutes } from './routes';
export { contestKeys } from './queryKeys';
export { useContestInfo } from './api';
