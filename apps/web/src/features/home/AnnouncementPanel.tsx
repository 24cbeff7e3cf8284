import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { type AnnouncementVo, HomeLimits } from '@verdict/shared';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => setOpen(null)}
          style={{ marginBottom: 12 }}
          data-testid="home-announcement-back"
        >
          {t('back')}
        </Button>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {open.title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {meta(open)}
        </Typography.Text>
        <div style={{ marginTop: 12 }}>
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
            <Markdown source={open.content} />
          </Suspense>
        </div>
      </div>
    );
  }
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (!data || data.total === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noAnnouncements')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ul className="home-list">
        {data.records.map((a) => (
          <li key={a.id} className="home-list-item" data-testid="home-announcement">
            <Space direction="vertical" size={0} style={{ minWidth: 0, width: '100%' }}>
              <Typography.Link onClick={() => setOpen(a)} strong ellipsis style={{ maxWidth: '100%' }}>
                {a.title}
              </Typography.Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {meta(a)}
              </Typography.Text>
            </Space>
          </li>
        ))}
      </ul>
      {data.total > HomeLimits.announcementPageSize && (
        <HomePager current={page} pageSize={HomeLimits.announcementPageSize} total={data.total} onChange={setPage} />
      )}
    </Space>
  );
}

const meta = (a: AnnouncementVo) =>
  [a.gmtCreate ? dayjs(a.gmtCreate).format('YYYY-MM-DD HH:mm') : '', a.username ?? ''].filter(Boolean).join(' · ');
