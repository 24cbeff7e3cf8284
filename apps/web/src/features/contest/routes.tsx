import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { NotAvailable } from '../site';
import type { RouteHandle } from '../../lib/route-handle';
import { clarificationRoute } from '../clarification';
import { contestCommentRoute } from '../discussion';
import { loadProblemPage, problemPageLoader } from '../problem';
import { loadSubmissionDetailPage } from '../submission';
import { contestBoardRoutes } from './board';

const login: RouteHandle = { auth: 'login' };
const problemPage: RouteHandle = { hideFooter: true };

const tab = (path: string, load: () => Promise<{ Component: React.ComponentType }>, handle?: RouteHandle): RouteObject => ({
  path,
  handle,
  lazy: load,
});

function Pending() {
  const { t } = useTranslation();
  return <NotAvailable title={t('areas.contest')} />;
}

/** The board engineer's routes win; until they land, their paths answer "not available yet" as before. */
const orPending = (routes: RouteObject[], paths: string[]): RouteObject[] => [
  ...routes,
  ...paths.filter((p) => !routes.some((r) => r.path === p)).map((path) => ({ path, element: <Pending /> })),
];

/**
 * `/contest` and the contest shell with its tabs (spec 2 §2). Paths and guards as in app/placeholders.tsx.
 * The boards (`rank`, `scroll-board`, the outside boards, `/scrollBoard`) come from `./board`.
 */
export const contestRoutes: RouteObject[] = [
  // Visitors see the list (spec 1 §1); a contest itself needs a session.
  tab('contest', async () => ({ Component: (await import('./ContestListPage')).ContestListPage })),
  ...orPending(contestBoardRoutes.topLevel, [
    'contest/acm-scoreboard/:contestID',
    'contest/oi-scoreboard/:contestID',
    'scrollBoard',
  ]),
  {
    path: 'contest/:contestID',
    handle: login,
    lazy: async () => ({ Component: (await import('./ContestShell')).ContestShell }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./ContestOverview')).ContestOverview }) },
      tab('problems', async () => ({ Component: (await import('./ContestProblems')).ContestProblems })),
      { ...tab('problem/:problemID', loadProblemPage, problemPage), loader: problemPageLoader },
      tab('problem/:problemID/submission-detail/:submitID', loadSubmissionDetailPage),
      tab('submissions', async () => ({ Component: (await import('./ContestSubmissions')).ContestSubmissions })),
      tab('announcements', async () => ({ Component: (await import('./ContestAnnouncements')).ContestAnnouncements })),
      tab('ac-info', async () => ({ Component: (await import('./ContestAcInfo')).ContestAcInfo })),
      tab('print', async () => ({ Component: (await import('./ContestPrint')).ContestPrint })),
      tab('admin-print', async () => ({ Component: (await import('./ContestAdminPrint')).ContestAdminPrint })),
      tab('rejudge', async () => ({ Component: (await import('./ContestRejudge')).ContestRejudge })),
      // The discussions area's comment area with the contest's rules (behind openContestComment).
      contestCommentRoute,
      clarificationRoute,
      ...orPending(contestBoardRoutes.inShell, ['rank', 'scroll-board']),
    ],
  },
];
