export { problemEditorRoutes } from './routes';
