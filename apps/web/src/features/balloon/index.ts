export { balloonRoutes } from './routes';
export { balloonKeys } from './queryKeys';
