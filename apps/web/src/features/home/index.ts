export { homeRoutes } from './routes';
export { homeKeys } from './queryKeys';
