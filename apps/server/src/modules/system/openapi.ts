import { z } from 'zod';
import type { EndpointDef } from '@verdict/shared';

/** OpenAPI 3.1 document built from the same zod schemas that validate requests. */
export function buildOpenApi(endpoints: readonly EndpointDef[]): Record<string, unknown> {
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
        responses: {
          200: {
            description: 'Envelope {status, msg, data}',
            content: { 'application/json': { schema: envelopeSchema(e.data) } },
          },
        },
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
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    paths,
  };
}

function toSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

function envelopeSchema(data: z.ZodType | undefined) {
  return {
    type: 'object',
    properties: { status: { type: 'integer' }, msg: { type: 'string' }, data: data ? toSchema(data) : {} },
  };
}

function queryParameters(query: z.ZodType) {
  const schema = toSchema(query) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name, in: 'query', required: schema.required?.includes(name) ?? false, schema: s,
  }));
}
