import { BarChartOutlined, CommentOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Space, Tabs, Tooltip } from 'antd';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { lazyPart } from '../../lib/lazyPart';
import { useAuth } from '../../lib/auth-store';
import { useMinWidth } from '../../lib/useMediaQuery';
import { notify } from '../../lib/notify';
import { authDialog } from '../account';
import { useWebsiteConfig } from '../site';
import type { ContestProblemScope, ProblemPageInfo } from './api';
import { parseExtraFiles } from './examples';
import { ProblemDescription } from './ProblemDescription';

// echarts is large: the dialog's chunk loads only when someone opens it.
const ProblemStatisticDialog = lazy(async () => ({ default: (await import('./ProblemStatisticDialog')).ProblemStatisticDialog }));
// Only the statement is on the statement's path (issue 28.11): My Submission (antd's Table, Pagination, Select),
// the annex (Collapse) and the error page (Result's pictures) load when they are first shown.
const MySubmissions = lazyPart(async () => (await import('./MySubmissions')).MySubmissions);
const ProblemAnnex = lazyPart(async () => (await import('./ProblemAnnex')).ProblemAnnex);
const Result = lazyPart(async () => (await import('antd/es/result')).default, null);

export interface ProblemTabsProps {
  info: ProblemPageInfo | undefined;
  loading: boolean;
  error: Error | null;
  /** Inside a contest: display id, the contest's submissions, no discussion link. */
  contest?: ContestProblemScope;
}

/** Left half: description, My Submission (login), annex, plus statistic / submissions / discussion links. */
export const ProblemTabs = memo(function ProblemTabs({ info, loading, error, contest }: ProblemTabsProps) {
  const { t } = useTranslation('problem');
  const { isLoggedIn } = useAuth();
  const { openPublicDiscussion } = useWebsiteConfig();
  const [tab, setTab] = useState('description');
  const [statisticOpen, setStatisticOpen] = useState(false);
  const isWide = useMinWidth(768);

  if (loading)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  if (!info) {
    const forbidden = error instanceof ApiError && error.status === 403;
    return (
      <Card>
        <Result
          status={forbidden ? '403' : '404'}
          title={forbidden ? t('page.noAccess') : t('page.notFound')}
          subTitle={error?.message}
        />
      </Card>
    );
  }

  const problemId = info.problem.problemId;
  const annex = parseExtraFiles(info.problem.userExtraFile);
  const onTab = (key: string) => {
    // My Submission needs a session (spec §5): warn and open the login dialog instead.
    if (key === 'mine' && !isLoggedIn) {
      notify.warning(t('loginFirst'));
      authDialog.open('login');
      return;
    }
    setTab(key);
  };

  const actions = (
    <Space size={4} wrap>
      {/* Icons only: the tab titles need the room in a half-width column. */}
      <Tooltip title={t('tabs.statistic')}>
        <Button
          size="small"
          icon={<BarChartOutlined />}
          onClick={() => setStatisticOpen(true)}
          aria-label={t('tabs.statistic')}
          data-testid="open-statistic"
        />
      </Tooltip>
      <Tooltip title={t('tabs.allSubmissions')}>
        <Link
          to={
            contest
              ? `/contest/${contest.cid}/submissions?problemID=${encodeURIComponent(contest.displayId)}&completeProblemID=true`
              : `/status?problemID=${encodeURIComponent(problemId)}&completeProblemID=true`
          }
          aria-label={t('tabs.allSubmissions')}
        >
          <Button size="small" icon={<UnorderedListOutlined />} />
        </Link>
      </Tooltip>
      {openPublicDiscussion && !contest && (
        <Tooltip title={t('tabs.discussion')}>
          <Link to={`/discussion/${encodeURIComponent(problemId)}`} aria-label={t('tabs.discussion')}>
            <Button size="small" icon={<CommentOutlined />} />
          </Link>
        </Tooltip>
      )}
    </Space>
  );

  return (
    <Card styles={{ body: { paddingTop: 4 } }}>
      {/* Below 768 px the tab titles need the whole row: the actions go above them. */}
      {!isWide && <div style={{ display: 'flex', justifyContent: 'flex-end', paddingTop: 8 }}>{actions}</div>}
      {/*
        Wide: the actions sit on the tab bar's row, but outside antd's tablist (tabBarExtraContent would put
        buttons and links among the tabs, which a tablist may not own); the bar leaves them room.
      */}
      <div style={{ position: 'relative' }}>
        {isWide && <div className="problem-tab-actions">{actions}</div>}
        <Tabs
          activeKey={tab}
          onChange={onTab}
          tabBarStyle={isWide ? { paddingInlineEnd: 100 } : undefined}
          items={[
            {
              key: 'description',
              label: t('tabs.description'),
              children: <ProblemDescription info={info} displayId={contest?.displayId} />,
            },
            {
              key: 'mine',
              label: t('tabs.mySubmission'),
              children: isLoggedIn && tab === 'mine' ? <MySubmissions problemId={problemId} contest={contest} /> : null,
            },
            ...(annex.length > 0
              ? [
                  {
                    key: 'annex',
                    label: t('tabs.annex'),
                    children: <ProblemAnnex files={annex} />,
                  },
                ]
              : []),
          ]}
        />
      </div>
      {statisticOpen && (
        <Suspense fallback={null}>
          <ProblemStatisticDialog open onClose={() => setStatisticOpen(false)} count={info.problemCount} />
        </Suspense>
      )}
    </Card>
  );
});
