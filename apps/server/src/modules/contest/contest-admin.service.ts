import {
  type AdminContestBody,
  type AdminContestVo,
  type ContestAnnouncementBody,
  type ContestAnnouncementVo,
  type Page,
  toPage,
} from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { ContestRecords } from './contest-records';
import type { ContestAccess } from './contest-access';
import { checkContestForm } from './contest-form';
import { toAdminContestVo, toAnnouncementVo } from './contest.mapper';
import type { ContestRepository } from './contest.repository';

/** The admin contest pages (spec 3, contract §2.12): list, form, visibility, delete, clone, announcements. */
export class ContestAdminService {
  constructor(private readonly deps: { repo: ContestRepository; access: ContestAccess; records: ContestRecords }) {}

  /** Every site contest for every admin; passwords only of contests the caller administers. */
  async list(actor: Actor, q: { currentPage: number; limit: number; keyword?: string }): Promise<Page<AdminContestVo>> {
    const { records, total } = await this.deps.repo.listAdmin(q);
    const now = Date.now();
    const mine = await Promise.all(records.map((c) => this.deps.access.isAdmin(actor, c)));
    return toPage(
      records.map((c, i) => toAdminContestVo(c, now, mine[i])),
      total,
      q.currentPage,
      q.limit,
    );
  }

  async get(actor: Actor, cid: number): Promise<AdminContestVo> {
    return toAdminContestVo(await this.deps.access.admin(actor, cid), Date.now(), true);
  }

  /** A site contest, or with `gid` a group's (the group-content module checked the caller is its admin). */
  async create(actor: Actor, body: AdminContestBody, gid: number | null = null): Promise<AdminContestVo> {
    const values = checkContestForm(body, null);
    const now = Date.now();
    const cid = await this.deps.repo.insert({
      ...values,
      gid,
      uid: actor.uid,
      author: actor.username,
      isGroup: gid === null ? 0 : 1,
      gmtCreate: now,
      gmtModified: now,
    });
    return this.get(actor, cid);
  }

  /** A group's contests for its admins; passwords only of those the caller administers. */
  async groupList(actor: Actor, gid: number, q: { currentPage: number; limit: number }): Promise<Page<AdminContestVo>> {
    const { records, total } = await this.deps.repo.listAdmin({ ...q, gid });
    const now = Date.now();
    const mine = await Promise.all(records.map((c) => this.deps.access.isAdmin(actor, c)));
    return toPage(
      records.map((c, i) => toAdminContestVo(c, now, mine[i])),
      total,
      q.currentPage,
      q.limit,
    );
  }

  /** The contest's gid when it is a group contest the actor administers; 404 for a site contest. */
  async groupOf(actor: Actor, cid: number): Promise<number> {
    const c = await this.deps.access.admin(actor, cid);
    if (c.gid == null || c.isGroup !== 1) throw AppError.notFound('contest.notFound');
    return c.gid;
  }

  async update(actor: Actor, body: AdminContestBody): Promise<void> {
    if (body.id == null) throw AppError.fail('contest.fieldRequired', { field: 'id' });
    const existing = await this.deps.access.admin(actor, body.id);
    await this.deps.repo.update(existing.id, checkContestForm(body, existing));
  }

  /** The contest, its problems' places in it, registrations, announcements, prints, and its submissions. */
  /** Group disband: the group's contests stay with their records and boards but are hidden. */
  hideGroup = (gid: number) => this.deps.repo.hideGroup(gid);

  async delete(actor: Actor, cid: number): Promise<void> {
    await this.deps.access.admin(actor, cid);
    await this.deps.records.deleteForContest(cid);
    await this.deps.repo.delete(cid);
    for (const l of this.deleted) await l(cid);
  }

  private readonly deleted: Array<(cid: number) => Promise<void>> = [];

  /** Runs `listener` after a contest is deleted (modules built later keep data of it: the CCS event feed's logs). */
  onDeleted(listener: (cid: number) => Promise<void>): void {
    this.deleted.push(listener);
  }

  async setVisible(actor: Actor, cid: number, visible: boolean): Promise<void> {
    await this.deps.access.admin(actor, cid);
    await this.deps.repo.update(cid, { visible: visible ? 1 : 0 });
  }

  /** A hidden copy owned by the caller, with the same problems (HOJ's backend-only clone). */
  async clone(actor: Actor, cid: number): Promise<number> {
    const { repo } = this.deps;
    const source = await this.deps.access.admin(actor, cid);
    const now = Date.now();
    const { id: _id, ...fields } = source;
    const copy = await repo.insert({
      ...fields,
      uid: actor.uid,
      author: actor.username,
      visible: 0,
      gmtCreate: now,
      gmtModified: now,
    });
    for (const p of await repo.problems(cid)) {
      await repo.insertProblem({ cid: copy, pid: p.pid, displayId: p.displayId, displayTitle: p.displayTitle, color: p.color });
    }
    return copy;
  }

  // ── announcements ────────────────────────────────────────────────────────

  async announcements(
    actor: Actor,
    q: { cid: number; currentPage: number; limit: number },
  ): Promise<Page<ContestAnnouncementVo>> {
    await this.deps.access.admin(actor, q.cid);
    const { records, total } = await this.deps.repo.announcements(q.cid, { ...q, visibleOnly: false });
    return toPage(records.map(toAnnouncementVo), total, q.currentPage, q.limit);
  }

  async addAnnouncement(actor: Actor, body: ContestAnnouncementBody): Promise<void> {
    await this.deps.access.admin(actor, body.cid);
    const { title, content, status } = body.announcement;
    const now = Date.now();
    await this.deps.repo.insertAnnouncement({
      cid: body.cid,
      title,
      content,
      status,
      uid: actor.uid,
      username: actor.username,
      gmtCreate: now,
      gmtModified: now,
    });
  }

  async updateAnnouncement(actor: Actor, body: ContestAnnouncementBody): Promise<void> {
    const { id, title, content, status } = body.announcement;
    if (id == null) throw AppError.fail('contest.fieldRequired', { field: 'announcement.id' });
    const found = await this.deps.repo.findAnnouncement(id);
    if (!found || Number(found.cid) !== body.cid) throw AppError.notFound('contest.announcementNotFound');
    await this.deps.access.admin(actor, body.cid);
    await this.deps.repo.updateAnnouncement(id, { title, content, status });
  }

  /** With `cid` (the group page names its contest), the announcement must belong to that contest. */
  async deleteAnnouncement(actor: Actor, aid: number, cid?: number): Promise<void> {
    const found = await this.deps.repo.findAnnouncement(aid);
    if (!found || (cid !== undefined && Number(found.cid) !== cid)) throw AppError.notFound('contest.announcementNotFound');
    await this.deps.access.admin(actor, Number(found.cid));
    await this.deps.repo.deleteAnnouncement(aid);
  }
}
