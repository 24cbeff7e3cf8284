export { problemRoutes, problemFocusRoutes } from './routes';
export { problemDetailOptions } from './api';
export { problemKeys } from './queryKeys';
