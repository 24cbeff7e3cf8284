export { announcementAdminRoutes } from './routes';
