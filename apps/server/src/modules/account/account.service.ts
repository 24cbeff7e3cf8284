import { randomBytes } from 'node:crypto';
import { type Lang, Limits, Role, type UserInfo, isAdminRole, type RoleId } from '@verdict/shared';
import { type Actor, makeActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type { TokenService } from '../../http/token';
import type { ConfigService } from '../site/config.service';
import type { SiteMailer } from '../site/site-mailer';
import type { AccountRepository } from './account.repository';
import type { CaptchaService } from './captcha';
import { type CodeStore, randomDigits } from './codes';
import { type LoginGuard, LoginGuardKeys } from './login-guard';
import type { LoginPuzzleService } from './login-puzzle';
import { checkAgainstNothing, checkPassword, hashPassword } from './password';
import { type BootstrapLog, ensureRootUser } from './root-user';
import { normalizeEmail, toUserInfo } from './user-info';
import { usernameFold, usernameProblem } from './username';

export interface AccountDeps {
  repo: AccountRepository;
  codes: CodeStore;
  tokens: TokenService;
  config: ConfigService;
  mailer: SiteMailer;
  captcha: CaptchaService;
  guard: LoginGuard;
  puzzles: LoginPuzzleService;
}

export interface LoginRequest {
  username: string;
  password: string;
  puzzleKey?: string;
  ip: string;
  userAgent: string | null;
  adminOnly: boolean;
}

export const keys = {
  loginFailures: (username: string, ip: string) => LoginGuardKeys.pair(usernameFold(username), ip),
  registerCode: (email: string) => `register:code:${email}`,
  registerWait: (email: string) => `register:wait:${email}`,
  resetCode: (username: string) => `reset:code:${username}`,
  resetWait: (email: string) => `reset:wait:${email}`,
  changeEmailCode: (uid: string, email: string) => `email:code:${uid}:${email}`,
  changeEmailWait: (email: string) => `email:wait:${email}`,
  changeFailures: (what: 'password' | 'email', uid: string) => `change:${what}:fail:${uid}`,
};

/** Sign-in, sign-out, registration and password reset (HOJ's "passport"). */
export class AccountService {
  constructor(private readonly d: AccountDeps) {}

  /**
   * Checks the lock-outs, the puzzle once one is required, then the password; the caller sets
   * the token header from the answer. Unknown names cost the same time and count the same
   * failures as known ones, so neither the timing nor the counters tell which names exist.
   */
  async login(req: LoginRequest): Promise<{ token: string; user: UserInfo }> {
    const { repo, tokens, guard, puzzles } = this.d;
    const name = usernameFold(req.username);
    const state = await guard.state(name, req.ip);
    // Locked accounts are refused before the password is looked at, so a lock cannot be probed.
    if (state.locked) throw AppError.fail('account.loginLocked');
    if (state.puzzleRequired && !(await puzzles.consume(req.puzzleKey))) throw AppError.fail('account.puzzleRequired');
    const user = await repo.findForLogin(req.username);
    const check = user ? await checkPassword(req.password, user.password) : await checkAgainstNothing(req.password);
    if (!user || !check.ok) {
      await guard.recordFailure(name, req.ip);
      throw AppError.fail('account.badCredentials');
    }
    if (user.status !== 0) throw AppError.fail('account.userBanned');
    if (req.adminOnly && !isAdminRole(user.roleId as RoleId)) throw AppError.denied('account.notAdmin');
    await guard.recordSuccess(name, req.ip);
    if (check.upgradedHash) await repo.setPassword(user.uuid, check.upgradedHash);
    const { token, sid } = await tokens.issueSession(user.uuid);
    await repo.recordLogin(user.uuid, req.userAgent, req.ip, sid);
    return { token, user: toUserInfo(user) };
  }

  /**
   * HTTP Basic credentials of an API client (the ICPC Contest API): the same lock-outs and failure
   * counts as the login form, no session issued. The actor, or the reason it is refused. Once the
   * form would ask for a puzzle, Basic (which cannot solve one) is refused before the password is
   * looked at, as the form refuses a login without the puzzle: no guessing around it; a login on
   * the site (puzzle solved) clears the account's count.
   */
  async checkCredentials(username: string, password: string, ip: string): Promise<Actor | 'locked' | 'puzzle' | 'bad'> {
    const { repo, guard } = this.d;
    const name = usernameFold(username);
    const state = await guard.state(name, ip);
    if (state.locked) return 'locked';
    if (state.puzzleRequired) return 'puzzle';
    const user = await repo.findForLogin(username);
    const check = user ? await checkPassword(password, user.password) : await checkAgainstNothing(password);
    if (!user || !check.ok || user.status !== 0) {
      await guard.recordFailure(name, ip);
      return 'bad';
    }
    await guard.recordSuccess(name, ip);
    return makeActor(user.uuid, user.username, user.roleId as RoleId);
  }

  /** A fresh puzzle, and whether this username from this address needs one to log in. */
  async loginPuzzle(username: string | undefined, ip: string) {
    const state = username ? await this.d.guard.state(usernameFold(username), ip) : { puzzleRequired: false };
    return { required: state.puzzleRequired, ...(await this.d.puzzles.create()) };
  }

  checkLoginPuzzle = async (puzzleKey: string, x: number) => ({ passed: await this.d.puzzles.check(puzzleKey, x) });

  /** Ends the caller's session only: the user's other devices stay signed in. */
  async logout(actor: Actor): Promise<void> {
    if (actor.sessionId) await this.d.tokens.endSession(actor.sessionId);
  }

  /** First start: the super admin (see root-user.ts); the generated password, or null. */
  ensureRoot = (rootPassword: string | null, log: BootstrapLog) => ensureRootUser(this.d.repo, rootPassword, log);

  /** The actor of a uid for the auth layer, or null when the user is gone or banned (read on every request). */
  async loadActor(uid: string): Promise<Actor | null> {
    const user = await this.d.repo.findByUid(uid);
    if (!user || user.status !== 0) return null;
    return makeActor(user.uuid, user.username, user.roleId as RoleId);
  }

  authInfo = (actor: Actor) => ({ roles: [actor.role], permissions: null });

  private async requireRegisterOpen(): Promise<void> {
    if (!(await this.d.config.web()).register) throw AppError.denied('account.registerClosed');
  }

  async sendRegisterCode(lang: Lang, rawEmail: string): Promise<{ email: string; expire: number }> {
    await this.requireRegisterOpen();
    const email = normalizeEmail(rawEmail);
    if (await this.d.repo.emailTaken(email)) throw AppError.fail('account.emailExists');
    const ttl = Limits.registerCodeTtlSeconds;
    await this.mailCode(
      lang,
      email,
      keys.registerWait(email),
      Limits.registerResendSeconds,
      keys.registerCode(email),
      ttl,
      'register',
    );
    return { email, expire: ttl };
  }

  async register(body: { username: string; password: string; email: string; code?: string }): Promise<void> {
    await this.requireRegisterOpen();
    const { repo, codes } = this.d;
    const email = normalizeEmail(body.email);
    await this.requireFreeUsername(body.username);
    if (await repo.emailTaken(email)) throw AppError.fail('account.emailExists');
    // A fresh install has no mail server: sign-up must still work, so the code is required only once mail is set up.
    const needsCode = await this.d.config.mailConfigured();
    if (needsCode) {
      if (!body.code) throw AppError.fail('account.codeRequired');
      await this.requireCode(keys.registerCode(email), body.code);
    }
    const passwordHash = await hashPassword(body.password);
    try {
      await repo.create({ username: body.username, passwordHash, email, roleId: Role.DefaultUser });
    } catch (err) {
      // Two registrations racing for one name: the unique indexes decide, the loser gets the usual answer.
      await this.requireFreeUsername(body.username);
      if (await repo.emailTaken(email)) throw AppError.fail('account.emailExists');
      throw err;
    }
    if (needsCode) await codes.consume(keys.registerCode(email));
  }

  /** A new name: visible characters of one alphabet, not the name of an account up to case, nor a look-alike of one. */
  async requireFreeUsername(username: string): Promise<void> {
    const problem = usernameProblem(username);
    if (problem === 'invisibleChars') throw AppError.fail('account.usernameInvisibleChars');
    if (problem === 'mixedScripts') throw AppError.fail('account.usernameMixedScripts');
    const conflict = await this.d.repo.usernameConflict(username);
    if (conflict === 'exists') throw AppError.fail('account.usernameExists');
    if (conflict === 'confusable') throw AppError.fail('account.usernameConfusable');
  }

  async checkTaken(body: { username?: string | null; email?: string | null }): Promise<{ username: boolean; email: boolean }> {
    const { repo } = this.d;
    return {
      username: body.username ? await repo.usernameTaken(body.username) : false,
      email: body.email ? await repo.emailTaken(normalizeEmail(body.email)) : false,
    };
  }

  captcha = () => this.d.captcha.create();

  async applyResetPassword(
    lang: Lang,
    body: { email: string; captcha: string; captchaKey: string },
    origin: string,
  ): Promise<void> {
    if (!(await this.d.captcha.verify(body.captchaKey, body.captcha))) throw AppError.fail('account.captchaWrong');
    const email = normalizeEmail(body.email);
    const user = await this.d.repo.findByEmail(email);
    if (!user) throw AppError.fail('account.emailNotExists');
    const baseUrl = (await this.d.config.web()).baseUrl || origin;
    const ttl = Limits.resetCodeTtlSeconds;
    await this.withResendWait(keys.resetWait(email), Limits.resetResendSeconds, async () => {
      const code = randomBytes(16).toString('hex');
      const link = `${baseUrl.replace(/\/+$/, '')}/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
      await this.d.mailer.send(lang, user.email ?? email, {
        subjectKey: 'account.mail.resetSubject',
        lineKeys: ['account.mail.resetBody'],
        params: { username: user.username, minutes: Math.round(ttl / 60) },
        link,
      });
      await this.d.codes.issue(keys.resetCode(user.username), code, ttl);
    });
  }

  async resetPassword(body: { username: string; password: string; code: string }): Promise<void> {
    const { repo, codes, tokens } = this.d;
    const user = await repo.findByUsername(body.username);
    if (!user) throw AppError.fail('account.userNotExists');
    await this.requireCode(keys.resetCode(user.username), body.code);
    await repo.setPassword(user.uuid, await hashPassword(body.password));
    await codes.consume(keys.resetCode(user.username));
    // Whoever held the old password may also hold a token: end every session.
    await tokens.revokeAll(user.uuid);
  }

  async requireCode(key: string, given: string): Promise<void> {
    const result = await this.d.codes.check(key, given);
    if (result === 'missing') throw AppError.fail('account.codeExpired');
    if (result === 'wrong') throw AppError.fail('account.codeWrong');
  }

  /** Mails a 6-digit code and stores it only once the mail went out. */
  async mailCode(
    lang: Lang,
    to: string,
    waitKey: string,
    waitSeconds: number,
    codeKey: string,
    ttl: number,
    kind: 'register' | 'changeEmail',
  ): Promise<void> {
    await this.withResendWait(waitKey, waitSeconds, async () => {
      const code = randomDigits(Limits.registerCodeLength);
      await this.d.mailer.send(lang, to, {
        subjectKey: `account.mail.${kind}Subject`,
        lineKeys: [`account.mail.${kind}Body`],
        params: { code, minutes: Math.round(ttl / 60) },
        code,
      });
      await this.d.codes.issue(codeKey, code, ttl);
    });
  }

  /**
   * The wait is claimed before sending so that parallel requests mail once; a failed send
   * releases it, so nothing of a failed attempt stays behind.
   */
  private async withResendWait(waitKey: string, seconds: number, send: () => Promise<void>): Promise<void> {
    const left = await this.d.codes.waitLeft(waitKey);
    if (left > 0) throw AppError.fail('account.resendWait', { seconds: left });
    await this.d.codes.startWait(waitKey, seconds);
    try {
      await send();
    } catch (err) {
      await this.d.codes.clear(waitKey);
      throw err;
    }
  }
}
