import { describe, expect, it } from 'vitest';
import { type EndpointDef, Role, getProblemDetail } from '@verdict/shared';
import { makeActor } from '../../http/actor';
import { endpointRegistry } from '../../http/route';
import { seedDemoProblems } from '../problem/seed';
import { seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';

/**
 * Every registered call, as root, fed hostile payloads: wrong types, over-long strings, deep
 * nesting, broken JSON. Each must answer a clear 4xx envelope — never a 500 — and the data
 * already stored must still be there afterwards.
 */
const LONG = 'x'.repeat(70_000);
const HOSTILE_BODIES: unknown[] = [
  [],
  'just a string',
  { id: { $gt: 1 }, pid: [1, 2], uid: true, cid: 'abc', username: LONG, password: 12345, problem: 'not an object' },
  { submitIds: 'all', code: { a: 1 }, language: ['C'], status: 'Accepted', score: -Number.MAX_VALUE },
  JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}') as unknown,
  nest(200),
];
const HOSTILE_QUERIES: Record<string, string>[] = [
  { pid: 'abc', cid: '-1', submitId: '1e400', tid: 'NaN', uid: LONG.slice(0, 5000), currentPage: '-5', limit: '99999' },
  { problemId: '../../etc/passwd', submitIds: '1,2,x', status: '{"$ne":1}', username: "' or 1=1 --" },
];

function nest(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** Calls that stream or expect multipart uploads are exercised by their own tests. */
const skip = (e: EndpointDef) =>
  e.multipart ||
  e.path === '/api/sse/submissions' ||
  e.path === '/api/sse/messages' ||
  e.path === '/api/logout' ||
  e.path === '/api/admin/logout';

describe('hostile payloads on every call', () => {
  const t = useTestApp();

  it('answer 4xx or a business error, never 500, and lose nothing', async () => {
    const root = await seedUser(t.core, { roleId: Role.Root });
    const { db } = t.core.database;
    expect(await seedDemoProblems(t.app.services.problemAdmin, makeActor(root.uid, root.username, Role.Root))).toBeGreaterThan(0);
    const before = await t.call(getProblemDetail, { query: { problemId: '1000' } });
    expect(before.status).toBe(200);
    const counts = async () =>
      Promise.all(
        (['problem', 'problemCase', 'userInfo', 'judge'] as const).map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const countsBefore = await counts();
    const endpoints = endpointRegistry.filter((e) => !skip(e));
    expect(endpoints.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let sent = 0;

    for (const e of endpoints) {
      const methods = Array.isArray(e.method) ? e.method : [e.method];
      for (const method of methods) {
        const attempts = [
          ...HOSTILE_QUERIES.map((query) => ({ query, payload: undefined as string | undefined })),
          ...(method === 'GET' ? [] : HOSTILE_BODIES.map((b) => ({ query: {}, payload: JSON.stringify(b) }))),
          ...(method === 'GET' ? [] : [{ query: {}, payload: '{"broken": ' }]),
        ];
        for (const a of attempts) {
          const res = await t.app.inject({
            method,
            url: e.path,
            query: a.query,
            payload: a.payload,
            headers: { authorization: root.token, 'content-type': 'application/json', 'accept-language': 'en' },
          });
          sent++;
          const body = safeJson(res.body) as { status?: number; msg?: string } | null;
          if (res.statusCode >= 500 || body?.status === 500) {
            failures.push(
              `${method} ${e.path} ${a.payload?.slice(0, 60) ?? JSON.stringify(a.query).slice(0, 60)} → ${res.statusCode} ${body?.msg ?? res.body.slice(0, 100)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);

    // The server still serves, and what was stored before is unchanged.
    const after = await t.call(getProblemDetail, { query: { problemId: '1000' } });
    expect(after.status).toBe(before.status);
    expect(after.data).toEqual(before.data);
    expect(await counts()).toEqual(countsBefore);
  }, 900_000); // ~2,500 calls one after another: 9 s alone, over 400 s beside the e2e suite and the other PostgreSQL files on 2 cores
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
