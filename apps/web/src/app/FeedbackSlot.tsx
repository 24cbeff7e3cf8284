import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackWanted, onFeedbackWanted } from '../lib/feedback';

const FeedbackHost = lazy(async () => ({ default: (await import('./FeedbackHost')).FeedbackHost }));

/** Where antd's toasts and dialogs mount once the first one is asked for (lib/feedback.ts). */
export function FeedbackSlot() {
  const wanted = useSyncExternalStore(onFeedbackWanted, feedbackWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}
