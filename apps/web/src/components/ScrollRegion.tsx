import type { ReactNode } from 'react';

/**
 * A region that scrolls sideways on a narrow screen, for content with nothing focusable in it (a table
 * of figures): the keyboard reaches it and scrolls it with the arrow keys (axe scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
