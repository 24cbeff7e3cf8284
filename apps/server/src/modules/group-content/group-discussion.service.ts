import type { DiscussionVo, GroupDiscussionBody, Page } from '@verdict/shared';
import type { Actor } from '../../http/actor';
import type { DiscussionService } from '../discussion/discussion.service';
import { type GroupGate, requirePostAuthor } from './group-gate';

/**
 * A group's discussion board (contract §2.10) on the discussion module's service with a gid scope:
 * the site switch first, then the caller's standing in the group; members read and post, the
 * author or the group root edits and deletes (spec 3 §6), group admins list everything.
 */
export class GroupDiscussionService {
  constructor(private readonly deps: { gate: GroupGate; discussions: DiscussionService }) {}

  async list(actor: Actor, q: { gid: number; pid?: string; currentPage: number; limit: number }): Promise<Page<DiscussionVo>> {
    await this.deps.discussions.requireGroupBoard();
    await this.deps.gate.requireMember(actor, q.gid);
    return this.deps.discussions.groupList(actor, q.gid, q, false);
  }

  async adminList(actor: Actor, q: { gid: number; currentPage: number; limit: number }): Promise<Page<DiscussionVo>> {
    await this.deps.discussions.requireGroupBoard();
    await this.deps.gate.requireAdmin(actor, q.gid);
    return this.deps.discussions.groupList(actor, q.gid, q, true);
  }

  async create(actor: Actor, body: GroupDiscussionBody): Promise<void> {
    await this.deps.discussions.requireGroupBoard();
    const role = await this.deps.gate.requireMember(actor, body.gid);
    await this.deps.discussions.groupPost(actor, body.gid, body, role.isAdmin);
  }

  async update(actor: Actor, body: Omit<GroupDiscussionBody, 'gid'> & { id: number; gid?: number }): Promise<void> {
    const row = await this.owned(actor, body.id);
    await this.deps.discussions.groupUpdate(row.id, { ...body, gid: row.gid }, row.role.isAdmin);
  }

  async remove(actor: Actor, did: number): Promise<void> {
    await this.owned(actor, did);
    await this.deps.discussions.groupRemove(did);
  }

  /** The switch, the discussion (404 when it is not a group's), membership, then author or group root. */
  private async owned(actor: Actor, did: number) {
    await this.deps.discussions.requireGroupBoard();
    const row = await this.deps.discussions.groupFind(did);
    const role = await this.deps.gate.requireMember(actor, row.gid);
    requirePostAuthor(role, row);
    return { id: Number(row.id), gid: row.gid, role };
  }
}
