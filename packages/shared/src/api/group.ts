import { z } from 'zod';
import { emptyToUndefined, idLike, intLike, boolLike } from './common';
import { endpoint } from './endpoint';
import { HomeLimits, announcementVo } from './home';
import { AVATAR_TYPES, Limits } from '../constants/limits';

/** Groups: the core calls of contract §2.10 (list, detail, members, applications, announcements, avatar), spec 3 §2–§9. */

/** Group auth (contract §1.6, §5.5): 1 public (join at once), 2 protected (apply with a reason), 3 private (code + reason). */
export const GroupAuth = { Public: 1, Protected: 2, Private: 3 } as const;
export type GroupAuth = (typeof GroupAuth)[keyof typeof GroupAuth];

/** group.status: 0 normal, 1 banned by the site. */
export const GroupStatus = { Normal: 0, Banned: 1 } as const;

/** group_member.auth (spec 3 §3): 1 applying, 2 refused, 3 member, 4 group admin, 5 group root (the owner is a level-5 member too). */
export const GroupLevel = { Applying: 1, Refused: 2, Member: 3, Admin: 4, Root: 5 } as const;
export type GroupLevel = (typeof GroupLevel)[keyof typeof GroupLevel];

/**
 * How a caller stands to one group (spec 3 §6), from the least to the most: the relations the
 * server's checks and the client's tabs are written against. Site standing (site admin, super
 * admin) is a separate flag (`GroupSiteRole`): a super admin who is also a member keeps both.
 */
export const GROUP_RELATIONS = ['visitor', 'nonMember', 'applying', 'refused', 'member', 'admin', 'root', 'owner'] as const;
export type GroupRelation = (typeof GROUP_RELATIONS)[number];
/** 'siteAdmin': roles admin (1001) and problem_admin (1008); 'superAdmin': root (1000). */
export const GROUP_SITE_ROLES = ['user', 'siteAdmin', 'superAdmin'] as const;
export type GroupSiteRole = (typeof GROUP_SITE_ROLES)[number];

/** The relations of the permission matrix (issue 15's nine, applying and refused apart): the eight above, and the two site roles as non-members. */
export const GROUP_MATRIX_RELATIONS = [
  'visitor',
  'nonMember',
  'applying',
  'refused',
  'member',
  'admin',
  'root',
  'owner',
  'siteAdmin',
  'superAdmin',
] as const;
export type GroupMatrixRelation = (typeof GROUP_MATRIX_RELATIONS)[number];

const RELATION_OF_LEVEL: Record<number, GroupRelation> = { 1: 'applying', 2: 'refused', 3: 'member', 4: 'admin', 5: 'root' };

/**
 * The relation of a signed-in user (uid null: a visitor) to a group, from the group's owner uid and
 * the user's level (get-group-auth): the one place the server and the client derive it.
 */
export function groupRelationOf(uid: string | null, ownerUid: string, level: number): GroupRelation {
  if (uid === null) return 'visitor';
  if (uid === ownerUid) return 'owner';
  return RELATION_OF_LEVEL[level] ?? 'nonMember';
}

const RELATION_RANK: Record<GroupRelation, number> = {
  visitor: 0,
  nonMember: 1,
  applying: 1,
  refused: 1,
  member: 3,
  admin: 4,
  root: 5,
  owner: 6,
};
/** Whether `r` is at least `least` among member, admin, root, owner (applying and refused are not members). */
export const relationAtLeast = (r: GroupRelation, least: 'member' | 'admin' | 'root' | 'owner') =>
  RELATION_RANK[r] >= RELATION_RANK[least];

/** Limits of spec 3 §5 and §9. */
export const GroupLimits = {
  nameMin: 5,
  nameMax: 25,
  shortNameMin: 5,
  shortNameMax: 10,
  briefMin: 5,
  briefMax: 50,
  descriptionMin: 5,
  descriptionMax: 1000,
  codeLength: 6,
  reasonMin: 5,
  reasonMax: 100,
  avatarMaxBytes: Limits.avatarMaxBytes,
  avatarTypes: AVATAR_TYPES,
  listPageSizes: [9, 15, 30, 60, 120] as const,
  listPageSize: 15,
  listPageSizeMax: 120,
  pageSize: 10,
  homeAnnouncementPageSize: HomeLimits.announcementPageSize,
} as const;

const len = (min: number, max: number) =>
  z.string().trim().min(min, `must be ${min} to ${max} characters`).max(max, `must be ${min} to ${max} characters`);

/** Pagination with its own default and maximum (the group list goes to 120 a page). */
const groupPage = (defaultLimit: number, max: number) =>
  z.object({
    currentPage: z
      .unknown()
      .optional()
      .transform((v) => clampInt(v, 1, 1_000_000, 1)),
    limit: z
      .unknown()
      .optional()
      .transform((v) => clampInt(v, 1, max, defaultLimit)),
  });
function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || !Number.isInteger(n) || n < min) return fallback;
  return Math.min(max, n);
}

const gidQuery = z.object({ gid: idLike() });
const keyword = () => z.preprocess(emptyToUndefined, z.string().trim().max(64).optional());

/** GroupVO (contract §3): a card of the group list. `uid` and `status` are ours. */
export const groupVo = z.object({
  id: z.number(),
  avatar: z.string().nullable(),
  owner: z.string(),
  uid: z.string(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  auth: z.number(),
  visible: z.boolean(),
  status: z.number(),
  memberCount: z.number(),
  gmtCreate: z.string().nullable(),
});
export type GroupVo = z.infer<typeof groupVo>;

/** Group (contract §4) as get-group-detail answers it: `code` is null unless the caller is the owner, a group root or a super admin. */
export const groupDetail = groupVo.extend({ code: z.string().nullable(), gmtModified: z.string().nullable() });
export type GroupDetail = z.infer<typeof groupDetail>;

/** GroupMemberVO (contract §3); `gmtModify` is spelt as HOJ spells it. */
export const groupMemberVo = z.object({
  id: z.number(),
  gid: z.number(),
  uid: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  auth: z.number(),
  reason: z.string().nullable(),
  gmtCreate: z.string().nullable(),
  gmtModify: z.string().nullable(),
});
export type GroupMemberVo = z.infer<typeof groupMemberVo>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ records: z.array(item), total: z.number(), size: z.number(), current: z.number(), pages: z.number() });

export const groupListQuery = groupPage(GroupLimits.listPageSize, GroupLimits.listPageSizeMax).extend({
  keyword: keyword(),
  /** 0 or absent: every auth. */
  auth: z.preprocess(emptyToUndefined, intLike().pipe(z.number().min(0, 'must be 0 to 3').max(3, 'must be 0 to 3')).optional()),
  onlyMine: z.preprocess(emptyToUndefined, boolLike().optional()),
});
export type GroupListQuery = z.output<typeof groupListQuery>;

/** The group form (spec 3 §5); `code` is needed for protected and private groups only. */
export const groupBody = z
  .object({
    id: z.preprocess(emptyToUndefined, idLike().optional()),
    avatar: z.preprocess(emptyToUndefined, z.string().max(255).optional()),
    name: len(GroupLimits.nameMin, GroupLimits.nameMax),
    // The short name prefixes the group's problem ids: the characters a problem id may hold.
    shortName: len(GroupLimits.shortNameMin, GroupLimits.shortNameMax).regex(
      /^[A-Za-z0-9_-]+$/,
      'may contain letters, digits, - and _ only',
    ),
    brief: len(GroupLimits.briefMin, GroupLimits.briefMax),
    description: len(GroupLimits.descriptionMin, GroupLimits.descriptionMax),
    auth: intLike().pipe(z.number().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3')),
    code: z.preprocess(
      emptyToUndefined,
      z.string().trim().length(GroupLimits.codeLength, 'must be exactly 6 characters').optional(),
    ),
    visible: z.preprocess(emptyToUndefined, boolLike().default(true)),
  })
  .superRefine((g, ctx) => {
    if (g.auth !== GroupAuth.Public && g.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'is required for a protected or private group' });
  });
export type GroupBody = z.output<typeof groupBody>;

export const memberListQuery = groupPage(GroupLimits.pageSize, Limits.maxPageSize).extend({
  gid: idLike(),
  keyword: keyword(),
  auth: z.preprocess(emptyToUndefined, intLike().pipe(z.number().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5')).optional()),
});
export type MemberListQuery = z.output<typeof memberListQuery>;

/** Join or apply (contract: query params on a POST): reason 5–100 unless public, code for private. */
export const joinQuery = z.object({
  gid: idLike(),
  code: z.preprocess(emptyToUndefined, z.string().trim().max(GroupLimits.codeLength, 'must be exactly 6 characters').optional()),
  reason: z.preprocess(emptyToUndefined, z.string().trim().max(GroupLimits.reasonMax, 'must be 5 to 100 characters').optional()),
});
export type JoinQuery = z.output<typeof joinQuery>;

export const memberBody = z.object({
  gid: idLike(),
  uid: z.string().trim().min(1, 'is required').max(64),
  auth: intLike().pipe(z.number().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5')),
});
export type MemberBody = z.output<typeof memberBody>;

export const groupAnnouncementBody = z.object({
  id: z.preprocess(emptyToUndefined, idLike().optional()),
  gid: idLike(),
  title: z.string().trim().min(1, 'is required').max(HomeLimits.announcementTitleMax, 'must be at most 255 characters'),
  content: z
    .string()
    .max(HomeLimits.announcementContentMax, 'must be at most 65535 characters')
    .refine((c) => c.trim().length > 0, 'is required'),
  status: z.preprocess(emptyToUndefined, intLike().pipe(z.number().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')).default(0)),
});
export type GroupAnnouncementBody = z.output<typeof groupAnnouncementBody>;

export const announcementPageQuery = groupPage(GroupLimits.pageSize, Limits.maxPageSize).extend({ gid: idLike() });

// ── calls ────────────────────────────────────────────────────────────────────
export const getGroupList = endpoint({
  method: 'GET',
  path: '/api/get-group-list',
  auth: 'anon',
  query: groupListQuery,
  data: pageOf(groupVo),
  summary:
    "Hidden groups are listed only to their members and super admins; onlyMine lists the caller's groups (level 3 or more).",
});
export const getGroupDetail = endpoint({
  method: 'GET',
  path: '/api/get-group-detail',
  auth: 'login',
  query: gidQuery,
  data: groupDetail,
});
export const getGroupAccess = endpoint({
  method: 'GET',
  path: '/api/get-group-access',
  auth: 'login',
  query: gidQuery,
  data: z.object({ access: z.boolean() }),
});
export const getGroupAuth = endpoint({
  method: 'GET',
  path: '/api/get-group-auth',
  auth: 'login',
  query: gidQuery,
  data: z.number(),
  summary: "The caller's group_member.auth, 0 when none.",
});
export const addGroup = endpoint({ method: 'POST', path: '/api/group', auth: 'login', permission: 'group_add', body: groupBody });
export const updateGroup = endpoint({
  method: 'PUT',
  path: '/api/group',
  auth: 'login',
  body: groupBody.and(z.object({ id: idLike() })),
});
export const deleteGroup = endpoint({
  method: 'DELETE',
  path: '/api/group',
  auth: 'login',
  permission: 'group_del',
  query: gidQuery,
});

export const getGroupMemberList = endpoint({
  method: 'GET',
  path: '/api/group/get-member-list',
  auth: 'login',
  query: memberListQuery,
  data: pageOf(groupMemberVo),
});
export const getGroupApplyList = endpoint({
  method: 'GET',
  path: '/api/group/get-apply-list',
  auth: 'login',
  query: memberListQuery,
  data: pageOf(groupMemberVo),
});
export const addGroupMember = endpoint({ method: 'POST', path: '/api/group/member', auth: 'login', query: joinQuery });
export const updateGroupMember = endpoint({ method: 'PUT', path: '/api/group/member', auth: 'login', body: memberBody });
export const deleteGroupMember = endpoint({
  method: 'DELETE',
  path: '/api/group/member',
  auth: 'login',
  query: z.object({ uid: z.string().trim().min(1, 'is required').max(64), gid: idLike() }),
});
export const exitGroup = endpoint({ method: 'DELETE', path: '/api/group/member/exit', auth: 'login', query: gidQuery });

export const getGroupAnnouncementList = endpoint({
  method: 'GET',
  path: '/api/group/get-announcement-list',
  auth: 'login',
  query: announcementPageQuery,
  data: pageOf(announcementVo),
});
export const getGroupAdminAnnouncementList = endpoint({
  method: 'GET',
  path: '/api/group/get-admin-announcement-list',
  auth: 'login',
  query: announcementPageQuery,
  data: pageOf(announcementVo),
});
export const addGroupAnnouncement = endpoint({
  method: 'POST',
  path: '/api/group/announcement',
  auth: 'login',
  body: groupAnnouncementBody,
});
export const updateGroupAnnouncement = endpoint({
  method: 'PUT',
  path: '/api/group/announcement',
  auth: 'login',
  body: groupAnnouncementBody.extend({ id: idLike() }),
});
export const deleteGroupAnnouncement = endpoint({
  method: 'DELETE',
  path: '/api/group/announcement',
  auth: 'login',
  query: z.object({ aid: idLike() }),
});

export const uploadGroupAvatar = endpoint({
  method: 'POST',
  path: '/api/file/upload-group-avatar',
  auth: 'login',
  multipart: true,
  query: z.object({ gid: z.preprocess(emptyToUndefined, idLike().optional()) }),
  summary: 'multipart `image` (gif, jpg, jpeg, png, bmp, webp; at most 2 MB) and `gid` (query or form field); answers the group.',
  data: groupDetail,
});
