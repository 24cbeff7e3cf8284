export { groupRoutes } from './routes';
export { groupKeys } from './queryKeys';
