import { DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Empty,
  List,
  Menu,
  Pagination,
  Popconfirm,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { SysMsgVo, UserMsgVo } from '@verdict/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Markdown } from '../../components/Markdown';
import { notify } from '../../lib/notify';
import { useMinWidth } from '../../lib/useMediaQuery';
import { usePageTitle } from '../site';
import {
  MESSAGE_CATEGORIES,
  type MessageCategory,
  pageSizeOf,
  unreadOf,
  useCleanMessages,
  useMessagePage,
  useUnreadMessages,
} from './api';
import { safePath } from './links';
import './message.css';
import { positiveInt } from '../../lib/urlNumbers';

const formatTime = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/** /message: the five tabs beside (desktop) or above (phone) the open one. */
export function MessageLayout() {
  const { t } = useTranslation('message');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = useMinWidth(768);
  const { data: counts } = useUnreadMessages();
  const active = MESSAGE_CATEGORIES.find((c) => pathname.endsWith(`/message/${c}`)) ?? 'discuss';
  usePageTitle(t(`tabs.${active}`));

  const label = (c: MessageCategory) => (
    <Space size={6}>
      <span>{t(`tabs.${c}`)}</span>
      <Badge count={unreadOf(counts, c)} size="small" overflowCount={99} data-testid={`message-tab-count-${c}`} />
    </Space>
  );
  return (
    <div className="message-centre">
      {wide ? (
        <Card size="small" className="message-nav" title={t('title')}>
          <Menu
            mode="inline"
            selectedKeys={[active]}
            items={MESSAGE_CATEGORIES.map((c) => ({ key: c, label: label(c) }))}
            onClick={({ key }) => void navigate(`/message/${key}`)}
            style={{ borderInlineEnd: 'none' }}
          />
        </Card>
      ) : (
        <Tabs
          activeKey={active}
          onChange={(key) => void navigate(`/message/${key}`)}
          items={MESSAGE_CATEGORIES.map((c) => ({ key: c, label: label(c) }))}
        />
      )}
      <div className="message-main">
        <Outlet />
      </div>
    </div>
  );
}

export const MessageIndex = () => <Navigate to="/message/discuss" replace />;

/** One tab: newest first, pages of 6 or 8 (query `currentPage`), delete one, clear all. */
export function MessageTab({ category }: { category: MessageCategory }) {
  const { t } = useTranslation('message');
  const [params, setParams] = useSearchParams();
  const currentPage = positiveInt(params.get('currentPage'), 1);
  const query = useMessagePage(category, currentPage);
  const clean = useCleanMessages(category);
  const page = query.data?.page;
  const total = page?.total ?? 0;
  const setPage = (p: number) => setParams(p > 1 ? { currentPage: String(p) } : {});

  const remove = (id?: number) =>
    clean.mutateAsync(id).then(() => {
      notify.success(id === undefined ? t('cleared') : t('deleted'));
      // The last row of a later page gone: show the page before.
      if (id !== undefined && page && page.records.length === 1 && currentPage > 1) setPage(currentPage - 1);
      if (id === undefined) setPage(1);
    });

  return (
    <Card
      size="small"
      title={t(`tabs.${category}`)}
      extra={
        <Popconfirm
          title={t('clearConfirm', { tab: t(`tabs.${category}`) })}
          okText={t('clear')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove()}
          disabled={total === 0}
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={total === 0}
            loading={clean.isPending && clean.variables === undefined}
            data-testid="message-clear"
          >
            {t('clear')}
          </Button>
        </Popconfirm>
      }
    >
      {query.isError && !page ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <List
          loading={query.isLoading}
          dataSource={(page?.records ?? []) as Array<UserMsgVo | SysMsgVo>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`empty.${category}`)} /> }}
          rowKey="id"
          data-testid="message-list"
          renderItem={(item) =>
            query.data?.kind === 'notice' ? (
              <NoticeItem item={item as SysMsgVo} onDelete={() => remove(item.id)} />
            ) : (
              <RemindItem item={item as UserMsgVo} onDelete={() => remove(item.id)} />
            )
          }
        />
      )}
      {total > pageSizeOf(category) && (
        <Pagination
          className="message-pager"
          size="small"
          current={currentPage}
          pageSize={pageSizeOf(category)}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
          showTotal={(n) => t('total', { count: n })}
        />
      )}
    </Card>
  );
}

function DeleteButton({ onDelete }: { onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation('message');
  return (
    <Popconfirm
      title={t('deleteConfirm')}
      okText={t('delete')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onDelete}
    >
      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('delete')} data-testid="message-delete" />
    </Popconfirm>
  );
}

function RemindItem({ item, onDelete }: { item: UserMsgVo; onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation('message');
  const who = item.senderUsername ?? t('someone');
  const link = safePath(item.url);
  const where = item.sourceType === 'Contest' ? 'contest' : 'discussion';
  return (
    <List.Item
      className={item.state ? 'message-item' : 'message-item message-unread'}
      actions={[<DeleteButton key="d" onDelete={onDelete} />]}
    >
      <List.Item.Meta
        avatar={
          <Link to={`/user-home?username=${encodeURIComponent(item.senderUsername ?? '')}`} aria-label={who}>
            <Avatar src={item.senderAvatar || undefined}>{who.slice(0, 1).toUpperCase()}</Avatar>
          </Link>
        }
        title={
          <Space size={6} wrap>
            <Typography.Text strong>{who}</Typography.Text>
            <span>{t(`action.${item.action}`)}</span>
            {link ? (
              <Link to={link}>
                <LinkOutlined /> {item.sourceTitle || t(`source.${where}`)}
              </Link>
            ) : (
              <span>{item.sourceTitle}</span>
            )}
            {!item.state && <Tag color="red">{t('new')}</Tag>}
          </Space>
        }
        description={
          <div className="message-body">
            {/* Markdown and math as the discussion pages show them (issue 28.8), not the raw source. */}
            {item.sourceContent && (
              <div className="message-source" data-testid="message-source">
                <Markdown source={item.sourceContent} />
              </div>
            )}
            {item.quoteContent && (
              <blockquote className="message-quote">
                <Markdown source={item.quoteContent} />
              </blockquote>
            )}
            <Typography.Text type="secondary" className="message-time">
              {formatTime(item.gmtCreate)}
            </Typography.Text>
          </div>
        }
      />
    </List.Item>
  );
}

function NoticeItem({ item, onDelete }: { item: SysMsgVo; onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation('message');
  return (
    <List.Item
      className={item.state ? 'message-item' : 'message-item message-unread'}
      actions={[<DeleteButton key="d" onDelete={onDelete} />]}
    >
      <List.Item.Meta
        title={
          <Space size={6} wrap>
            <Typography.Text strong>{item.title}</Typography.Text>
            {!item.state && <Tag color="red">{t('new')}</Tag>}
          </Space>
        }
        description={
          <div className="message-body">
            <Markdown source={item.content} />
            <Typography.Text type="secondary" className="message-time">
              {formatTime(item.gmtCreate)}
            </Typography.Text>
          </div>
        }
      />
    </List.Item>
  );
}
