import type { Generated } from 'kysely';

/** The message centre: reminders and system notices (module message). */
export interface MessageTables {
  msgRemind: MsgRemindTable;
  adminSysNotice: AdminSysNoticeTable;
  userSysNotice: UserSysNoticeTable;
}

export interface MsgRemindTable {
  id: Generated<number>;
  action: string;
  senderId: string;
  recipientId: string;
  sourceId: number;
  sourceType: string;
  sourceTitle: string | null;
  sourceContent: string | null;
  quoteId: number | null;
  quoteType: string | null;
  quoteContent: string | null;
  url: string | null;
  state: number;
  dedupeKey: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface AdminSysNoticeTable {
  id: Generated<number>;
  title: string;
  content: string;
  type: string;
  state: number;
  recipientId: string | null;
  recipients: string;
  adminId: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface UserSysNoticeTable {
  id: Generated<number>;
  sysNoticeId: number;
  recipientId: string;
  type: string;
  state: number;
  gmtCreate: number;
  gmtModified: number;
}
