import {
  GroupAuth,
  type GroupBody,
  type GroupDetail,
  type GroupListQuery,
  GroupLimits,
  GroupStatus,
  type GroupVo,
  type Page,
  Role,
  toPage,
  msToWireDate as wire,
} from '@verdict/shared';
import { type Actor, isAdmin } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { toAvatarPng } from '../account/avatar';
import { type GroupService, isGroupOwner, isGroupRoot } from './group-service';
import type { GroupDisbandHook, GroupAnnouncements, GroupAvatarStore, GroupSolvedCounts, GroupSwitches } from './group.ports';
import type { GroupRepository, GroupRow } from './group.repository';

export interface GroupManageDeps {
  repo: GroupRepository;
  groups: GroupService;
  switches: GroupSwitches;
  solved: GroupSolvedCounts;
  announcements: GroupAnnouncements;
  avatars: GroupAvatarStore;
  /** Group content removed with the group (problems, trainings, contests, discussions). */
  disbandHooks: GroupDisbandHook[];
}

export const toGroupVo = (g: GroupRow, memberCount: number): GroupVo => ({
  id: Number(g.id),
  avatar: g.avatar,
  owner: g.owner,
  uid: g.uid,
  name: g.name,
  shortName: g.shortName,
  brief: g.brief,
  description: g.description,
  auth: g.auth,
  visible: g.visible === 1,
  status: g.status,
  memberCount,
  gmtCreate: wire(g.gmtCreate),
});

/** Server-local midnight: the day the daily creation limit counts. */
const startOfToday = (now = new Date()) => new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();

/** The group itself (contract §2.10): list, detail, create with the site's limits, edit, disband, avatar. */
export class GroupManageService {
  constructor(private readonly deps: GroupManageDeps) {}

  /** Hidden groups are listed to their members (any level 3+) and super admins only; banned ones to super admins only. */
  async list(actor: Actor | null, q: GroupListQuery): Promise<Page<GroupVo>> {
    const superAdmin = actor?.roleId === Role.Root;
    const mine = actor ? await this.deps.groups.memberGids(actor.uid) : [];
    if (q.onlyMine && !actor) return toPage([], 0, q.currentPage, q.limit);
    const { records, total } = await this.deps.repo.page({
      currentPage: q.currentPage,
      limit: q.limit,
      keyword: q.keyword,
      auth: q.auth || undefined,
      onlyGids: q.onlyMine ? mine : undefined,
      everything: superAdmin,
      visibleGids: mine,
    });
    const counts = await this.deps.repo.memberCounts(records.map((g) => Number(g.id)));
    return toPage(
      records.map((g) => toGroupVo(g, counts.get(Number(g.id)) ?? 0)),
      total,
      q.currentPage,
      q.limit,
    );
  }

  /** Any signed-in user sees a group's card (to apply); the code only its owner, roots and super admins. */
  async detail(actor: Actor, gid: number): Promise<GroupDetail> {
    const s = await this.deps.groups.open(actor, gid);
    return this.toDetail(s.group, isGroupRoot(s));
  }

  private async toDetail(g: GroupRow, withCode: boolean): Promise<GroupDetail> {
    const counts = await this.deps.repo.memberCounts([Number(g.id)]);
    return { ...toGroupVo(g, counts.get(Number(g.id)) ?? 0), code: withCode ? g.code : null, gmtModified: wire(g.gmtModified) };
  }

  async create(actor: Actor, body: GroupBody): Promise<number> {
    await this.checkCreationLimits(actor);
    const taken = () => AppError.fail('group.shortNameTaken', { shortName: body.shortName });
    if (await this.deps.repo.shortNameTaken(body.shortName)) throw taken();
    try {
      return await this.deps.repo.create({
        avatar: null,
        name: body.name,
        shortName: body.shortName,
        brief: body.brief,
        description: body.description,
        owner: actor.username,
        uid: actor.uid,
        auth: body.auth,
        visible: body.visible ? 1 : 0,
        status: GroupStatus.Normal,
        code: body.auth === GroupAuth.Public ? null : (body.code ?? null),
      });
    } catch (err) {
      // Two groups created at once with one short name: the unique key keeps the second out.
      if (await this.deps.repo.shortNameTaken(body.shortName)) throw taken();
      throw err;
    }
  }

  /**
   * The site switches (contract §2.13): solved problems needed, groups a day, groups in all; 0 turns
   * a limit off. Site admins and super admins are not held to them (they run the site).
   */
  private async checkCreationLimits(actor: Actor): Promise<void> {
    if (isAdmin(actor)) return;
    const sw = await this.deps.switches.get();
    const needAc = sw.defaultCreateGroupACInitValue;
    if (needAc > 0) {
      const have = (await this.deps.solved.userFigures(actor.uid)).solvedPids.length;
      if (have < needAc) throw AppError.forbidden('group.acTooLow', { count: needAc, have });
    }
    const made = await this.deps.repo.createdBy(actor.uid, startOfToday());
    if (sw.defaultCreateGroupDailyLimit > 0 && made.today >= sw.defaultCreateGroupDailyLimit) {
      throw AppError.forbidden('group.dailyLimit', { count: sw.defaultCreateGroupDailyLimit });
    }
    if (sw.defaultCreateGroupLimit > 0 && made.total >= sw.defaultCreateGroupLimit) {
      throw AppError.forbidden('group.totalLimit', { count: sw.defaultCreateGroupLimit });
    }
  }

  /** Owner, group root or super admin. The avatar changes only through its upload. */
  async update(actor: Actor, body: GroupBody & { id: number }): Promise<void> {
    await this.deps.groups.requireGroupRoot(actor, body.id);
    const taken = () => AppError.fail('group.shortNameTaken', { shortName: body.shortName });
    if (await this.deps.repo.shortNameTaken(body.shortName, body.id)) throw taken();
    try {
      await this.deps.repo.update(body.id, {
        name: body.name,
        shortName: body.shortName,
        brief: body.brief,
        description: body.description,
        auth: body.auth,
        visible: body.visible ? 1 : 0,
        code: body.auth === GroupAuth.Public ? null : (body.code ?? null),
      });
    } catch (err) {
      if (await this.deps.repo.shortNameTaken(body.shortName, body.id)) throw taken();
      throw err;
    }
  }

  /** Disband: the owner or a super admin (the endpoint also needs P:group_del). */
  async disband(actor: Actor, gid: number): Promise<void> {
    const s = await this.deps.groups.relation(actor, gid);
    if (!isGroupOwner(s)) throw AppError.forbidden('group.notOwner');
    await this.remove(gid);
  }

  /** Removes the group with its content, announcements and members (also when a super admin removes the owner). */
  async remove(gid: number): Promise<void> {
    for (const hook of this.deps.disbandHooks) await hook(gid);
    await this.deps.announcements.removeAll(gid);
    await this.deps.repo.delete(gid);
  }

  /** A new avatar (gif, jpg, png, bmp, webp; 2 MB; real images only), stored as a 200×200 PNG. Owner, group root or super admin. */
  async uploadAvatar(actor: Actor, gid: number, data: Buffer): Promise<GroupDetail> {
    const s = await this.deps.groups.requireGroupRoot(actor, gid);
    if (data.length > GroupLimits.avatarMaxBytes)
      throw AppError.fail('group.imageTooLarge', { mb: GroupLimits.avatarMaxBytes / 1024 / 1024 });
    let png: Buffer;
    try {
      png = await toAvatarPng(data);
    } catch (err) {
      if (err instanceof AppError) throw AppError.fail('group.imageType');
      throw err;
    }
    const url = await this.deps.avatars.saveGroupAvatar(actor.uid, gid, png, s.group.avatar);
    await this.deps.repo.update(gid, { avatar: url });
    return this.toDetail(await this.deps.groups.get(gid), true);
  }
}
