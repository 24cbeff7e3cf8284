import {
  ArrowLeftOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  LikeFilled,
  LikeOutlined,
  PushpinFilled,
  WarningOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Flex, Result, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Markdown } from '../../components/Markdown';
import { useAuth } from '../../lib/auth-store';
import { dialog } from '../../lib/feedback';
import { notify } from '../../lib/notify';
import { authDialog } from '../account';
import { usePageTitle } from '../site';
import { useDiscussionDetail, useDiscussionMutations } from './api';
import { AuthorBadge } from './AuthorBadge';
import { CommentArea } from './comments/CommentArea';
import { DiscussionDialog } from './DiscussionDialog';
import { ReportDialog } from './ReportDialog';
import './discussion.css';

/** `/discussion-detail/:discussionID`: the post, like, report, and its comment area. */
export function DiscussionDetailPage() {
  const { t } = useTranslation('discussion');
  const navigate = useNavigate();
  const did = Number(useParams().discussionID);
  const [params, setParams] = useSearchParams();
  const { isLoggedIn, isAdmin, user } = useAuth();
  const detail = useDiscussionDetail(did);
  const { like, remove } = useDiscussionMutations();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const d = detail.data;
  usePageTitle(d?.title ?? t('list.title'));

  // The list's "edit" opens here, where the full text is loaded.
  useEffect(() => {
    if (d && params.get('edit') === '1') {
      if (user?.uid === d.uid) setEditing(true);
      setParams({}, { replace: true });
    }
  }, [d, params, setParams, user?.uid]);

  if (detail.isPending && Number.isFinite(did))
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (!d) {
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        subTitle={detail.error?.message}
        extra={
          <Link to="/discussion">
            <Button type="primary">{t('detail.back')}</Button>
          </Link>
        }
      />
    );
  }

  const loginFirst = () => {
    if (isLoggedIn) return true;
    notify.warning(t('detail.loginFirst'));
    authDialog.open('login');
    return false;
  };
  const toggleLike = () => {
    if (!loginFirst()) return;
    like.mutate({ did, toLike: !d.hasLike }, { onSuccess: (r) => notify.success(r.msg) });
  };
  // A group's discussion belongs to the group's board.
  const board = d.gid != null ? `/group/${d.gid}/discussion` : '/discussion';
  const confirmDelete = () =>
    dialog.confirm({
      title: t('list.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync({ did, gid: d.gid })
          .then((r) => {
            notify.success(r.msg);
            void navigate(board);
          })
          .catch(() => undefined),
    });

  return (
    <Flex vertical gap={16} data-testid="discussion-detail">
      <Card
        title={
          <Space size={8} wrap style={{ whiteSpace: 'normal' }}>
            {d.topPriority ? <PushpinFilled style={{ color: '#f5222d' }} aria-label={t('list.pinned')} /> : null}
            <span className="discussion-row-title">{d.title}</span>
          </Space>
        }
        extra={
          <Link to={d.pid ? `${board}/${encodeURIComponent(d.pid)}` : board} aria-label={t('detail.back')}>
            <ArrowLeftOutlined />
          </Link>
        }
      >
        {d.status === 1 ? (
          <Alert type="warning" showIcon message={t('detail.disabledNote')} style={{ marginBottom: 12 }} />
        ) : null}
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Space size={8} wrap>
            <AuthorBadge name={d.author} avatar={d.avatar} role={d.role} size={32} />
            <Typography.Text type="secondary">
              {t('detail.postedAt', { time: d.gmtCreate ? dayjs(d.gmtCreate).format('YYYY-MM-DD HH:mm') : '' })}
            </Typography.Text>
            {d.categoryName ? (
              <Tag color="blue" bordered={false}>
                {d.categoryName}
              </Tag>
            ) : null}
            {d.pid ? <Link to={`/problem/${encodeURIComponent(d.pid)}`}>{t('list.goProblem')}</Link> : null}
          </Space>
          <Typography.Text type="secondary">
            <EyeOutlined /> {d.viewNum}
          </Typography.Text>
        </Flex>
        {d.description ? (
          <Typography.Paragraph type="secondary" italic>
            {d.description}
          </Typography.Paragraph>
        ) : null}
        <div className="discussion-content" data-testid="discussion-content">
          <Markdown source={d.content ?? ''} />
        </div>
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          <Button
            type={d.hasLike ? 'primary' : 'default'}
            icon={d.hasLike ? <LikeFilled /> : <LikeOutlined />}
            onClick={toggleLike}
            loading={like.isPending}
            aria-pressed={d.hasLike}
            data-testid="discussion-like"
          >
            {d.hasLike ? t('detail.liked') : t('detail.like')} · {d.likeNum}
          </Button>
          <Button icon={<WarningOutlined />} onClick={() => loginFirst() && setReporting(true)} data-testid="discussion-report">
            {t('detail.report')}
          </Button>
          {user?.uid === d.uid ? (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('list.edit')}
            </Button>
          ) : null}
          {user?.uid === d.uid || isAdmin ? (
            <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
              {t('list.delete')}
            </Button>
          ) : null}
        </Flex>
      </Card>
      <CommentArea did={did} />
      <DiscussionDialog open={editing} editing={d} onClose={() => setEditing(false)} />
      <ReportDialog did={did} open={reporting} onClose={() => setReporting(false)} />
    </Flex>
  );
}
