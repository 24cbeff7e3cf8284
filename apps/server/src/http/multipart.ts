import { createWriteStream, rmSync } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface Upload {
  filename: string;
  /** Text form fields sent before the file (e.g. gid). */
  fields: Record<string, string>;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Runs when the file part has arrived but none of its bytes are read, with the text fields sent
 * before it; throws to refuse the upload without reading it (access checks that need a field).
 */
export type UploadCheck = (fields: Record<string, string>) => Promise<void>;

/** The multipart part named `field`; any other first file is refused with the field name in the message. */
async function filePart(req: FastifyRequest, field: string, maxBytes: number, check?: UploadCheck): Promise<MultipartFile> {
  if (!req.isMultipart()) throw AppError.fail('problemBank.uploadMissing', { field });
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
  req: FastifyRequest, field: string, maxBytes: number, tooLargeKey: string, check?: UploadCheck,
): Promise<Upload & { data: Buffer }> {
  const part = await filePart(req, field, maxBytes, check);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.fail(tooLargeKey, { mb: mb(maxBytes) });
    throw err;
  }
  if (part.file.truncated) throw AppError.fail(tooLargeKey, { mb: mb(maxBytes) });
  return { filename: part.filename, fields: fieldsOf(part), data: Buffer.concat(chunks) };
}

/**
 * Streams the file to `target` (removed again when the upload is refused). `target` may depend
 * on the client's file name; it throws to refuse the file before anything is written.
 */
export async function readUploadToFile(
  req: FastifyRequest, field: string, target: string | ((filename: string) => string), maxBytes: number, tooLargeKey: string,
  check?: UploadCheck,
): Promise<Upload & { size: number; path: string }> {
  const part = await filePart(req, field, maxBytes, check);
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
  try {
    await pipeline(part.file, counter, createWriteStream(file));
  } catch (err) {
    rmSync(file, { force: true });
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.fail(tooLargeKey, { mb: mb(maxBytes) });
    throw err;
  }
  if (part.file.truncated) {
    rmSync(file, { force: true });
    throw AppError.fail(tooLargeKey, { mb: mb(maxBytes) });
  }
  return { filename: part.filename, fields: fieldsOf(part), size, path: file };
}
