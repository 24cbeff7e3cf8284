import {
  BookOutlined,
  CommentOutlined,
  DashboardOutlined,
  LogoutOutlined,
  MenuOutlined,
  ReadOutlined,
  SettingOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Layout, Menu, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { endServerSession } from '../../features/account';
import { matchAdminNav, visibleAdminNav, type AdminNavItem, type AdminNavKey } from '../../features/admin';
import { useWebsiteConfig } from '../../features/site';
import { authStore, useAuth } from '../../lib/auth-store';
import { useMinWidth } from '../../lib/useMediaQuery';
import { HeaderSwitches } from './HeaderSwitches';
import { AntdConfig } from '../../lib/AntdConfig';

const ICONS: Partial<Record<AdminNavKey, ReactNode>> = {
  dashboard: <DashboardOutlined />,
  general: <SettingOutlined />,
  problem: <BookOutlined />,
  training: <ReadOutlined />,
  contest: <TrophyOutlined />,
  discussion: <CommentOutlined />,
};

/** Back-office frame: header, side navigation (a drawer below 768 px, spec 3 §9), the screen. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, isRoot } = useAuth();
  const config = useWebsiteConfig();
  const wide = useMinWidth(768);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const { selected, openGroup } = matchAdminNav(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(openGroup ? [openGroup] : []);
  // Arriving at a screen of a closed group (a dashboard tile, a link) opens that group.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setDrawerOpen(false);
    if (openGroup && !openKeys.includes(openGroup)) setOpenKeys([...openKeys, openGroup]);
  }

  const toItem = (item: AdminNavItem): NonNullable<MenuProps['items']>[number] =>
    item.children
      ? { key: item.key, icon: ICONS[item.key], label: t(`nav.${item.key}`), children: item.children.map(toItem) }
      : {
          key: item.path ?? item.key,
          icon: ICONS[item.key],
          label: <Link to={item.path ?? '/admin'}>{t(`nav.${item.key}`)}</Link>,
        };

  const menu = (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      openKeys={collapsed && wide ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      items={visibleAdminNav(isRoot).map(toItem)}
      style={{ borderInlineEnd: 'none' }}
      data-testid="admin-nav"
    />
  );

  return (
    <AntdConfig>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            background: 'var(--verdict-surface)',
            display: 'flex',
            alignItems: 'center',
            gap: wide ? 12 : 6,
            padding: wide ? '0 16px' : '0 8px',
            borderBottom: '1px solid var(--verdict-border)',
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          {!wide && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('nav.open')}
              onClick={() => setDrawerOpen(true)}
              data-testid="admin-nav-toggle"
            />
          )}
          <Link to="/home" className="nav-brand">
            {config.shortName}
          </Link>
          <span style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{t('title')}</span>
          {/* minWidth 0: the name is what gives way on a phone. */}
          <span style={{ marginLeft: 'auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {user?.username}
          </span>
          <HeaderSwitches compact={!wide} />
          <Button
            icon={<LogoutOutlined />}
            aria-label={t('logout')}
            onClick={() =>
              void endServerSession().then(() => {
                authStore.signOut();
                void navigate('/admin/login');
              })
            }
          >
            {wide ? t('logout') : null}
          </Button>
        </Layout.Header>
        <Layout>
          {wide ? (
            <Layout.Sider width={210} theme="light" collapsible collapsed={collapsed} onCollapse={setCollapsed} breakpoint="lg">
              {menu}
            </Layout.Sider>
          ) : (
            <Drawer
              placement="left"
              width={250}
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              title={t('title')}
              styles={{ body: { padding: 0 } }}
            >
              {menu}
            </Drawer>
          )}
          <Layout.Content style={{ padding: wide ? 16 : 8, minWidth: 0 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </AntdConfig>
  );
}
