import { randomBytes, randomInt } from 'node:crypto';
import { BATCH_USERS_MAX, type Lang, type UserJobProgress, translate } from '@verdict/shared';
import { AppError } from '../../http/app-error';
import type { KeyValueStore } from '../../infra/kv-store';
import { CsvError, readCsv, spreadsheetCell } from '../../infra/spreadsheet';
import type { UserBatchService } from './user-batch.service';

/** Finished jobs (and a generated list's passwords) are kept this long, as the contract keeps the generated list. */
const KEEP_MS = 30 * 60_000;
/** No look-alikes (0/O, 1/l/I) in generated passwords: they are read off a printed sheet. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

interface Job {
  owner: string;
  progress: UserJobProgress;
  finished: Promise<void>;
  /** Generated accounts with their passwords, for the spreadsheet. */
  accounts?: Array<{ username: string; password: string }>;
}

/**
 * Account creation in the background: a CSV import or the generator answers at once with a key,
 * the client polls the progress, and the rows are written in one transaction at the end (all or
 * nothing). Hashing 10,000 argon2id passwords is minutes of CPU on a small server, so it cannot
 * ride on one HTTP call. Jobs live in this process's memory: a restart forgets them (nothing is
 * half-written, the insert is one transaction). In scaled mode (`shared` given) each job's state is
 * mirrored to the shared key-value store, so the polls and the download may land on any API process.
 */
/**
 * Where generated accounts can be put: the group module's members (a port: the group module depends
 * on this one). Generated accounts join as plain members, as if accepted.
 */
export interface GroupEnrolment {
  exists(gid: number): Promise<boolean>;
  enrol(gid: number, uids: string[]): Promise<void>;
}

export class UserJobs {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly batch: UserBatchService,
    private readonly shared?: KeyValueStore,
    private readonly groups?: GroupEnrolment,
  ) {}

  /** Parses and checks the whole file; refuses it with every error by line, or starts writing it. */
  async importCsv(lang: Lang, owner: string, data: Buffer): Promise<{ key: string; total: number }> {
    const { rows, lines } = parseUserCsv(data);
    const valid = await this.batch.check(lang, rows, lines);
    return this.start(lang, owner, 'import', valid);
  }

  /** prefix + number + suffix for every number of the range, each with a random password. */
  async generate(
    lang: Lang,
    owner: string,
    f: { prefix: string; suffix: string; number_from: number; number_to: number; password_length: number; gid?: number },
  ) {
    // Checked before anything is written: a wrong group refuses the whole generation.
    if (f.gid !== undefined && !(await this.groups?.exists(f.gid))) throw AppError.notFound('group.notFound');
    const accounts = [];
    for (let n = f.number_from; n <= f.number_to; n++) {
      accounts.push({ username: `${f.prefix}${n}${f.suffix}`, password: randomPassword(f.password_length) });
    }
    const valid = await this.batch.check(
      lang,
      accounts.map((a) => [a.username, a.password]),
    );
    return this.start(lang, owner, 'generate', valid, accounts, f.gid);
  }

  async progress(owner: string, key: string): Promise<UserJobProgress> {
    return (await this.job(owner, key)).progress;
  }

  /** The generated accounts as a spreadsheet, once the job has written them. */
  async excel(owner: string, key: string): Promise<Buffer> {
    const job = await this.job(owner, key);
    await job.finished;
    if (!job.accounts || job.progress.state !== 'done') throw AppError.fail('adminUser.jobNotFound');
    // Loaded on first use: exceljs is ~27 MB of resident memory and 0.6 s of start-up the server otherwise carries.
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('users');
    sheet.columns = [
      { header: 'username', key: 'username', width: 24 },
      { header: 'password', key: 'password', width: 28 },
    ];
    // Names come from the admin's prefix and suffix or an uploaded CSV: kept from running as formulas.
    sheet.addRows(job.accounts.map((a) => ({ username: spreadsheetCell(a.username), password: spreadsheetCell(a.password) })));
    sheet.getRow(1).font = { bold: true };
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  private async job(owner: string, key: string): Promise<Job> {
    const job = this.jobs.get(key) ?? (await this.mirrored(key));
    // Another administrator's key answers the same as an unknown one: the list holds passwords.
    if (!job || job.owner !== owner) throw AppError.notFound('adminUser.jobNotFound');
    return job;
  }

  /** A job of another API process, as it last wrote it. */
  private async mirrored(key: string): Promise<Job | undefined> {
    const raw = await this.shared?.get(`user-job:${key}`);
    if (!raw) return undefined;
    const m = JSON.parse(raw) as Pick<Job, 'owner' | 'progress' | 'accounts'>;
    return { ...m, finished: Promise.resolve() };
  }

  private start(
    lang: Lang,
    owner: string,
    kind: UserJobProgress['kind'],
    valid: Awaited<ReturnType<UserBatchService['check']>>,
    accounts?: Job['accounts'],
    gid?: number,
  ): { key: string; total: number } {
    const key = randomBytes(16).toString('hex');
    const progress: UserJobProgress = { kind, state: 'hashing', done: 0, total: valid.length, msg: null };
    let mirroredAt = 0;
    const mirror = async (force = false) => {
      if (!this.shared || (!force && Date.now() - mirroredAt < 500)) return;
      mirroredAt = Date.now();
      // The passwords only once written: the spreadsheet is offered for a done job only.
      const value = { owner, progress, accounts: progress.state === 'done' ? accounts : undefined };
      await this.shared.set(`user-job:${key}`, JSON.stringify(value), KEEP_MS / 1000).catch(() => undefined);
    };
    const finished = (async () => {
      await mirror(true);
      try {
        const uids = await this.batch.write(lang, valid, (done) => {
          progress.done = done;
          if (done === valid.length) progress.state = 'writing';
          void mirror();
        });
        if (gid !== undefined) await this.groups?.enrol(gid, uids);
        progress.state = 'done';
        progress.msg = translate(lang, kind === 'import' ? 'adminUser.batchDone' : 'adminUser.generated', {
          count: valid.length,
        });
      } catch (err) {
        progress.state = 'failed';
        progress.msg =
          err instanceof AppError
            ? translate(lang, err.key, err.params)
            : translate(lang, 'adminUser.jobFailed', { reason: (err as Error).message });
      } finally {
        await mirror(true);
        setTimeout(() => this.jobs.delete(key), KEEP_MS).unref();
      }
    })();
    this.jobs.set(key, { owner, progress, finished, accounts });
    return { key, total: valid.length };
  }
}

/** A password of `length` characters from an alphabet without look-alikes (0/O, 1/l/I). */
export function randomPassword(length: number): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/**
 * The rows of a user CSV (columns username, password, email, realname, gender, nickname, school),
 * each with the line it starts on. UTF-8 only (a BOM is dropped), CRLF or LF, quoted fields as
 * RFC 4180; a first line whose first cell reads "username" is a header; blank lines are skipped.
 */
export function parseUserCsv(data: Buffer): { rows: string[][]; lines: number[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw AppError.fail('adminUser.csvNotUtf8');
  }
  let records: Array<{ cells: string[]; line: number }>;
  try {
    records = readCsv(text);
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    throw AppError.fail('adminUser.csvInvalid', { line: err.line, reason: err.reason });
  }
  let from = 0;
  if (records[0] && records[0].cells[0]?.replace(/^\uFEFF/, '').toLowerCase() === 'username') from = 1;
  const body = records.slice(from).filter((r) => r.cells.some((c) => c !== ''));
  if (body.length === 0) throw AppError.fail('adminUser.csvEmpty');
  if (body.length > BATCH_USERS_MAX) throw AppError.fail('adminUser.csvTooMany', { max: BATCH_USERS_MAX, count: body.length });
  return { rows: body.map((r) => r.cells), lines: body.map((r) => r.line) };
}
