import { type PermissionName, ROLE_NAMES, ROLE_PERMISSIONS, Role, type RoleId } from '@verdict/shared';

/** Who is calling: the signed-in user with the one role the contract gives each user. */
export interface Actor {
  uid: string;
  username: string;
  roleId: RoleId;
  role: string;
  permissions: readonly PermissionName[];
  /** The sign-in the request's token belongs to (set by the auth layer; logout ends it). */
  sessionId?: string;
}

export function makeActor(uid: string, username: string, roleId: RoleId): Actor {
  return { uid, username, roleId, role: ROLE_NAMES[roleId], permissions: ROLE_PERMISSIONS[roleId] };
}

export const isRoot = (a: Actor | null) => a?.roleId === Role.Root;
/** admin | problem_admin | root: sees the Management entry and any submission code. */
export const isAdmin = (a: Actor | null) =>
  a != null && (a.roleId === Role.Root || a.roleId === Role.Admin || a.roleId === Role.ProblemAdmin);
export const can = (a: Actor | null, p: PermissionName) => a != null && a.permissions.includes(p);
