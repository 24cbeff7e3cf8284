import type { Actor } from '../../http/actor';

/**
 * The group module's membership answer (passed in by app.ts): a group's discussions, their
 * comments and likes are for its members (and super admins) only; to anyone else they do not exist.
 */
export interface DiscussionGroups {
  isMember(actor: Actor | null, gid: number): Promise<boolean>;
}
