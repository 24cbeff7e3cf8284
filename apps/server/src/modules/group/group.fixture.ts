import { GroupAuth } from '@verdict/shared';

/** The group form of spec 3 §5 with a fresh short name, for the group tests (not loaded by the server). */
export const groupForm = (over: Record<string, unknown> = {}) => ({
  name: 'Class 2026 A',
  shortName: `c${Math.random().toString(36).slice(2, 8)}`,
  brief: 'Our algorithms class',
  description: 'Weekly problems and contests.',
  auth: GroupAuth.Public,
  visible: true,
  ...over,
});
