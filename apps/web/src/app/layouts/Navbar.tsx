import { MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useWebsiteConfig } from '../../features/site';
import { useAuth } from '../../lib/auth-store';
import { useMinWidth } from '../../lib/useMediaQuery';
import { DESKTOP_MIN_WIDTH } from '../../lib/notify';
import { isAreaAvailable } from '../areas';
import './header.css';
import { HeaderSwitches } from './HeaderSwitches';
import { MessageBell } from './MessageBell';
import { NavMenu } from './NavMenu';
import { navItems, selectedKey } from './navItems';
import { UserMenu } from './UserMenu';

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
        <NavMenu items={items} selected={headerSelected} />
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
      <button
        type="button"
        className="hbtn hbtn-text hbtn-icon-only"
        aria-label={t('nav.menu')}
        data-testid="nav-hamburger"
        onClick={openDrawer}
      >
        <MenuOutlined />
      </button>
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
            items={items}
            onNavigate={(path) => void navigate(path)}
          />
        </Suspense>
      )}
    </header>
  );
}
