export { problemAdminRoutes, PROBLEM_ADMIN_PATHS } from './routes';
