import { Ajv2020 } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { getUserAuthInfo, getUserList, getWebsiteConfig, login } from '@verdict/shared';
import { floodLimits } from '../../test/flood-limits';
import { type SeededUser, seedUser } from '../../test/seed';
import { useTestApp } from '../../test/test-app';

type Operation = {
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { schema: unknown }>; headers?: Record<string, { required?: boolean }> }
  >;
};
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Operation['responses'][string]> };
}

/**
 * The document describes every answer a call gives (finding 13): success and refusal envelopes
 * on HTTP 200, and each HTTP error status with the error envelope. The live answers below are
 * checked against the document the server serves, as a schema-driven client would read it.
 */
describe('OpenAPI document: error answers', () => {
  const t = useTestApp({ rateLimits: floodLimits({ login: { max: 2, windowSeconds: 60 } }) });
  let doc: OpenApi;
  let user: SeededUser;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

  beforeAll(async () => {
    doc = JSON.parse((await t.app.inject({ url: '/api/openapi.json' })).body) as OpenApi;
    ajv.addSchema(doc, 'doc');
    user = await seedUser(t.core);
  });

  /** Fails unless the server's answer has a documented status, its required headers and a body the schema accepts. */
  const expectDocumented = (method: string, path: string, res: LightMyRequestResponse) => {
    const listed = doc.paths[path]?.[method.toLowerCase()]?.responses[String(res.statusCode)];
    expect(listed, `${method} ${path} answered ${res.statusCode}, which the document does not list`).toBeDefined();
    // Error statuses point at a shared answer of components.responses, HTTP 200 is written in place.
    const at = listed!.$ref
      ? `doc${listed!.$ref}`
      : `doc#/paths/${path.replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${res.statusCode}`;
    const answer = listed!.$ref ? doc.components.responses[listed!.$ref.split('/').at(-1)!] : listed!;
    const validate = ajv.compile({ $ref: `${at}/content/application~1json/schema` });
    expect(validate(JSON.parse(res.body)), `${method} ${path} ${res.statusCode}: ${JSON.stringify(validate.errors)}`).toBe(true);
    for (const [name, h] of Object.entries(answer.headers ?? {}))
      if (h.required) expect(res.headers[name.toLowerCase()], name).toBeDefined();
  };

  it('lists, for every call, the envelope statuses any call can give and those its method and limits add', () => {
    const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ path, method, op })),
    );
    expect(ops.length).toBeGreaterThan(250);
    for (const { path, method, op } of ops) {
      const codes = Object.keys(op.responses);
      expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429', '500', '503']));
      if (method !== 'get') expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
    }
    expect(Object.keys(doc.paths['/api/login'].post.responses)).toContain('429');
    expect(doc.paths['/api/login'].post.responses['429'].$ref).toBe('#/components/responses/TooManyRequests');
    expect(doc.components.responses.TooManyRequests.headers).toHaveProperty('Retry-After');
    expect(doc.paths['/api/login'].post).toHaveProperty('x-rate-limited', true);
    expect(Object.keys(doc.paths['/api/get-website-config'].get.responses)).not.toEqual(expect.arrayContaining(['413']));
    expect(doc.paths['/api/get-website-config'].get).not.toHaveProperty('x-rate-limited');
  });

  it('describes what the server answers: success, refusals on HTTP 200, and each error status', async () => {
    const send = (
      method: 'GET' | 'POST',
      url: string,
      opts: { token?: string; payload?: string; type?: string; ip?: string } = {},
    ) =>
      t.app.inject({
        method,
        url,
        payload: opts.payload,
        remoteAddress: opts.ip ?? '127.0.0.1',
        headers: {
          'accept-language': 'en',
          ...(opts.token ? { authorization: opts.token } : {}),
          ...(opts.payload !== undefined ? { 'content-type': opts.type ?? 'application/json' } : {}),
        },
      });
    const seen: number[] = [];
    const check = async (method: 'GET' | 'POST', path: string, res: Promise<LightMyRequestResponse>) => {
      const r = await res;
      seen.push(r.statusCode);
      expectDocumented(method, path, r);
      return r;
    };
    await check('GET', getWebsiteConfig.path, send('GET', getWebsiteConfig.path));
    // A refusal inside HTTP 200 (wrong password): the refusal envelope of the 200 answer.
    const refused = await check(
      'POST',
      login.path,
      send('POST', login.path, {
        payload: JSON.stringify({ username: user.username, password: 'wrong-password' }),
        ip: '10.1.0.1',
      }),
    );
    expect(JSON.parse(refused.body).status).toBe(400);
    await check('GET', getUserAuthInfo.path, send('GET', getUserAuthInfo.path));
    await check('GET', getUserList.path, send('GET', getUserList.path, { token: user.token }));
    await check('POST', login.path, send('POST', login.path, { payload: '{"username": ', ip: '10.1.0.2' }));
    await check(
      'POST',
      login.path,
      send('POST', login.path, { payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }), ip: '10.1.0.3' }),
    );
    await check(
      'POST',
      login.path,
      send('POST', login.path, { payload: '<username>a</username>', type: 'application/xml', ip: '10.1.0.4' }),
    );
    let limited: LightMyRequestResponse | null = null;
    for (let i = 0; i < 3; i++)
      limited = await check(
        'POST',
        login.path,
        send('POST', login.path, { payload: JSON.stringify({ username: 'nobody', password: 'nothing-here' }), ip: '10.1.0.5' }),
      );
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(seen).toEqual(expect.arrayContaining([200, 400, 401, 403, 413, 415, 429]));
  });
});
