import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';
import { loadDiscussionDetailPage } from '../discussion';
import { loadProblemPage, problemPageLoader } from '../problem';
import { loadSubmissionDetailPage } from '../submission';
import { loadTrainingDetailPage, loadTrainingProblemList, loadTrainingProblemPage, loadTrainingRankTable } from '../training';

const login: RouteHandle = { auth: 'login' };
const problemPage: RouteHandle = { auth: 'login', hideFooter: true };
const discussion: RouteHandle = { flag: 'openGroupDiscussion' };

/**
 * /group and a group's tabs (spec 3 §2). The tabs reuse the site's screens with the group's scope:
 * the problem page, the training screens, the status list and the discussion board read the
 * `groupID` route param and scope their calls by it.
 */
export const groupRoutes: RouteObject[] = [
  { path: 'group', lazy: async () => ({ Component: (await import('./GroupListPage')).GroupListPage }) },
  {
    path: 'group/:groupID',
    handle: login,
    lazy: async () => ({ Component: (await import('./GroupShell')).GroupShell }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./GroupHome')).GroupHome }) },
      { path: 'announcement', lazy: async () => ({ Component: (await import('./GroupAnnouncements')).GroupAnnouncements }) },
      { path: 'member', lazy: async () => ({ Component: (await import('./GroupMembers')).GroupMembers }) },
      { path: 'setting', lazy: async () => ({ Component: (await import('./GroupSetting')).GroupSetting }) },
      { path: 'problem', lazy: async () => ({ Component: (await import('./GroupProblems')).GroupProblems }) },
      { path: 'problem-create', lazy: async () => ({ Component: (await import('./GroupProblemEditor')).GroupProblemEditor }) },
      { path: 'problem-edit/:pid', lazy: async () => ({ Component: (await import('./GroupProblemEditor')).GroupProblemEditor }) },
      {
        path: 'problem/:problemID',
        handle: problemPage,
        loader: problemPageLoader,
        lazy: loadProblemPage,
      },
      { path: 'training', lazy: async () => ({ Component: (await import('./GroupTrainings')).GroupTrainings }) },
      {
        path: 'training/:trainingID',
        lazy: loadTrainingDetailPage,
        children: [
          { index: true, element: null },
          {
            path: 'problems',
            lazy: loadTrainingProblemList,
          },
          { path: 'rank', lazy: loadTrainingRankTable },
          {
            path: 'problem-create',
            lazy: async () => ({ Component: (await import('./GroupProblemEditor')).GroupProblemEditor }),
          },
          {
            path: 'problem-edit/:pid',
            lazy: async () => ({ Component: (await import('./GroupProblemEditor')).GroupProblemEditor }),
          },
          {
            path: 'problem/:problemID',
            handle: problemPage,
            lazy: loadTrainingProblemPage,
          },
        ],
      },
      {
        path: 'training-admin/create',
        lazy: async () => ({ Component: (await import('./GroupTrainingAdmin')).GroupTrainingForm }),
      },
      {
        path: 'training-admin/:trainingId/edit',
        lazy: async () => ({ Component: (await import('./GroupTrainingAdmin')).GroupTrainingForm }),
      },
      {
        path: 'training-admin/:trainingId/problems',
        lazy: async () => ({ Component: (await import('./GroupTrainingAdmin')).GroupTrainingProblems }),
      },
      { path: 'contest', lazy: async () => ({ Component: (await import('./GroupContests')).GroupContests }) },
      { path: 'contest-admin/create', lazy: async () => ({ Component: (await import('./GroupContestAdmin')).GroupContestForm }) },
      {
        path: 'contest-admin/:contestId/edit',
        lazy: async () => ({ Component: (await import('./GroupContestAdmin')).GroupContestForm }),
      },
      {
        path: 'contest-admin/:contestId/problems',
        lazy: async () => ({ Component: (await import('./GroupContestAdmin')).GroupContestProblems }),
      },
      {
        path: 'contest-admin/:contestId/problem/create',
        lazy: async () => ({ Component: (await import('./GroupContestAdmin')).GroupContestProblemEditor }),
      },
      {
        path: 'contest-admin/:contestId/problem/:problemId/edit',
        lazy: async () => ({ Component: (await import('./GroupContestAdmin')).GroupContestProblemEditor }),
      },
      {
        path: 'contest-admin/:contestId/teams',
        lazy: async () => ({ Component: (await import('./GroupContestAdmin')).GroupContestTeams }),
      },
      {
        path: 'contest-admin/:contestId/announcement',
        lazy: async () => ({ Component: (await import('./GroupContestAdmin')).GroupContestAnnouncements }),
      },
      { path: 'status', lazy: async () => ({ Component: (await import('./GroupStatus')).GroupStatus }) },
      {
        path: 'submission-detail/:submitID',
        lazy: loadSubmissionDetailPage,
      },
      {
        path: 'discussion',
        handle: discussion,
        lazy: async () => ({ Component: (await import('./GroupDiscussions')).GroupDiscussions }),
      },
      {
        path: 'discussion/:problemID',
        handle: discussion,
        lazy: async () => ({ Component: (await import('./GroupDiscussions')).GroupDiscussions }),
      },
      {
        path: 'discussion-detail/:discussionID',
        handle: discussion,
        lazy: loadDiscussionDetailPage,
      },
      { path: 'rank', lazy: async () => ({ Component: (await import('./GroupRank')).GroupRank }) },
    ],
  },
];

/** /admin/group-problem/apply (a child of the admin layout; the server allows super admins and problem admins). */
export const groupAdminRoutes: RouteObject[] = [
  {
    path: 'group-problem/apply',
    lazy: async () => ({ Component: (await import('./GroupProblemApplyPage')).GroupProblemApplyPage }),
  },
];
