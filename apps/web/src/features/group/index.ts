export { groupAdminRoutes, groupRoutes } from './routes';
export { groupKeys } from '../keys';
export { groupListOptions } from './api';
