export { trainingAdminRoutes } from './routes';
