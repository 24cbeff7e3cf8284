import { z } from 'zod';
import { Limits } from '../constants/limits';
import { ROLE_IDS } from '../constants/roles';
import { endpoint } from './endpoint';

/** Rows accepted by one insert-batch-user call. */
export const BATCH_USERS_MAX = 10_000;

/** Column order of a row (contract §2.12): username and password required, the rest optional. */
export const BATCH_USER_FIELDS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'] as const;
export type BatchUserField = (typeof BATCH_USER_FIELDS)[number];

/**
 * Why a row's field is refused: the key of a catalogue message `adminUser.reason.<key>` (both
 * languages). zod issues carry these keys as their messages, so the schema is shared with the
 * client and the server words them in the caller's language.
 */
export type BatchUserReason =
  | 'required'
  | 'tooLong'
  | 'passwordLength'
  | 'emailInvalid'
  | 'genderInvalid'
  | 'invisibleChars'
  | 'mixedScripts'
  | 'duplicateInBatch'
  | 'usernameExists'
  | 'usernameConfusable'
  | 'emailExists';

/** CSV gives strings; a spreadsheet may give numbers (passwords, school numbers): taken as text. Empty or null = absent. */
const cell = z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((v) => (v == null ? '' : String(v).trim()));
const max = (n: number) => cell.pipe(z.string().max(n, 'tooLong'));
const GENDERS: Record<string, 'male' | 'female' | 'secrecy' | 'other'> = {
  '': 'secrecy',
  male: 'male',
  female: 'female',
  secrecy: 'secrecy',
  other: 'other',
  男: 'male',
  女: 'female',
  保密: 'secrecy',
  // Spec 3 §5: gender male/0 or female/1.
  '0': 'male',
  '1': 'female',
};

export const batchUserRow = z.preprocess(
  (row) => (Array.isArray(row) ? Object.fromEntries(BATCH_USER_FIELDS.map((f, i) => [f, row[i]])) : row),
  z.object({
    username: cell.pipe(z.string().min(1, 'required').max(Limits.usernameMax, 'tooLong')),
    password: cell.pipe(
      z.string().min(1, 'required').min(Limits.passwordMin, 'passwordLength').max(Limits.passwordMax, 'passwordLength'),
    ),
    email: cell
      .pipe(z.union([z.literal(''), z.string().max(Limits.emailMax, 'tooLong').email('emailInvalid')]))
      .transform((v) => v.toLowerCase() || null),
    realname: max(Limits.realnameMax).transform((v) => v || null),
    gender: cell
      .transform((v) => GENDERS[v.toLowerCase()] ?? v)
      .pipe(z.enum(['male', 'female', 'secrecy', 'other'], 'genderInvalid')),
    nickname: max(Limits.nicknameMax).transform((v) => v || null),
    school: max(Limits.schoolMax).transform((v) => v || null),
  }),
);
export type BatchUserRow = z.output<typeof batchUserRow>;

export const batchUserError = z.object({
  row: z.number(),
  field: z.enum(BATCH_USER_FIELDS),
  reason: z.string(),
  msg: z.string(),
});
export type BatchUserError = z.infer<typeof batchUserError>;

/**
 * Every row is checked before any is written, and all are written in one transaction or none.
 * A refusal answers status 400 with the first errors in `msg` and all of them in `data`.
 */
export const insertBatchUser = endpoint({
  method: 'POST',
  path: '/api/admin/user/insert-batch-user',
  auth: 'login',
  permission: 'user_admin',
  body: z.object({
    users: z
      .array(z.array(z.unknown()), 'must be a list of rows')
      .min(1, 'must not be empty')
      .max(BATCH_USERS_MAX, `must have at most ${BATCH_USERS_MAX} rows`),
  }),
  // 10,000 rows of seven fields pass 1 MB.
  bodyLimit: 16 * 1024 * 1024,
});

// ── user management (contract §2.12, user_admin = root) ────────────────────────────────────────

const userAdmin = { auth: 'login', permission: 'user_admin' } as const;

/** UserRolesVO without the password hash: a hash is a secret even to an administrator's browser. */
export const userRolesVo = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  school: z.string().nullable(),
  course: z.string().nullable(),
  number: z.string().nullable(),
  gender: z.string(),
  realname: z.string().nullable(),
  cfUsername: z.string().nullable(),
  github: z.string().nullable(),
  blog: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  signature: z.string().nullable(),
  status: z.number(),
  gmtCreate: z.number(),
  gmtModified: z.number(),
  roles: z.array(z.object({ id: z.number(), role: z.string() })),
  lastLogin: z.object({ ip: z.string().nullable(), time: z.number() }).nullable(),
});
export type UserRolesVo = z.infer<typeof userRolesVo>;

const boolQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');
const intQuery = (min: number, max: number, fallback: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      return Number.isInteger(n) && n >= min ? Math.min(n, max) : fallback;
    });

export const getUserList = endpoint({
  method: 'GET',
  path: '/api/admin/user/get-user-list',
  ...userAdmin,
  query: z.object({
    currentPage: intQuery(1, 1_000_000, 1),
    limit: intQuery(1, 200, 10),
    keyword: z.string().trim().max(100).optional(),
    onlyAdmin: boolQuery,
  }),
  data: z.object({ records: z.array(userRolesVo), total: z.number(), size: z.number(), current: z.number(), pages: z.number() }),
});

const optText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Every editable field of spec 3's User; fields left out keep their value. */
export const editUserBody = z.object({
  uid: z.string().min(1).max(64),
  username: z.string().trim().min(1).max(Limits.usernameMax).optional(),
  realname: optText(Limits.realnameMax),
  email: z
    .union([z.literal(''), z.null(), z.string().trim().max(Limits.emailMax).email('is not a valid e-mail address')])
    .optional(),
  password: z.string().max(Limits.passwordMax).optional().nullable(),
  setNewPwd: z.boolean().optional(),
  type: z.coerce
    .number()
    .int()
    .refine((v) => (ROLE_IDS as number[]).includes(v), 'must be a role id from 1000 to 1008')
    .optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  titleName: optText(20),
  titleColor: z
    .union([z.literal(''), z.null(), z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a colour like #ff0000')])
    .optional(),
  nickname: optText(Limits.nicknameMax),
  school: optText(Limits.schoolMax),
  number: optText(50),
  gender: z.enum(['male', 'female', 'secrecy', 'other']).optional(),
  course: optText(100),
  signature: optText(65535),
  blog: optText(255),
  github: optText(255),
  cfUsername: optText(255),
});
export const editUser = endpoint({ method: 'PUT', path: '/api/admin/user/edit-user', ...userAdmin, body: editUserBody });

export const deleteUser = endpoint({
  method: 'DELETE',
  path: '/api/admin/user/delete-user',
  ...userAdmin,
  body: z.object({ ids: z.array(z.string().min(1).max(64)).min(1, 'must not be empty').max(1000) }),
});

/** The generator's form (contract names); the accounts are created in the background, `key` follows them. */
export const generateUserBody = z
  .object({
    prefix: z.string().trim().max(10).default(''),
    suffix: z.string().trim().max(10).default(''),
    number_from: z.coerce.number().int().min(0).max(1_000_000_000),
    number_to: z.coerce.number().int().min(0).max(1_000_000_000),
    password_length: z.coerce.number().int().min(6, 'must be 6 to 25').max(25, 'must be 6 to 25'),
    /** Verdict's addition: the group the generated accounts join as members. */
    gid: z.coerce.number().int().positive().optional(),
  })
  .refine((b) => b.number_to >= b.number_from, { path: ['number_to'], message: 'must not be below number_from' })
  .refine((b) => b.number_to - b.number_from < BATCH_USERS_MAX, {
    path: ['number_to'],
    message: `must make at most ${BATCH_USERS_MAX} accounts`,
  });
export const generateUser = endpoint({
  method: 'POST',
  path: '/api/admin/user/generate-user',
  ...userAdmin,
  body: generateUserBody,
  data: z.object({ key: z.string(), total: z.number() }),
});

/** The generated accounts as an .xlsx (kept 30 minutes); waits for a running generation to finish. */
export const generateUserExcel = endpoint({
  method: ['GET', 'POST', 'PUT', 'DELETE'],
  path: '/api/file/generate-user-excel',
  auth: 'login',
  roles: ['root'],
  raw: true,
  query: z.object({ key: z.string().min(1).max(64) }),
});

/**
 * A CSV file (multipart field `file`, UTF-8, optional BOM and header line): every line is checked
 * first; a refusal lists the errors by line (data: BatchUserError[] with `row` = line) and writes
 * nothing. Accepted files are written in the background: `key` follows the progress.
 */
export const importUserCsv = endpoint({
  method: 'POST',
  path: '/api/admin/user/import-user-csv',
  ...userAdmin,
  multipart: true,
  data: z.object({ key: z.string(), total: z.number() }),
});

export const userJobProgress = z.object({
  kind: z.enum(['import', 'generate']),
  state: z.enum(['hashing', 'writing', 'done', 'failed']),
  done: z.number(),
  total: z.number(),
  msg: z.string().nullable(),
});
export type UserJobProgress = z.infer<typeof userJobProgress>;
export const getUserJobProgress = endpoint({
  method: 'GET',
  path: '/api/admin/user/job-progress',
  ...userAdmin,
  query: z.object({ key: z.string().min(1).max(64) }),
  data: userJobProgress,
});
