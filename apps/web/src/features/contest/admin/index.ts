export { contestAdminRoutes } from './routes';
