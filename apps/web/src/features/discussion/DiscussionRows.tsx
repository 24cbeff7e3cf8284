import { EyeOutlined, LikeOutlined, MessageOutlined, MoreOutlined, PushpinFilled } from '@ant-design/icons';
import { Button, Dropdown, Empty, Flex, List, Space, Tag, Typography, type MenuProps } from 'antd';
import { type DiscussionVo, DiscussionLimits } from '@verdict/shared';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthorBadge } from './AuthorBadge';
import './discussion.css';

export interface DiscussionRowsProps {
  records: DiscussionVo[];
  total: number;
  currentPage: number;
  loading: boolean;
  onPage: (currentPage: number) => void;
  /** The row's actions (edit, delete) the viewer may take; none hides the menu. */
  menuOf: (d: DiscussionVo) => NonNullable<MenuProps['items']>;
  /** On a problem's own list the link back to the problem is noise. */
  hideProblemLink?: boolean;
  empty?: ReactNode;
  /** Where a row opens (a group's discussions open under the group). */
  detailPath?: (did: number) => string;
}

/** The discussion rows (site list and a group's discussions tab): pinned first as the server orders them. */
export function DiscussionRows({
  records,
  total,
  currentPage,
  loading,
  onPage,
  menuOf,
  hideProblemLink,
  empty,
  detailPath = (did) => `/discussion-detail/${did}`,
}: DiscussionRowsProps) {
  const { t } = useTranslation('discussion');
  return (
    <List
      loading={loading}
      dataSource={records}
      locale={{ emptyText: <Empty description={empty ?? t('list.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
      pagination={
        total > DiscussionLimits.pageSize
          ? { current: currentPage, pageSize: DiscussionLimits.pageSize, total, showSizeChanger: false, onChange: onPage }
          : false
      }
      renderItem={(d) => {
        const menu = menuOf(d);
        return (
          <List.Item className="discussion-row" data-testid="discussion-row">
            <Flex vertical gap={6} style={{ width: '100%', minWidth: 0 }}>
              <Flex justify="space-between" align="flex-start" gap={8}>
                <Space size={6} wrap style={{ minWidth: 0 }}>
                  {d.topPriority ? (
                    <Tag color="red" icon={<PushpinFilled />}>
                      {t('list.pinned')}
                    </Tag>
                  ) : null}
                  <Link to={detailPath(d.id)} className="discussion-row-title">
                    {d.title}
                  </Link>
                  {d.status === 1 ? <Tag>{t('admin.disabled')}</Tag> : null}
                </Space>
                {menu.length > 0 ? (
                  <Dropdown menu={{ items: menu }} trigger={['click']}>
                    <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('list.edit')} />
                  </Dropdown>
                ) : null}
              </Flex>
              {d.description ? (
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                  {d.description}
                </Typography.Paragraph>
              ) : null}
              <Flex justify="space-between" align="center" wrap gap={8}>
                <Space size={8} wrap>
                  <AuthorBadge name={d.author} avatar={d.avatar} role={d.role} size={24} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {d.gmtCreate ? dayjs(d.gmtCreate).format('YYYY-MM-DD HH:mm') : ''}
                  </Typography.Text>
                  {d.categoryName ? (
                    <Tag color="blue" bordered={false}>
                      {d.categoryName}
                    </Tag>
                  ) : null}
                  {d.pid && !hideProblemLink ? (
                    <Link to={`/problem/${encodeURIComponent(d.pid)}`}>{t('list.goProblem')}</Link>
                  ) : null}
                </Space>
                <Space size={12} className="discussion-counts">
                  <span title={t('list.views')}>
                    <EyeOutlined /> {d.viewNum}
                  </span>
                  <span title={t('list.likes')}>
                    <LikeOutlined /> {d.likeNum}
                  </span>
                  <span title={t('list.comments')}>
                    <MessageOutlined /> {d.commentNum}
                  </span>
                </Space>
              </Flex>
            </Flex>
          </List.Item>
        );
      }}
    />
  );
}
