import { Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { SessionVo } from '@verdict/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../site';
import { type SessionQuery, useEndSession, useSessionList } from './api';
import { formatTime } from './format';

type Row = SessionVo & { username: string | null };

/** /admin/session (super admin): every sign-in; ending one stops its token at once. */
export function SessionsPage() {
  const { t } = useTranslation('adminSys');
  usePageTitle(t('sessions.title'));
  const [query, setQuery] = useState<SessionQuery>({ currentPage: 1, limit: 20, keyword: '' });
  const list = useSessionList(query);
  const end = useEndSession();
  return (
    <Card size="small" title={t('sessions.title')}>
      <Typography.Paragraph type="secondary">{t('sessions.help')}</Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('sessions.search')}
        aria-label={t('sessions.search')}
        onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 }))}
        style={{ width: 260, maxWidth: '100%', marginBottom: 12 }}
      />
      <Table<Row>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        data-testid="session-table"
        pagination={{
          current: query.currentPage,
          pageSize: query.limit,
          total: list.data?.total ?? 0,
          size: 'small',
          showSizeChanger: true,
          onChange: (currentPage, limit) => setQuery((q) => ({ ...q, currentPage, limit })),
        }}
        columns={[
          { title: t('sessions.col.user'), dataIndex: 'username', render: (v: string | null) => v ?? '--' },
          { title: t('sessions.col.time'), dataIndex: 'gmtCreate', render: (v: number) => formatTime(v) },
          { title: t('sessions.col.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '--' },
          {
            title: t('sessions.col.agent'),
            dataIndex: 'userAgent',
            render: (v: string | null) => (
              <Typography.Text style={{ maxWidth: 320, display: 'inline-block' }} ellipsis={{ tooltip: v }}>
                {v ?? '--'}
              </Typography.Text>
            ),
          },
          {
            title: t('sessions.col.state'),
            dataIndex: 'active',
            render: (v: boolean) => (v ? <Tag color="success">{t('sessions.active')}</Tag> : <Tag>{t('sessions.ended')}</Tag>),
          },
          {
            title: t('sessions.col.actions'),
            key: 'actions',
            render: (_, r) => (
              <Space>
                <Popconfirm title={t('sessions.endConfirm')} onConfirm={() => end.mutate(r.id)} disabled={!r.active}>
                  <Button size="small" danger disabled={!r.active} data-testid={`end-session-${r.id}`}>
                    {t('sessions.end')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
