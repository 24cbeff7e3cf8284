import { cloneElement, isValidElement, type ReactNode } from 'react';

/**
 * A table's `rowSelection.renderCell` that names each row's checkbox (axe `label`): antd's has no name
 * of its own, and its props type leaves aria-* out, though the input takes them.
 */
export const namedRowCheckbox =
  <T>(name: (row: T) => string) =>
  (_checked: boolean, row: T, _index: number, node: ReactNode): ReactNode =>
    isValidElement<{ 'aria-label'?: string }>(node) ? cloneElement(node, { 'aria-label': name(row) }) : node;
