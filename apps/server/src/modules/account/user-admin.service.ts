import {
  type Page,
  Limits,
  ROLE_NAMES,
  type RoleId,
  type SessionVo,
  type UserRolesVo,
  type editUserBody,
  toPage,
} from '@verdict/shared';
import type { z } from 'zod';
import type { Actor } from '../../http/actor';
import { Answer, AppError } from '../../http/app-error';
import type { TokenService } from '../../http/token';
import type { AccountRepository } from './account.repository';
import { hashPassword } from './password';
import type { AdminUserRow, SessionRow, UserAdminRepository, UserPatch } from './user-admin.repository';
import { usernameFold, usernameKey, usernameProblem } from './username';

type EditUser = z.output<typeof editUserBody>;
const EDITABLE = [
  'realname',
  'titleName',
  'titleColor',
  'nickname',
  'school',
  'number',
  'gender',
  'course',
  'signature',
  'blog',
  'github',
  'cfUsername',
] as const;

/**
 * Users and sign-ins as the super admin manages them (/admin/user, /admin/session). A role or
 * status change needs no token work: the auth layer reads the user's role and status on every
 * request (AccountService.loadActor), so the next call already sees it.
 */
export class UserAdminService {
  constructor(private readonly d: { repo: UserAdminRepository; accounts: AccountRepository; tokens: TokenService }) {}

  async list(q: { currentPage: number; limit: number; keyword?: string; onlyAdmin: boolean }): Promise<Page<UserRolesVo>> {
    const { rows, total } = await this.d.repo.list({
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
      keyword: q.keyword || undefined,
      onlyAdmin: q.onlyAdmin,
    });
    const logins = await this.d.repo.lastLogins(rows.map((r) => r.uuid));
    return toPage(
      rows.map((r) => toUserRolesVo(r, logins.get(r.uuid))),
      total,
      q.currentPage,
      q.limit,
    );
  }

  async edit(actor: Actor, b: EditUser): Promise<Answer<null>> {
    const user = await this.d.repo.find(b.uid);
    if (!user) throw AppError.notFound('adminUser.notFound');
    const self = user.uuid === actor.uid;
    if (self && ((b.type !== undefined && b.type !== user.roleId) || (b.status !== undefined && b.status !== user.status)))
      throw AppError.fail('adminUser.selfLock');

    const patch: UserPatch = {};
    for (const f of EDITABLE)
      if (b[f] !== undefined) (patch as Record<string, unknown>)[f] = f === 'gender' ? b[f] : b[f] || null;
    if (b.username !== undefined && b.username !== user.username) {
      const problem = usernameProblem(b.username);
      if (problem) throw AppError.fail(`adminUser.reason.${problem}`);
      // A case-only change of one's own name is no clash with oneself.
      const sameHolder = usernameFold(b.username) === user.usernameFold || usernameKey(b.username) === user.usernameKey;
      if (!sameHolder && (await this.d.accounts.usernameConflict(b.username))) throw AppError.fail('adminUser.usernameTaken');
      patch.username = b.username;
    }
    if (b.email !== undefined) {
      const email = b.email ? b.email.toLowerCase() : null;
      if (email && email !== user.email?.toLowerCase()) {
        const holder = await this.d.accounts.findByEmail(email);
        if (holder && holder.uuid !== user.uuid) throw AppError.fail('adminUser.emailTaken');
      }
      patch.email = email;
    }
    let revoke = false;
    if (b.setNewPwd && b.password) {
      if (b.password.length < Limits.passwordMin || b.password.length > Limits.passwordMax) {
        throw AppError.fail('adminUser.passwordLength', { min: Limits.passwordMin, max: Limits.passwordMax });
      }
      patch.password = await hashPassword(b.password);
      revoke = true;
    }
    if (b.status !== undefined) {
      patch.status = b.status;
      if (b.status !== 0) revoke = true;
    }
    await this.d.repo.update(user.uuid, patch, b.type !== undefined && b.type !== user.roleId ? b.type : undefined);
    // A new password or a ban ends every sign-in for good (a later unban does not revive them).
    if (revoke) await this.d.tokens.revokeAll(user.uuid);
    return new Answer(null, 'adminUser.updated');
  }

  async delete(actor: Actor, ids: string[]): Promise<Answer<null>> {
    if (ids.includes(actor.uid)) throw AppError.fail('adminUser.selfLock');
    const count = await this.d.repo.delete([...new Set(ids)]);
    for (const uid of ids) await this.d.tokens.revokeAll(uid);
    return new Answer(null, 'adminUser.deleted', { count });
  }

  userCount = () => this.d.repo.count();

  async sessions(q: {
    currentPage: number;
    limit: number;
    keyword?: string;
  }): Promise<Page<SessionVo & { username: string | null }>> {
    const { rows, total } = await this.d.repo.sessions({
      offset: (q.currentPage - 1) * q.limit,
      limit: q.limit,
      keyword: q.keyword || undefined,
    });
    const records = await Promise.all(rows.map(async (r) => ({ ...(await this.sessionVo(r)), username: r.username })));
    return toPage(records, total, q.currentPage, q.limit);
  }

  /** Ends one sign-in: its token is refused from the next request on. */
  async endSession(id: number): Promise<Answer<null>> {
    const row = await this.d.repo.session(id);
    if (!row) throw AppError.notFound('adminUser.sessionNotFound');
    if (row.sid) await this.d.tokens.endSession(row.sid);
    return new Answer(null, 'adminUser.sessionEnded');
  }

  /** The caller's previous sign-in (the contract's get-sessions): 2nd newest, or the newest when alone. */
  async previousSession(actor: Actor): Promise<SessionVo | null> {
    const rows = await this.d.repo.recentSessionsOf(actor.uid, 2);
    const row = rows[1] ?? rows[0];
    return row ? this.sessionVo(row) : null;
  }

  private async sessionVo(r: SessionRow): Promise<SessionVo> {
    const active = r.sid ? await this.d.tokens.isActive(r.uid, r.sid) : false;
    return { id: r.id, uid: r.uid, userAgent: r.userAgent, ip: r.ip, gmtCreate: r.gmtCreate, active };
  }
}

function toUserRolesVo(r: AdminUserRow, login: SessionRow | undefined): UserRolesVo {
  return {
    uid: r.uuid,
    username: r.username,
    nickname: r.nickname,
    school: r.school,
    course: r.course,
    number: r.number,
    gender: r.gender,
    realname: r.realname,
    cfUsername: r.cfUsername,
    github: r.github,
    blog: r.blog,
    email: r.email,
    avatar: r.avatar,
    titleName: r.titleName,
    titleColor: r.titleColor,
    signature: r.signature,
    status: r.status,
    gmtCreate: r.gmtCreate,
    gmtModified: r.gmtModified,
    roles: [{ id: r.roleId, role: ROLE_NAMES[r.roleId as RoleId] ?? String(r.roleId) }],
    lastLogin: login ? { ip: login.ip, time: login.gmtCreate } : null,
  };
}
