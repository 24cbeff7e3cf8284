import { EllipsisOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useWebsiteConfig } from '../../features/site';
import { useAuth } from '../../lib/auth-store';
import { useMinWidth } from '../../lib/useMediaQuery';
import { DESKTOP_MIN_WIDTH } from '../../lib/notify';
import { isAreaAvailable } from '../areas';
import { HeaderSwitches } from './HeaderSwitches';
import { MessageBell } from './MessageBell';
import { NavDropdown } from './NavDropdown';
import { navItems, selectedKey, type NavItem } from './navItems';
import { UserMenu } from './UserMenu';

type MenuItems = NonNullable<MenuProps['items']>;

const NavDrawer = lazy(async () => ({ default: (await import('./NavDrawer')).NavDrawer }));

export function Navbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = useWebsiteConfig();
  const { isLoggedIn } = useAuth();
  const isDesktop = useMinWidth(DESKTOP_MIN_WIDTH);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };

  const items = navItems(pathname, config);
  const toMenu = (list: NavItem[]): MenuItems =>
    list.map((item) =>
      item.children
        ? { key: item.path, icon: item.icon, label: t(`nav.${item.label}`), children: toMenu(item.children) }
        : { key: item.path, icon: item.icon, label: <Link to={item.path}>{t(`nav.${item.label}`)}</Link> },
    );
  // The header's entries with a list under them are buttons with a dropdown (keyboard: NavDropdown);
  // the phone's drawer keeps the menu's inline lists.
  const toHeader = (list: NavItem[]): MenuItems =>
    list.map((item) =>
      item.children
        ? {
            key: item.path,
            className: 'nav-dropdown-item',
            label: (
              <NavDropdown
                label={t(`nav.${item.label}`)}
                icon={item.icon}
                entries={item.children.map((c) => ({ path: c.path, label: t(`nav.${c.label}`), icon: c.icon }))}
                testId={`nav-${item.label}`}
              />
            ),
          }
        : { key: item.path, icon: item.icon, label: <Link to={item.path}>{t(`nav.${item.label}`)}</Link> },
    );
  const selected = selectedKey(items, pathname);
  // A page under a dropdown entry marks the entry itself.
  const headerSelected = selected.map((key) => items.find((i) => i.children?.some((c) => c.path === key))?.path ?? key);
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
          selectedKeys={headerSelected}
          items={toHeader(items)}
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
      <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.menu')} data-testid="nav-hamburger" onClick={openDrawer} />
      {brand}
      <div className="nav-right" style={{ marginLeft: 'auto', gap: 4 }}>
        <HeaderSwitches compact />
        {isLoggedIn && isAreaAvailable('message') && <MessageBell />}
        <UserMenu compact />
      </div>
      {/* Loaded on the first tap, then kept (closing animates). */}
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={config.shortName}
            selectedKeys={selected}
            openKeys={items.filter((i) => i.children).map((i) => i.path)}
            items={toMenu(items)}
            onNavigate={(path) => void navigate(path)}
          />
        </Suspense>
      )}
    </header>
  );
}
