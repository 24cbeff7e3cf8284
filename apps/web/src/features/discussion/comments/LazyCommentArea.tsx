import { SkeletonLines } from '../../../components/Skeleton';
import { Suspense, lazy } from 'react';
import type { CommentAreaProps } from './CommentArea';

const Area = lazy(async () => ({ default: (await import('./CommentArea')).CommentArea }));

/** The comment area for other features' pages, loaded with its markdown and emoji code on first use. */
export function LazyCommentArea(props: CommentAreaProps) {
  return (
    <Suspense fallback={<SkeletonLines rows={3} avatar />}>
      <Area {...props} />
    </Suspense>
  );
}
