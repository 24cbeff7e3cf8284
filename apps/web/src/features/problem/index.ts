export { problemRoutes, problemFocusRoutes } from './routes';
export { problemKeys, problemDetailOptions } from './api';
