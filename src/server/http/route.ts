import type { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as zod from 'zod';
import type {
  AlsoStatusOf,
  Endpoint,
  ParsedBodyOf,
  ParsedParamsOf,
  ParsedQueryOf,
  ResponseOf,
} from '../../shared/api/endpoint';
import { mapOutcome, type Outcome, type Refusal } from '../outcome';
import type { Actor } from './actor';
import { errorBody, statusOfRefusal } from './errors';
import { checkAnswer } from './response-check';

import { type Access, admit, admitActor, type ResolveActor } from './admission';

export type { Access, ResolveActor };

type ActorFor<A extends Access> = A extends 'public' ? Actor | null : Actor;

export interface RouteContext<A extends Access, B, Q, P> {
  actor: ActorFor<A>;
  body: B;
  query: Q;
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A success answer with one of the endpoint's other statuses (`alsoStatus`: a repeated order's 200). */
export class WithStatus<T, S extends number> {
  constructor(
    readonly status: S,
    readonly body: T,
  ) {}
}

/** What a handler answers: the endpoint's response (or its `alsoStatus` variant), nothing for 204. */
export type AnswerOf<E extends Endpoint> = E extends { readonly response: zod.ZodType }
  ? ResponseOf<E> | WithStatus<ResponseOf<E>, AlsoStatusOf<E>>
  : void;

type BodyFor<E extends Endpoint, V> = V extends zod.ZodType ? zod.output<V> : ParsedBodyOf<E>;

/** What the server adds to an endpoint's contract: who may call it, its documentation and its handler. */
export interface RouteOptions<E extends Endpoint, A extends Access, V extends zod.ZodType | undefined> {
  summary: string;
  tag: string;
  access: A;
  /** P9: a suspended student may still read who they are and log out; nothing else. */
  allowSuspended?: boolean;
  /**
   * About the person, not a class (who they are, their profile, logging out): a student with
   * several teachers may call it without choosing a class (P40), and acts as the person.
   */
  anyClass?: boolean;
  /**
   * A co-teacher acting in a course shared with them (P60) may call it: what a teacher does for the
   * course's students. Every other route refuses them in a shared course (403 `course`), and the
   * service behind one that admits them reaches only that course's students (`studentsInReachOf`).
   */
  coTeachers?: boolean;
  /**
   * A substitute's session (P60) may call it: seeing the roster and balances, giving the teacher's
   * presets, starting, approving and ending passes. Every other route refuses them (403 `course`).
   */
  substitutes?: boolean;
  /**
   * Checks only the body's envelope, for a body validated later: by the handler with the schema
   * for the caller's role (`POST /api/users`), or by the service after merging (settings). The
   * contract's body still documents it and types the client.
   */
  bodyEnvelope?: V;
  handler(ctx: RouteContext<A, BodyFor<E, V>, ParsedQueryOf<E>, ParsedParamsOf<E>>): Promise<Outcome<AnswerOf<E>>>;
}

/** What the OpenAPI generator needs to know about a route, without its types. */
export interface RouteDoc {
  endpoint: Endpoint;
  summary: string;
  tag: string;
  isPublic: boolean;
}

export interface InstallOptions {
  resolveActor: ResolveActor;
  /** Parse every success answer with its response schema; a mismatch is a fault (tests turn this on). */
  validateResponses: boolean;
}

export interface Route {
  doc: RouteDoc;
  install(app: FastifyInstance, options: InstallOptions): void;
}

/**
 * Serves an endpoint of the contract (src/shared/api): its method, path and schemas come from
 * there, this adds the access rule and the handler, which receives parsed input and answers with
 * an Outcome whose value the compiler checks against the response schema.
 */
export function defineRoute<
  const E extends Endpoint,
  const A extends Access,
  V extends zod.ZodType | undefined = undefined,
>(endpoint: E, options: RouteOptions<E, A, V>): Route {
  const doc: RouteDoc = { endpoint, summary: options.summary, tag: options.tag, isPublic: options.access === 'public' };
  const bodySchema: zod.ZodType | undefined = options.bodyEnvelope ?? endpoint.body;
  const successStatus = endpoint.status ?? 200;

  return {
    doc,
    install(app, { resolveActor, validateResponses }) {
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        handler: async (request, reply) => {
          const admitted = await admit(request, endpoint, bodySchema, options, resolveActor);
          if (!admitted.ok) return reply.code(admitted.status).send(errorBody(admitted.errors));

          const outcome = await options.handler({
            actor: admitted.actor as ActorFor<A>,
            body: admitted.body as BodyFor<E, V>,
            query: admitted.query as ParsedQueryOf<E>,
            params: admitted.params as ParsedParamsOf<E>,
            request,
            reply,
          });
          if (!outcome.ok) return sendRefusal(reply, outcome.refusal);

          const answer: unknown = outcome.value;
          const [status, sent] =
            answer === undefined
              ? [204, undefined]
              : answer instanceof WithStatus
                ? [answer.status, answer.body]
                : [successStatus, answer];
          if (validateResponses) checkAnswer(endpoint, status, sent);
          if (endpoint.contentType) reply.header('content-type', endpoint.contentType);
          return reply.code(status).send(sent);
        },
      });
    },
  };
}

/** What a stream route's `open` receives: the same parsed request as a handler, no body. */
export interface StreamContext<A extends Access, Q, P> {
  actor: ActorFor<A>;
  query: Q;
  params: P;
  request: FastifyRequest;
}

export interface StreamRouteOptions<E extends Endpoint, A extends Access> {
  summary: string;
  tag: string;
  access: A;
  /** A co-teacher acting in a course shared with them may call it (RouteOptions' `coTeachers`). */
  coTeachers?: boolean;
  /** A substitute may call it (RouteOptions' `substitutes`). */
  substitutes?: boolean;
  /**
   * Opens the stream: the text it yields is the answer, written as it comes, until the stream ends
   * or the client goes away (the route then destroys it: clean up on its 'close'). A refusal
   * answers like any route's.
   */
  open(ctx: StreamContext<A, ParsedQueryOf<E>, ParsedParamsOf<E>>): Promise<Outcome<Readable>>;
}

/**
 * A route whose answer is a stream rather than a JSON body: the same checks as `defineRoute` run
 * first (access, unsafe input, the schemas), then `open` makes the stream and `headersOf` says how
 * to send it. The stream is destroyed when the client goes away, so whatever feeds it is released.
 * The answer is not checked against the response schema, which only documents it.
 */
function streamedRoute<E extends Endpoint, A extends Access, T extends { stream: Readable }>(
  endpoint: E,
  options: { summary: string; tag: string; access: A; coTeachers?: boolean; substitutes?: boolean },
  open: (ctx: StreamContext<A, ParsedQueryOf<E>, ParsedParamsOf<E>>) => Promise<Outcome<T>>,
  headersOf: (opened: T) => Record<string, string>,
): Route {
  const doc: RouteDoc = { endpoint, summary: options.summary, tag: options.tag, isPublic: options.access === 'public' };
  return {
    doc,
    install(app, { resolveActor }) {
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        handler: async (request, reply) => {
          const admitted = await admit(request, endpoint, endpoint.body, options, resolveActor);
          if (!admitted.ok) return reply.code(admitted.status).send(errorBody(admitted.errors));
          const opened = await open({
            actor: admitted.actor as ActorFor<A>,
            query: admitted.query as ParsedQueryOf<E>,
            params: admitted.params as ParsedParamsOf<E>,
            request,
          });
          if (!opened.ok) return sendRefusal(reply, opened.refusal);
          const { stream } = opened.value;
          reply.raw.once('close', () => stream.destroy());
          return reply.code(200).headers(headersOf(opened.value)).send(stream);
        },
      });
    },
  };
}

/** Serves a long-lived text answer (server-sent events) for an endpoint whose `contentType` says so. */
export function defineStreamRoute<
  const E extends Endpoint & { contentType: 'text/event-stream' },
  const A extends Access,
>(endpoint: E, options: StreamRouteOptions<E, A>): Route {
  return streamedRoute(
    endpoint,
    options,
    async (ctx) => mapOutcome(await options.open(ctx), (stream) => ({ stream })),
    () => ({
      'content-type': `${endpoint.contentType}; charset=utf-8`,
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    }),
  );
}

/** A file to download: its name (Content-Disposition) and its bytes as they are made. */
export interface Download {
  filename: string;
  stream: Readable;
}

export interface DownloadRouteOptions<E extends Endpoint, A extends Access> {
  summary: string;
  tag: string;
  access: A;
  /** Starts making the file; the route destroys its stream if the client goes away. */
  open(ctx: StreamContext<A, ParsedQueryOf<E>, ParsedParamsOf<E>>): Promise<Outcome<Download>>;
}

/**
 * Serves a binary file (the backup, P45) for an endpoint whose `contentType` names it, streamed as
 * it is made rather than built whole in memory.
 */
export function defineDownloadRoute<
  const E extends Endpoint & { contentType: 'application/gzip' },
  const A extends Access,
>(endpoint: E, options: DownloadRouteOptions<E, A>): Route {
  return streamedRoute(
    endpoint,
    options,
    (ctx) => options.open(ctx),
    ({ filename }) => ({
      'content-type': endpoint.contentType,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    }),
  );
}

/** The content types a zip may arrive as: browsers on Windows name a .zip `application/x-zip-compressed`. */
const ZIP_CONTENT_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

export interface UploadRouteOptions<E extends Endpoint, A extends Access> {
  summary: string;
  tag: string;
  access: A;
  /** The largest body read; a larger one is refused (413) before it is read whole. */
  maxBytes: number;
  /** The field the upload's own refusals name (too large, not a zip, empty). */
  field: string;
  /** Read when the upload is refused, so each is in the language of the person who sent it (P51). */
  messages: { tooLarge(): string; notAZip(): string; empty(): string };
  handler(ctx: RouteContext<A, Buffer, ParsedQueryOf<E>, ParsedParamsOf<E>>): Promise<Outcome<ResponseOf<E>>>;
}

/**
 * Serves an endpoint whose body is a file's bytes (`requestContentType`: a roster's zip), in a scope
 * of its own that reads only zip content types, up to `maxBytes` (the app's 1 MiB stays the limit of
 * every other route), and decides access before the body is read: nobody the route refuses can make
 * the server take in a large upload. Then the same checks and answers as `defineRoute`, the handler
 * receiving the bytes.
 */
export function defineUploadRoute<
  const E extends Endpoint & { requestContentType: 'application/zip' },
  const A extends Access,
>(endpoint: E, options: UploadRouteOptions<E, A>): Route {
  const doc: RouteDoc = { endpoint, summary: options.summary, tag: options.tag, isPublic: options.access === 'public' };
  const { field, messages } = options;
  return {
    doc,
    install(app, { resolveActor, validateResponses }) {
      void app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser(
          ZIP_CONTENT_TYPES,
          { parseAs: 'buffer', bodyLimit: options.maxBytes },
          (_request, body, done) => done(null, body),
        );
        scope.addHook('onRequest', async (request, reply) => {
          const admitted = await admitActor(request, options, resolveActor);
          if (!admitted.ok) return reply.code(admitted.status).send(errorBody(admitted.errors));
        });
        scope.setErrorHandler((error: FastifyError, _request, reply) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            return reply.code(413).send(errorBody({ [field]: [messages.tooLarge()] }));
          }
          if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
            return reply.code(415).send(errorBody({ [field]: [messages.notAZip()] }));
          }
          // Anything else is answered as on every route, by the app's handler.
          throw error;
        });
        scope.route({
          method: endpoint.method,
          url: endpoint.path,
          handler: async (request, reply) => {
            const admitted = await admit(request, endpoint, undefined, options, resolveActor, true);
            if (!admitted.ok) return reply.code(admitted.status).send(errorBody(admitted.errors));
            if (!Buffer.isBuffer(admitted.body) || admitted.body.length === 0) {
              return reply.code(422).send(errorBody({ [field]: [messages.empty()] }));
            }
            const outcome = await options.handler({
              actor: admitted.actor as ActorFor<A>,
              body: admitted.body,
              query: admitted.query as ParsedQueryOf<E>,
              params: admitted.params as ParsedParamsOf<E>,
              request,
              reply,
            });
            if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
            const status = endpoint.status ?? 200;
            if (validateResponses) checkAnswer(endpoint, status, outcome.value);
            return reply.code(status).send(outcome.value);
          },
        });
      });
    },
  };
}

function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  if (refusal.retryAfterSeconds !== undefined) reply.header('retry-after', String(refusal.retryAfterSeconds));
  return reply.code(statusOfRefusal(refusal)).send(errorBody(refusal.errors));
}
