import { Card, Result, Skeleton, Space, Switch, Table, Typography } from 'antd';
import { isInProgress, type JudgeEntity } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { usePageTitle } from '../site';
import { AdminActions } from './AdminActions';
import { useInvalidate } from '../invalidation';
import { useCaseResults, useShareSubmission, useSubmissionDetail } from './api';
import { CaseResults } from './CaseResults';
import { CodeViewer } from './CodeViewer';
import { formatLength, formatMemory, formatSubmitTime, formatTimeMs } from './format';
import { JudgeStatusTag, useStatusLabel } from './JudgeStatusTag';
import { StatusBanner } from './StatusBanner';
import { ResubmitButton } from './ResubmitButton';
import './submission.css';
import { useLiveSubmissions } from './useLiveSubmissions';

/** `/submission-detail/:submitID`: verdict, figures, per-case results, code and admin actions. */
export function SubmissionDetailPage() {
  const { t } = useTranslation('submission');
  const params = useParams();
  const submitId = Number(params.submitID);
  // Inside a contest route (/contest/:contestID/problem/:problemID/submission-detail/:submitID) the problem links back into the contest.
  const problemPath = (displayPid: string) =>
    params.contestID && params.problemID
      ? `/contest/${params.contestID}/problem/${encodeURIComponent(params.problemID)}`
      : `/problem/${encodeURIComponent(displayPid)}`;
  const { user, isRoot } = useAuth();
  const invalidate = useInvalidate();
  const detail = useSubmissionDetail(submitId);
  const raw = detail.data?.submission;
  // A contest submission under a sealed board answers only its status (Submitted Unknown Result).
  const submission = raw && 'submitId' in raw ? raw : undefined;
  const statusLabel = useStatusLabel();
  const inProgress = submission ? isInProgress(submission.status) : false;
  const cases = useCaseResults(submitId, !!submission);
  const share = useShareSubmission();
  usePageTitle(t('detail.title', { id: Number.isFinite(submitId) ? submitId : '' }));

  const cid = submission?.cid || undefined;
  const live = useLiveSubmissions(inProgress ? [submitId] : [], () => void invalidate({ kind: 'judgement', submitId, cid }), cid);
  const progress = inProgress ? live[submitId] : undefined;

  if (!Number.isInteger(submitId)) return <Result status="404" title={t('detail.notFound')} />;
  if (detail.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (raw && !submission)
    return <Result status="info" title={t('detail.sealed')} subTitle={statusLabel(raw.status)} data-testid="submission-sealed" />;
  if (!submission) return <Result status="404" title={t('detail.notFound')} />;

  const isOwner = !!user && user.uid === submission.uid;
  const canShare = isOwner && !!detail.data?.codeShare && submission.cid === 0;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="submission-detail">
      <StatusBanner
        submission={submission}
        progress={progress}
        action={<ResubmitButton row={submission} viewerUid={user?.uid} />}
      />
      <Card size="small">
        <Table<JudgeEntity>
          rowKey="submitId"
          size="small"
          pagination={false}
          scroll={{ x: 820 }}
          dataSource={[submission]}
          columns={[
            { key: 'id', title: t('list.columns.runId'), dataIndex: 'submitId' },
            { key: 'time', title: t('list.columns.submitTime'), render: (_, s) => formatSubmitTime(s.submitTime) },
            {
              key: 'problem',
              title: t('list.columns.problem'),
              render: (_, s) => (
                <Link to={problemPath(s.displayPid)}>
                  {params.contestID && params.problemID ? params.problemID : s.displayPid}
                </Link>
              ),
            },
            {
              key: 'status',
              title: t('list.columns.status'),
              render: (_, s) => <JudgeStatusTag status={progress?.status ?? s.status} progress={progress} />,
            },
            { key: 'runTime', title: t('list.columns.time'), render: (_, s) => formatTimeMs(s.time) },
            { key: 'memory', title: t('list.columns.memory'), render: (_, s) => formatMemory(s.memory) },
            ...(submission.score != null
              ? [{ key: 'score', title: t('list.columns.score'), render: (_: unknown, s: JudgeEntity) => s.score }]
              : []),
            { key: 'length', title: t('list.columns.length'), render: (_, s) => formatLength(s.length) },
          ]}
        />
        {isRoot && (
          <div style={{ marginTop: 12 }}>
            <AdminActions submission={submission} />
          </div>
        )}
      </Card>
      {/* A compile error ran no case: no empty case card. */}
      {cases.data && (cases.data.judgeCaseList.length > 0 || cases.data.subTaskJudgeCaseVoList.length > 0) && (
        <Card title={t('cases.title')} size="small">
          <CaseResults result={cases.data} showScore={submission.score != null} />
        </Card>
      )}
      {submission.code !== null && (
        <Card size="small">
          <CodeViewer
            code={submission.code}
            language={submission.language}
            extra={
              canShare ? (
                <Space>
                  <Typography.Text>{t('detail.share')}</Typography.Text>
                  <Switch
                    checked={submission.share}
                    loading={share.isPending}
                    aria-label={t('detail.share')}
                    onChange={(checked) => share.mutate({ submitId, share: checked, uid: submission.uid })}
                    data-testid="share-switch"
                  />
                </Space>
              ) : undefined
            }
          />
        </Card>
      )}
    </Space>
  );
}
