import { expect } from 'vitest';
import { ccsApiInformation, ccsObjectSchemas, ccsScoreboard, ccsAccess } from '@verdict/shared';
import type { z } from 'zod';
import type { TestApp } from '../../test/test-app';
import { CCS_COLLECTIONS } from './ccs-viewer';

/** Test helpers of the ICPC Contest API: calls with Basic credentials, and the answers checked by the shared zod schemas. */

export type Who = { username: string; password: string } | null;

export interface CcsAnswer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

export function ccsClient(t: TestApp) {
  const call = async (method: 'GET' | 'POST', url: string, who: Who, payload?: unknown): Promise<CcsAnswer> => {
    const headers: Record<string, string> = {};
    if (who) headers.authorization = `Basic ${Buffer.from(`${who.username}:${who.password}`).toString('base64')}`;
    const res = await t.app.inject({
      method,
      url: `/api/ccs${url}`,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    const type = String(res.headers['content-type'] ?? '');
    return { status: res.statusCode, body: type.includes('json') ? res.json() : res.rawPayload, headers: res.headers };
  };
  return {
    get: (url: string, who: Who) => call('GET', url, who),
    post: (url: string, who: Who, body: unknown) => call('POST', url, who, body),
  };
}

/** The schema an endpoint's answer follows (one object; lists are arrays of it). */
export const schemaOf = (type: string): z.ZodType => {
  if (type === 'scoreboard') return ccsScoreboard;
  if (type === 'access') return ccsAccess;
  if (type === '') return ccsApiInformation;
  return ccsObjectSchemas[type as keyof typeof ccsObjectSchemas];
};

/** Parses with the schema, failing the test with zod's message. */
export function expectParses(schema: z.ZodType, value: unknown, where: string): void {
  const r = schema.safeParse(value);
  if (!r.success)
    expect.fail(`${where}: ${JSON.stringify(r.error.issues.slice(0, 3))} in ${JSON.stringify(value).slice(0, 400)}`);
}

export const LIST_TYPES = CCS_COLLECTIONS;
