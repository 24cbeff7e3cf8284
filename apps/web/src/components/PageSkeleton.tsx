import { SkeletonLines } from './Skeleton';

/** What a screen shows while its code loads: the shape of a page, not a blank area. */
export function PageSkeleton() {
  return (
    <div className="app-content" data-testid="page-skeleton" role="status" aria-busy="true">
      <SkeletonLines rows={6} />
    </div>
  );
}
