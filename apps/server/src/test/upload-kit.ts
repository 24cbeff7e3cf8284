import sharp from 'sharp';
import { type EndpointDef, adminAddProblem } from '@verdict/shared';
import { judgeRow } from './judge-row';
import type { TestApp } from './test-app';

/** Upload and problem helpers for server tests (not loaded by the server). */

export interface Posted<T = unknown> {
  http: number;
  status: number;
  msg: string;
  data: T;
  headers: Record<string, unknown>;
}

/** A multipart POST with one file part (and optional text fields before it), through the real app. */
export async function postFile<T = unknown>(
  t: TestApp,
  def: EndpointDef,
  opts: {
    token?: string;
    field?: string;
    filename: string;
    content: Buffer | string;
    contentType?: string;
    fields?: Record<string, string>;
    query?: Record<string, string>;
  },
): Promise<Posted<T>> {
  const boundary = `----bank${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(opts.fields ?? {}))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename}"\r\nContent-Type: ${opts.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
  );
  parts.push(typeof opts.content === 'string' ? Buffer.from(opts.content) : opts.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: def.path,
    query: opts.query,
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': 'en',
      ...(opts.token ? { authorization: opts.token } : {}),
    },
  });
  const body = JSON.parse(res.body) as { status: number; msg: string; data: T };
  return { http: res.statusCode, ...body, headers: res.headers };
}

export const tinyPng = () =>
  sharp({ create: { width: 3, height: 2, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
export const tinyGif = () =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: '#00ff00' } })
    .gif()
    .toBuffer();

/** Inserts finished public submissions straight into `judge` (counting tests need no sandbox). */
export async function addJudgeRows(
  t: TestApp,
  pid: number,
  rows: Array<{ status: number; cid?: number; gid?: number | null; uid?: string }>,
): Promise<void> {
  const now = Date.now();
  await t.core.database.db
    .insertInto('judge')
    .values(
      rows.map((r) =>
        judgeRow({
          pid,
          uid: r.uid ?? 'u1',
          username: 'u1',
          submitTime: now,
          status: r.status,
          language: 'C',
          cid: r.cid,
          gid: r.gid,
        }),
      ),
    )
    .execute();
}

/** An A+B problem with a chosen display id, created through the admin API. */
export async function createProblem(
  t: TestApp,
  token: string,
  problemId: string,
  over: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): Promise<{ pid: number; problemId: string }> {
  const res = await t.call(adminAddProblem, {
    token,
    body: {
      problem: { problemId, title: 'A+B', type: 0, timeLimit: 1000, memoryLimit: 256, stackLimit: 128, auth: 1, ...over },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '10 20\n', output: '30\n' },
      ],
      languages: [{ name: 'C++' }, { name: 'Python3' }, { name: 'C' }],
      tags: [{ name: 'easy' }],
      ...extra,
    },
  });
  if (res.status !== 200) throw new Error(`create problem failed: ${res.msg}`);
  const row = await t.core.database.db
    .selectFrom('problem')
    .select('id')
    .where('problemId', '=', problemId.toUpperCase())
    .executeTakeFirstOrThrow();
  return { pid: row.id, problemId: problemId.toUpperCase() };
}
