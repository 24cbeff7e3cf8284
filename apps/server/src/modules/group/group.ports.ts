import type { SelectQueryBuilder } from 'kysely';
import type { AnnouncementVo, Page } from '@verdict/shared';

/** The account module's user lookups (UserDirectory). */
export interface GroupUserCards {
  byUids(uids: readonly string[]): Promise<Map<string, { uid: string; username: string; avatar: string | null }>>;
  /** The uids whose username contains the keyword, as a subquery (filtered with the group's rows in one statement). */
  named(keyword: string): NamedUids;
}

/** A subquery of uids from the account module (UserDirectory.named). */
export type NamedUids = SelectQueryBuilder<any, any, { uid: string }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The submission module's per-user figures (SubmissionRecords): solved problems count toward the creation limit. */
export interface GroupSolvedCounts {
  userFigures(uid: string): Promise<{ solvedPids: number[] }>;
}

/** The site module's switches (SwitchService): the creation limits. */
export interface GroupSwitches {
  get(): Promise<{
    defaultCreateGroupACInitValue: number;
    defaultCreateGroupDailyLimit: number;
    defaultCreateGroupLimit: number;
  }>;
}

/** The home module's announcement service with a group scope (GroupAnnouncementService). */
export interface GroupAnnouncements {
  page(gid: number, q: { currentPage: number; limit: number }, onlyVisible: boolean): Promise<Page<AnnouncementVo>>;
  owner(id: number): Promise<{ gid: number; uid: string | null } | null>;
  add(gid: number, a: { title: string; content: string; status: number; uid: string; username: string }): Promise<number>;
  update(id: number, a: { title: string; content: string; status: number }): Promise<void>;
  remove(id: number): Promise<void>;
  removeAll(gid: number): Promise<void>;
}

/** The file module's group avatar store (FileService). */
export interface GroupAvatarStore {
  saveGroupAvatar(uid: string, gid: number, png: Buffer, previousUrl: string | null): Promise<string>;
}

/**
 * What else goes when a group is disbanded: the group-content modules register here (wiring/groups.ts), so
 * the group module never reaches into their tables. Each runs before the group row is removed.
 */
export type GroupDisbandHook = (gid: number) => Promise<void>;

/** The message module's personal notices (MessageService.notifyUser): applicants and members hear what admins did. */
export interface GroupNotices {
  notifyUser(uid: string, title: string, content: string): Promise<void>;
}
