import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authDialog } from '../../features/account';
import { useAuth } from '../../lib/auth-store';
import { HeaderAvatar } from './HeaderAvatar';
import { HeaderDropdown, type HeaderMenuItem } from './HeaderDropdown';

/** Login/register buttons for visitors; the account dropdown for users. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoggedIn, isAdmin } = useAuth();
  const size = compact ? ' hbtn-small' : '';

  if (!isLoggedIn) {
    return (
      <div className="nav-visitor">
        <button type="button" className={`hbtn hbtn-primary${size}`} onClick={() => authDialog.open('login')}>
          {t('auth.login')}
        </button>
        <button type="button" className={`hbtn hbtn-default${size}`} onClick={() => authDialog.open('register')}>
          {t('auth.register')}
        </button>
      </div>
    );
  }

  const items: HeaderMenuItem[] = [
    { key: 'home', label: t('userMenu.home'), onSelect: () => void navigate('/user-home') },
    { key: 'submissions', label: t('userMenu.submissions'), onSelect: () => void navigate('/status?onlyMine=true') },
    { key: 'setting', label: t('userMenu.settings'), onSelect: () => void navigate('/setting') },
    // Management opens in its own window, as HOJ does: the admin area is a separate app shell.
    ...(isAdmin ? [{ key: 'admin', label: t('userMenu.management'), onSelect: () => void window.open('/admin', '_blank') }] : []),
    { key: 'divider', divider: true },
    { key: 'logout', label: t('userMenu.logout'), onSelect: () => void navigate('/logout') },
  ];

  return (
    <HeaderDropdown
      items={items}
      trigger="hover"
      placement="bottomRight"
      buttonClassName="hbtn hbtn-text user-menu-button"
      buttonProps={{ 'data-testid': 'user-menu' }}
    >
      <span className="user-menu-inner">
        <HeaderAvatar src={user?.avatar} />
        {!compact && <span className="nav-username">{user?.username}</span>}
        <DownOutlined className="user-menu-arrow" />
      </span>
    </HeaderDropdown>
  );
}
