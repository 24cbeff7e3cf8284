export { groupAdminRoutes, groupRoutes } from './routes';
export { groupKeys } from './queryKeys';
export { groupListOptions } from './api';
