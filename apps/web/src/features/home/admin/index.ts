import { lazy } from 'react';

/** The carousel panel for /admin/conf, loaded on demand like every screen (wrap it in <Suspense>). */
export const CarouselSettings = lazy(async () => ({ default: (await import('./CarouselSettings')).CarouselSettings }));
export { carouselAdminRoutes } from './routes';
