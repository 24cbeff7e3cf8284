import { DeleteOutlined, LikeFilled, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Spin, Typography } from 'antd';
import type { CommentVo, ReplyVo } from '@verdict/shared';
import { DiscussionLimits } from '@verdict/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/Markdown';
import { isAdminRoleName } from '@verdict/shared';
import { AuthorBadge } from '../AuthorBadge';
import { useReplies } from '../api';
import { CommentEditor } from './CommentEditor';

export interface CommentActions {
  viewerUid: string | null;
  viewerRoles: string[];
  contestId?: number;
  liked: boolean;
  busy: boolean;
  requireLogin: () => boolean;
  onLike: (toLike: boolean) => void;
  onDelete: () => Promise<unknown>;
  onReply: (b: { content: string; toUid: string; quoteId: number; quoteType: 'Comment' | 'Reply' }) => Promise<boolean>;
  onDeleteReply: (id: number) => Promise<unknown>;
}

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/** One comment with its replies: three shown, the rest on demand (spec 2 §4). */
export function CommentItem({ comment, actions }: { comment: CommentVo; actions: CommentActions }) {
  const { t } = useTranslation('discussion');
  const [expanded, setExpanded] = useState(false);
  const [replyTo, setReplyTo] = useState<{ uid: string; name: string; quoteId: number; quoteType: 'Comment' | 'Reply' } | null>(
    null,
  );
  const hasMore = comment.totalReplyNum > DiscussionLimits.repliesShown;
  const all = useReplies(comment.id, actions.contestId, expanded && hasMore);
  const replies: ReplyVo[] = expanded && all.data ? all.data : comment.replyList;
  // A reply's delete follows the comment's rule: its author, or whoever may delete the comment's thread.
  const mayDeleteReply = (r: ReplyVo) =>
    actions.viewerUid !== null &&
    (r.fromUid === actions.viewerUid ||
      (actions.contestId === undefined
        ? actions.viewerRoles.some(isAdminRoleName)
        : comment.canDelete && comment.fromUid !== actions.viewerUid));

  const openReply = (target: { uid: string; name: string; quoteId: number; quoteType: 'Comment' | 'Reply' }) => {
    if (actions.requireLogin()) setReplyTo(target);
  };

  return (
    <div className="comment-item" data-testid="comment-item">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <AuthorBadge name={comment.fromName} avatar={comment.fromAvatar} role={comment.fromRole} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {when(comment.gmtCreate)}
        </Typography.Text>
      </Flex>
      <div className="comment-body">
        <Markdown source={comment.content} />
      </div>
      <Flex gap={4} wrap className="comment-actions">
        <Button
          type="text"
          size="small"
          icon={actions.liked ? <LikeFilled /> : <LikeOutlined />}
          aria-pressed={actions.liked}
          aria-label={t('comments.like')}
          onClick={() => actions.requireLogin() && actions.onLike(!actions.liked)}
          data-testid="comment-like"
        >
          {comment.likeNum}
        </Button>
        {comment.canReply || actions.viewerUid === null ? (
          <Button
            type="text"
            size="small"
            icon={<MessageOutlined />}
            onClick={() =>
              openReply({ uid: comment.fromUid, name: comment.fromName ?? '', quoteId: comment.id, quoteType: 'Comment' })
            }
            data-testid="comment-reply"
          >
            {t('comments.reply')}
          </Button>
        ) : null}
        {comment.canDelete ? (
          <Popconfirm title={t('comments.deleteConfirm')} onConfirm={() => actions.onDelete()} okButtonProps={{ danger: true }}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />}>
              {t('comments.delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
      {replies.length > 0 || replyTo ? (
        <div className="comment-replies">
          {replies.map((r) => (
            <div key={r.id} className="reply-item" data-testid="reply-item">
              <Flex align="center" gap={6} wrap>
                <AuthorBadge name={r.fromName} avatar={r.fromAvatar} role={r.fromRole} size={22} />
                {r.toName && r.toUid !== comment.fromUid ? (
                  <Typography.Text type="secondary">→ {r.toName}</Typography.Text>
                ) : null}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {when(r.gmtCreate)}
                </Typography.Text>
              </Flex>
              <div className="comment-body">
                <Markdown source={r.content} />
              </div>
              <Flex gap={4}>
                {comment.canReply ? (
                  <Button
                    type="text"
                    size="small"
                    onClick={() => openReply({ uid: r.fromUid, name: r.fromName ?? '', quoteId: r.id, quoteType: 'Reply' })}
                  >
                    {t('comments.reply')}
                  </Button>
                ) : null}
                {mayDeleteReply(r) ? (
                  <Popconfirm
                    title={t('comments.deleteReplyConfirm')}
                    onConfirm={() => actions.onDeleteReply(r.id)}
                    okButtonProps={{ danger: true }}
                  >
                    <Button type="text" size="small" danger>
                      {t('comments.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Flex>
            </div>
          ))}
          {hasMore ? (
            <Button type="link" size="small" onClick={() => setExpanded(!expanded)} data-testid="replies-toggle">
              {expanded ? t('comments.collapse') : t('comments.showAll', { count: comment.totalReplyNum })}
              {expanded && all.isFetching ? <Spin size="small" style={{ marginInlineStart: 6 }} /> : null}
            </Button>
          ) : null}
          {replyTo ? (
            <CommentEditor
              key={`${replyTo.quoteType}${replyTo.quoteId}`}
              placeholder={t('comments.replyPlaceholder', { name: replyTo.name })}
              submitLabel={t('comments.sendReply')}
              busy={actions.busy}
              autoFocus
              testId="reply-editor"
              onCancel={() => setReplyTo(null)}
              onSubmit={async (content) => {
                const ok = await actions.onReply({
                  content,
                  toUid: replyTo.uid,
                  quoteId: replyTo.quoteId,
                  quoteType: replyTo.quoteType,
                });
                if (ok) setReplyTo(null);
                return ok;
              }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
