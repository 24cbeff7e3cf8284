import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { authDialog } from '../../account';
import { type CommentTarget, useCommentMutations, useComments } from '../api';
import { AcRuleNote } from '../../site';
import { CommentEditor } from './CommentEditor';
import { CommentItem } from './CommentItem';
import '../discussion.css';

export type CommentAreaProps = { did: number; cid?: undefined } | { cid: number; did?: undefined };

/**
 * The shared comment area (spec 2 §2): a discussion's (did) or a contest's (cid) comments, with
 * the markdown box, likes, nested replies and paging by "load more". The server decides who sees
 * and may answer what; the buttons follow its canReply / canDelete.
 */
export function CommentArea(props: CommentAreaProps) {
  const { t } = useTranslation('discussion');
  const { isLoggedIn, user } = useAuth();
  const target: CommentTarget = props.did !== undefined ? { did: props.did } : { cid: props.cid! };
  const comments = useComments(target);
  const m = useCommentMutations(target);
  const pages = comments.data?.pages ?? [];
  const records = pages.flatMap((p) => p.commentList.records);
  const liked = Object.assign({}, ...pages.map((p) => p.commentLikeMap)) as Record<string, boolean>;
  const total = pages[0]?.commentList.total ?? 0;

  const requireLogin = () => {
    if (isLoggedIn) return true;
    notify.warning(t('comments.loginFirst'));
    authDialog.open('login');
    return false;
  };
  const accepted = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return true;
    } catch {
      // The api client has shown the server's message.
      return false;
    }
  };

  return (
    <Card title={t('comments.title', { count: total })} className="comment-area" data-testid="comment-area">
      {props.cid !== undefined ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <ul className="comment-tips">
              <li>{t('comments.contestTips.one')}</li>
              <li>{t('comments.contestTips.two')}</li>
              <li>{t('comments.contestTips.three')}</li>
            </ul>
          }
        />
      ) : null}
      {/* A contest's questions need no solved problems (issue 28.13); elsewhere the rule is said first. */}
      {isLoggedIn && props.cid === undefined ? <AcRuleNote kind="comment" /> : null}
      {isLoggedIn ? (
        <CommentEditor
          placeholder={t('comments.placeholder')}
          submitLabel={t('comments.send')}
          busy={m.add.isPending}
          testId="comment-editor"
          onSubmit={(content) => accepted(() => m.add.mutateAsync(content))}
        />
      ) : (
        <Flex justify="center" style={{ padding: 12 }}>
          <Button type="primary" ghost onClick={requireLogin}>
            {t('comments.loginFirst')}
          </Button>
        </Flex>
      )}
      <div className="comment-list">
        {comments.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        ) : comments.isError ? (
          <Alert type="error" showIcon message={t('comments.loadFailed')} />
        ) : records.length === 0 ? (
          <Empty description={t('comments.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          records.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              actions={{
                viewerUid: user?.uid ?? null,
                viewerRoles: user?.roleList ?? [],
                contestId: props.cid,
                liked: liked[String(c.id)] === true,
                busy: m.reply.isPending,
                requireLogin,
                onLike: (toLike) => m.like.mutate({ id: c.id, toLike }),
                onDelete: () => m.remove.mutateAsync(c.id).then((r) => notify.success(r.msg)),
                onReply: (b) => accepted(() => m.reply.mutateAsync({ commentId: c.id, ...b })),
                onDeleteReply: (id) => m.removeReply.mutateAsync(id).then((r) => notify.success(r.msg)),
              }}
            />
          ))
        )}
      </div>
      {comments.hasNextPage ? (
        <Flex justify="center">
          <Button onClick={() => void comments.fetchNextPage()} loading={comments.isFetchingNextPage} data-testid="comments-more">
            {t('comments.loadMore')}
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}
