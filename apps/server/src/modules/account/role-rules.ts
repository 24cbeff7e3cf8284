import { Role, type RoleId } from '@verdict/shared';
import type { Actor } from '../../http/actor';

/**
 * What the restricted roles of spec 3 §3 may not do, for the modules that enforce it
 * (submissions use the `submit` permission; discussions and comments call these).
 * 1003/1006/1007 cannot submit; 1004/1006 cannot post discussions; 1005/1007 are muted
 * (no discussion, comment or reply).
 */
const NO_SUBMIT: readonly RoleId[] = [Role.NoSubmitUser, Role.NoSubmitNoDiscussUser, Role.NoSubmitMuteUser];
const NO_DISCUSSION: readonly RoleId[] = [Role.NoDiscussUser, Role.NoSubmitNoDiscussUser, Role.MuteUser, Role.NoSubmitMuteUser];
const MUTED: readonly RoleId[] = [Role.MuteUser, Role.NoSubmitMuteUser];

export const canSubmit = (a: Actor | null) => a !== null && !NO_SUBMIT.includes(a.roleId);
/** Start a discussion. */
export const canDiscuss = (a: Actor | null) => a !== null && !NO_DISCUSSION.includes(a.roleId);
/** Comment or reply. */
export const canComment = (a: Actor | null) => a !== null && !MUTED.includes(a.roleId);
