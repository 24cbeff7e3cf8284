import type { RouteObject } from 'react-router';

const flatten = (routes: readonly RouteObject[]): RouteObject[] =>
  // A pathless / empty-path wrapper without its own element only groups children.
  routes.flatMap((r) =>
    (r.path === '' || r.path === undefined) && !r.index && r.children && !r.element ? flatten(r.children) : [r],
  );

/**
 * The admin children: real screens plus the placeholders of paths no screen covers yet. Features
 * land one by one, so routes.tsx lists the real ones and this drops the placeholders they replace.
 */
export function withAdminScreens(placeholders: readonly RouteObject[], screens: readonly RouteObject[]): RouteObject[] {
  const taken = new Set(screens.map((r) => (r.index ? '<index>' : (r.path ?? ''))));
  const rest = flatten(placeholders).filter((r) => !taken.has(r.index ? '<index>' : (r.path ?? '')));
  return [...screens, ...rest];
}
