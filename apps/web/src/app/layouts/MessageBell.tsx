import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
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
      <Badge dot={unreadOf(data, category) > 0} offset={[6, 0]}>
        {t(`messages.${category}`)}
      </Badge>
    ),
    onClick: () => void navigate(`/message/${category}`),
  }));

  return (
    <Dropdown menu={{ items }} placement="bottomRight" trigger={['hover', 'click']}>
      <Button type="text" aria-label={t('messages.title')} data-testid="message-bell">
        <Badge count={total} overflowCount={99} size="small">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Dropdown>
  );
}
