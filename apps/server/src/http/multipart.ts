import { createWriteStream, rmSync } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@verdict/shared';
import { AppError } from './app-error';

export interface Upload {
  filename: string;
  /** Text form fields sent before the file (e.g. gid). */
  fields: Record<string, string>;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
/** Boundaries, part headers and the few text fields an upload form sends beside its file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * A multipart body that ended before its closing boundary (the client gave up, a proxy cut it, a
 * Content-Length shorter than the form). busboy says so only in words, hence the messages.
 */
const CUT_OFF_MESSAGE = /unexpected end of multipart data|Boundary not found/i;
const CUT_OFF_CODES: ReadonlySet<string> = new Set(['FST_MP_PREMATURE_CLOSE', 'ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE']);

export function isCutOffUpload(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return (typeof code === 'string' && CUT_OFF_CODES.has(code)) || CUT_OFF_MESSAGE.test(err.message);
}

/** The client's fault, answered 400 (the error handler does the same for readers outside this file). */
export const cutOffUpload = () => new AppError(400, 'errors.uploadCutOff', undefined, 400);

/** A read failure as the caller should see it: too large, cut off, or (a real fault) as it came. */
function uploadFailure(err: unknown, maxBytes: number, tooLargeKey: MessageKey): unknown {
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return AppError.fail(tooLargeKey, { mb: mb(maxBytes) });
  if (isCutOffUpload(err)) return cutOffUpload();
  return err;
}

/**
 * Runs when the file part has arrived but none of its bytes are read, with the text fields sent
 * before it; throws to refuse the upload without reading it (access checks that need a field).
 */
export type UploadCheck = (fields: Record<string, string>) => Promise<void>;

/** The multipart part named `field`; any other first file is refused with the field name in the message. */
async function filePart(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeKey: MessageKey,
  check?: UploadCheck,
): Promise<MultipartFile> {
  if (!req.isMultipart()) throw AppError.fail('problemBank.uploadMissing', { field });
  // A body that announces more than the file may be (plus the form's own lines) is refused unread.
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD_BYTES)
    throw AppError.fail(tooLargeKey, { mb: mb(maxBytes) });
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: maxBytes } });
  } catch {
    throw AppError.fail('problemBank.uploadMissing', { field });
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw AppError.fail('problemBank.uploadMissing', { field });
  }
  try {
    await check?.(fieldsOf(part));
  } catch (err) {
    part.file.resume();
    throw err;
  }
  return part;
}

function fieldsOf(part: MultipartFile): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v && v.type === 'field' && typeof v.value === 'string') out[name] = v.value;
  }
  return out;
}

/** Reads the file into memory, refusing more than `maxBytes` (counted, not trusted from headers). */
export async function readUploadBuffer(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeKey: MessageKey,
  check?: UploadCheck,
): Promise<Upload & { data: Buffer }> {
  const part = await filePart(req, field, maxBytes, tooLargeKey, check);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (err) {
    throw uploadFailure(err, maxBytes, tooLargeKey);
  }
  if (part.file.truncated) throw AppError.fail(tooLargeKey, { mb: mb(maxBytes) });
  return { filename: part.filename, fields: fieldsOf(part), data: Buffer.concat(chunks) };
}

/**
 * Streams the file to `target` (removed again when the upload is refused). `target` may depend
 * on the client's file name; it throws to refuse the file before anything is written.
 */
export async function readUploadToFile(
  req: FastifyRequest,
  field: string,
  target: string | ((filename: string) => string),
  maxBytes: number,
  tooLargeKey: MessageKey,
  check?: UploadCheck,
): Promise<Upload & { size: number; path: string }> {
  const part = await filePart(req, field, maxBytes, tooLargeKey, check);
  let file: string;
  try {
    file = typeof target === 'string' ? target : target(part.filename);
  } catch (err) {
    part.file.resume();
    throw err;
  }
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  const out = createWriteStream(file);
  try {
    await pipeline(part.file, counter, out);
  } catch (err) {
    // The stream opens its file asynchronously: removed before the open, the file would reappear.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    rmSync(file, { force: true });
    throw uploadFailure(err, maxBytes, tooLargeKey);
  }
  if (part.file.truncated) {
    rmSync(file, { force: true });
    throw AppError.fail(tooLargeKey, { mb: mb(maxBytes) });
  }
  return { filename: part.filename, fields: fieldsOf(part), size, path: file };
}
