import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { SkeletonLines } from '../components/Skeleton';

/**
 * A part of one feature shown inside another's screen (a group reusing the contest form, a
 * training showing the problem page). A feature's index.ts exports it this way so the part's code
 * stays in its own chunk: index.ts files are loaded with the route table, the part on first render.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <SkeletonLines rows={6} />,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
