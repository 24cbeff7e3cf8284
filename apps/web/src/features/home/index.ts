export { homeRoutes } from './routes';
export { homeKeys } from './queryKeys';
export { CarouselSettings } from './admin';
