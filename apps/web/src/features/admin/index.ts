export { adminDashboardAlias, adminDashboardRoute } from './routes';
export { ADMIN_NAV, matchAdminNav, visibleAdminNav, type AdminNavItem, type AdminNavKey } from './navigation';
export { withAdminScreens } from './mergeRoutes';
export { adminSystemRoutes } from './system/routes';
