import { DownOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { HeaderDropdown } from './HeaderDropdown';

/**
 * A header entry with a list under it (Rank, About) as a real button: Tab reaches it, Enter or Space opens
 * the list with its first entry focused, the arrows move and Enter opens a page; the mouse opens it on hover.
 */
export function NavDropdown(props: {
  label: string;
  icon?: ReactNode;
  entries: Array<{ path: string; label: string; icon?: ReactNode }>;
  testId: string;
}) {
  const navigate = useNavigate();
  return (
    <HeaderDropdown
      trigger="hover"
      placement="bottomLeft"
      autoFocus
      buttonClassName="nav-dropdown"
      buttonProps={{ 'data-testid': props.testId }}
      items={props.entries.map((e) => ({ key: e.path, icon: e.icon, label: e.label, onSelect: () => void navigate(e.path) }))}
    >
      {props.icon}
      <span>{props.label}</span>
      <DownOutlined className="nav-dropdown-arrow" aria-hidden />
    </HeaderDropdown>
  );
}
