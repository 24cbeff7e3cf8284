import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { CommentAreaProps } from './CommentArea';

const Area = lazy(async () => ({ default: (await import('./CommentArea')).CommentArea }));

/** The comment area for other features' pages, loaded with its markdown and emoji code on first use. */
export function LazyCommentArea(props: CommentAreaProps) {
  return (
    <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 3 }} />}>
      <Area {...props} />
    </Suspense>
  );
}
