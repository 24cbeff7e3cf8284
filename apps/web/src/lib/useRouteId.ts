import { useParams } from 'react-router';
import { routeId } from './urlNumbers';

/** The route parameter `name` as an id (see `routeId`): null when the route has none, -1 when it is not a number. */
export function useRouteId(name: string): number | null {
  return routeId(useParams()[name]);
}
