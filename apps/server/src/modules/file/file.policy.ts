import { type Actor, isAdmin } from '../../http/actor';

/** The group module's answer to "is this user an admin (level 4 or more) of this group". */
export interface GroupAdmins {
  isGroupAdmin(uid: string, gid: number): Promise<boolean>;
}

/** Groups are not built yet: nobody is a group admin. wiring/ passes the group module's answer once it exists. */
export const NO_GROUP_ADMINS: GroupAdmins = { isGroupAdmin: async () => false };

/**
 * Who may upload markdown images and attachments (spec 3 §6): the admin roles anywhere, and a
 * group's admins for that group only. The gid is the one the upload names.
 */
export async function canUploadMarkdown(actor: Actor, gid: number | null, groups: GroupAdmins): Promise<boolean> {
  if (isAdmin(actor)) return true;
  return gid !== null && groups.isGroupAdmin(actor.uid, gid);
}
