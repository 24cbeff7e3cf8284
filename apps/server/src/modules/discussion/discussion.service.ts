import {
  type DiscussionBody,
  type DiscussionCategory,
  type DiscussionListQuery,
  type DiscussionReportVo,
  type DiscussionVo,
  DiscussionLimits,
  DiscussionStatus,
  type Page,
  ROLE_NAMES,
  type RoleId,
  toPage,
  msToWireDate,
} from '@verdict/shared';
import { toBool } from '../../db/dialect';
import { type GroupStandings, isGroupMember } from '../../access/group-policy';
import { type Actor, isAdmin } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { UserCard, UserDirectory } from '../account/user-directory';
import type { ProblemService } from '../problem/problem.service';
import type { CommentRepository } from './comment.repository';
import { type DiscussionGate, startOfToday } from './discussion.gate';
import type { DiscussionRepository, DiscussionRow } from './discussion.repository';
import { type Reminders, excerpt, remindOthers } from './reminders';

export interface DiscussionDeps {
  repo: DiscussionRepository;
  comments: CommentRepository;
  gate: DiscussionGate;
  users: UserDirectory;
  problems: ProblemService;
  reminders: Reminders;
  /** The caller's standing in a group (the group module, wired in wiring/): a group's discussions are for its members and super admins. */
  groups: GroupStandings;
}

export const discussionUrl = (did: number) => `/discussion-detail/${did}`;
export const roleNameOf = (card: UserCard | undefined) => (card ? (ROLE_NAMES[card.roleId as RoleId] ?? null) : null);

/** The category a fresh install ships, named in both languages (category names are stored once). */
export const DEFAULT_CATEGORY = '综合讨论 Chat';

/** The public discussion board (spec 2 §2, §6): list, detail, post, edit, delete, like, report, categories. */
export class DiscussionService {
  constructor(private readonly deps: DiscussionDeps) {}

  async list(actor: Actor | null, q: DiscussionListQuery): Promise<Page<DiscussionVo>> {
    await this.deps.gate.requireFlag('openPublicDiscussion', true);
    const withDisabled = q.admin === true && isAdmin(actor);
    if (q.onlyMine && !actor) throw AppError.loginRequired();
    const { records, total } = await this.deps.repo.list(
      { categoryId: q.cid, pid: q.pid, keyword: q.keyword, uid: q.onlyMine ? actor!.uid : undefined, withDisabled },
      q.currentPage,
      q.limit,
    );
    return toPage(await this.toVos(actor, records, false), total, q.currentPage, q.limit);
  }

  async detail(actor: Actor | null, did: number): Promise<DiscussionVo> {
    const row = await this.visible(actor, did, true);
    await this.deps.repo.addView(did);
    const [vo] = await this.toVos(actor, [{ ...row, viewNum: row.viewNum + 1 }], true);
    return vo!;
  }

  /**
   * A discussion the caller may see: disabled ones only by admins and their author; a group's
   * only by its members while the group board is open. `flagged`: the site board's flag applies too.
   */
  async visible(actor: Actor | null, did: number, flagged = false): Promise<DiscussionRow> {
    const row = await this.deps.repo.findById(did);
    if (row?.gid == null && flagged) await this.deps.gate.requireFlag('openPublicDiscussion', false);
    if (!row) throw AppError.notFound('discussion.notFound');
    if (row.gid !== null) {
      await this.deps.gate.requireFlag('openGroupDiscussion', false);
      // Non-members learn nothing, not even that the discussion exists.
      if (!isGroupMember(await this.deps.groups.standingOf(actor, Number(row.gid))))
        throw AppError.notFound('discussion.notFound');
    }
    if (row.status === DiscussionStatus.Disabled && !isAdmin(actor) && actor?.uid !== row.uid)
      throw AppError.forbidden('discussion.disabled');
    return row;
  }

  async create(actor: Actor, body: DiscussionBody): Promise<void> {
    await this.checkScope(body.gid);
    await this.post(actor, body, null, isAdmin(actor));
  }

  /** Posting: the author's limits, the category, a problem's id in the title; `gid` null = the site board. */
  private async post(actor: Actor, body: DiscussionBody, gid: number | null, mayPin: boolean): Promise<void> {
    await this.deps.gate.mayPost(actor, () => this.deps.repo.countSince(actor.uid, startOfToday()));
    await this.requireCategory(body.categoryId);
    let title = body.title.trim();
    const pid = body.pid ?? null;
    if (pid) {
      await this.deps.problems.findVisible(actor, { problemId: pid }).catch(() => {
        throw AppError.fail('discussion.problemNotFound', { pid });
      });
      // Problem discussions carry the problem id in their title (spec 2 §5).
      const prefix = `[${pid}] `;
      if (!title.startsWith(prefix)) title = (prefix + title).slice(0, DiscussionLimits.titleMax);
    }
    const now = Date.now();
    await this.deps.repo.insert({
      categoryId: body.categoryId,
      title,
      description: body.description.trim(),
      content: body.content,
      pid,
      uid: actor.uid,
      author: actor.username,
      topPriority: mayPin && body.topPriority ? 1 : 0,
      gid,
      gmtCreate: now,
      gmtModified: now,
    });
  }

  /** The author edits title, description and content; the category stays; only admins move the pin. */
  async update(actor: Actor, body: DiscussionBody & { id: number }): Promise<void> {
    await this.deps.gate.requireFlag('openPublicDiscussion', true);
    const row = await this.deps.repo.findById(body.id);
    if (!row || row.gid !== null) throw AppError.notFound('discussion.notFound');
    if (row.uid !== actor.uid) throw AppError.forbidden('discussion.notAuthor');
    const pin =
      isAdmin(actor) && body.topPriority !== undefined && body.topPriority !== null
        ? { topPriority: body.topPriority ? 1 : 0 }
        : {};
    await this.deps.repo.update(row.id, {
      title: body.title.trim(),
      description: body.description.trim(),
      content: body.content,
      ...pin,
    });
  }

  async remove(actor: Actor, did: number): Promise<void> {
    await this.deps.gate.requireFlag('openPublicDiscussion', true);
    const row = await this.deps.repo.findById(did);
    if (!row || row.gid !== null) throw AppError.notFound('discussion.notFound');
    if (row.uid !== actor.uid && !isAdmin(actor)) throw AppError.forbidden('discussion.noDeleteRight');
    await this.deleteAll([did]);
  }

  async like(actor: Actor, did: number, toLike: boolean): Promise<void> {
    const row = await this.visible(actor, did, true);
    const changed = await this.deps.repo.setLike(did, actor.uid, toLike);
    if (changed && toLike) {
      await remindOthers(this.deps.reminders, {
        action: 'Like_Post',
        senderId: actor.uid,
        recipientId: row.uid,
        sourceType: 'Discussion',
        sourceId: did,
        sourceTitle: row.title,
        sourceContent: excerpt(row.description ?? row.title),
        quoteId: null,
        quoteType: null,
        url: discussionUrl(did),
      });
    }
  }

  async report(actor: Actor, did: number, content: string | null | undefined): Promise<void> {
    await this.visible(actor, did);
    const text = (content ?? '').trim();
    if (!text) throw AppError.fail('discussion.reportEmpty');
    if (text.length > DiscussionLimits.reportReasonMax + 100)
      throw AppError.fail('discussion.reportTooLong', { max: DiscussionLimits.reportReasonMax });
    // The reporter is the signed-in user, whatever name the client sends.
    await this.deps.repo.addReport(did, actor.username, text);
  }

  /**
   * A fresh install ships one category (issue 28.2): without any, nobody can post until an admin
   * finds the category settings. Added at start-up only while the board has no category and no post.
   */
  seedDefaultCategory = (): Promise<boolean> => this.deps.repo.addFirstCategory(DEFAULT_CATEGORY);

  categories = async (): Promise<DiscussionCategory[]> =>
    (await this.deps.repo.categories()).map((c) => ({ id: Number(c.id), name: c.name }));

  async saveCategories(list: Array<{ id?: number; name: string }>): Promise<DiscussionCategory[]> {
    const kept = new Set(list.map((c) => c.id).filter((id) => id !== undefined));
    for (const c of await this.deps.repo.categories()) {
      if (!kept.has(Number(c.id)) && (await this.deps.repo.categoryInUse(Number(c.id))))
        throw AppError.fail('discussion.categoryInUse', { name: c.name });
    }
    await this.deps.repo.saveCategories(list);
    return this.categories();
  }

  // ── a group's board (contract §2.10): the group-content module checked the caller's standing first ──

  /** The group board's switch, checked on the endpoint (403 when closed). */
  requireGroupBoard = () => this.deps.gate.requireFlag('openGroupDiscussion', true);

  async groupList(
    actor: Actor,
    gid: number,
    q: { pid?: string; currentPage: number; limit: number },
    withDisabled: boolean,
  ): Promise<Page<DiscussionVo>> {
    const { records, total } = await this.deps.repo.list({ gid, pid: q.pid, withDisabled }, q.currentPage, q.limit);
    return toPage(await this.toVos(actor, records, false), total, q.currentPage, q.limit);
  }

  groupPost = (actor: Actor, gid: number, body: DiscussionBody, mayPin: boolean) => this.post(actor, body, gid, mayPin);

  /** A group's discussion (404 for a site one or none). */
  async groupFind(did: number): Promise<DiscussionRow & { gid: number }> {
    const row = await this.deps.repo.findById(did);
    if (!row || row.gid === null) throw AppError.notFound('discussion.notFound');
    return { ...row, gid: Number(row.gid) };
  }

  /** Text edits; with `moderate` (a group admin allowed to touch it) the pin and the status too. */
  async groupUpdate(did: number, body: DiscussionBody & { status?: number | null }, moderate: boolean): Promise<void> {
    const mod = moderate
      ? {
          ...(body.topPriority !== undefined && body.topPriority !== null ? { topPriority: body.topPriority ? 1 : 0 } : {}),
          ...(body.status !== undefined && body.status !== null ? { status: body.status } : {}),
        }
      : {};
    await this.deps.repo.update(did, {
      title: body.title.trim(),
      description: body.description.trim(),
      content: body.content,
      ...mod,
    });
  }

  groupRemove = (did: number) => this.deleteAll([did]);

  /** Disband: the group's discussions go with their comments, likes and reports. */
  removeGroup = async (gid: number) => this.deleteAll(await this.deps.repo.idsOfGroup(gid));

  // ── back-office (contract §2.12) ──

  async adminUpdate(patch: { id: number; topPriority?: boolean; status?: number }): Promise<void> {
    const row = await this.deps.repo.findById(patch.id);
    if (!row) throw AppError.notFound('discussion.notFound');
    await this.deps.repo.update(row.id, {
      ...(patch.topPriority !== undefined ? { topPriority: patch.topPriority ? 1 : 0 } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
    });
  }

  adminDelete = (ids: number[]) => this.deleteAll([...new Set(ids)]);

  async reports(currentPage: number, limit: number): Promise<Page<DiscussionReportVo>> {
    const { records, total } = await this.deps.repo.reports(currentPage, limit);
    const vos = records.map((r) => ({
      id: Number(r.id),
      did: Number(r.did),
      gid: r.gid === null ? null : Number(r.gid),
      discussionTitle: r.title,
      discussionAuthor: r.author,
      reporter: r.reporter,
      content: r.content,
      status: toBool(r.status),
      gmtCreate: msToWireDate(r.gmtCreate),
      gmtModified: msToWireDate(r.gmtModified),
    }));
    return toPage(vos, total, currentPage, limit);
  }

  async setReportStatus(id: number, handled: boolean): Promise<void> {
    if (!(await this.deps.repo.setReportStatus(id, handled))) throw AppError.notFound('discussion.reportNotFound');
  }

  // ── helpers ──

  private async deleteAll(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.deps.comments.deleteForDiscussions(ids);
    await this.deps.repo.delete(ids);
  }

  private async checkScope(gid: number | null | undefined): Promise<void> {
    if (gid === undefined || gid === null) return this.deps.gate.requireFlag('openPublicDiscussion', true);
    await this.deps.gate.requireFlag('openGroupDiscussion', true);
    // A group's board has its own call (POST /api/group/discussion) with the group's checks.
    throw AppError.fail('discussion.groupUnsupported');
  }

  private async requireCategory(id: number): Promise<void> {
    if (!(await this.deps.repo.categoryById(id))) throw AppError.fail('discussion.categoryNotFound');
  }

  private async toVos(actor: Actor | null, rows: DiscussionRow[], withContent: boolean): Promise<DiscussionVo[]> {
    const ids = rows.map((r) => Number(r.id));
    const [cards, categories, liked] = await Promise.all([
      this.deps.users.byUids(rows.map((r) => r.uid)),
      this.deps.repo.categories(),
      actor ? this.deps.repo.likedBy(actor.uid, ids) : Promise.resolve(new Set<number>()),
    ]);
    const categoryName = new Map(categories.map((c) => [Number(c.id), c.name]));
    return rows.map((r) => {
      const card = cards.get(r.uid);
      return {
        id: Number(r.id),
        categoryId: r.categoryId === null ? null : Number(r.categoryId),
        categoryName: r.categoryId === null ? null : (categoryName.get(Number(r.categoryId)) ?? null),
        title: r.title,
        description: r.description,
        content: withContent ? r.content : null,
        pid: r.pid,
        uid: r.uid,
        author: card?.username ?? r.author,
        avatar: card?.avatar ?? null,
        titleName: null,
        titleColor: null,
        role: roleNameOf(card),
        viewNum: Number(r.viewNum),
        likeNum: Number(r.likeNum),
        commentNum: Number(r.commentNum),
        hasLike: liked.has(Number(r.id)),
        topPriority: toBool(r.topPriority),
        gid: r.gid === null ? null : Number(r.gid),
        status: Number(r.status),
        gmtCreate: msToWireDate(r.gmtCreate),
        gmtModified: msToWireDate(r.gmtModified),
      };
    });
  }
}
