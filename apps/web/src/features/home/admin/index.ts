export { CarouselSettings } from './CarouselSettings';
export { carouselAdminRoutes } from './routes';
