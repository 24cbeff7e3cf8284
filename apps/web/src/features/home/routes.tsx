import type { RouteObject } from 'react-router';
import { HomePage } from './HomePage';

export const homeRoutes: RouteObject[] = [{ path: 'home', element: <HomePage /> }];
