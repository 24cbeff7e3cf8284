import { Card, Collapse, Empty, Pagination, Skeleton, Typography } from 'antd';
import { ContestLimits, parseWireDate } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/Markdown';
import { useContestAnnouncements } from './api';
import { useContestShell } from './contestContext';

/** The contest's announcements, newest first; opening this tab marks the unread ones read (the shell does it). */
export function ContestAnnouncements() {
  const { t } = useTranslation('contest');
  const { cid } = useContestShell();
  const [page, setPage] = useState(1);
  const list = useContestAnnouncements(cid, page);
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  return (
    <Card data-testid="contest-announcements">
      {list.isPending ? (
        <Skeleton active />
      ) : records.length === 0 ? (
        <Empty description={t('announcements.empty')} />
      ) : (
        <Collapse
          defaultActiveKey={records.length > 0 ? [String(records[0].id)] : []}
          items={records.map((a) => ({
            key: String(a.id),
            label: (
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                <Typography.Text strong>{a.title}</Typography.Text>
                <Typography.Text type="secondary">
                  {a.gmtCreate ? dayjs(parseWireDate(a.gmtCreate)).format('YYYY-MM-DD HH:mm') : ''}
                </Typography.Text>
              </span>
            ),
            children: <Markdown source={a.content} />,
          }))}
        />
      )}
      {total > ContestLimits.announcementPageSize && (
        <Pagination
          style={{ marginTop: 12, textAlign: 'center' }}
          current={page}
          pageSize={ContestLimits.announcementPageSize}
          total={total}
          onChange={setPage}
          simple
        />
      )}
    </Card>
  );
}
