import { EllipsisOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useWebsiteConfig } from '../../features/site';
import { useAuth } from '../../lib/auth-store';
import { useMinWidth } from '../../lib/useMediaQuery';
import { DESKTOP_MIN_WIDTH } from '../../lib/notify';
import { isAreaAvailable } from '../areas';
import { HeaderSwitches } from './HeaderSwitches';
import { MessageBell } from './MessageBell';
import { navItems, selectedKey, type NavItem } from './navItems';
import { UserMenu } from './UserMenu';

type MenuItems = NonNullable<MenuProps['items']>;

export function Navbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = useWebsiteConfig();
  const { isLoggedIn } = useAuth();
  const isDesktop = useMinWidth(DESKTOP_MIN_WIDTH);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const items = navItems(pathname, config);
  const toMenu = (list: NavItem[]): MenuItems =>
    list.map((item) =>
      item.children
        ? { key: item.path, icon: item.icon, label: t(`nav.${item.label}`), children: toMenu(item.children) }
        : { key: item.path, icon: item.icon, label: <Link to={item.path}>{t(`nav.${item.label}`)}</Link> },
    );
  const selected = selectedKey(items, pathname);
  const brand = (
    <Link to="/home" className="nav-brand" data-testid="nav-brand">
      {config.shortName}
    </Link>
  );

  if (isDesktop) {
    return (
      <header className="nav-bar" data-testid="navbar-desktop">
        {brand}
        {/* Items that do not fit go under a named "more" entry (the default is an unnamed icon). */}
        <Menu
          className="nav-menu"
          mode="horizontal"
          selectedKeys={selected}
          items={toMenu(items)}
          overflowedIndicator={<EllipsisOutlined aria-label={t('nav.more')} />}
        />
        <div className="nav-right">
          <HeaderSwitches />
          {isLoggedIn && isAreaAvailable('message') && <MessageBell />}
          <UserMenu />
        </div>
      </header>
    );
  }

  return (
    <header className="nav-bar" data-testid="navbar-mobile">
      <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.menu')} data-testid="nav-hamburger" onClick={() => setDrawerOpen(true)} />
      {brand}
      <div className="nav-right" style={{ marginLeft: 'auto', gap: 4 }}>
        <HeaderSwitches compact />
        {isLoggedIn && isAreaAvailable('message') && <MessageBell />}
        <UserMenu compact />
      </div>
      <Drawer
        placement="left"
        width={260}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={config.shortName}
        styles={{ body: { padding: 0 } }}
      >
        <Menu
          mode="inline"
          selectedKeys={selected}
          defaultOpenKeys={items.filter((i) => i.children).map((i) => i.path)}
          items={toMenu(items)}
          onClick={({ key }) => {
            setDrawerOpen(false);
            void navigate(key);
          }}
          data-testid="nav-drawer-menu"
        />
      </Drawer>
    </header>
  );
}
