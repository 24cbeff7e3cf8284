import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../components/PageSkeleton';

/** antd's Result and Card are not part of the first page: the card loads when a placeholder shows. */
const NotAvailableCard = lazy(async () => ({ default: (await import('./NotAvailableCard')).NotAvailableCard }));

/** Honest state for screens whose feature is not built yet. */
export function NotAvailable({ title }: { title: string }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <NotAvailableCard title={title} />
    </Suspense>
  );
}
