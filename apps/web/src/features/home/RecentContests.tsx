import { Empty, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { ContestStatus, type ContestVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { authDialog } from '../account';
import { useRecentContests } from './api';

const duration = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}`;
};

/** Running contests and those starting within 14 days; entering one needs a login (spec 1 §2.4). */
export function RecentContests() {
  const { t } = useTranslation('home');
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const { data, isPending } = useRecentContests();

  const enter = (c: ContestVo) => {
    if (!isLoggedIn) {
      notify.warning(t('loginFirst'));
      authDialog.open('login');
      return;
    }
    void navigate(`/contest/${c.id}`);
  };

  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (!data || data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noContests')} />;
  return (
    <ul className="home-list">
      {data.map((c) => (
        <li key={c.id} className="home-list-item" data-testid="home-recent-contest">
          <Space direction="vertical" size={2} style={{ minWidth: 0, width: '100%' }}>
            <Space size={6} style={{ maxWidth: '100%' }}>
              <Tag color={c.status === ContestStatus.Running ? 'green' : 'blue'} style={{ marginInlineEnd: 0 }}>
                {c.status === ContestStatus.Running ? t('contestRunning') : t('contestScheduled')}
              </Tag>
              <Tag style={{ marginInlineEnd: 0 }}>{c.type === 1 ? 'OI' : 'ACM'}</Tag>
              <Typography.Link onClick={() => enter(c)} strong ellipsis style={{ maxWidth: 220 }}>
                {c.title}
              </Typography.Link>
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dayjs(c.startTime).format('YYYY-MM-DD HH:mm')} · {t('duration', { time: duration(c.duration) })}
            </Typography.Text>
          </Space>
        </li>
      ))}
    </ul>
  );
}
