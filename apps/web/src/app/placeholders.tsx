import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { NotAvailable } from '../features/site';
import type { RouteHandle } from '../lib/route-handle';

type Area = 'problem' | 'submission' | 'training' | 'contest' | 'rank' | 'discussion' | 'group' | 'message' | 'about' | 'admin';

function AreaPlaceholder({ area }: { area: Area }) {
  const { t } = useTranslation();
  return <NotAvailable title={t(`areas.${area}`)} />;
}

const page = (area: Area, path: string, handle?: RouteHandle, children?: RouteObject[]): RouteObject =>
  children
    ? { path, handle, children: [{ index: true, element: <AreaPlaceholder area={area} /> }, ...children] }
    : { path, handle, element: <AreaPlaceholder area={area} /> };

const login: RouteHandle = { auth: 'login' };
const problemPage: RouteHandle = { hideFooter: true };

const trainingChildren = (area: Area) => [
  page(area, 'problems'),
  page(area, 'problem/:problemID', problemPage),
  page(area, 'rank'),
];

/**
 * Placeholder routes per area, with the real paths and guards of the specs. A feature that
 * lands replaces its entry in `routes.tsx` with its own route list (same paths, same handles).
 */
export const placeholderRoutes: Record<Area, RouteObject[]> = {
  problem: [page('problem', 'problem'), page('problem', 'problem/:problemID', problemPage)],
  submission: [page('submission', 'status'), page('submission', 'submission-detail/:submitID')],
  training: [page('training', 'training'), page('training', 'training/:trainingID', login, trainingChildren('training'))],
  contest: [
    page('contest', 'contest'),
    page('contest', 'contest/acm-scoreboard/:contestID'),
    page('contest', 'contest/oi-scoreboard/:contestID'),
    page('contest', 'contest/:contestID', login, [
      ...['submissions', 'problems', 'announcements', 'rank', 'ac-info', 'rejudge', 'print', 'admin-print', 'scroll-board'].map(
        (p) => page('contest', p),
      ),
      page('contest', 'problem/:problemID', problemPage),
      page('contest', 'problem/:problemID/submission-detail/:submitID'),
      page('contest', 'comment', { flag: 'openContestComment' }),
    ]),
    page('contest', 'scrollBoard'),
  ],
  rank: [page('rank', 'acm-rank'), page('rank', 'oi-rank')],
  discussion: [
    page('discussion', 'discussion', { auth: 'login', flag: 'openPublicDiscussion' }),
    page('discussion', 'discussion/:problemID', { flag: 'openPublicDiscussion' }),
    page('discussion', 'discussion-detail/:discussionID', { flag: 'openPublicDiscussion' }),
  ],
  group: [
    page('group', 'group'),
    page('group', 'group/:groupID', login, [
      ...['announcement', 'problem', 'training', 'contest', 'status', 'member', 'setting', 'rank'].map((p) => page('group', p)),
      page('group', 'problem/:problemID', problemPage),
      page('group', 'submission-detail/:submitID'),
      page('group', 'training/:trainingID', undefined, trainingChildren('group')),
      page('group', 'discussion', { flag: 'openGroupDiscussion' }),
      page('group', 'discussion/:problemID', { flag: 'openGroupDiscussion' }),
      page('group', 'discussion-detail/:discussionID', { flag: 'openGroupDiscussion' }),
    ]),
  ],
  message: [
    page(
      'message',
      'message',
      login,
      ['discuss', 'reply', 'like', 'sys', 'mine'].map((p) => page('message', p)),
    ),
  ],
  about: [page('about', 'introduction'), page('about', 'developer')],
  admin: [
    page('admin', '', undefined, [
      ...['user', 'announcement', 'notice', 'conf', 'switch', 'session'].map((p) => page('admin', p, { auth: 'root' })),
      ...[
        'problems',
        'problem/create',
        'problem/edit/:problemId',
        'problem/tag',
        'group-problem/apply',
        'problem/batch-operation',
        'training',
        'training/create',
        'training/:trainingId/edit',
        'training/:trainingId/problems',
        'training/category',
        'contest',
        'contest/create',
        'contest/:contestId/edit',
        'contest/:contestId/announcement',
        'contest/:contestId/problems',
        'contest/:contestId/problem/create',
        'contest/:contestId/problem/:problemId/edit',
        'discussion',
      ].map((p) => page('admin', p)),
    ]),
  ],
};

/** Focus-mode problem pages (no navbar, no footer); the problem feature replaces these. */
export const placeholderFocusRoutes: RouteObject[] = [
  'training/:trainingID/problem/:problemID/full-screen',
  'contest/:contestID/problem/:problemID/full-screen',
  'group/:groupID/problem/:problemID/full-screen',
  'group/:groupID/training/:trainingID/problem/:problemID/full-screen',
].map((path) => page('problem', path, { auth: 'login', hideFooter: true }));
