/** Role ids and names exactly as the HOJ contract spells them (1003 keeps its typo). */
export const Role = {
  Root: 1000,
  Admin: 1001,
  DefaultUser: 1002,
  NoSubmitUser: 1003,
  NoDiscussUser: 1004,
  MuteUser: 1005,
  NoSubmitNoDiscussUser: 1006,
  NoSubmitMuteUser: 1007,
  ProblemAdmin: 1008,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

export const ROLE_NAMES: Record<RoleId, string> = {
  1000: 'root',
  1001: 'admin',
  1002: 'default_user',
  1003: 'no_subimit_user',
  1004: 'no_discuss_user',
  1005: 'mute_user',
  1006: 'no_submit_no_discuss_user',
  1007: 'no_submit_mute_user',
  1008: 'problem_admin',
};

export const ROLE_IDS = Object.values(Role) as RoleId[];

export const Permission = {
  ProblemAdmin: 'problem_admin',
  Submit: 'submit',
  ContestAdmin: 'contest_admin',
  Rejudge: 'rejudge',
  AnnouncementAdmin: 'announcement_admin',
  UserAdmin: 'user_admin',
  SystemInfoAdmin: 'system_info_admin',
  DiscussionAdd: 'discussion_add',
  DiscussionDel: 'discussion_del',
  DiscussionEdit: 'discussion_edit',
  CommentAdd: 'comment_add',
  ReplyAdd: 'reply_add',
  GroupAdd: 'group_add',
  GroupDel: 'group_del',
} as const;
export type PermissionName = (typeof Permission)[keyof typeof Permission];

const P = Permission;
const ADMIN_PERMS: PermissionName[] = [
  P.ProblemAdmin,
  P.Submit,
  P.ContestAdmin,
  P.DiscussionAdd,
  P.DiscussionDel,
  P.DiscussionEdit,
  P.CommentAdd,
  P.ReplyAdd,
  P.GroupAdd,
  P.GroupDel,
];

/** The permission table of the contract (§1.3). */
export const ROLE_PERMISSIONS: Record<RoleId, readonly PermissionName[]> = {
  1000: Object.values(Permission),
  1001: ADMIN_PERMS,
  1008: ADMIN_PERMS,
  1002: [P.Submit, P.DiscussionAdd, P.DiscussionDel, P.DiscussionEdit, P.CommentAdd, P.ReplyAdd, P.GroupAdd, P.GroupDel],
  1003: [P.DiscussionAdd, P.DiscussionDel, P.DiscussionEdit, P.CommentAdd, P.ReplyAdd],
  1004: [P.Submit, P.DiscussionDel, P.DiscussionEdit, P.CommentAdd, P.ReplyAdd],
  1005: [P.Submit, P.DiscussionDel, P.DiscussionEdit],
  1006: [P.DiscussionDel, P.DiscussionEdit, P.CommentAdd, P.ReplyAdd],
  1007: [P.DiscussionDel, P.DiscussionEdit],
};

export const ADMIN_ROLE_NAMES = ['root', 'admin', 'problem_admin'] as const;

export function hasPermission(roleId: RoleId, permission: PermissionName): boolean {
  return ROLE_PERMISSIONS[roleId].includes(permission);
}
export const isAdminRoleName = (role: string) => (ADMIN_ROLE_NAMES as readonly string[]).includes(role);
export const isAdminRole = (roleId: RoleId) => roleId === Role.Root || roleId === Role.Admin || roleId === Role.ProblemAdmin;
