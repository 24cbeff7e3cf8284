export { homeRoutes } from './routes';
export { homeKeys } from '../keys';
export { CarouselSettings } from './admin';
