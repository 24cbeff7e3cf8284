import type { Generated } from 'kysely';

/** Users, their roles, ratings and sessions (module account). */
export interface AccountTables {
  userInfo: UserInfoTable;
  userRole: { id: Generated<number>; uid: string; roleId: number; gmtCreate: number };
  userRecord: { uid: string; rating: number | null };
  session: {
    id: Generated<number>;
    uid: string;
    userAgent: string | null;
    ip: string | null;
    gmtCreate: number;
    sid: string | null;
  };
}

export interface UserInfoTable {
  uuid: string;
  username: string;
  /** Case-insensitive and look-alike forms of the username, each unique (modules/account/username.ts). */
  usernameFold: string | null;
  usernameKey: string | null;
  password: string;
  nickname: string | null;
  school: string | null;
  course: string | null;
  number: string | null;
  gender: string;
  realname: string | null;
  cfUsername: string | null;
  github: string | null;
  blog: string | null;
  email: string | null;
  avatar: string | null;
  signature: string | null;
  titleName: string | null;
  titleColor: string | null;
  status: number;
  gmtCreate: number;
  gmtModified: number;
}
