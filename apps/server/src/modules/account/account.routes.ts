import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  Limits,
  adminLogin,
  adminLogout,
  applyResetPassword,
  captcha,
  changeEmail,
  changePassword,
  changeUserInfo,
  checkLoginPuzzle,
  checkUsernameOrEmail,
  getChangeEmailCode,
  getLoginPuzzle,
  type loginBody,
  getRegisterCode,
  getUserAuthInfo,
  getUserCalendarHeatmap,
  getUserHomeInfo,
  login,
  logout,
  register,
  resetPassword,
  uploadAvatar,
  type MessageKey,
} from '@verdict/shared';
import type { Actor } from '../../http/actor';
import { Answer, AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie';
import type { AccountService } from './account.service';
import type { AvatarService } from './avatar';
import type { ProfileService } from './profile.service';

export interface AccountServices {
  account: AccountService;
  profile: ProfileService;
  avatars: AvatarService;
}

/** Sign-in and sign-out, registration, password reset, profiles and settings (contract §2.2). */
export function accountRoutes(app: FastifyInstance, { account, profile, avatars }: AccountServices): void {
  const signIn =
    (adminOnly: boolean) =>
    async ({ body, req, reply }: { body: LoginBody; req: FastifyRequest; reply: FastifyReply }) => {
      const { token, user } = await account.login({
        ...body,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        adminOnly,
      });
      reply.header('Authorization', token);
      reply.header('Access-Control-Expose-Headers', 'Authorization');
      setSessionCookie(req, reply, token);
      return user;
    };
  const signOut = async ({ actor, req, reply }: { actor: Actor; req: FastifyRequest; reply: FastifyReply }) => {
    clearSessionCookie(req, reply);
    return done('account.logoutSuccess', account.logout(actor));
  };
  route(app, getLoginPuzzle, ({ query, req }) => account.loginPuzzle(query.username, req.ip));
  route(app, checkLoginPuzzle, ({ body }) => account.checkLoginPuzzle(body.puzzleKey, body.x));
  route(app, login, signIn(false));
  route(app, adminLogin, signIn(true));
  route(app, logout, signOut);
  route(app, adminLogout, signOut);

  route(app, getRegisterCode, ({ lang, query }) => account.sendRegisterCode(lang, query.email));
  route(app, register, ({ body }) => done('account.registerSuccess', account.register(body)));
  route(app, checkUsernameOrEmail, ({ body }) => account.checkTaken(body));
  route(app, captcha, () => account.captcha());
  route(app, applyResetPassword, ({ lang, body, req }) =>
    done('account.resetMailSent', account.applyResetPassword(lang, body, app.trustedOrigin(req))),
  );
  route(app, resetPassword, ({ body }) => done('account.resetSuccess', account.resetPassword(body)));
  route(app, getUserAuthInfo, ({ actor }) => account.authInfo(actor));

  route(app, getUserHomeInfo, ({ actor, query }) => profile.home(actor, query));
  route(app, getUserCalendarHeatmap, ({ actor, query }) => profile.heatmap(actor, query));
  route(app, changePassword, ({ lang, actor, body }) => profile.changePassword(lang, actor, body));
  route(app, getChangeEmailCode, ({ lang, actor, query }) =>
    done('account.codeSent', profile.sendChangeEmailCode(lang, actor, query.email)),
  );
  route(app, changeEmail, ({ lang, actor, body }) => profile.changeEmail(lang, actor, body));
  route(app, changeUserInfo, ({ actor, body }) => profile.changeUserInfo(actor, body));
  route(app, uploadAvatar, async ({ actor, req }) => avatars.replace(actor.uid, await readAvatarUpload(req)));
}

type LoginBody = z.infer<typeof loginBody>;

/** Runs a call that answers no data, with its own success message. */
async function done(msgKey: MessageKey, action: Promise<void>): Promise<Answer<null>> {
  await action;
  return new Answer(null, msgKey);
}

/** The multipart field `image`, read up to the avatar limit and no further. */
async function readAvatarUpload(req: FastifyRequest): Promise<Buffer> {
  let file;
  try {
    file = await req.file({ limits: { fileSize: Limits.avatarMaxBytes } });
  } catch {
    throw AppError.fail('account.avatarMissing');
  }
  if (!file) throw AppError.fail('account.avatarMissing');
  if (file.fieldname !== 'image') {
    file.file.resume();
    throw AppError.fail('account.avatarMissing');
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file.file) chunks.push(chunk as Buffer);
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.fail('account.fileTooLarge');
    throw err;
  }
  if (file.file.truncated) throw AppError.fail('account.fileTooLarge');
  return Buffer.concat(chunks);
}
