/**
 * The back-office side navigation (spec 3 §2 admin routes). Pure data and matching, so the
 * layout stays small and the rules are unit-tested. Labels are keys of the `admin` namespace.
 */
export type AdminNavKey =
  | 'dashboard'
  | 'general'
  | 'user'
  | 'announcement'
  | 'notice'
  | 'conf'
  | 'switch'
  | 'session'
  | 'problem'
  | 'problems'
  | 'problemCreate'
  | 'problemTag'
  | 'groupProblemApply'
  | 'problemBatch'
  | 'training'
  | 'trainings'
  | 'trainingCreate'
  | 'trainingCategory'
  | 'contest'
  | 'contests'
  | 'contestCreate'
  | 'discussion'
  | 'discussions'
  | 'discussionCategory';

export interface AdminNavItem {
  key: AdminNavKey;
  /** Leaves have a path; groups have children. */
  path?: string;
  /** Super admin (root) only: the route carries `auth: 'root'` too. */
  rootOnly?: boolean;
  children?: AdminNavItem[];
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { key: 'dashboard', path: '/admin' },
  {
    key: 'general',
    rootOnly: true,
    children: [
      { key: 'user', path: '/admin/user' },
      { key: 'announcement', path: '/admin/announcement' },
      { key: 'notice', path: '/admin/notice' },
      { key: 'conf', path: '/admin/conf' },
      { key: 'switch', path: '/admin/switch' },
      { key: 'session', path: '/admin/session' },
    ],
  },
  {
    key: 'problem',
    children: [
      { key: 'problems', path: '/admin/problems' },
      { key: 'problemCreate', path: '/admin/problem/create' },
      { key: 'problemTag', path: '/admin/problem/tag' },
      { key: 'groupProblemApply', path: '/admin/group-problem/apply' },
      { key: 'problemBatch', path: '/admin/problem/batch-operation' },
    ],
  },
  {
    key: 'training',
    children: [
      { key: 'trainings', path: '/admin/training' },
      { key: 'trainingCreate', path: '/admin/training/create' },
      { key: 'trainingCategory', path: '/admin/training/category' },
    ],
  },
  {
    key: 'contest',
    children: [
      { key: 'contests', path: '/admin/contest' },
      { key: 'contestCreate', path: '/admin/contest/create' },
    ],
  },
  {
    key: 'discussion',
    children: [
      { key: 'discussions', path: '/admin/discussion' },
      // A page of its own (issue 28.2): not only the gear on the public list. Saving needs root.
      { key: 'discussionCategory', path: '/admin/discussion/category', rootOnly: true },
    ],
  },
];

export function visibleAdminNav(isRoot: boolean, items: readonly AdminNavItem[] = ADMIN_NAV): AdminNavItem[] {
  return items
    .filter((i) => isRoot || !i.rootOnly)
    .map((i) => (i.children ? { ...i, children: visibleAdminNav(isRoot, i.children) } : i));
}

const leaves = (items: readonly AdminNavItem[]): AdminNavItem[] => items.flatMap((i) => (i.children ? leaves(i.children) : [i]));

/** Screens without their own entry (edit pages, a training's problems) light up their list. */
const AREA_LIST: Record<string, string> = { problem: '/admin/problems', training: '/admin/training', contest: '/admin/contest' };

/** The menu entry to highlight for a path, and the group to keep open. */
export function matchAdminNav(
  pathname: string,
  items: readonly AdminNavItem[] = ADMIN_NAV,
): { selected?: string; openGroup?: AdminNavKey } {
  const path = pathname.replace(/\/+$/, '') || '/';
  const all = leaves(items);
  const exact = all.find((i) => i.path === path)?.path;
  const selected = exact ?? AREA_LIST[path.split('/')[2] ?? ''];
  const group = items.find((g) => g.children?.some((c) => c.path === selected));
  return { selected, openGroup: group?.key };
}
