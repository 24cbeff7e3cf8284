import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

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
        lazy: async () => ({ Component: (await import('../problem/ProblemPage')).ProblemPage }),
      },
      { path: 'training', lazy: async () => ({ Component: (await import('./GroupTrainings')).GroupTrainings }) },
      {
        path: 'training/:trainingID',
        lazy: async () => ({ Component: (await import('../training/TrainingDetailPage')).TrainingDetailPage }),
        children: [
          { index: true, element: null },
          {
            path: 'problems',
            lazy: async () => ({ Component: (await import('../training/TrainingProblemList')).TrainingProblemList }),
          },
          { path: 'rank', lazy: async () => ({ Component: (await import('../training/TrainingRankTable')).TrainingRankTable }) },
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
            lazy: async () => ({ Component: (await import('../training/TrainingProblemPage')).TrainingProblemPage }),
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
        path: 'contest-admin/:contestId/announcement',
        lazy: async () => ({ Component: (await import('./GroupContestAdmin')).GroupContestAnnouncements }),
      },
      { path: 'status', lazy: async () => ({ Component: (await import('./GroupStatus')).GroupStatus }) },
      {
        path: 'submission-detail/:submitID',
        lazy: async () => ({ Component: (await import('../submission/SubmissionDetailPage')).SubmissionDetailPage }),
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
        lazy: async () => ({ Component: (await import('../discussion/DiscussionDetailPage')).DiscussionDetailPage }),
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
