import type * as zod from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP endpoint as the server, the OpenAPI document and the web client all see it. The
 * server validates requests with these schemas and (in tests) its answers; the web client takes
 * the method and path from here and the types of what it sends and receives.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify syntax: `/api/products/:slug`. */
  readonly path: string;
  readonly params?: zod.ZodType;
  readonly query?: zod.ZodType;
  readonly body?: zod.ZodType;
  /** The body's envelope key (`user`, `settings`), dropped from field error keys. */
  readonly bodyKey?: string;
  /** The success body. Without one the answer is 204 No Content. */
  readonly response?: zod.ZodType;
  /** The success status with a response: 200 unless said. */
  readonly status?: 200 | 201;
  /** Other statuses the same body may come with (a repeated order's 200, a failing health check's 503). */
  readonly alsoStatus?: readonly number[];
  /**
   * A request body that is a file's bytes rather than JSON (a roster's zip): the body schema then
   * only documents and types it, and the server reads it raw (`defineUploadRoute`).
   */
  readonly requestContentType?: 'application/zip';
  /** A download or a stream rather than JSON (the response schema is then the text). */
  readonly contentType?: 'text/csv; charset=utf-8' | 'text/event-stream' | 'application/gzip';
}

/** `/api/users/:username/export` has the parameter `username`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Every `:name` in the path needs a params schema with that text field; a path without any takes none. */
type ParamsMatchPath<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: zod.ZodType<Record<PathParamNames<E['path']>, string>> };

/** Declares an endpoint, keeping its literal method, path and schema types for both sides. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E & ParamsMatchPath<E>): E {
  return endpoint;
}

type InputOf<E, K extends keyof Endpoint> = E extends { readonly [P in K]: infer S extends zod.ZodType }
  ? zod.input<S>
  : undefined;
type OutputOf<E, K extends keyof Endpoint> = E extends { readonly [P in K]: infer S extends zod.ZodType }
  ? zod.output<S>
  : undefined;

/** What a caller puts in the path, the query string and the body. */
export type ParamsOf<E extends Endpoint> = InputOf<E, 'params'>;
export type QueryOf<E extends Endpoint> = InputOf<E, 'query'>;
export type BodyOf<E extends Endpoint> = InputOf<E, 'body'>;

/** What the server's handler has after validation. */
export type ParsedParamsOf<E extends Endpoint> = OutputOf<E, 'params'>;
export type ParsedQueryOf<E extends Endpoint> = OutputOf<E, 'query'>;
export type ParsedBodyOf<E extends Endpoint> = OutputOf<E, 'body'>;

/** The success body exactly as it travels (undefined for 204): what the handler answers and the client receives. */
export type ResponseOf<E extends Endpoint> = OutputOf<E, 'response'>;

/** The extra success statuses an endpoint declares (never when it declares none). */
export type AlsoStatusOf<E extends Endpoint> = E extends { readonly alsoStatus: readonly (infer S extends number)[] }
  ? S
  : never;
