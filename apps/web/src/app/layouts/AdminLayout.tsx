import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { endServerSession } from '../../features/account';
import { useWebsiteConfig } from '../../features/site';
import { authStore, useAuth } from '../../lib/auth-store';
import { useMinWidth } from '../../lib/useMediaQuery';

const SECTIONS = [
  { path: '/admin', key: 'dashboard' },
  { path: '/admin/user', key: 'user', rootOnly: true },
  { path: '/admin/announcement', key: 'announcement', rootOnly: true },
  { path: '/admin/conf', key: 'conf', rootOnly: true },
  { path: '/admin/problems', key: 'problems' },
  { path: '/admin/training', key: 'training' },
  { path: '/admin/contest', key: 'contest' },
  { path: '/admin/discussion', key: 'discussion' },
] as const;

/** Back-office frame; its screens belong to the admin feature (spec 3). */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, isRoot } = useAuth();
  const config = useWebsiteConfig();
  const wide = useMinWidth(768);
  const sections = SECTIONS.filter((s) => !('rootOnly' in s) || isRoot);
  const selected = [...sections].reverse().find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', display: 'flex', alignItems: 'center', gap: 16, padding: '0 16px' }}>
        <Link to="/home" className="nav-brand">
          {config.shortName}
        </Link>
        <span style={{ fontWeight: 600 }}>{t('admin.title')}</span>
        <span style={{ marginLeft: 'auto' }}>{user?.username}</span>
        <Button
          icon={<LogoutOutlined />}
          onClick={() =>
            void endServerSession().then(() => {
              authStore.signOut();
              void navigate('/admin/login');
            })
          }
        >
          {wide ? t('userMenu.logout') : null}
        </Button>
      </Layout.Header>
      <Layout>
        {wide && (
          <Layout.Sider width={200} theme="light">
            <Menu
              mode="inline"
              selectedKeys={selected ? [selected.path] : []}
              items={sections.map((s) => ({ key: s.path, label: <Link to={s.path}>{t(`admin.sections.${s.key}`)}</Link> }))}
            />
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
