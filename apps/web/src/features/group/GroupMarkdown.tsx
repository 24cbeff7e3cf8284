import { Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';

const Markdown = lazy(async () => ({ default: (await import('../../components/Markdown')).Markdown }));

/** Markdown loads its heavy chunk only when a text is shown. */
export function GroupMarkdown({ source, empty }: { source: string | null | undefined; empty: string }) {
  if (!source?.trim()) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Suspense fallback={<Skeleton active />}>
      <Markdown source={source} />
    </Suspense>
  );
}
