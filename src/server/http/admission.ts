import type { FastifyRequest } from 'fastify';
import type * as zod from 'zod';
import type { Endpoint } from '../../shared/api/endpoint';
import { substituteText } from '../../shared/substitute-texts/texts';
import { sharedText } from '../../shared/texts';
import type { TRole } from '../../shared/user';
import { speakIn } from '../i18n/text-host';
import type { Acting } from './acting-class';
import type { Actor } from './actor';
import { fieldErrorsFromZod, fieldKey } from './errors';
import { serverHttpText } from './texts';
import { findUnsafeInput } from './unsafe-input';

// What every route decides before its handler runs (route.ts): who is asking and whether they may,
// then whether the request's text is safe and its parts match the contract.

/** Who may call a route: anyone, anyone signed in, or the listed roles. */
export type Access = 'public' | 'signedIn' | readonly TRole[];
export type ResolveActor = (request: FastifyRequest) => Promise<Acting | null>;

export type Admitted =
  | { ok: true; actor: Actor | null; body: unknown; query: unknown; params: unknown }
  | { ok: false; status: number; errors: Record<string, string[]> };

type Denied = { ok: false; status: number; errors: Record<string, string[]> };

/** Who may call a route, besides its roles. */
export type Admission = {
  access: Access;
  allowSuspended?: boolean;
  anyClass?: boolean;
  coTeachers?: boolean;
  substitutes?: boolean;
};

/** Who is asking, and whether they may: the first thing every route decides. */
export async function admitActor(
  request: FastifyRequest,
  options: Admission,
  resolveActor: ResolveActor,
): Promise<{ ok: true; actor: Actor | null } | Denied> {
  const acting = await resolveActor(request);
  let actor = acting?.actor ?? null;
  // Their chosen language outranks what the browser asks for (P51), from here to the answer.
  speakIn(actor?.language ?? null);
  const denied = checkAccess(options.access, actor, options.allowSuspended ?? false);
  if (denied) return { ok: false, ...denied };
  if (actor?.substitute != null && !options.substitutes) {
    // A substitute is no person of the installation: a public route serves them as anyone.
    if (options.access === 'public') return { ok: true, actor: null };
    return { ok: false, status: 403, errors: { course: [substituteText.t('substitutesNot')] } };
  }
  if (acting && actor?.coTeaching && actor.substitute === null && !options.coTeachers) {
    // About the person (their profile, their session, logging out): as themselves, whatever course they name.
    if (!options.anyClass && options.access !== 'public') {
      return { ok: false, status: 403, errors: { course: [serverHttpText.t('ownTeacherOnly')] } };
    }
    actor = acting.person;
  }
  if (acting?.refusal && !options.anyClass && options.access !== 'public') {
    return { ok: false, status: acting.refusal.status, errors: acting.refusal.errors };
  }
  return { ok: true, actor };
}

/**
 * What every route does before its handler: access first, then unsafe text, then the schemas. A
 * raw body (an upload's bytes) is passed on as it is, for the handler to read.
 */
export async function admit(
  request: FastifyRequest,
  endpoint: Endpoint,
  bodySchema: zod.ZodType | undefined,
  options: Admission,
  resolveActor: ResolveActor,
  rawBody = false,
): Promise<Admitted> {
  const admitted = await admitActor(request, options, resolveActor);
  if (!admitted.ok) return admitted;
  const { actor } = admitted;

  const unsafe = findUnsafeRequestInput(request, endpoint.bodyKey, rawBody);
  if (unsafe) return { ok: false, status: 422, errors: unsafe };

  const params = parsePart(endpoint.params, request.params, undefined);
  if (!params.ok) return { ok: false, status: 404, errors: { resource: [sharedText.t('notFound')] } };
  const query = parsePart(endpoint.query, request.query, undefined);
  if (!query.ok) return { ok: false, status: 422, errors: query.errors };
  if (rawBody) return { ok: true, actor, body: request.body, query: query.value, params: params.value };
  const body = parsePart(bodySchema, request.body ?? {}, endpoint.bodyKey);
  if (!body.ok) return { ok: false, status: 422, errors: body.errors };
  return { ok: true, actor, body: body.value, query: query.value, params: params.value };
}

function checkAccess(
  access: Access,
  actor: Actor | null,
  allowSuspended: boolean,
): { status: number; errors: Record<string, string[]> } | null {
  if (access === 'public') return null;
  if (!actor) return { status: 401, errors: { session: [serverHttpText.t('sessionMissing')] } };
  if (actor.dropped && !allowSuspended) return { status: 403, errors: { account: [serverHttpText.t('suspended')] } };
  if (access !== 'signedIn' && !access.includes(actor.role)) {
    return { status: 403, errors: { access: [serverHttpText.t('notAllowed')] } };
  }
  return null;
}

/** NUL characters, broken Unicode and absurd nesting anywhere in the request, keyed by field. */
function findUnsafeRequestInput(
  request: FastifyRequest,
  bodyKey: string | undefined,
  rawBody = false,
): Record<string, string[]> | null {
  // An upload's bytes are not text: its reader checks what it decodes from them.
  const parts: [unknown, string | undefined][] = [
    [request.params, undefined],
    [request.query, undefined],
    ...(rawBody ? [] : [[request.body, bodyKey] as [unknown, string | undefined]]),
  ];
  for (const [input, wrapperKey] of parts) {
    const found = findUnsafeInput(input);
    if (found) return { [fieldKey(found.path, wrapperKey)]: [found.message] };
  }
  return null;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

function parsePart(schema: zod.ZodType | undefined, input: unknown, wrapperKey: string | undefined): Parsed<unknown> {
  if (!schema) return { ok: true, value: undefined };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrorsFromZod(result.error, wrapperKey) };
}
