import { z } from 'zod';
import { Limits } from '../constants/limits';
import { endpoint } from './endpoint';

const username = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(Limits.usernameMax, `must be at most ${Limits.usernameMax} characters`);
const password = z
  .string()
  .trim()
  .min(Limits.passwordMin, `must be ${Limits.passwordMin} to ${Limits.passwordMax} characters`)
  .max(Limits.passwordMax, `must be ${Limits.passwordMin} to ${Limits.passwordMax} characters`);
const email = z.string().trim().max(Limits.emailMax).email('must be a valid e-mail address');
const optText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).nullish();

export const userInfo = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  email: z.string().nullable(),
  number: z.string().nullable(),
  gender: z.string().nullable(),
  school: z.string().nullable(),
  course: z.string().nullable(),
  signature: z.string().nullable(),
  realname: z.string().nullable(),
  github: z.string().nullable(),
  blog: z.string().nullable(),
  cfUsername: z.string().nullable(),
  roleList: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfo>;

export const changeAccountResult = z.object({ code: z.number(), msg: z.string(), userInfo: userInfo.nullish() });
export type ChangeAccountResult = z.infer<typeof changeAccountResult>;

export const websiteConfig = z.object({
  baseUrl: z.string(),
  name: z.string(),
  shortName: z.string(),
  register: z.boolean(),
  recordName: z.string(),
  recordUrl: z.string(),
  description: z.string(),
  email: z.string(),
  /** Whether the site can send mail (SMTP_* or the admin e-mail settings); without it sign-up asks for no code. */
  mailConfigured: z.boolean(),
  projectName: z.string(),
  projectUrl: z.string(),
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
  /**
   * Accepted problems needed to post a discussion, to comment or reply (outside contests), to create
   * a group — as they apply now (never above the site's public problems); 0 = no minimum.
   */
  acMinimums: z.object({ post: z.number(), comment: z.number(), group: z.number() }).optional(),
});
export type WebsiteConfig = z.infer<typeof websiteConfig>;

export const userHome = z.object({
  uid: z.string(),
  username: z.string(),
  school: z.string().nullable(),
  signature: z.string().nullable(),
  nickname: z.string().nullable(),
  gender: z.string().nullable(),
  github: z.string().nullable(),
  blog: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  total: z.number(),
  rating: z.number().nullable(),
  scoreList: z.array(z.number()),
  solvedList: z.array(z.string()),
  solvedGroupByDifficulty: z.record(
    z.string(),
    z.array(z.object({ id: z.number(), problemId: z.string(), difficulty: z.number() })),
  ),
  recentLoginTime: z.string().nullable(),
});
export type UserHome = z.infer<typeof userHome>;

export const heatmap = z.object({ endDate: z.string(), dataList: z.array(z.object({ date: z.string(), count: z.number() })) });
export type Heatmap = z.infer<typeof heatmap>;

const userLookup = z.object({
  uid: z.string().trim().max(64).optional(),
  username: z.string().trim().max(Limits.usernameMax).optional(),
});

export const getWebsiteConfig = endpoint({ method: 'GET', path: '/api/get-website-config', auth: 'anon', data: websiteConfig });

/**
 * The slide puzzle of the login form (spec 1: 325x100, accuracy 3). The server draws it and keeps
 * the gap's position; the client slides the piece and sends its left edge x.
 */
export const LOGIN_PUZZLE = { width: 325, height: 100, piece: 38, tolerance: 3 } as const;
export const loginPuzzle = z.object({
  /** Whether the next login of this username from this address must carry a solved puzzle. */
  required: z.boolean(),
  puzzleKey: z.string(),
  /** PNG data URLs: the scene with the gap, and a full-height strip holding the piece at the gap's height. */
  background: z.string(),
  piece: z.string(),
});
export type LoginPuzzle = z.infer<typeof loginPuzzle>;
export const getLoginPuzzle = endpoint({
  method: 'GET',
  path: '/api/get-login-puzzle',
  auth: 'anon',
  query: z.object({ username: z.string().trim().max(Limits.usernameMax).optional() }),
  data: loginPuzzle,
});
export const checkLoginPuzzle = endpoint({
  method: 'POST',
  path: '/api/check-login-puzzle',
  auth: 'anon',
  body: z.object({
    puzzleKey: z.string().trim().min(1, 'is required').max(64),
    x: z.coerce.number().min(0).max(LOGIN_PUZZLE.width),
  }),
  data: z.object({ passed: z.boolean() }),
});

/** HOJ's client sends only username and password; `puzzleKey` names a solved puzzle once one is required. */
export const loginBody = z.object({ username, password, puzzleKey: z.string().trim().max(64).optional() });
export const login = endpoint({ method: 'POST', path: '/api/login', auth: 'anon', body: loginBody, data: userInfo });
export const adminLogin = endpoint({ method: 'POST', path: '/api/admin/login', auth: 'anon', body: loginBody, data: userInfo });
export const logout = endpoint({ method: 'GET', path: '/api/logout', auth: 'login' });
export const adminLogout = endpoint({
  method: 'GET',
  path: '/api/admin/logout',
  auth: 'login',
  roles: ['root', 'admin', 'problem_admin'],
});

export const getRegisterCode = endpoint({
  method: 'GET',
  path: '/api/get-register-code',
  auth: 'anon',
  query: z.object({ email }),
  data: z.object({ email: z.string(), expire: z.number() }),
});
export const register = endpoint({
  method: 'POST',
  path: '/api/register',
  auth: 'anon',
  body: z.object({
    username,
    password,
    email,
    // Optional in the schema: a site without mail registers without a code; the server requires it once mail is set up.
    code: z
      .union([
        z.literal(''),
        z.string().trim().length(Limits.registerCodeLength, `must be ${Limits.registerCodeLength} characters`),
      ])
      .optional(),
  }),
});
export const checkUsernameOrEmail = endpoint({
  method: 'POST',
  path: '/api/check-username-or-email',
  auth: 'anon',
  body: z.object({
    username: z.string().trim().max(Limits.usernameMax).nullish(),
    email: z.string().trim().max(Limits.emailMax).nullish(),
  }),
  data: z.object({ username: z.boolean(), email: z.boolean() }),
});
export const captcha = endpoint({
  method: 'GET',
  path: '/api/captcha',
  auth: 'anon',
  data: z.object({ img: z.string(), captchaKey: z.string() }),
});
export const applyResetPassword = endpoint({
  method: 'POST',
  path: '/api/apply-reset-password',
  auth: 'anon',
  body: z.object({
    email,
    captcha: z.string().trim().min(Limits.captchaMin, 'is required').max(Limits.captchaMax),
    captchaKey: z.string().trim().min(1, 'is required').max(64),
  }),
});
export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/reset-password',
  auth: 'anon',
  body: z.object({ username, password, code: z.string().trim().min(1, 'is required').max(64) }),
});
export const getUserAuthInfo = endpoint({
  method: 'GET',
  path: '/api/get-user-auth-info',
  auth: 'login',
  data: z.object({ roles: z.array(z.string()), permissions: z.null() }),
});
export const getUserHomeInfo = endpoint({
  method: 'GET',
  path: '/api/get-user-home-info',
  auth: 'opt',
  query: userLookup,
  data: userHome,
});
export const getUserCalendarHeatmap = endpoint({
  method: 'GET',
  path: '/api/get-user-calendar-heatmap',
  auth: 'anon',
  query: userLookup,
  data: heatmap,
});
export const changePassword = endpoint({
  method: 'POST',
  path: '/api/change-password',
  auth: 'login',
  body: z.object({ oldPassword: password, newPassword: password }),
  data: changeAccountResult,
});
export const getChangeEmailCode = endpoint({
  method: 'GET',
  path: '/api/get-change-email-code',
  auth: 'login',
  query: z.object({ email }),
});
export const changeEmail = endpoint({
  method: 'POST',
  path: '/api/change-email',
  auth: 'login',
  body: z.object({
    password,
    newEmail: email,
    code: z.string().trim().length(Limits.registerCodeLength, `must be ${Limits.registerCodeLength} characters`),
  }),
  data: changeAccountResult,
});
export const changeUserInfoBody = z.object({
  cfUsername: optText(50),
  realname: optText(Limits.realnameMax),
  nickname: optText(Limits.nicknameMax),
  signature: optText(Limits.signatureMax),
  blog: optText(Limits.urlMax),
  gender: z.enum(['male', 'female', 'secrecy', 'other']).nullish(),
  github: optText(Limits.urlMax),
  school: optText(Limits.schoolMax),
  number: optText(50),
  course: optText(100),
});
export const changeUserInfo = endpoint({
  method: 'POST',
  path: '/api/change-userInfo',
  auth: 'login',
  body: changeUserInfoBody,
  data: userInfo,
});
export const uploadAvatar = endpoint({
  method: 'POST',
  path: '/api/file/upload-avatar',
  auth: 'login',
  multipart: true,
  data: userInfo,
});

// Config documents: the answers are complete; set-* bodies are patches (null or absent = unchanged),
// so the field schemas carry no defaults (zod would fill absent fields with them).
const configText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const emailPort = z.union([
  z.number().int().min(0).max(65535),
  z
    .string()
    .trim()
    .regex(/^\d{0,5}$/)
    .transform((v) => Number(v || 0)),
]);
export const emailConfig = z.object({
  emailHost: configText(255),
  emailPassword: z.string().max(255),
  emailPort,
  emailUsername: configText(255),
  emailBGImg: configText(1024),
  emailSsl: z.boolean(),
});
export type EmailConfig = z.infer<typeof emailConfig>;
export const webConfig = z.object({
  baseUrl: configText(255),
  name: configText(100),
  shortName: configText(20),
  description: configText(2000),
  register: z.boolean(),
  recordName: configText(255),
  recordUrl: configText(255),
  projectName: configText(100),
  projectUrl: configText(255),
});
export type WebConfig = z.infer<typeof webConfig>;
/** Each field optional, and null treated as absent (hoj-vue may send nulls it received). */
const patchOf = <S extends Record<string, z.ZodType>>(shape: S) =>
  z.object(
    Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.nullish().transform((x: unknown) => x ?? undefined)])) as {
      [K in keyof S]: z.ZodPipe<
        z.ZodOptional<z.ZodNullable<S[K]>>,
        z.ZodTransform<Exclude<z.output<S[K]>, null> | undefined, z.output<S[K]> | null | undefined>
      >;
    },
  );
export const webConfigPatch = patchOf(webConfig.shape);
export const emailConfigPatch = patchOf(emailConfig.shape);
const systemAdmin = { auth: 'login', permission: 'system_info_admin' } as const;
export const getWebConfig = endpoint({
  method: ['GET', 'POST'],
  path: '/api/admin/config/get-web-config',
  ...systemAdmin,
  data: webConfig,
});
export const setWebConfig = endpoint({
  method: 'PUT',
  path: '/api/admin/config/set-web-config',
  ...systemAdmin,
  body: webConfigPatch,
});
export const getEmailConfig = endpoint({
  method: ['GET', 'POST'],
  path: '/api/admin/config/get-email-config',
  ...systemAdmin,
  data: emailConfig,
});
export const setEmailConfig = endpoint({
  method: 'PUT',
  path: '/api/admin/config/set-email-config',
  ...systemAdmin,
  body: emailConfigPatch,
});
export const testEmail = endpoint({
  method: 'POST',
  path: '/api/admin/config/test-email',
  ...systemAdmin,
  body: z.object({ email }),
});
