import { z } from 'zod';
import { Limits } from '../constants/limits';
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
  | 'required' | 'tooLong' | 'passwordLength' | 'emailInvalid' | 'genderInvalid'
  | 'invisibleChars' | 'mixedScripts' | 'duplicateInBatch' | 'usernameExists' | 'usernameConfusable' | 'emailExists';

/** CSV gives strings; a spreadsheet may give numbers (passwords, school numbers): taken as text. Empty or null = absent. */
const cell = z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((v) => (v == null ? '' : String(v).trim()));
const max = (n: number) => cell.pipe(z.string().max(n, 'tooLong'));
const GENDERS: Record<string, 'male' | 'female' | 'secrecy' | 'other'> = {
  '': 'secrecy', male: 'male', female: 'female', secrecy: 'secrecy', other: 'other', 男: 'male', 女: 'female', 保密: 'secrecy',
};

export const batchUserRow = z.preprocess(
  (row) => (Array.isArray(row) ? Object.fromEntries(BATCH_USER_FIELDS.map((f, i) => [f, row[i]])) : row),
  z.object({
    username: cell.pipe(z.string().min(1, 'required').max(Limits.usernameMax, 'tooLong')),
    password: cell.pipe(z.string().min(1, 'required').min(Limits.passwordMin, 'passwordLength').max(Limits.passwordMax, 'passwordLength')),
    email: cell.pipe(z.union([z.literal(''), z.string().max(Limits.emailMax, 'tooLong').email('emailInvalid')])).transform((v) => v.toLowerCase() || null),
    realname: max(Limits.realnameMax).transform((v) => v || null),
    gender: cell.transform((v) => GENDERS[v.toLowerCase()] ?? v).pipe(z.enum(['male', 'female', 'secrecy', 'other'], 'genderInvalid')),
    nickname: max(Limits.nicknameMax).transform((v) => v || null),
    school: max(Limits.schoolMax).transform((v) => v || null),
  }),
);
export type BatchUserRow = z.output<typeof batchUserRow>;

export const batchUserError = z.object({ row: z.number(), field: z.enum(BATCH_USER_FIELDS), reason: z.string(), msg: z.string() });
export type BatchUserError = z.infer<typeof batchUserError>;

/**
 * Every row is checked before any is written, and all are written in one transaction or none.
 * A refusal answers status 400 with the first errors in `msg` and all of them in `data`.
 */
export const insertBatchUser = endpoint({
  method: 'POST', path: '/api/admin/user/insert-batch-user', auth: 'login', permission: 'user_admin',
  body: z.object({ users: z.array(z.array(z.unknown()), 'must be a list of rows').min(1, 'must not be empty').max(BATCH_USERS_MAX, `must have at most ${BATCH_USERS_MAX} rows`) }),
  // 10,000 rows of seven fields pass 1 MB.
  bodyLimit: 16 * 1024 * 1024,
});
