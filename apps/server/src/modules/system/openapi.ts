import { z } from 'zod';
import type { EndpointDef } from '@verdict/shared';

/** What the document needs to know about a call beyond its definition: how its route was registered. */
export interface RouteFacts {
  /** A request limit counts this call (config.rateLimit of its route). */
  rateLimited: boolean;
}

/**
 * OpenAPI 3.1 document built from the same zod schemas that validate requests. Every answer is the
 * envelope {status, msg, data}: HTTP 200 carries a success or a business refusal (contract §1.2);
 * the other HTTP statuses are listed by errorAnswers, so a call added or changed is described
 * without touching this file.
 */
export function buildOpenApi(
  endpoints: readonly EndpointDef[],
  facts: (def: EndpointDef) => RouteFacts = () => ({ rateLimited: false }),
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const methods = Array.isArray(e.method) ? e.method : [e.method];
    for (const method of methods) {
      const op: Record<string, unknown> = {
        summary: e.summary ?? e.path,
        tags: [e.path.split('/')[2] === 'admin' ? 'admin' : (e.path.split('/')[2] ?? 'api')],
        'x-auth': e.auth,
        ...(e.roles ? { 'x-roles': e.roles } : {}),
        ...(e.permission ? { 'x-permission': e.permission } : {}),
        ...(facts(e).rateLimited ? { 'x-rate-limited': true } : {}),
        responses: { 200: successAnswer(e), ...errorAnswers(method) },
      };
      if (e.query) op.parameters = queryParameters(e.query);
      if (e.body) op.requestBody = { content: { 'application/json': { schema: toSchema(e.body) } } };
      if (e.multipart) op.requestBody = { content: { 'multipart/form-data': { schema: { type: 'object' } } } };
      if (e.auth !== 'anon') op.security = [{ token: [] }];
      (paths[e.path] ??= {})[method.toLowerCase()] = op;
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Verdict API', version: '0.1.0', description: 'HOJ-compatible online judge API' },
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      schemas: { ErrorEnvelope: ERROR_ENVELOPE },
      responses: ERROR_RESPONSES,
    },
    paths,
  };
}

/**
 * The HTTP error statuses a call can answer, each with the error envelope. Most follow from the
 * caller and the moment, not from the call, so every call lists them (a rule added to a service —
 * a guess limit, a switch, a store that fails — is described already):
 * - 400 a malformed parameter or JSON body (too deep, cut off), or a refusal raised as one;
 * - 401 no session or a dead one: the calls x-auth marks, and on a public call a parameter that
 *   needs one (e.g. onlyMine);
 * - 403 a role, permission, access rule or site switch that refuses the caller;
 * - 429 too many requests (the calls x-rate-limited marks) or guesses of a password or code, or
 *   too many streams, with Retry-After;
 * - 500 an internal error; 503 a store (database, Redis) out of reach, or no room for a stream.
 * Calls that take a body (every method but GET) add 413 (too large) and 415 (neither JSON nor multipart).
 */
function errorAnswers(method: string): Record<string, unknown> {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  return {
    400: ref('BadRequest'),
    401: ref('Unauthorized'),
    403: ref('Forbidden'),
    ...(method !== 'GET' ? { 413: ref('PayloadTooLarge'), 415: ref('UnsupportedMediaType') } : {}),
    429: ref('TooManyRequests'),
    500: ref('InternalError'),
    503: ref('Unavailable'),
  };
}

const ERROR_ENVELOPE = {
  type: 'object',
  required: ['status', 'msg', 'data'],
  properties: {
    status: {
      type: 'integer',
      minimum: 400,
      maximum: 599,
      description: '400 refused or invalid, 401 not signed in, 403 forbidden, 404 not found, 500 internal error, 503 unavailable',
    },
    msg: { type: 'string', description: "Why, in the caller's language (Accept-Language or ?l=)" },
    data: { description: 'null, or details some refusals carry (e.g. every refused row of an import)' },
  },
};

const envelopeContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } };
const errorResponse = (description: string, extra: Record<string, unknown> = {}) => ({
  description,
  content: envelopeContent,
  ...extra,
});

const ERROR_RESPONSES = {
  BadRequest: errorResponse('Malformed request: a parameter or the JSON body is invalid (msg names the field)'),
  Unauthorized: errorResponse('Not signed in, or the token expired or was revoked (Url-Type echoed)'),
  Forbidden: errorResponse("The caller's role, permission or standing does not allow this call, or a site switch is off"),
  PayloadTooLarge: errorResponse('The body or upload is larger than the call accepts'),
  UnsupportedMediaType: errorResponse('The body is neither JSON nor, for uploads, multipart/form-data'),
  TooManyRequests: errorResponse('Too many requests, guesses or open streams: retry after the seconds in Retry-After', {
    // A request or guess limit knows when its window ends; a full stream cap does not.
    headers: {
      'Retry-After': {
        description: 'Seconds until the call is accepted again (request and guess limits)',
        schema: { type: 'integer', minimum: 0 },
      },
    },
  }),
  InternalError: errorResponse('Internal error (logged on the server)'),
  Unavailable: errorResponse(
    'A store the call needs (database, Redis) is out of reach, or the server has no room for another stream; retry later',
  ),
};

/** HTTP 200: the success envelope, or a business refusal in the error envelope (contract §1.2). */
function successAnswer(e: EndpointDef) {
  const success = {
    type: 'object',
    required: ['status', 'msg', 'data'],
    properties: { status: { const: 200 }, msg: { type: 'string' }, data: e.data ? toSchema(e.data) : {} },
  };
  const json = { schema: { anyOf: [success, { $ref: '#/components/schemas/ErrorEnvelope' }] } };
  // Streams (text/event-stream) refuse with the envelope before they start.
  if (e.path.startsWith('/api/sse/'))
    return {
      description: 'Server-sent events',
      content: { 'text/event-stream': { schema: { type: 'string' } }, 'application/json': json },
    };
  if (e.raw) {
    // A download: the file itself, or the envelope when it cannot be made.
    return {
      description: 'The file, or the envelope with the reason',
      content: { 'application/json': json, '*/*': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return {
    description: 'Envelope {status, msg, data}: status 200 with the data, or a refusal (400/401/403/404/500)',
    content: { 'application/json': json },
  };
}

function toSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

function queryParameters(query: z.ZodType) {
  const schema = toSchema(query) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: s,
  }));
}
