import { Drawer, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavItem } from './navItems';
import { AntdConfig } from '../../lib/AntdConfig';

type MenuItems = NonNullable<MenuProps['items']>;

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  selectedKeys: string[];
  items: NavItem[];
  onNavigate: (path: string) => void;
}

/** The phone navigation: loaded when first opened (Navbar), so a desktop first page does not carry it. */
export function NavDrawer({ open, onClose, title, selectedKeys, items, onNavigate }: NavDrawerProps) {
  const { t } = useTranslation();
  // The drawer keeps antd's inline menu, with the lists under Rank and About open.
  const toMenu = (list: NavItem[]): MenuItems =>
    list.map((item) =>
      item.children
        ? { key: item.path, icon: item.icon, label: t(`nav.${item.label}`), children: toMenu(item.children) }
        : { key: item.path, icon: item.icon, label: <Link to={item.path}>{t(`nav.${item.label}`)}</Link> },
    );
  return (
    <AntdConfig>
      <Drawer placement="left" width={260} open={open} onClose={onClose} title={title} styles={{ body: { padding: 0 } }}>
        <Menu
          mode="inline"
          selectedKeys={selectedKeys}
          defaultOpenKeys={items.filter((i) => i.children).map((i) => i.path)}
          items={toMenu(items)}
          onClick={({ key }) => {
            onClose();
            onNavigate(key);
          }}
          data-testid="nav-drawer-menu"
        />
      </Drawer>
    </AntdConfig>
  );
}
