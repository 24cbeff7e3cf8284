import {
  BarChartOutlined,
  BookOutlined,
  CommentOutlined,
  FlagOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  OrderedListOutlined,
  ReadOutlined,
  RollbackOutlined,
  SoundOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { matchPath } from 'react-router';
import type { WebsiteConfig } from '@verdict/shared';
import { AVAILABLE_AREAS, type Area } from '../areas';

export type NavMode = 'default' | 'training' | 'contest' | 'group';

export interface NavItem {
  /** Path the item opens; also its menu key. */
  path: string;
  /** Key under `common:nav`. */
  label: NavLabel;
  icon?: ReactNode;
  children?: NavItem[];
  /** The site area the item belongs to; items of areas not built yet are left out (app/areas.ts). */
  area?: Area;
  /** Other path prefixes that select the item (a contest's problem page selects its Problems). */
  also?: string[];
  /** Selected on its own path only (a contest's overview, not its clarifications or print pages). */
  exact?: boolean;
}

export type NavLabel =
  | 'home'
  | 'problem'
  | 'training'
  | 'contest'
  | 'status'
  | 'rank'
  | 'acmRank'
  | 'oiRank'
  | 'discussion'
  | 'group'
  | 'about'
  | 'introduction'
  | 'developer'
  | 'backToList'
  | 'overview'
  | 'problems'
  | 'submissions'
  | 'announcements'
  | 'comment'
  | 'trainingRank'
  | 'groupHome'
  | 'members'
  | 'trainings'
  | 'contests';

/** Contest, training and group pages get their own menu (spec §2.3, four modes). */
export function navModeOf(pathname: string): { mode: NavMode; id?: string } {
  const contest = matchPath('/contest/:contestID/*', pathname);
  if (contest && !['acm-scoreboard', 'oi-scoreboard'].includes(contest.params.contestID ?? '')) {
    return { mode: 'contest', id: contest.params.contestID };
  }
  const group = matchPath('/group/:groupID/*', pathname);
  if (group) return { mode: 'group', id: group.params.groupID };
  const training = matchPath('/training/:trainingID/*', pathname);
  if (training) return { mode: 'training', id: training.params.trainingID };
  return { mode: 'default' };
}

export function navItems(pathname: string, config: WebsiteConfig, available: ReadonlySet<Area> = AVAILABLE_AREAS): NavItem[] {
  const { mode, id } = navModeOf(pathname);
  if (mode === 'contest') {
    const base = `/contest/${id}`;
    return [
      { path: '/contest', label: 'backToList', icon: <RollbackOutlined />, exact: true },
      { path: base, label: 'overview', icon: <HomeOutlined />, exact: true },
      { path: `${base}/problems`, label: 'problems', icon: <UnorderedListOutlined />, also: [`${base}/problem`] },
      { path: `${base}/submissions`, label: 'submissions', icon: <OrderedListOutlined /> },
      { path: `${base}/rank`, label: 'rank', icon: <BarChartOutlined /> },
      { path: `${base}/announcements`, label: 'announcements', icon: <SoundOutlined /> },
      ...(config.openContestComment ? [{ path: `${base}/comment`, label: 'comment' as const, icon: <CommentOutlined /> }] : []),
    ];
  }
  if (mode === 'training') {
    const base = `/training/${id}`;
    return [
      { path: '/training', label: 'backToList', icon: <RollbackOutlined />, exact: true },
      { path: base, label: 'overview', icon: <HomeOutlined />, exact: true },
      { path: `${base}/problems`, label: 'problems', icon: <UnorderedListOutlined />, also: [`${base}/problem`] },
      { path: `${base}/rank`, label: 'trainingRank', icon: <BarChartOutlined /> },
    ];
  }
  if (mode === 'group') {
    const base = `/group/${id}`;
    return [
      { path: '/group', label: 'backToList', icon: <RollbackOutlined />, exact: true },
      { path: base, label: 'groupHome', icon: <HomeOutlined /> },
      { path: `${base}/problem`, label: 'problems', icon: <UnorderedListOutlined /> },
      { path: `${base}/training`, label: 'trainings', icon: <ReadOutlined /> },
      { path: `${base}/contest`, label: 'contests', icon: <TrophyOutlined /> },
      { path: `${base}/status`, label: 'status', icon: <OrderedListOutlined /> },
      ...(config.openGroupDiscussion
        ? [{ path: `${base}/discussion`, label: 'discussion' as const, icon: <CommentOutlined /> }]
        : []),
      { path: `${base}/member`, label: 'members', icon: <TeamOutlined /> },
      { path: `${base}/rank`, label: 'rank', icon: <BarChartOutlined /> },
    ];
  }
  const all: NavItem[] = [
    { path: '/home', label: 'home', icon: <HomeOutlined />, area: 'home' },
    { path: '/problem', label: 'problem', icon: <UnorderedListOutlined />, area: 'problem' },
    { path: '/training', label: 'training', icon: <ReadOutlined />, area: 'training' },
    { path: '/contest', label: 'contest', icon: <TrophyOutlined />, area: 'contest' },
    { path: '/status', label: 'status', icon: <OrderedListOutlined />, area: 'status' },
    {
      path: '/rank',
      label: 'rank',
      icon: <BarChartOutlined />,
      area: 'rank',
      children: [
        { path: '/acm-rank', label: 'acmRank' },
        { path: '/oi-rank', label: 'oiRank' },
      ],
    },
    ...(config.openPublicDiscussion
      ? [{ path: '/discussion', label: 'discussion' as const, icon: <CommentOutlined />, area: 'discussion' as const }]
      : []),
    { path: '/group', label: 'group', icon: <TeamOutlined />, area: 'group' },
    {
      path: '/about',
      label: 'about',
      icon: <InfoCircleOutlined />,
      area: 'about',
      children: [
        { path: '/introduction', label: 'introduction', icon: <BookOutlined /> },
        { path: '/developer', label: 'developer', icon: <FlagOutlined /> },
      ],
    },
  ];
  return all.filter((item) => !item.area || available.has(item.area));
}

/** The item with the longest prefix of the current path (its own or one of `also`) is the selected one. */
export function selectedKey(items: NavItem[], pathname: string): string[] {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const hits = items
    .flatMap((i) => [i, ...(i.children ?? [])])
    .flatMap((i) =>
      i.exact
        ? pathname === i.path
          ? [{ i, prefix: i.path }]
          : []
        : [i.path, ...(i.also ?? [])].filter(under).map((prefix) => ({ i, prefix })),
    );
  const best = hits.sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return best ? [best.i.path] : [];
}
