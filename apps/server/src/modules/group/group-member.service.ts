import {
  GroupAuth,
  GroupLevel,
  GroupLimits,
  type GroupMemberVo,
  type JoinQuery,
  type MemberBody,
  type MemberListQuery,
  type Page,
  toPage,
  msToWireDate as wire,
  translate,
  type MessageKey,
} from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { Answer, AppError } from '../../http/app-error';
import { type GroupService, type GroupStanding, isGroupMember, isGroupOwner } from './group-service';
import type { GroupManageService } from './group-manage.service';
import type { GroupNotices, GroupUserCards } from './group.ports';
import type { GroupMemberRow, GroupRepository } from './group.repository';

/** A stored notice has one text: both languages, Chinese first (the site's default). */
const bilingual = (key: MessageKey, params?: Record<string, unknown>) =>
  `${translate('zh-CN', key, params)}\n\n${translate('en', key, params)}`;
const bilingualTitle = (key: MessageKey) => `${translate('zh-CN', key)} / ${translate('en', key)}`;
const MEMBER_LEVELS: number[] = [GroupLevel.Member, GroupLevel.Admin, GroupLevel.Root];
const APPLY_LEVELS: number[] = [GroupLevel.Applying, GroupLevel.Refused];

/** The owner and super admins set any level; everyone else only below their own (spec 3 §4, §6). */
const bypassesLevels = (s: GroupStanding) => isGroupOwner(s);

/** Joining, applications, levels, removal and exit (contract §2.10, spec 3 §4–§6). */
export class GroupMemberService {
  constructor(
    private readonly deps: {
      repo: GroupRepository;
      groups: GroupService;
      manage: GroupManageService;
      users: GroupUserCards;
      notices: GroupNotices;
    },
  ) {}

  /** Members (levels 3–5) for members; the admins' view adds nothing but is the same list. */
  async members(actor: Actor, q: MemberListQuery): Promise<Page<GroupMemberVo>> {
    await this.deps.groups.requireMember(actor, q.gid);
    return this.page(q, q.auth && MEMBER_LEVELS.includes(q.auth) ? [q.auth] : MEMBER_LEVELS);
  }

  /** Applications (applying and refused): group admins only. */
  async applications(actor: Actor, q: MemberListQuery): Promise<Page<GroupMemberVo>> {
    await this.deps.groups.requireGroupAdmin(actor, q.gid);
    return this.page(q, q.auth && APPLY_LEVELS.includes(q.auth) ? [q.auth] : APPLY_LEVELS);
  }

  private async page(q: MemberListQuery, levels: number[]): Promise<Page<GroupMemberVo>> {
    const { repo, users } = this.deps;
    // Usernames live with accounts: a keyword becomes their subquery, so the database pages the matching rows.
    const { records, total } = await repo.membersAt(q.gid, levels, q, q.keyword ? users.named(q.keyword) : undefined);
    const cards = await users.byUids(records.map((r) => r.uid));
    return toPage(
      records.map((r) => this.toVo(r, cards)),
      total,
      q.currentPage,
      q.limit,
    );
  }

  private toVo(r: GroupMemberRow, cards: Awaited<ReturnType<GroupUserCards['byUids']>>): GroupMemberVo {
    const card = cards.get(r.uid);
    return {
      id: Number(r.id),
      gid: Number(r.gid),
      uid: r.uid,
      username: card?.username ?? '',
      avatar: card?.avatar ?? null,
      auth: r.auth,
      reason: r.reason,
      gmtCreate: wire(r.gmtCreate),
      gmtModify: wire(r.gmtModified),
    };
  }

  /** Public: a member at once. Protected: an application with a reason. Private: the code and a reason. */
  async join(actor: Actor, q: JoinQuery): Promise<Answer<null>> {
    const s = await this.deps.groups.open(actor, q.gid);
    if (s.level >= GroupLevel.Member || s.relation === 'owner') throw AppError.fail('group.alreadyMember');
    if (s.level === GroupLevel.Applying) throw AppError.fail('group.alreadyApplying');
    if (s.level === GroupLevel.Refused) throw AppError.fail('group.applicationRefused');
    const { group } = s;
    if (group.auth === GroupAuth.Public) {
      await this.insertOnce(q.gid, actor.uid, GroupLevel.Member, q.reason ?? null);
      return new Answer(null, 'group.joined');
    }
    const reason = q.reason ?? '';
    if (reason.length < GroupLimits.reasonMin || reason.length > GroupLimits.reasonMax)
      throw AppError.fail('group.reasonRequired');
    if (group.auth === GroupAuth.Private && q.code !== group.code) throw AppError.fail('group.codeWrong');
    await this.insertOnce(q.gid, actor.uid, GroupLevel.Applying, reason);
    return new Answer(null, 'group.applied');
  }

  /** Two clicks racing each other: the unique (gid, uid) lets one in; the other gets the answer of a second click. */
  private async insertOnce(gid: number, uid: string, level: number, reason: string | null): Promise<void> {
    try {
      await this.deps.repo.insertMember(gid, uid, level, reason);
    } catch (err) {
      const row = await this.deps.repo.member(gid, uid);
      if (!row) throw err;
      throw AppError.fail(row.auth >= GroupLevel.Member ? 'group.alreadyMember' : 'group.alreadyApplying');
    }
  }

  /**
   * Accept, refuse, promote, demote. An application becomes refused or a member; a member stays a
   * member of some level. Below the owner and super admins, both the member's level and the new
   * one must be below the caller's. The owner's level never changes.
   */
  async setLevel(actor: Actor, body: MemberBody): Promise<void> {
    const s = await this.deps.groups.requireGroupAdmin(actor, body.gid);
    const target = await this.deps.repo.member(body.gid, body.uid);
    if (!target) throw AppError.notFound('group.memberNotFound');
    if (body.uid === s.group.uid) throw AppError.forbidden('group.ownerLevelFixed');
    const wasApplication = target.auth < GroupLevel.Member;
    const allowed = wasApplication
      ? body.auth === GroupLevel.Refused || body.auth === GroupLevel.Member
      : body.auth >= GroupLevel.Member;
    if (!allowed) throw AppError.fail('group.levelTransition');
    if (!bypassesLevels(s) && (target.auth >= s.level || body.auth >= s.level)) throw AppError.forbidden('group.levelNotAllowed');
    await this.deps.repo.setLevel(body.gid, body.uid, body.auth);
    if (wasApplication && body.auth !== target.auth) {
      const kind = body.auth === GroupLevel.Member ? 'Accepted' : 'Refused';
      await this.notify(body.uid, `group.notice${kind}`, s.group.name);
    }
  }

  private notify = (uid: string, key: `group.notice${'Accepted' | 'Refused' | 'Removed'}`, name: string) =>
    this.deps.notices.notifyUser(uid, bilingualTitle(`${key}Title`), bilingual(key, { name }));

  /** Removes a member or an application; removing the owner (a super admin alone can) disbands the group. */
  async remove(actor: Actor, gid: number, uid: string): Promise<'removed' | 'disbanded'> {
    const s = await this.deps.groups.requireGroupAdmin(actor, gid);
    const target = await this.deps.repo.member(gid, uid);
    const isOwner = uid === s.group.uid;
    if (!target && !isOwner) throw AppError.notFound('group.memberNotFound');
    if (uid === actor.uid) throw AppError.fail('group.kickSelf');
    const targetLevel = isOwner ? GroupLevel.Root + 1 : target!.auth;
    if (!bypassesLevels(s) && targetLevel >= s.level) throw AppError.forbidden('group.kickNotAllowed');
    if (isOwner) {
      await this.deps.manage.remove(gid);
      return 'disbanded';
    }
    await this.deps.repo.deleteMember(gid, uid);
    if (target!.auth >= GroupLevel.Member) await this.notify(uid, 'group.noticeRemoved', s.group.name);
    return 'removed';
  }

  /** Leaving (or withdrawing an application); the owner disbands instead. */
  async exit(actor: Actor, gid: number): Promise<void> {
    const s = await this.deps.groups.relation(actor, gid);
    if (s.relation === 'owner') throw AppError.fail('group.ownerCannotExit');
    if (s.level === 0) throw AppError.fail('group.memberNotFound');
    await this.deps.repo.deleteMember(gid, actor.uid);
  }

  /** get-group-access: a member, or a super admin. */
  async access(actor: Actor, gid: number): Promise<{ access: boolean }> {
    const s = await this.deps.groups.open(actor, gid);
    return { access: isGroupMember(s) };
  }
}
