import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import type { z } from 'zod';
import type { EndpointBodyInput, EndpointDef, EndpointQueryInput, Envelope } from '@verdict/shared';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Core, createCore } from '../core';
import { withPgClient } from './pg-client';

/** A well-formed call: query and body as the endpoint's zod input accepts them. */
export interface CallOptions<E extends EndpointDef> {
  query?: EndpointQueryInput<E>;
  body?: EndpointBodyInput<E>;
  token?: string | null;
  headers?: Record<string, string>;
  /** The client address the request comes from (default 127.0.0.1). */
  remoteAddress?: string;
}

/** Anything on the wire, for tests that send malformed or hostile requests on purpose. */
export interface RawCallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** `data` of a successful answer as the endpoint's data schema gives it; unknown when the contract has none. */
export type CallData<E extends EndpointDef> = E['data'] extends z.ZodType ? z.output<E['data']> : unknown;

/**
 * What `call` answers: the schema's `data`, unless the test names its own `T` (an assertion it
 * can be asked to justify, e.g. the full entity of a submission the schema unions with a stub).
 */
export type CallAnswer<E extends EndpointDef, T> = unknown extends T ? CallData<E> : T;

export interface CallResult<T> {
  http: number;
  status: number;
  msg: string;
  data: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface TestApp {
  app: FastifyInstance;
  core: Core;
  config: Config;
  /** Calls one contract endpoint through the real HTTP stack (inject), type-checked against the endpoint. */
  call<E extends EndpointDef, T = unknown>(def: E, opts?: CallOptions<E>): Promise<CallResult<CallAnswer<E, T>>>;
  /** The same call with an unchecked query and body: for tests of bad input. */
  callRaw<E extends EndpointDef, T = unknown>(def: E, opts?: RawCallOptions): Promise<CallResult<T>>;
}

/**
 * A real app on a fresh, migrated database per test file: a new SQLite file, or — when the
 * suite runs with TEST_DATABASE_URL — a new PostgreSQL database created on that server.
 */
export function useTestApp(overrides: Partial<Config> = {}, appOptions: BuildOptions = {}): TestApp {
  const t = {} as TestApp;
  let dir = '';
  let dropDatabase: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'verdict-test-'));
    const base = loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_URL: '' });
    let databaseUrl: string | null = null;
    const adminUrl = process.env.TEST_DATABASE_URL;
    const template = inject('testDbTemplate');
    if (adminUrl) {
      const name = `verdict_t_${randomBytes(6).toString('hex')}`;
      const from = template?.postgresDatabase ? ` template ${template.postgresDatabase}` : '';
      await withPgClient(adminUrl, (c) => c.query(`create database ${name}${from}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = () =>
        withPgClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
    }
    t.config = { ...base, databaseUrl, ...overrides };
    // The run's migrated template (test/global-setup.ts), when there is one: createCore finds nothing left to migrate.
    if (!t.config.databaseUrl && template && !existsSync(t.config.sqliteFile))
      copyFileSync(template.sqliteFile, t.config.sqliteFile);
    t.core = await createCore(t.config);
    t.app = await buildApp(t.core, appOptions);
    await t.app.ready();
    t.callRaw = async <E extends EndpointDef, T>(def: E, opts: RawCallOptions = {}): Promise<CallResult<T>> => {
      const method = (Array.isArray(def.method) ? def.method[0] : def.method) as string;
      const headers: Record<string, string> = { 'accept-language': 'en', ...opts.headers };
      if (opts.token) headers.authorization = opts.token;
      const res = await t.app.inject({
        method: method as 'GET',
        url: def.path,
        query: stringifyQuery(opts.query),
        ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
        headers,
        ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      });
      const body = safeJson(res.body) as Envelope<T> | null;
      return {
        http: res.statusCode,
        status: body?.status ?? res.statusCode,
        msg: body?.msg ?? '',
        data: body?.data as T,
        headers: res.headers,
        raw: res,
      };
    };
    t.call = <E extends EndpointDef, T>(def: E, opts: CallOptions<E> = {}) =>
      t.callRaw<E, CallAnswer<E, T>>(def, { ...opts, query: opts.query as Record<string, unknown> | undefined });
  });

  afterAll(async () => {
    await t.app?.close();
    await t.core?.database.close();
    await dropDatabase?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return t;
}

function stringifyQuery(q: unknown): Record<string, string | string[]> | undefined {
  if (!q || typeof q !== 'object') return undefined;
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return out;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
