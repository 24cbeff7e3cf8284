import type { RouteObject } from 'react-router';

/** The carousel panel alone, under /admin (super admin); the lead mounts the same panel in /admin/conf. */
export const carouselAdminRoutes: RouteObject[] = [
  {
    path: 'carousel',
    handle: { auth: 'root' },
    lazy: async () => ({ Component: (await import('./CarouselSettings')).CarouselSettings }),
  },
];
