import {
  type ChangeAccountResult,
  type Heatmap,
  type Lang,
  Limits,
  type UserHome,
  type UserInfo,
  toDayString,
  msToWireDate,
  translate,
} from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { ProblemService } from '../problem/problem.service';
import type { SubmissionRecords } from '../submission/submission-records.service';
import type { ProfilePatch, UserRow } from './account.repository';
import { type AccountDeps, type AccountService, keys } from './account.service';
import { checkPassword, hashPassword } from './password';
import { normalizeEmail, toUserInfo } from './user-info';

/** Failed password checks allowed on change-password / change-email within the window. */
const CHANGE_TRIES = 5;
const CHANGE_WINDOW_SECONDS = 30 * 60;
const DAY_MS = 86_400_000;

type Lookup = { uid?: string; username?: string };

/** The site rating, kept by the rating module (a module that depends on this one; wiring passes it). */
export interface UserRatings {
  ratingOf(uid: string): Promise<number | null>;
}

/** The signed-in user's own account (settings page) and everybody's public profile. */
export class ProfileService {
  constructor(
    private readonly d: AccountDeps & { records: SubmissionRecords; problems: ProblemService; ratings: UserRatings },
    private readonly account: AccountService,
  ) {}

  private async resolveUser(actor: Actor | null, q: Lookup): Promise<UserRow> {
    const { repo } = this.d;
    let user: UserRow | undefined;
    if (q.uid) user = await repo.findByUid(q.uid);
    else if (q.username) user = await repo.findByUsername(q.username);
    else if (actor) user = await repo.findByUid(actor.uid);
    else throw AppError.fail('account.userRequired');
    if (!user) throw AppError.notFound('account.userNotFound');
    return user;
  }

  async home(actor: Actor | null, q: Lookup): Promise<UserHome> {
    const user = await this.resolveUser(actor, q);
    const { repo, records, problems } = this.d;
    const [figures, rating, lastLogin] = await Promise.all([
      records.userFigures(user.uuid),
      this.d.ratings.ratingOf(user.uuid),
      repo.lastLoginAt(user.uuid),
    ]);
    const { total } = figures;
    const info = await problems.summaries([...figures.solvedPids, ...figures.bestScores.map((b) => b.pid)]);
    const solved = figures.solvedPids.flatMap((pid) => {
      const p = info.get(pid);
      return p ? [{ id: p.id, problemId: p.problemId, difficulty: p.difficulty }] : [];
    });
    // The profile's score counter sums the best score of each OI problem.
    const scoreList = figures.bestScores.filter((b) => info.get(b.pid)?.type === 1).map((b) => b.best);
    const solvedGroupByDifficulty: UserHome['solvedGroupByDifficulty'] = {};
    for (const p of solved) (solvedGroupByDifficulty[String(p.difficulty)] ??= []).push(p);
    return {
      uid: user.uuid,
      username: user.username,
      school: user.school,
      signature: user.signature,
      nickname: user.nickname,
      gender: user.gender,
      github: user.github,
      blog: user.blog,
      avatar: user.avatar,
      titleName: user.titleName,
      titleColor: user.titleColor,
      total,
      rating,
      scoreList,
      solvedList: solved.map((p) => p.problemId),
      solvedGroupByDifficulty,
      recentLoginTime: msToWireDate(lastLogin),
    };
  }

  /** Submissions per UTC day over the last year, days without any left out. */
  async heatmap(actor: Actor | null, q: Lookup, now = Date.now()): Promise<Heatmap> {
    const user = await this.resolveUser(actor, q);
    const today = toDayString(new Date(now));
    const since = Date.parse(`${today}T00:00:00.000Z`) - 365 * DAY_MS;
    const counts = new Map<string, number>();
    for (const t of await this.d.records.submitTimesSince(user.uuid, since)) {
      const day = toDayString(new Date(t));
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
    const dataList = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count }));
    return { endDate: today, dataList };
  }

  /**
   * Shared by change-password and change-email: the lock and the password check answer
   * inside ChangeAccountVO (status-200 envelope), as hoj-vue expects; null means it passed.
   */
  private async checkCurrentPassword(
    lang: Lang,
    what: 'password' | 'email',
    user: UserRow,
    password: string,
  ): Promise<ChangeAccountResult | null> {
    const key = keys.changeFailures(what, user.uuid);
    if ((await this.d.codes.failures(key)) >= CHANGE_TRIES)
      return { code: 403, msg: translate(lang, 'account.changeLocked'), userInfo: null };
    const check = await checkPassword(password, user.password);
    if (check.ok) return null;
    const count = await this.d.codes.addFailure(key, CHANGE_WINDOW_SECONDS);
    if (count >= CHANGE_TRIES) return { code: 403, msg: translate(lang, 'account.changeLocked'), userInfo: null };
    return { code: 400, msg: translate(lang, 'account.passwordWrong', { count }), userInfo: null };
  }

  private async self(actor: Actor): Promise<UserRow> {
    const user = await this.d.repo.findByUid(actor.uid);
    if (!user) throw AppError.loginRequired('errors.tokenExpired');
    return user;
  }

  async changePassword(
    lang: Lang,
    actor: Actor,
    body: { oldPassword: string; newPassword: string },
  ): Promise<ChangeAccountResult> {
    if (body.oldPassword === body.newPassword) throw AppError.fail('account.passwordSame');
    const user = await this.self(actor);
    const refused = await this.checkCurrentPassword(lang, 'password', user, body.oldPassword);
    if (refused) return refused;
    await this.d.repo.setPassword(user.uuid, await hashPassword(body.newPassword));
    await this.d.codes.clear(keys.changeFailures('password', user.uuid));
    // Every session ends, this one too: both clients answer "please log in again", as HOJ does.
    await this.d.tokens.revokeAll(user.uuid);
    return { code: 200, msg: translate(lang, 'account.passwordChanged'), userInfo: null };
  }

  private async requireFreeEmail(user: UserRow, email: string): Promise<void> {
    if (user.email && normalizeEmail(user.email) === email) throw AppError.fail('account.emailSame');
    if (await this.d.repo.emailTaken(email)) throw AppError.fail('account.emailExists');
  }

  async sendChangeEmailCode(lang: Lang, actor: Actor, rawEmail: string): Promise<void> {
    const user = await this.self(actor);
    const email = normalizeEmail(rawEmail);
    await this.requireFreeEmail(user, email);
    await this.account.mailCode(
      lang,
      email,
      keys.changeEmailWait(email),
      Limits.registerResendSeconds,
      keys.changeEmailCode(user.uuid, email),
      Limits.registerCodeTtlSeconds,
      'changeEmail',
    );
  }

  async changeEmail(
    lang: Lang,
    actor: Actor,
    body: { password: string; newEmail: string; code: string },
  ): Promise<ChangeAccountResult> {
    const user = await this.self(actor);
    const email = normalizeEmail(body.newEmail);
    const refused = await this.checkCurrentPassword(lang, 'email', user, body.password);
    if (refused) return refused;
    await this.d.codes.clear(keys.changeFailures('email', user.uuid));
    await this.requireFreeEmail(user, email);
    const codeKey = keys.changeEmailCode(user.uuid, email);
    await this.account.requireCode(codeKey, body.code);
    await this.d.repo.setEmail(user.uuid, email);
    await this.d.codes.consume(codeKey);
    return { code: 200, msg: translate(lang, 'account.emailChanged'), userInfo: await this.userInfo(user.uuid) };
  }

  async changeUserInfo(actor: Actor, body: Partial<Record<keyof ProfilePatch, string | null>>): Promise<UserInfo> {
    const patch: ProfilePatch = {};
    for (const [k, v] of Object.entries(body) as Array<[keyof ProfilePatch, string | null | undefined]>) {
      if (v === undefined) continue;
      // gender is NOT NULL in the table; an empty choice means "secrecy".
      if (k === 'gender') patch.gender = v || 'secrecy';
      else patch[k] = v;
    }
    await this.d.repo.updateProfile(actor.uid, patch);
    return this.userInfo(actor.uid);
  }

  async userInfo(uid: string): Promise<UserInfo> {
    const user = await this.d.repo.findByUid(uid);
    if (!user) throw AppError.notFound('account.userNotFound');
    return toUserInfo(user);
  }
}
