import { BellOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  MESSAGE_CATEGORIES,
  takeUnreadNews,
  unreadOf,
  unreadTotal,
  useMessageStream,
  useUnreadMessages,
} from '../../features/message';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { HeaderDropdown } from './HeaderDropdown';

/** antd's small Badge count: hidden at 0, "99+" past 99, the number in its title. */
function CountBadge({ count, children }: { count: number; children: React.ReactNode }) {
  const text = count > 99 ? '99+' : String(count);
  return (
    <span className="hd-badge">
      {children}
      {count > 0 && (
        <sup className={text.length > 1 ? 'hd-badge-count hd-badge-multi' : 'hd-badge-count'} title={String(count)}>
          {text}
        </sup>
      )}
    </span>
  );
}

/** Bell with the five message categories and red unread dots (spec §2.3). */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // In the centre the messages are on screen already: no toast pointing there.
  const inCentre = useLocation().pathname.startsWith('/message');
  const { data } = useUnreadMessages();
  const { user } = useAuth();
  // Pushed counts between the polls.
  useMessageStream(true);
  const total = unreadTotal(data);
  const loaded = data !== undefined;

  // Tell the user once per new message (issue 28.8): not on every page load nor on every 120 s poll
  // (the total last told is kept per user), nor while they read (it falls then). At the top right,
  // below the header: the bottom right is where the editor's Submit button is.
  useEffect(() => {
    if (!loaded || !user) return;
    const news = takeUnreadNews(user.uid, total);
    if (news && !inCentre) {
      notify.notification({
        key: 'unread-messages',
        message: t('messages.unreadTitle'),
        description: t('messages.unreadTotal', { count: total }),
        duration: 5,
        placement: 'topRight',
        onClick: () => void navigate('/message/discuss'),
      });
    } else if (!news) {
      // Read in the centre or elsewhere: a toast still counting the old total would be wrong.
      if (inCentre || total === 0) notify.closeNotification('unread-messages');
    }
  }, [loaded, user, total, t, navigate, inCentre]);

  const items = MESSAGE_CATEGORIES.map((category) => ({
    key: category,
    label: (
      <span className="hd-badge">
        {t(`messages.${category}`)}
        {unreadOf(data, category) > 0 && <sup className="hd-badge-dot" />}
      </span>
    ),
    onSelect: () => void navigate(`/message/${category}`),
  }));

  return (
    <HeaderDropdown
      items={items}
      trigger="hover"
      placement="bottomRight"
      buttonClassName="hbtn hbtn-text message-bell-button"
      buttonProps={{ 'aria-label': t('messages.title'), 'data-testid': 'message-bell' }}
    >
      <CountBadge count={total}>
        <BellOutlined style={{ fontSize: 18 }} />
      </CountBadge>
    </HeaderDropdown>
  );
}
