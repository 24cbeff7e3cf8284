import { ArrowLeftOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { type AnnouncementVo, HomeLimits } from '@verdict/shared';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../components/Plain';
import { SkeletonLines } from '../../components/Skeleton';
import { useAnnouncements } from './api';
import { HomePager } from './HomePager';

// KaTeX comes with the renderer: only a reader who opens an announcement pays for it.
const Markdown = lazy(() => import('../../components/Markdown').then((m) => ({ default: m.Markdown })));

/** Spec 1 §2.4: a paged list (5 a page) of title, time and author; a title opens its markdown with a Back button. */
export function AnnouncementPanel() {
  const { t } = useTranslation('home');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AnnouncementVo | null>(null);
  const { data, isPending } = useAnnouncements(page, HomeLimits.announcementPageSize);

  if (open) {
    return (
      <div data-testid="home-announcement-detail">
        <button
          type="button"
          className="hbtn hbtn-default"
          onClick={() => setOpen(null)}
          style={{ marginBottom: 12 }}
          data-testid="home-announcement-back"
        >
          <ArrowLeftOutlined />
          <span>{t('back')}</span>
        </button>
        <h4 className="home-typography home-h4" style={{ marginTop: 0 }}>
          {open.title}
        </h4>
        <span className="home-typography home-secondary" style={{ fontSize: 12 }}>
          {meta(open)}
        </span>
        <div style={{ marginTop: 12 }}>
          <Suspense fallback={<SkeletonLines title={false} rows={4} />}>
            <Markdown source={open.content} />
          </Suspense>
        </div>
      </div>
    );
  }
  if (isPending) return <SkeletonLines title={false} rows={4} />;
  if (!data || data.total === 0) return <Empty description={t('noAnnouncements')} />;
  return (
    <div className="home-space home-space-vertical home-space-small">
      <ul className="home-list">
        {data.records.map((a) => (
          <li key={a.id} className="home-list-item" data-testid="home-announcement">
            <div className="home-space home-space-vertical" style={{ minWidth: 0, width: '100%', gap: 0 }}>
              <div className="home-space-item">
                <a className="home-typography home-link home-ellipsis" onClick={() => setOpen(a)} style={{ maxWidth: '100%' }}>
                  <strong>{a.title}</strong>
                </a>
              </div>
              <div className="home-space-item">
                <span className="home-typography home-secondary" style={{ fontSize: 12 }}>
                  {meta(a)}
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {data.total > HomeLimits.announcementPageSize && (
        <HomePager current={page} pageSize={HomeLimits.announcementPageSize} total={data.total} onChange={setPage} />
      )}
    </div>
  );
}

const meta = (a: AnnouncementVo) =>
  [a.gmtCreate ? dayjs(a.gmtCreate).format('YYYY-MM-DD HH:mm') : '', a.username ?? ''].filter(Boolean).join(' · ');
