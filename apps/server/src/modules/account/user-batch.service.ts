import { availableParallelism } from 'node:os';
import {
  type BatchUserError,
  type BatchUserField,
  type BatchUserReason,
  type BatchUserRow,
  BATCH_USER_FIELDS,
  type Lang,
  Limits,
  Role,
  batchUserRow,
  translate,
  type MessageKey,
} from '@verdict/shared';
import { Answer, AppError } from '../../http/app-error';
import { hashPassword } from './password';
import { usernameFold, usernameKey, usernameProblem } from './username';
import type { UserBatchRepository } from './user-batch.repository';

/** Errors quoted in the message; the answer's data lists all of them. */
const ERRORS_IN_MSG = 5;
/** argon2id is slow on purpose: hash on every core, but no more (the judge and the web share them). */
const HASH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));

const REASON_PARAMS: Partial<Record<BatchUserReason, (field: BatchUserField) => Record<string, unknown>>> = {
  tooLong: (field) => ({
    max: {
      username: Limits.usernameMax,
      email: Limits.emailMax,
      realname: Limits.realnameMax,
      nickname: Limits.nicknameMax,
      school: Limits.schoolMax,
    }[field as 'username'],
  }),
  passwordLength: () => ({ min: Limits.passwordMin, max: Limits.passwordMax }),
};

export interface ValidRow {
  user: BatchUserRow;
  row: number;
}

interface RowError {
  row: number;
  field: BatchUserField;
  reason: BatchUserReason;
  params?: Record<string, unknown>;
}

/** Runs `fn` over `items` with at most `limit` at a time, keeping the order of the results. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Accounts created by administrators (contract §2.12, user_admin). */
export class UserBatchService {
  constructor(private readonly repo: UserBatchRepository) {}

  /** Checks every row first (rules, duplicates in the batch and in the database), then writes all rows or none. */
  async insertBatch(lang: Lang, rows: unknown[][]): Promise<Answer<null>> {
    const valid = await this.check(lang, rows);
    await this.write(lang, valid);
    return new Answer(null, 'adminUser.batchDone', { count: valid.length });
  }

  /**
   * Every row checked against the rules, the other rows and the database; throws the refusal
   * listing each error by row (or by the file's line when `lines` gives each row's line).
   */
  async check(lang: Lang, rows: unknown[][], lines?: number[]): Promise<ValidRow[]> {
    const label = (i: number) => lines?.[i] ?? i + 1;
    const errors: RowError[] = [];
    const parsed: Array<BatchUserRow | null> = rows.map((raw, i) => {
      const result = batchUserRow.safeParse(raw);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        const field = BATCH_USER_FIELDS.find((f) => f === issue.path[0]) ?? 'username';
        if (!errors.some((e) => e.row === label(i) && e.field === field))
          errors.push({ row: label(i), field, reason: issue.message as BatchUserReason });
      }
      return null;
    });
    const valid = parsed.flatMap((user, i) => (user ? [{ user, row: label(i) }] : []));

    const firstRow = { fold: new Map<string, number>(), key: new Map<string, number>(), email: new Map<string, number>() };
    for (const { user, row } of valid) {
      const problem = usernameProblem(user.username);
      if (problem) {
        errors.push({ row, field: 'username', reason: problem });
        continue;
      }
      const other = firstRow.fold.get(usernameFold(user.username)) ?? firstRow.key.get(usernameKey(user.username));
      if (other) errors.push({ row, field: 'username', reason: 'duplicateInBatch', params: { other } });
      firstRow.fold.set(usernameFold(user.username), firstRow.fold.get(usernameFold(user.username)) ?? row);
      firstRow.key.set(usernameKey(user.username), firstRow.key.get(usernameKey(user.username)) ?? row);
      if (user.email) {
        const otherEmail = firstRow.email.get(user.email);
        if (otherEmail) errors.push({ row, field: 'email', reason: 'duplicateInBatch', params: { other: otherEmail } });
        else firstRow.email.set(user.email, row);
      }
    }
    errors.push(...(await this.conflictsWithDatabase(valid)));
    if (errors.length > 0) throw this.refusal(lang, errors, lines ? 'adminUser.lineError' : 'adminUser.rowError');
    return valid;
  }

  /** Hashes (bounded parallelism: argon2id is the cost) and inserts every row in one transaction. */
  async write(lang: Lang, valid: ValidRow[], onHashed?: (done: number) => void): Promise<string[]> {
    const users = valid.map(({ user }) => user);
    let hashed = 0;
    const hashes = await mapLimit(users, HASH_CONCURRENCY, async (u) => {
      const h = await hashPassword(u.password);
      onHashed?.(++hashed);
      return h;
    });
    try {
      return await this.repo.insertAll(users.map((u, i) => ({ ...u, passwordHash: hashes[i]!, roleId: Role.DefaultUser })));
    } catch (err) {
      // Someone registered one of the names or addresses meanwhile: the unique indexes refused the whole batch.
      const late = await this.conflictsWithDatabase(valid);
      if (late.length > 0) throw this.refusal(lang, late, 'adminUser.rowError');
      if (isUniqueViolation(err)) throw AppError.fail('adminUser.batchRace');
      throw err;
    }
  }

  private async conflictsWithDatabase(valid: Array<{ user: BatchUserRow; row: number }>): Promise<RowError[]> {
    const names = valid.map(({ user }) => user.username);
    const taken = await this.repo.takenNames(names, names.map(usernameFold), names.map(usernameKey));
    const byFold = new Set(taken.map((t) => t.usernameFold ?? usernameFold(t.username)));
    const byName = new Set(taken.map((t) => t.username));
    const byKey = new Set(taken.map((t) => t.usernameKey));
    const emails = await this.repo.takenEmails(valid.flatMap(({ user }) => (user.email ? [user.email] : [])));
    const errors: RowError[] = [];
    for (const { user, row } of valid) {
      if (byName.has(user.username) || byFold.has(usernameFold(user.username)))
        errors.push({ row, field: 'username', reason: 'usernameExists' });
      else if (byKey.has(usernameKey(user.username))) errors.push({ row, field: 'username', reason: 'usernameConfusable' });
      if (user.email && emails.has(user.email)) errors.push({ row, field: 'email', reason: 'emailExists' });
    }
    return errors;
  }

  private refusal(lang: Lang, errors: RowError[], rowKey: MessageKey): AppError {
    // One error per field: a clash with a stored account says more than a repeat within the batch.
    const rank = (e: RowError) =>
      e.row * 100 + BATCH_USER_FIELDS.indexOf(e.field) * 10 + (e.reason === 'duplicateInBatch' ? 1 : 0);
    const sorted = [...errors]
      .sort((a, b) => rank(a) - rank(b))
      .filter((e, i, all) => i === 0 || all[i - 1]!.row !== e.row || all[i - 1]!.field !== e.field);
    const data: BatchUserError[] = sorted.map((e) => ({
      row: e.row,
      field: e.field,
      reason: e.reason,
      msg: translate(lang, rowKey, {
        row: e.row,
        field: translate(lang, `adminUser.field.${e.field}`),
        reason: translate(lang, `adminUser.reason.${e.reason}`, { ...REASON_PARAMS[e.reason]?.(e.field), ...e.params }),
      }),
    }));
    const separator = lang === 'en' ? '; ' : '；';
    const shown = data
      .slice(0, ERRORS_IN_MSG)
      .map((e) => e.msg)
      .join(separator);
    const list = data.length > ERRORS_IN_MSG ? `${shown}${separator}${translate(lang, 'adminUser.batchMore')}` : shown;
    return new AppError(400, 'adminUser.batchInvalid', { count: data.length, list }, 200, data);
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return (
    e?.code === '23505' ||
    (typeof e?.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT')) ||
    /unique/i.test(String(e?.message ?? ''))
  );
}
