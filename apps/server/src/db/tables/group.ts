import type { Generated } from 'kysely';

/** Groups and their members (module group). */
export interface GroupTables {
  group: GroupTable;
  groupMember: {
    id: Generated<number>;
    gid: number;
    uid: string;
    auth: number;
    reason: string | null;
    gmtCreate: number;
    gmtModified: number;
  };
}

export interface GroupTable {
  id: Generated<number>;
  avatar: string | null;
  name: string;
  shortName: string;
  /** shortName lowercased: unique, so two groups never share a problem-id prefix. */
  shortNameKey: string;
  brief: string;
  description: string;
  /** The owner's username (contract §4); `uid` is the owner's uid. */
  owner: string;
  uid: string;
  auth: number;
  visible: number;
  status: number;
  code: string | null;
  gmtCreate: number;
  gmtModified: number;
}
