import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authDialog } from '../../features/account';
import { useAuth } from '../../lib/auth-store';

/** Login/register buttons for visitors; the account dropdown for users. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoggedIn, isAdmin } = useAuth();

  if (!isLoggedIn) {
    return (
      <Space size={8}>
        <Button type="primary" size={compact ? 'small' : 'middle'} onClick={() => authDialog.open('login')}>
          {t('auth.login')}
        </Button>
        <Button size={compact ? 'small' : 'middle'} onClick={() => authDialog.open('register')}>
          {t('auth.register')}
        </Button>
      </Space>
    );
  }

  const items: MenuProps['items'] = [
    { key: 'home', label: t('userMenu.home'), onClick: () => void navigate('/user-home') },
    { key: 'submissions', label: t('userMenu.submissions'), onClick: () => void navigate('/status?onlyMine=true') },
    { key: 'setting', label: t('userMenu.settings'), onClick: () => void navigate('/setting') },
    // Management opens in its own window, as HOJ does: the admin area is a separate app shell.
    ...(isAdmin ? [{ key: 'admin', label: t('userMenu.management'), onClick: () => void window.open('/admin', '_blank') }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: t('userMenu.logout'), onClick: () => void navigate('/logout') },
  ];

  return (
    <Dropdown menu={{ items }} placement="bottomRight" trigger={['hover', 'click']}>
      <Button type="text" data-testid="user-menu" style={{ paddingInline: 4 }}>
        <Space size={6}>
          <Avatar size={28} src={user?.avatar || undefined} icon={<UserOutlined />} />
          {!compact && <span className="nav-username">{user?.username}</span>}
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
}
