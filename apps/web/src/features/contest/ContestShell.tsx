import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { ContestAuth, ContestStatus, ContestType, parseWireDate } from '@verdict/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useServerNowCrossing } from '../../lib/useCountdown';
import { useMinWidth } from '../../lib/useMediaQuery';
import { useClarificationAlerts } from '../clarification';
import { useInvalidate } from '../invalidation';
import { usePageTitle, useWebsiteConfig } from '../site';
import { useContestAccess, useContestInfo, useUnreadAnnouncements, virtualStateOptions } from './api';
import { contestBoardRoutes } from './board';
import { ContestShellContext, type ContestShellValue } from './contestContext';
import { clockOffset, contestPhase, hasRealTimePermission } from './contestTime';
import { tabOf, TAB_LABELS, visibleTabs } from './contestTabs';
import { ContestHeader } from './ContestHeader';
import { loadReadAnnouncements, saveReadAnnouncements } from './readAnnouncements';
import { RegisterForm } from './RegisterForm';
import { virtualContest } from './virtualContest';
import { VirtualPanel } from './VirtualPanel';
import './contest.css';

const hasBoardRoute = (path: string) => contestBoardRoutes.inShell.some((r) => r.path === path);

/** `/contest/:contestID`: header, password step, tabs, and the tab below (spec 2 §2, §4, §6). */
export function ContestShell() {
  const { t } = useTranslation('contest');
  const cid = Number(useParams().contestID);
  const info = useContestInfo(cid);
  const { user, isRoot } = useAuth();
  // A virtual participation: its window running, the contest pages live in it (virtualContest.ts).
  const virtualState = useQuery(virtualStateOptions(cid, !!user && info.data?.status === ContestStatus.Ended));
  const participation = virtualState.data?.participation ?? null;
  const siteConfig = useWebsiteConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const invalidate = useInvalidate();
  const isWide = useMinWidth(768);
  const contest = useMemo(
    () => (info.data && participation?.running ? virtualContest(info.data, participation) : info.data),
    [info.data, participation],
  );
  const isAdmin = !!contest && (isRoot || (!!user && contest.author === user.username));
  const needsPassword = !!contest && contest.auth !== ContestAuth.Public && !isAdmin;
  const access = useContestAccess(cid, needsPassword);
  const hasAccess = !needsPassword || access.data?.access === true;

  // Server time = browser time + offset, fixed each time the info arrives.
  const offset = useMemo(() => clockOffset(contest?.now, info.dataUpdatedAt), [contest?.now, info.dataUpdatedAt]);
  const start = parseWireDate(contest?.startTime);
  const end = parseWireDate(contest?.endTime);
  // The shell and its tabs change at the start, the seal and the end; the header's countdown ticks on its own.
  const now = useServerNowCrossing(offset, [start, end, parseWireDate(contest?.sealRankTime)]);
  const phase = contest ? contestPhase(start, end, now) : { status: ContestStatus.Scheduled, percent: 0, remainingMs: 0 };
  usePageTitle(contest?.title ?? t('list.title'));

  // The state flips on the server's clock without a reload; the tabs refetch what the new state opens.
  const shownStatus = useRef<number | null>(null);
  useEffect(() => {
    if (!contest) return;
    const before = shownStatus.current;
    shownStatus.current = phase.status;
    if (before === null || before === phase.status) return;
    if (phase.status === ContestStatus.Running) notify.info(t('shell.started'));
    if (phase.status === ContestStatus.Ended) notify.info(t('shell.finished'));
    void invalidate({ kind: 'contest', cid });
  }, [phase.status, contest, cid, invalidate, t]);

  const canEnter =
    !!contest && (isAdmin || (phase.status !== ContestStatus.Scheduled && (contest.auth !== ContestAuth.Private || hasAccess)));

  // Unread announcements: polled every 60 s while the contest is open; a toast for each new one.
  const [readIds, setReadIds] = useState(() => loadReadAnnouncements(cid));
  const unread = useUnreadAnnouncements(cid, readIds, canEnter);
  const unreadCount = unread.data?.length ?? 0;
  const toasted = useRef(new Set<number>());
  const tab = tabOf(location.pathname, cid);
  // The clarification desk, followed live: the tab's unread mark and a notification per new answer or announcement.
  const clarifications = useClarificationAlerts(cid, canEnter && !!user);
  useEffect(() => {
    const fresh = (unread.data ?? []).filter((a) => !toasted.current.has(a.id));
    for (const a of fresh) toasted.current.add(a.id);
    if (fresh.length > 0 && tab !== 'announcements') notify.info(t('announcements.newTitle', { title: fresh[0].title }));
  }, [unread.data, tab, t]);
  useEffect(() => {
    // Opening the announcements marks what was unread as read.
    if (tab !== 'announcements' || unreadCount === 0) return;
    const next = [...readIds, ...(unread.data ?? []).map((a) => a.id)];
    saveReadAnnouncements(cid, next);
    setReadIds(next);
  }, [tab, unreadCount, unread.data, readIds, cid]);

  if (!Number.isInteger(cid) || cid <= 0) return <Result status="404" title={t('shell.notFound')} />;
  if (info.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (!contest) {
    const status = info.error instanceof ApiError ? info.error.status : 0;
    return (
      <Result
        status={status === 403 ? '403' : status === 404 ? '404' : 'error'}
        title={status === 403 ? t('shell.noAccess') : status === 404 ? t('shell.notFound') : info.error?.message}
        subTitle={status === 403 || status === 404 ? info.error?.message : undefined}
        extra={
          <Link to="/contest">
            <Button type="primary">{t('shell.back')}</Button>
          </Link>
        }
        data-testid="contest-error"
      />
    );
  }

  const keys = visibleTabs({
    acm: contest.type === ContestType.ACM,
    openPrint: !!contest.openPrint,
    isAdmin,
    isRoot,
    hasScrollBoard: hasBoardRoute('scroll-board'),
    comments: siteConfig.openContestComment,
  });

  const value: ContestShellValue = {
    cid,
    contest,
    clockOffset: offset,
    status: phase.status,
    isAdmin,
    hasAccess,
    canEnter,
    realTime: hasRealTimePermission(contest, now, isAdmin),
    virtual: participation,
  };

  const notice = isAdmin
    ? t('shell.adminNotice')
    : phase.status === ContestStatus.Scheduled
      ? t('shell.scheduledNotice')
      : phase.status === ContestStatus.Ended
        ? contest.allowEndSubmit
          ? t('shell.endedSubmitNotice')
          : t('shell.endedNotice')
        : null;
  const showForm = needsPassword && access.isSuccess && !hasAccess;

  return (
    <ContestShellContext.Provider value={value}>
      <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="contest-shell">
        <ContestHeader contest={contest} clockOffset={offset} compact={!isWide && tab !== 'overview'} />
        {notice && (
          <Alert
            type={isAdmin ? 'info' : phase.status === ContestStatus.Ended ? 'warning' : 'info'}
            showIcon
            message={notice}
            data-testid="contest-notice"
          />
        )}
        {virtualState.data && (participation || tab === 'overview') && (
          <VirtualPanel cid={cid} contest={contest} state={virtualState.data} />
        )}
        {showForm && (
          <RegisterForm
            cid={cid}
            notice={contest.auth === ContestAuth.Private ? t('shell.privateNotice') : t('shell.protectedNotice')}
          />
        )}
        <Card size="small" styles={{ body: { paddingBlock: 0 } }}>
          <Tabs
            className="contest-tabs"
            activeKey={(keys as string[]).includes(tab) ? tab : 'overview'}
            onChange={(key) => navigate(key === 'overview' ? `/contest/${cid}` : `/contest/${cid}/${key}`)}
            aria-label={t('tabs.label')}
            items={keys.map((key) => ({
              key,
              disabled: key !== 'overview' && !canEnter,
              label:
                key === 'announcements' && unreadCount > 0 ? (
                  <Badge count={unreadCount} size="small" offset={[8, -2]} data-testid="announcement-badge">
                    {t(TAB_LABELS[key])}
                  </Badge>
                ) : key === 'clarifications' && clarifications.unread > 0 ? (
                  <Badge count={clarifications.unread} size="small" offset={[8, -2]} data-testid="clarification-badge">
                    {t(TAB_LABELS[key])}
                  </Badge>
                ) : (
                  t(TAB_LABELS[key])
                ),
            }))}
            data-testid="contest-tabs"
          />
        </Card>
        {tab === 'overview' || canEnter ? (
          <Outlet />
        ) : (
          // A typed URL of a closed tab: say why, rather than a 403 toast from every call.
          <Result
            status="403"
            title={t('shell.noAccess')}
            subTitle={notice ?? (contest.auth === ContestAuth.Private ? t('shell.privateNotice') : undefined)}
            data-testid="contest-closed"
          />
        )}
      </Space>
    </ContestShellContext.Provider>
  );
}
