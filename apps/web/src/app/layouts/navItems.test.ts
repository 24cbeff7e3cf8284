import { describe, expect, it } from 'vitest';
import type { WebsiteConfig } from '@verdict/shared';
import { AVAILABLE_AREAS, type Area } from '../areas';
import { navItems, navModeOf, selectedKey } from './navItems';

const EVERY_AREA = new Set<Area>([
  'home',
  'problem',
  'status',
  'training',
  'contest',
  'rank',
  'discussion',
  'group',
  'message',
  'about',
]);

// Inline rather than the site feature's defaults: that module touches localStorage on import.
const DEFAULT_WEBSITE_CONFIG: WebsiteConfig = {
  baseUrl: '',
  name: 'OJ',
  shortName: 'OJ',
  register: true,
  recordName: '',
  recordUrl: '',
  description: '',
  email: '',
  mailConfigured: false,
  projectName: '',
  projectUrl: '',
  openPublicDiscussion: false,
  openGroupDiscussion: false,
  openContestComment: false,
};

describe('navbar modes', () => {
  it('picks the mode from the path', () => {
    expect(navModeOf('/home').mode).toBe('default');
    expect(navModeOf('/contest').mode).toBe('default');
    expect(navModeOf('/contest/acm-scoreboard/3').mode).toBe('default');
    expect(navModeOf('/contest/3/problems')).toEqual({ mode: 'contest', id: '3' });
    expect(navModeOf('/training/7')).toEqual({ mode: 'training', id: '7' });
    expect(navModeOf('/group/2/training/7/problems')).toEqual({ mode: 'group', id: '2' });
  });

  it('shows discussion only when the site enables it, and selects the longest match', () => {
    const off = navItems('/home', { ...DEFAULT_WEBSITE_CONFIG, openPublicDiscussion: false }, EVERY_AREA);
    const on = navItems('/home', { ...DEFAULT_WEBSITE_CONFIG, openPublicDiscussion: true }, EVERY_AREA);
    expect(off.some((i) => i.path === '/discussion')).toBe(false);
    expect(on.some((i) => i.path === '/discussion')).toBe(true);
    const contest = navItems('/contest/3/problems', DEFAULT_WEBSITE_CONFIG);
    expect(selectedKey(contest, '/contest/3/problems')).toEqual(['/contest/3/problems']);
    expect(selectedKey(contest, '/contest/3')).toEqual(['/contest/3']);
  });

  it("selects a contest's or a training's Problems on its problem pages, and no item on tabs the menu lacks", () => {
    const contest = navItems('/contest/3/problem/1001', DEFAULT_WEBSITE_CONFIG);
    expect(selectedKey(contest, '/contest/3/problem/1001')).toEqual(['/contest/3/problems']);
    expect(selectedKey(contest, '/contest/3/problem/1001/submission-detail/9')).toEqual(['/contest/3/problems']);
    expect(selectedKey(contest, '/contest/3/submissions')).toEqual(['/contest/3/submissions']);
    expect(selectedKey(contest, '/contest/3/rank')).toEqual(['/contest/3/rank']);
    expect(selectedKey(contest, '/contest/3/announcements')).toEqual(['/contest/3/announcements']);
    expect(selectedKey(contest, '/contest/3/clarifications')).toEqual([]);
    const training = navItems('/training/7/problem/P1', DEFAULT_WEBSITE_CONFIG);
    expect(selectedKey(training, '/training/7/problem/P1')).toEqual(['/training/7/problems']);
    expect(selectedKey(training, '/training/7')).toEqual(['/training/7']);
  });
});

describe('available areas', () => {
  // Explicit sets, so the test does not change each time an area lands in AVAILABLE_AREAS.
  const built = new Set<Area>(['home', 'problem', 'status']);

  it('leave areas not built yet out of the main navigation, even when the site enables them', () => {
    const paths = navItems('/home', { ...DEFAULT_WEBSITE_CONFIG, openPublicDiscussion: true }, built).map((i) => i.path);
    expect(paths).toEqual(['/home', '/problem', '/status']);
  });

  it('bring an area back by adding it to the list', () => {
    const paths = navItems('/home', DEFAULT_WEBSITE_CONFIG, new Set<Area>([...built, 'contest'])).map((i) => i.path);
    expect(paths).toEqual(['/home', '/problem', '/contest', '/status']);
  });

  it('every area the site lists is one the navigation knows', () => {
    for (const area of AVAILABLE_AREAS) expect(EVERY_AREA.has(area)).toBe(true);
  });
});
