import { ROLE_NAMES, type RoleId, type UserInfo } from '@verdict/shared';
import type { UserRow } from './account.repository';

/** UserInfoVO of the contract (§3): never carries the password hash or status. */
export function toUserInfo(row: UserRow): UserInfo {
  const role = ROLE_NAMES[row.roleId as RoleId];
  return {
    uid: row.uuid,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    titleName: row.titleName,
    titleColor: row.titleColor,
    email: row.email,
    number: row.number,
    gender: row.gender,
    school: row.school,
    course: row.course,
    signature: row.signature,
    realname: row.realname,
    github: row.github,
    blog: row.blog,
    cfUsername: row.cfUsername,
    roleList: role ? [role] : [],
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
