import type { AnnouncementVo, GroupAnnouncementBody, Page } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { canManageGroupItem } from '../../access/group-policy';
import type { GroupService } from './group-service';
import type { GroupAnnouncements } from './group.ports';

/**
 * A group's announcements: members read the visible ones, admins manage them. A group root (the
 * owner, super admins) edits any; a group admin only those they posted (spec 3 §6).
 */
export class GroupAnnouncementService {
  constructor(private readonly deps: { groups: GroupService; store: GroupAnnouncements }) {}

  async list(actor: Actor, q: { gid: number; currentPage: number; limit: number }): Promise<Page<AnnouncementVo>> {
    await this.deps.groups.requireMember(actor, q.gid);
    return this.deps.store.page(q.gid, q, true);
  }

  async adminList(actor: Actor, q: { gid: number; currentPage: number; limit: number }): Promise<Page<AnnouncementVo>> {
    await this.deps.groups.requireGroupAdmin(actor, q.gid);
    return this.deps.store.page(q.gid, q, false);
  }

  async add(actor: Actor, a: GroupAnnouncementBody): Promise<void> {
    await this.deps.groups.requireGroupAdmin(actor, a.gid);
    await this.deps.store.add(a.gid, {
      title: a.title,
      content: a.content,
      status: a.status,
      uid: actor.uid,
      username: actor.username,
    });
  }

  async update(actor: Actor, a: GroupAnnouncementBody & { id: number }): Promise<void> {
    await this.editable(actor, a.id, a.gid);
    await this.deps.store.update(a.id, { title: a.title, content: a.content, status: a.status });
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.editable(actor, id);
    await this.deps.store.remove(id);
  }

  /** The announcement exists in this group (when one is named) and the caller may change it. */
  private async editable(actor: Actor, id: number, gid?: number): Promise<void> {
    const owner = await this.deps.store.owner(id);
    if (!owner || (gid !== undefined && owner.gid !== gid)) throw AppError.notFound('group.announcementNotFound');
    const s = await this.deps.groups.requireGroupAdmin(actor, owner.gid);
    if (!canManageGroupItem(s, owner)) throw AppError.forbidden('group.announcementNotAuthor');
  }
}
