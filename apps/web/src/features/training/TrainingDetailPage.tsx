import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Form, Input, Progress, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { TrainingAuth, trainingProgress, type TrainingVo } from '@verdict/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../site';
import { useRegisterTraining, useTrainingAccess, useTrainingDetail } from './api';
import { AuthTag, CategoryTag, formatDateTime } from './TrainingTags';
import './training.css';
import { useTrainingBase } from './trainingBase';

/** What the detail's tabs read from the shell. */
export interface TrainingContext {
  training: TrainingVo;
  hasAccess: boolean;
}

export const useTrainingContext = () => useOutletContext<TrainingContext>();

type TabKey = 'intro' | 'problems' | 'rank';

/**
 * /training/:trainingID and its tabs (intro, problems, records for private trainings). A private
 * training shows its password form until the viewer joined; its problems and records stay closed.
 */
export function TrainingDetailPage() {
  const { t } = useTranslation('training');
  const { trainingID = '', problemID } = useParams();
  const tid = Number(trainingID);
  const valid = Number.isInteger(tid) && tid > 0;
  const detail = useTrainingDetail(valid ? tid : 0);
  const training = detail.data;
  const isPrivate = training?.auth === TrainingAuth.Private;
  const access = useTrainingAccess(tid, valid && isPrivate);
  const hasAccess = !!training && (!isPrivate || access.data?.access === true);
  const navigate = useNavigate();
  const location = useLocation();
  const base = useTrainingBase();
  usePageTitle(training?.title ?? t('detail.title'));

  if (!valid || detail.isError) {
    const forbidden = detail.error instanceof ApiError && detail.error.status === 403;
    return (
      <Card>
        <Result
          status={forbidden ? '403' : '404'}
          title={t('detail.notFound')}
          subTitle={detail.error?.message}
          extra={
            <Link to={base}>
              <Button>{t('detail.backToList')}</Button>
            </Link>
          }
        />
      </Card>
    );
  }
  if (!training || (isPrivate && access.isPending))
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );

  const context: TrainingContext = { training, hasAccess };
  // Inside a problem the header shrinks to a way back: the problem page needs the room.
  if (problemID) {
    return (
      <div data-testid="training-problem-shell">
        <Space className="training-crumb" wrap>
          <Link to={`${base}/${tid}/problems`}>← {training.title}</Link>
        </Space>
        {hasAccess ? <Outlet context={context} /> : <PasswordForm tid={tid} />}
      </div>
    );
  }

  const tab: TabKey = location.pathname.endsWith('/problems')
    ? 'problems'
    : location.pathname.endsWith('/rank')
      ? 'rank'
      : 'intro';
  const pct = trainingProgress(training.acCount, training.problemCount);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="training-detail">
      <Card>
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="training-detail-title">
            {training.title}
          </Typography.Title>
          <Space wrap size={[8, 4]}>
            <AuthTag auth={training.auth} />
            <CategoryTag name={training.categoryName} color={training.categoryColor} />
            <Typography.Text type="secondary">{t('detail.author', { author: training.author ?? '-' })}</Typography.Text>
            <Typography.Text type="secondary">
              {t('detail.modified', { time: formatDateTime(training.gmtModified) })}
            </Typography.Text>
          </Space>
          <div className="training-progress">
            <Typography.Text>{t('detail.progress', { ac: training.acCount, total: training.problemCount })}</Typography.Text>
            <Progress
              percent={pct}
              status="normal"
              strokeColor="#52c41a"
              format={() => `${pct}%`}
              aria-label={t('list.columns.progress')}
              data-testid="training-detail-progress"
            />
          </div>
        </Space>
      </Card>
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => navigate(key === 'intro' ? `${base}/${tid}` : `${base}/${tid}/${key}`)}
          items={[
            { key: 'intro', label: t('tabs.intro') },
            { key: 'problems', label: t('tabs.problems'), disabled: !hasAccess },
            ...(isPrivate ? [{ key: 'rank', label: t('tabs.rank'), disabled: !hasAccess }] : []),
          ]}
          data-testid="training-tabs"
        />
        {tab === 'intro' || !hasAccess ? (
          <TrainingIntro training={training} hasAccess={hasAccess} />
        ) : tab === 'rank' && !isPrivate ? (
          // Only private trainings keep records (judge semantics §5.5); the navbar links here for every training.
          <Result status="info" title={t('detail.noRankForPublic')} data-testid="training-no-rank" />
        ) : (
          <Outlet context={context} />
        )}
      </Card>
    </Space>
  );
}

function TrainingIntro({ training, hasAccess }: TrainingContext) {
  const { t } = useTranslation('training');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {!hasAccess && <PasswordForm tid={training.id} />}
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('detail.problemCount')}>{training.problemCount}</Descriptions.Item>
        <Descriptions.Item label={t('detail.solved')}>{training.acCount}</Descriptions.Item>
      </Descriptions>
      <TrainingDescription source={training.description ?? ''} />
    </Space>
  );
}

/** A lazily loaded markdown view (KaTeX and friends are heavy). */
function TrainingDescription({ source }: { source: string }) {
  const { t } = useTranslation('training');
  if (!source.trim()) return <Typography.Text type="secondary">{t('detail.noDescription')}</Typography.Text>;
  return <LazyMarkdown source={source} />;
}

const Markdown = lazy(async () => ({ default: (await import('../../components/Markdown')).Markdown }));
const LazyMarkdown = ({ source }: { source: string }) => (
  <Suspense fallback={<Skeleton active />}>
    <div data-testid="training-description">
      <Markdown source={source} />
    </div>
  </Suspense>
);

/** The password step of a private training (spec 2 §4): an empty password is refused before asking. */
function PasswordForm({ tid }: { tid: number }) {
  const { t } = useTranslation('training');
  const register = useRegisterTraining(tid);
  const [password, setPassword] = useState('');
  const submit = () => {
    if (password === '') {
      notify.warning(t('password.empty'));
      return;
    }
    register.mutate(password, { onSuccess: () => notify.success(t('password.registered')) });
  };
  return (
    <Card size="small" className="training-password" data-testid="training-password-form">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text strong>
          <LockOutlined /> {t('password.title')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('password.hint')}</Typography.Text>
        <Form layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
          <Form.Item style={{ flex: '1 1 200px', marginInlineEnd: 8 }}>
            <Input.Password
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              placeholder={t('password.placeholder')}
              aria-label={t('password.placeholder')}
              autoComplete="off"
              data-testid="training-password"
            />
          </Form.Item>
          <Form.Item style={{ marginInlineEnd: 0 }}>
            <Button type="primary" htmlType="submit" loading={register.isPending} data-testid="training-register">
              {t('password.submit')}
            </Button>
          </Form.Item>
        </Form>
      </Space>
    </Card>
  );
}
