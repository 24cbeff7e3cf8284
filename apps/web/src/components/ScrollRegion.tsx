import { type ReactNode, type RefObject, useEffect } from 'react';

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

/**
 * The same for a scroll container antd renders itself (a sticky table's body, `.ant-table-body`): found
 * under `ref` after each render and made a named, focusable region.
 */
export function useFocusableScroller(ref: RefObject<HTMLElement | null>, selector: string, label: string): void {
  useEffect(() => {
    const el = ref.current?.querySelector<HTMLElement>(selector);
    if (!el) return;
    el.tabIndex = 0;
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', label);
  });
}
