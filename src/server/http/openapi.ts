/* eslint-disable lingui/no-unlocalized-strings -- the OpenAPI document is for developers, in English */
import * as zod from 'zod';
import type { Endpoint } from '../../shared/api/endpoint';
import type { RouteDoc } from './route';

/** Every error the API sends (P4), as the document describes it. */
const ZErrorBody = zod.object({ errors: zod.record(zod.string(), zod.array(zod.string())) });

type JsonSchema = Record<string, unknown>;

function toSchema(schema: zod.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms can't be described in JSON Schema; they are documented by their messages.
  const json = zod.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: zod.ZodType | undefined, location: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Errors' } } },
});

function successResponses(endpoint: Endpoint): Record<string, JsonSchema> {
  if (!endpoint.response) return { '204': { description: 'Success, no content' } };
  const mediaType = endpoint.contentType?.split(';')[0] ?? 'application/json';
  const success = {
    description: 'Success',
    content: { [mediaType]: { schema: toSchema(endpoint.response, 'output') } },
  };
  const responses: Record<string, JsonSchema> = { [String(endpoint.status ?? 200)]: success };
  for (const status of endpoint.alsoStatus ?? []) responses[String(status)] = success;
  return responses;
}

/** P6: the OpenAPI 3.1 document, built from the contract (src/shared/api) whose schemas validate the requests. */
export function buildOpenApiDocument(routes: RouteDoc[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const { endpoint } = route;
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const responses = successResponses(endpoint);
    if (!route.isPublic) {
      responses['401'] = errorResponse('No session, or the session has ended');
      responses['403'] = errorResponse('Signed in, but not allowed');
    }
    if (endpoint.params) responses['404'] = errorResponse('Unknown, or belongs to another teacher');
    if (endpoint.body || endpoint.query) responses['422'] = errorResponse('Invalid input, keyed by field');
    responses['500'] = errorResponse('Server fault; details only in the server log');

    (paths[path] ??= {})[endpoint.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.tag],
      security: route.isPublic ? [] : [{ token: [] }, { cookie: [] }],
      parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: endpoint.requestContentType
                ? // A file's bytes (a roster's zip), not JSON.
                  { [endpoint.requestContentType]: { schema: { type: 'string', format: 'binary' } } }
                : { 'application/json': { schema: toSchema(endpoint.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Classmint API',
      version,
      description: 'A classroom points economy. Errors are {"errors":{"<camelCaseKey>":["message"]}}.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'classmint_session' },
      },
      schemas: { Errors: toSchema(ZErrorBody, 'output') },
    },
    paths,
  };
}
