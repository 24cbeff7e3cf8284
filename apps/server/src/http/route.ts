import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type EndpointBody,
  type EndpointData,
  type EndpointDef,
  type EndpointQuery,
  type Envelope,
  type Lang,
  translate,
} from '@verdict/shared';
import type { Actor } from './actor';
import { PreSerialized } from '../infra/answer-cache';
import { Answer, AppError } from './app-error';
import { cookieToken, setSessionCookie } from './session-cookie';
import type { TokenService } from './token';

export interface AuthDeps {
  tokens: TokenService;
  /** The actor of a uid, or null when the user is gone or banned. */
  loadActor: (uid: string) => Promise<Actor | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
  interface FastifyInstance {
    authDeps: AuthDeps;
  }
}

export interface RouteContext<E extends EndpointDef> {
  actor: E['auth'] extends 'login' ? Actor : Actor | null;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  req: FastifyRequest;
  reply: FastifyReply;
  lang: Lang;
}

type HandlerResult<E extends EndpointDef> = EndpointData<E> | Answer<EndpointData<E>> | PreSerialized | void;

const JSON_TYPE = 'application/json; charset=utf-8';
export type Handler<E extends EndpointDef> = (ctx: RouteContext<E>) => Promise<HandlerResult<E>> | HandlerResult<E>;

/** Every endpoint registered so far, for the OpenAPI document and the 405 answer. */
export const endpointRegistry: EndpointDef[] = [];
/** Paths whose body may come form-encoded (`formBody`), for the form parser (http/json-body.ts). */
export const formBodyPaths = new Set<string>();

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ status: 200, msg, data });

/** Registers one contract call: auth → role/permission → zod → handler → envelope. */
export function route<E extends EndpointDef>(app: FastifyInstance, def: E, handler: Handler<E>): void {
  endpointRegistry.push(def);
  if (def.formBody) formBodyPaths.add(def.path);
  const methods = Array.isArray(def.method) ? [...def.method] : [def.method as string];
  app.route({
    method: methods,
    url: def.path,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    handler: async (req, reply) => {
      const actor = await authenticate(app, req, reply, def);
      checkAccess(def, actor);
      const query = def.query ? parseInput(def.query, req.query ?? {}, 'query') : undefined;
      const body = def.body ? parseInput(def.body, req.body ?? {}, 'body') : undefined;
      const ctx = { actor, query, body, req, reply, lang: req.lang } as RouteContext<E>;
      const result = await handler(ctx);
      if (def.raw || reply.sent) return reply;
      // A kept answer (infra/answer-cache.ts): its data is JSON already, only the envelope is added.
      if (result instanceof PreSerialized) return reply.type(JSON_TYPE).send(result.body);
      if (result instanceof Answer) return ok(result.data, translate(req.lang, result.msgKey, result.params));
      return ok(result ?? null);
    },
  });
}

function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : where;
  throw AppError.invalid(field, issue?.message ?? 'is invalid');
}

export function readToken(req: FastifyRequest): string | null {
  const raw = req.headers.authorization;
  if (!raw) return null;
  const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw;
  return token.trim() || null;
}

/** The caller of a request outside the contract calls (health): its actor, or null for anonymous or an invalid token. */
export async function optionalActor(app: FastifyInstance, req: FastifyRequest): Promise<Actor | null> {
  const token = readToken(req);
  if (!token) return null;
  const session = await app.authDeps.tokens.verify(token);
  return session ? app.authDeps.loadActor(session.uid) : null;
}

async function authenticate(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  def: EndpointDef,
): Promise<Actor | null> {
  const token = readToken(req) ?? cookieToken(req, def);
  if (!token) {
    if (def.auth === 'login') throw AppError.loginRequired();
    return null;
  }
  const { tokens, loadActor } = app.authDeps;
  const session = await tokens.verify(token);
  const actor = session ? await loadActor(session.uid) : null;
  if (!session || !actor) {
    if (def.auth === 'anon') return null;
    throw AppError.loginRequired('errors.tokenExpired');
  }
  if (def.auth !== 'anon' && tokens.needsRefresh(session)) {
    const fresh = await tokens.refresh(session);
    // The upload widgets' cookie follows the header token, so it lives as long as the session.
    setSessionCookie(req, reply, fresh);
    reply.header('Authorization', fresh);
    reply.header('Refresh-Token', 'true');
    reply.header('Url-Type', urlType(req));
    reply.header('Access-Control-Expose-Headers', 'Refresh-Token,Authorization,Url-Type');
    reply.header('Access-Control-Allow-Credentials', 'true');
  }
  return { ...actor, sessionId: session.sid };
}

function checkAccess(def: EndpointDef, actor: Actor | null): void {
  if (!def.roles && !def.permission) return;
  if (!actor) throw AppError.loginRequired();
  if (def.roles && !def.roles.includes(actor.role)) throw AppError.noPermission();
  if (def.permission && !actor.permissions.includes(def.permission)) throw AppError.noPermission();
}

export const urlType = (req: FastifyRequest) => (req.headers['url-type'] === 'admin' ? 'admin' : 'general');
