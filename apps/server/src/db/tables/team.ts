import type { Generated } from 'kysely';

/** A contest's teams, their members, organisations and groups (module team). */
export interface TeamTables {
  team: TeamTable;
  teamMember: TeamMemberTable;
  teamOrganization: TeamOrganizationTable;
  teamGroup: TeamGroupTable;
}

export interface TeamTable {
  id: Generated<number>;
  cid: number;
  name: string;
  organizationId: number | null;
  groupId: number | null;
  /** Seat or room, for balloons. */
  location: string | null;
  /** Unranked (0/1). */
  star: number;
  /** Who registered it; null when the contest's admins made it. */
  uid: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface TeamMemberTable {
  id: Generated<number>;
  cid: number;
  teamId: number;
  uid: string;
  gmtCreate: number;
  gmtModified: number;
}

export interface TeamOrganizationTable {
  id: Generated<number>;
  cid: number;
  name: string;
  formalName: string | null;
  /** ISO 3166-1 alpha-3. */
  country: string | null;
  /** Public URL of the uploaded logo. */
  logo: string | null;
  gmtCreate: number;
  gmtModified: number;
}

export interface TeamGroupTable {
  id: Generated<number>;
  cid: number;
  name: string;
  /** 0/1: hidden groups are not shown to the public. */
  hidden: number;
  gmtCreate: number;
  gmtModified: number;
}
