import dayjs from 'dayjs';
import { ContestStatus, type ContestVo } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { authDialog } from '../account';
import { Empty, Tag } from '../../components/Plain';
import { SkeletonLines } from '../../components/Skeleton';
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

  if (isPending) return <SkeletonLines title={false} rows={3} />;
  if (!data || data.length === 0) return <Empty description={t('noContests')} />;
  return (
    <ul className="home-list">
      {data.map((c) => (
        <li key={c.id} className="home-list-item" data-testid="home-recent-contest">
          <div className="home-space home-space-vertical" style={{ minWidth: 0, width: '100%', gap: 2 }}>
            <div className="home-space-item">
              <div className="home-space home-space-center" style={{ maxWidth: '100%', gap: 6 }}>
                <div className="home-space-item">
                  <Tag color={c.status === ContestStatus.Running ? 'green' : 'blue'} style={{ marginInlineEnd: 0 }}>
                    {c.status === ContestStatus.Running ? t('contestRunning') : t('contestScheduled')}
                  </Tag>
                </div>
                <div className="home-space-item">
                  <Tag style={{ marginInlineEnd: 0 }}>{c.type === 1 ? 'OI' : 'ACM'}</Tag>
                </div>
                <div className="home-space-item">
                  <a className="home-typography home-link home-ellipsis" onClick={() => enter(c)} style={{ maxWidth: 220 }}>
                    <strong>{c.title}</strong>
                  </a>
                </div>
              </div>
            </div>
            <div className="home-space-item">
              <span className="home-typography home-secondary" style={{ fontSize: 12 }}>
                {dayjs(c.startTime).format('YYYY-MM-DD HH:mm')} · {t('duration', { time: duration(c.duration) })}
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
