/**
 * The parts of the site a visitor can reach from the navigation, the footer and the bell. An area
 * whose screens are still placeholders stays out of sight (its routes still answer "not available
 * yet" to a typed URL); add it here in the change that builds it, and its links come back.
 */
export type Area = 'home' | 'problem' | 'status' | 'training' | 'contest' | 'rank' | 'discussion' | 'group' | 'message' | 'about';

export const AVAILABLE_AREAS: ReadonlySet<Area> = new Set<Area>([
  'home',
  'problem',
  'status',
  'contest',
  'message',
  'training',
  'discussion',
  'rank',
  'about',
  'group',
]);

export const isAreaAvailable = (area: Area, available: ReadonlySet<Area> = AVAILABLE_AREAS) => available.has(area);
