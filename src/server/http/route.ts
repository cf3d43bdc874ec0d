import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TRole } from '../../shared/user';
import type { Outcome } from '../outcome';
import type { Actor } from './actor';
import { errorBody, fieldErrorsFromZod, fieldKey, statusOfRefusal } from './errors';
import { findUnsafeInput } from './unsafe-input';

/** Who may call a route: anyone, anyone signed in, or the listed roles. */
export type Access = 'public' | 'signedIn' | readonly TRole[];
type ActorFor<A extends Access> = A extends 'public' ? Actor | null : Actor;

export interface RouteContext<A extends Access, B, Q, P> {
  actor: ActorFor<A>;
  body: B;
  query: Q;
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<A extends Access, B, Q, P> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify syntax: `/api/users/:username`. */
  url: string;
  summary: string;
  tag: string;
  access: A;
  /** P9: a suspended student may still read who they are and log out; nothing else. */
  allowSuspended?: boolean;
  body?: z.ZodType<B>;
  /** The envelope key of the body (`user`, `settings`), dropped from field error keys. */
  bodyKey?: string;
  /** A fuller schema for the OpenAPI document, when validation happens in the service. */
  bodyDoc?: z.ZodType;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** The success body's schema, for the OpenAPI document. */
  response?: z.ZodType;
  /** Status on success; 204 whenever the handler's value is undefined. */
  successStatus?: number;
  handler(ctx: RouteContext<A, B, Q, P>): Promise<Outcome<unknown>>;
}

/** A success answer with a status other than the route's usual one (a health check's 503). */
export class WithStatus {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** What the OpenAPI generator needs to know about a route, without its types. */
export interface RouteDoc {
  method: string;
  url: string;
  summary: string;
  tag: string;
  isPublic: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response?: z.ZodType;
  successStatus: number;
}

export interface Route {
  doc: RouteDoc;
  install(app: FastifyInstance, resolveActor: ResolveActor): void;
}

export type ResolveActor = (request: FastifyRequest) => Promise<Actor | null>;

/**
 * Declares a route once: its access rule, its zod schemas (which validate the request and feed the
 * OpenAPI document) and its handler, which receives parsed input and answers with an Outcome.
 */
export function defineRoute<const A extends Access, B = undefined, Q = undefined, P = undefined>(
  def: RouteDefinition<A, B, Q, P>,
): Route {
  const doc: RouteDoc = {
    method: def.method,
    url: def.url,
    summary: def.summary,
    tag: def.tag,
    isPublic: def.access === 'public',
    body: def.bodyDoc ?? def.body,
    query: def.query,
    params: def.params,
    response: def.response,
    successStatus: def.successStatus ?? 200,
  };

  return {
    doc,
    install(app, resolveActor) {
      app.route({
        method: def.method,
        url: def.url,
        handler: async (request, reply) => {
          const actor = await resolveActor(request);
          const denied = checkAccess(def.access, actor, def.allowSuspended ?? false);
          if (denied) return reply.code(denied.status).send(errorBody(denied.errors));

          const unsafe = findUnsafeRequestInput(request, def.bodyKey);
          if (unsafe) return reply.code(422).send(errorBody(unsafe));

          const params = parsePart(def.params, request.params, undefined);
          if (!params.ok) return reply.code(404).send(errorBody({ resource: ['was not found'] }));
          const query = parsePart(def.query, request.query, undefined);
          if (!query.ok) return reply.code(422).send(errorBody(query.errors));
          const body = parsePart(def.body, request.body ?? {}, def.bodyKey);
          if (!body.ok) return reply.code(422).send(errorBody(body.errors));

          const outcome = await def.handler({
            actor: actor as ActorFor<A>,
            body: body.value as B,
            query: query.value as Q,
            params: params.value as P,
            request,
            reply,
          });
          if (!outcome.ok) return reply.code(statusOfRefusal(outcome.refusal)).send(errorBody(outcome.refusal.errors));
          if (outcome.value === undefined) return reply.code(204).send();
          if (outcome.value instanceof WithStatus) return reply.code(outcome.value.status).send(outcome.value.body);
          return reply.code(def.successStatus ?? 200).send(outcome.value);
        },
      });
    },
  };
}

function checkAccess(
  access: Access,
  actor: Actor | null,
  allowSuspended: boolean,
): { status: number; errors: Record<string, string[]> } | null {
  if (access === 'public') return null;
  if (!actor) return { status: 401, errors: { session: ['has ended or is missing. Please log in'] } };
  if (actor.dropped && !allowSuspended) return { status: 403, errors: { account: ['has been suspended'] } };
  if (access !== 'signedIn' && !access.includes(actor.role)) {
    return { status: 403, errors: { access: ['is not allowed for your account'] } };
  }
  return null;
}

/** NUL characters, broken Unicode and absurd nesting anywhere in the request, keyed by field. */
function findUnsafeRequestInput(request: FastifyRequest, bodyKey: string | undefined): Record<string, string[]> | null {
  const parts: [unknown, string | undefined][] = [
    [request.params, undefined],
    [request.query, undefined],
    [request.body, bodyKey],
  ];
  for (const [input, wrapperKey] of parts) {
    const found = findUnsafeInput(input);
    if (found) return { [fieldKey(found.path, wrapperKey)]: [found.message] };
  }
  return null;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

function parsePart<T>(schema: z.ZodType<T> | undefined, input: unknown, wrapperKey: string | undefined): Parsed<T | undefined> {
  if (!schema) return { ok: true, value: undefined };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrorsFromZod(result.error, wrapperKey) };
}
