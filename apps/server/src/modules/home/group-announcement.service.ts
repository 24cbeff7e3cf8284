import { type AnnouncementVo, type Page, toPage, msToWireDate as wire } from '@verdict/shared';
import type { AnnouncementRow, GroupAnnouncementRepository } from './announcement.repository';

const toVo = (a: AnnouncementRow): AnnouncementVo => ({
  id: Number(a.id),
  title: a.title,
  content: a.content,
  uid: a.uid,
  username: a.username,
  status: a.status,
  gmtCreate: wire(a.gmtCreate),
  gmtModified: wire(a.gmtModified),
});

/**
 * Announcements scoped to a group: the home module owns the announcement table, the group module
 * decides who may call (its GroupAnnouncements port, implemented here).
 */
export class GroupAnnouncementService {
  constructor(private readonly repo: GroupAnnouncementRepository) {}

  async page(gid: number, q: { currentPage: number; limit: number }, onlyVisible: boolean): Promise<Page<AnnouncementVo>> {
    const { records, total } = await this.repo.page(gid, { ...q, onlyVisible });
    return toPage(records.map(toVo), total, q.currentPage, q.limit);
  }

  /** The announcement's group and author, or null when it is no group announcement. */
  async owner(id: number): Promise<{ gid: number; uid: string | null } | null> {
    const row = await this.repo.find(id);
    return row && row.gid !== null ? { gid: Number(row.gid), uid: row.uid } : null;
  }

  add = (gid: number, a: { title: string; content: string; status: number; uid: string; username: string }) =>
    this.repo.insert(gid, a);
  update = (id: number, a: { title: string; content: string; status: number }) => this.repo.update(id, a);
  remove = (id: number) => this.repo.delete(id);
  removeAll = (gid: number) => this.repo.deleteAll(gid);
}
