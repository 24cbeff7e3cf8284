import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

const listPage = async () => ({ Component: (await import('./DiscussionListPage')).DiscussionListPage });

/** The public board (spec 2 §2): the list needs a login, all three need openPublicDiscussion. */
export const discussionRoutes: RouteObject[] = [
  { path: 'discussion', handle: { auth: 'login', flag: 'openPublicDiscussion' } satisfies RouteHandle, lazy: listPage },
  { path: 'discussion/:problemID', handle: { flag: 'openPublicDiscussion' } satisfies RouteHandle, lazy: listPage },
  {
    path: 'discussion-detail/:discussionID',
    handle: { flag: 'openPublicDiscussion' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DiscussionDetailPage')).DiscussionDetailPage }),
  },
];

/** `/admin/discussion`, a child of the admin layout (which requires an admin role). */
export const discussionAdminRoutes: RouteObject[] = [
  { path: 'discussion', lazy: async () => ({ Component: (await import('./admin/DiscussionAdminPage')).DiscussionAdminPage }) },
  {
    path: 'discussion/category',
    handle: { auth: 'root' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./admin/CategoryAdminPage')).CategoryAdminPage }),
  },
];

/** The contest shell's `comment` child (spec 2 §2): the contest client puts it in place of its pending route. */
export const contestCommentRoute: RouteObject = {
  path: 'comment',
  handle: { flag: 'openContestComment' } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./comments/ContestCommentPage')).ContestCommentPage }),
};
