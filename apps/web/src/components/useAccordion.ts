import { useState } from 'react';

/**
 * One panel open at a time, for antd's Collapse without its `accordion` prop: that prop makes the
 * Collapse a tablist that owns tabpanels, which ARIA forbids (axe aria-required-children). Spread
 * the result into the Collapse; its headers stay buttons with aria-expanded.
 */
export function useAccordion(initial?: string): { activeKey: string[]; onChange: (keys: string | string[]) => void } {
  const [activeKey, setActiveKey] = useState<string[]>(initial === undefined ? [] : [initial]);
  const onChange = (keys: string | string[]) => {
    const list = Array.isArray(keys) ? keys : [keys];
    const opened = list.filter((k) => !activeKey.includes(k));
    setActiveKey(opened.length > 0 ? opened.slice(-1) : list);
  };
  return { activeKey, onChange };
}
