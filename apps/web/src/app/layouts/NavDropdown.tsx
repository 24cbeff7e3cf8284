import { DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * A header entry with a list under it (Rank, About) as a real button: Tab reaches it, Enter or Space opens
 * the list with its first entry focused, the arrows move and Enter opens a page; the mouse opens it on hover.
 * (The menu's own submenus are not in the Tab order.)
 */
export function NavDropdown(props: {
  label: string;
  icon?: ReactNode;
  entries: Array<{ path: string; label: string; icon?: ReactNode }>;
  testId: string;
}) {
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['hover', 'click']}
      autoFocus
      menu={{
        items: props.entries.map((e) => ({ key: e.path, icon: e.icon, label: e.label })),
        onClick: ({ key }) => void navigate(key),
      }}
    >
      <button type="button" className="nav-dropdown" data-testid={props.testId} aria-haspopup="menu">
        {props.icon}
        <span>{props.label}</span>
        <DownOutlined className="nav-dropdown-arrow" aria-hidden />
      </button>
    </Dropdown>
  );
}
