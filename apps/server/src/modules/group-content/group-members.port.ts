import { Role } from '@verdict/shared';
import type { GroupMembers } from '../problem/problem.service';
import type { GroupService } from '../group/group-service';

/**
 * The lower modules' GroupMembers port on GroupService: a user's level in a group (the owner
 * counts as root), 0 when the group is missing or banned.
 */
export const groupMembersPort = (groups: GroupService): GroupMembers => ({
  levelOf: async (uid, gid) => (await groups.open({ uid, roleId: Role.DefaultUser }, gid).catch(() => null))?.level ?? 0,
});
