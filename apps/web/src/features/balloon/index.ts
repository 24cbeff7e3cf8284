export { balloonRoutes } from './routes';
export { balloonKeys } from '../keys';
