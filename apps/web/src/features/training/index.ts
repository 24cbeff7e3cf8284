export { trainingRoutes } from './routes';
export { trainingKeys } from './queryKeys';
