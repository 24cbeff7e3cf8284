/** Which tabs a contest shows and which one a path is on (spec 2 §2), without React. */

export const TAB_LABELS = {
  overview: 'tabs.overview',
  problems: 'tabs.problems',
  submissions: 'tabs.submissions',
  rank: 'tabs.rank',
  announcements: 'tabs.announcements',
  clarifications: 'tabs.clarifications',
  comment: 'tabs.comment',
  print: 'tabs.print',
  'ac-info': 'tabs.acInfo',
  'admin-print': 'tabs.adminPrint',
  rejudge: 'tabs.rejudge',
  'scroll-board': 'tabs.scrollBoard',
} as const;
export type ContestTab = keyof typeof TAB_LABELS;

export interface TabRules {
  acm: boolean;
  openPrint: boolean;
  /** Root or the contest's author. */
  isAdmin: boolean;
  /** Super admin only: the rejudge tab. */
  isRoot: boolean;
  /** The scroll board's route exists (it comes with the boards). */
  hasScrollBoard: boolean;
  /** The site's `openContestComment` switch. */
  comments?: boolean;
}

/** Comments when the site opens them; print when open; AC info for admins of ACM contests; the print queue for admins when print is open; rejudge for root; the scroll board for ACM admins. */
export function visibleTabs(r: TabRules): ContestTab[] {
  const tabs: ContestTab[] = ['overview', 'problems', 'submissions', 'rank', 'announcements', 'clarifications'];
  if (r.comments) tabs.push('comment');
  if (r.openPrint) tabs.push('print');
  if (r.isAdmin && r.acm) tabs.push('ac-info');
  if (r.isAdmin && r.openPrint) tabs.push('admin-print');
  if (r.isRoot) tabs.push('rejudge');
  if (r.isAdmin && r.acm && r.hasScrollBoard) tabs.push('scroll-board');
  return tabs;
}

/** The tab of a path: the first segment after /contest/:id; a problem page and its submissions count as problems. */
export function tabOf(pathname: string, cid: number): string {
  const prefix = `/contest/${cid}`;
  if (!pathname.startsWith(prefix)) return 'overview';
  const first = pathname.slice(prefix.length).split('/').filter(Boolean)[0] ?? '';
  if (first === '') return 'overview';
  if (first === 'problem') return 'problems';
  return first;
}
