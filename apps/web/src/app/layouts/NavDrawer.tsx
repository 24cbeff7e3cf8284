import { Drawer, Menu, type MenuProps } from 'antd';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  selectedKeys: string[];
  openKeys: string[];
  items: NonNullable<MenuProps['items']>;
  onNavigate: (path: string) => void;
}

/** The phone navigation: loaded when first opened (Navbar), so a desktop first page does not carry it. */
export function NavDrawer({ open, onClose, title, selectedKeys, openKeys, items, onNavigate }: NavDrawerProps) {
  return (
    <Drawer placement="left" width={260} open={open} onClose={onClose} title={title} styles={{ body: { padding: 0 } }}>
      <Menu
        mode="inline"
        selectedKeys={selectedKeys}
        defaultOpenKeys={openKeys}
        items={items}
        onClick={({ key }) => {
          onClose();
          onNavigate(key);
        }}
        data-testid="nav-drawer-menu"
      />
    </Drawer>
  );
}
