import { z } from 'zod/mini';
import type { RouterRoute } from 'hono/types';
import type { $ZodType } from 'zod/v4/core';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@/lib/auth/cookie-names';
import { version } from '@/package.json';
import { errorStatus, type ErrorCode } from '../lib/errors';
import { routeFolder, routeNote, type RouteNote } from '../lib/route-notes';
import { operationNotes } from './operation-notes';
import { operationSummaries } from './operation-summaries';
import { namedSchemas } from './schema-names';
import { successResponses, type SuccessResponse } from './success-responses';

type JsonSchema = Record<string, unknown>;
type Validation = Extract<RouteNote, { kind: 'validates' | 'reads' }>;

/** One method and path of the app, with what its middleware recorded about it. */
interface ApiOperation {
  method: string;
  /** hono's form, `/api/v1/ads/:id` */
  path: string;
  /** OpenAPI's form, `/api/v1/ads/{id}` */
  openApiPath: string;
  notes: RouteNote[];
  /** Its folder under server/routes, or `app` for the routes server/app.ts declares itself (ping, health). */
  folder: string;
}

const operationMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/files/:folder/:name{.+}` → `/files/{folder}/{name}` */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^/]*\})?\??/g, '{$1}');

const pathParameterNames = (openApiPath: string) => [...openApiPath.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/**
 * The operations of an app's route table. hono lists each handler of a route as an entry of its own (validators and
 * guards first, the endpoint last); `use()` middleware is registered for every method and is no operation.
 */
function apiOperations(routes: readonly RouterRoute[]): ApiOperation[] {
  const operations = new Map<string, ApiOperation & { last: unknown }>();
  for (const { method, path, handler } of routes) {
    if (!operationMethods.has(method)) continue;
    const key = `${method} ${path}`;
    const operation = operations.get(key) ?? {
      method,
      path,
      openApiPath: toOpenApiPath(path),
      notes: [],
      folder: 'app',
      last: handler,
    };
    const note = routeNote(handler);
    if (note) operation.notes.push(note);
    operation.last = handler;
    operations.set(key, operation);
  }
  return [...operations.values()].map(({ last, ...operation }) => ({
    ...operation,
    folder: routeFolder(last) ?? operation.folder,
  }));
}

function operationId(method: string, openApiPath: string) {
  const words = openApiPath
    .replace(/^\/api/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** A JSON Schema as a part of the document: without the keywords of a schema that stands on its own. */
function embedded(schema: JsonSchema): JsonSchema {
  const json = { ...schema };
  delete json.$schema;
  delete json.$id;
  return json;
}

const jsonSchemaOf = (schema: $ZodType) =>
  embedded(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);

/** The properties of an object schema, or of every branch of a union of objects (a key is required if every branch requires it). */
function objectProperties(json: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const branches = (json.anyOf ?? json.oneOf ?? json.allOf) as JsonSchema[] | undefined;
  if (!branches)
    return {
      properties: (json.properties ?? {}) as Record<string, JsonSchema>,
      required: new Set((json.required ?? []) as string[]),
    };
  const parts = branches.map(objectProperties);
  const properties = Object.assign({}, ...parts.map((p) => p.properties)) as Record<string, JsonSchema>;
  const required = json.allOf
    ? new Set(parts.flatMap((p) => [...p.required]))
    : new Set(Object.keys(properties).filter((k) => parts.every((p) => p.required.has(k))));
  return { properties, required };
}

const parameterLocation = { param: 'path', query: 'query', header: 'header', cookie: 'cookie' } as const;

function parametersOf(operation: ApiOperation, validations: Validation[]) {
  const parameters: JsonSchema[] = [];
  const inPath = pathParameterNames(operation.openApiPath);
  for (const { target, schema } of validations) {
    if (!(target in parameterLocation)) continue;
    const location = parameterLocation[target as keyof typeof parameterLocation];
    const { properties, required } = objectProperties(jsonSchemaOf(schema));
    for (const [name, property] of Object.entries(properties)) {
      if (location === 'path' && !inPath.includes(name)) continue;
      parameters.push({ name, in: location, required: location === 'path' || required.has(name), schema: property });
    }
  }
  for (const name of inPath) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  return [...parameters, { $ref: '#/components/parameters/Localization' }];
}

const errorCodes = Object.keys(errorStatus) as ErrorCode[];

function errorResponses(operation: ApiOperation, validations: Validation[]) {
  const codes = new Set<ErrorCode>();
  if (validations.some((v) => v.kind === 'validates')) codes.add('VALIDATION_FAILED');
  if (pathParameterNames(operation.openApiPath).length) codes.add('NOT_FOUND');
  if (writeMethods.has(operation.method)) codes.add('CROSS_SITE_REQUEST').add('PAYLOAD_TOO_LARGE');
  for (const note of operation.notes) {
    if (note.kind === 'signed-in') codes.add('UNAUTHORIZED');
    if (note.kind === 'refuses') codes.add(note.code);
    if (note.kind === 'upload') codes.add('UNSUPPORTED_MEDIA_TYPE');
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  const responses: Record<string, JsonSchema> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = list.length === 1 ? { $ref: `#/components/responses/${list[0]}` } : errorResponse(list);
  }
  responses.default = { $ref: '#/components/responses/Error' };
  return responses;
}

function errorResponse(codes: ErrorCode[]) {
  const schema = { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: codes } } }] };
  return { description: codes.join(', '), content: { 'application/json': { schema } } };
}

const errorSchema = {
  type: 'object',
  description:
    'The one error shape of the API. `message` is in the language of `x-localization`; `fieldErrors` maps a field path (`documents.civilId`) to its messages.',
  properties: {
    code: {
      type: 'string',
      enum: errorCodes,
      description:
        'A stable code of the error catalogue (server/lib/errors.ts); each always answers with the same status.',
    },
    message: { type: 'string' },
    fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    details: {
      type: 'object',
      description:
        'Machine-readable facts about the error, e.g. `DUPLICATE_AD` → `{ adId }` of the ad to edit instead.',
      additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    },
  },
  required: ['code', 'message'],
};

const catalogueByStatus = [...new Set(Object.values(errorStatus))]
  .map(
    (status) =>
      `- ${status}: ${errorCodes
        .filter((code) => errorStatus[code] === status)
        .map((code) => `\`${code}\``)
        .join(', ')}`,
  )
  .join('\n');

/** An operation's note in short: its first clause, without links, at most about a hundred characters. */
function summaryOf(note: string) {
  const first = note
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .split(/; |\. /)[0]!
    .trim();
  if (first.length <= 100) return first;
  return `${first.slice(0, first.lastIndexOf(' ', 99))} …`;
}

/** Files and the cached public answers carry an ETag; a matching `If-None-Match` gets this, with no body. */
const notModified = { description: 'Not modified: the ETag sent in If-None-Match still holds.' };

/** A route's success answer as OpenAPI responses: a JSON body (enveloped in `data` or whole), a file or page, or no body. */
function successResponse(
  success: SuccessResponse,
  refTo: (schema: $ZodType) => JsonSchema,
): Record<string, JsonSchema> {
  if ('data' in success) {
    const content = {
      'application/json': { schema: { type: 'object', properties: { data: refTo(success.data) }, required: ['data'] } },
    };
    const answer = { description: 'Success', content };
    return success.orStatus
      ? { [success.orStatus]: { description: 'Success: it existed already', content }, [success.status]: answer }
      : { [success.status]: answer };
  }
  if ('body' in success)
    return {
      [success.status]: { description: 'Success', content: { 'application/json': { schema: refTo(success.body) } } },
    };
  if ('media' in success)
    return {
      [success.status]: {
        description: success.description,
        content: Object.fromEntries(
          success.media.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      },
    };
  return { [success.status]: { description: success.description } };
}

/**
 * The OpenAPI 3.1 document of an app's routes. Request parts come from the zod schemas each route validates with
 * (`validate()` records them), success answers from success-responses.ts, errors from the catalogue; every shape
 * lib/schemas exports is one component, named after its export.
 */
export function openApiDocument(routes: readonly RouterRoute[]) {
  const names = namedSchemas();
  const registry = z.registry<{ id: string }>();
  const components = new Map<$ZodType, string>();
  const refTo = (schema: $ZodType, fallback: string) => {
    let id = components.get(schema);
    if (!id) {
      id = names.get(schema) ?? fallback;
      components.set(schema, id);
      registry.add(schema, { id });
    }
    return { $ref: `#/components/schemas/${id}` };
  };

  const notes = new Map(operationNotes.flatMap((entry) => entry.operations.map((key) => [key, entry])));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of apiOperations(routes)) {
    const id = operationId(operation.method, operation.openApiPath);
    const validations = operation.notes.filter((n): n is Validation => n.kind === 'validates' || n.kind === 'reads');
    const body = validations.find((v) => v.target === 'json' || v.target === 'form');
    const upload = operation.notes.find((n) => n.kind === 'upload');
    const key = `${operation.method} ${operation.openApiPath}`;
    const success = successResponses[key];
    const note = notes.get(key);
    const summary =
      operationSummaries[key] ?? (note && note.operations.length === 1 ? summaryOf(note.note) : undefined);
    const item: JsonSchema = {
      operationId: id,
      tags: [operation.folder],
      ...(summary && { summary }),
      ...(note && { description: `${note.call}\n\n${note.note}` }),
      parameters: parametersOf(operation, validations),
    };
    if (operation.notes.some((n) => n.kind === 'signed-in')) item.security = [{ bearer: [] }];
    if (body) {
      const media =
        body.target === 'json' ? ['application/json'] : ['application/x-www-form-urlencoded', 'multipart/form-data'];
      const schema = refTo(body.schema, `${id.charAt(0).toUpperCase()}${id.slice(1)}Body`);
      item.requestBody = { required: true, content: Object.fromEntries(media.map((type) => [type, { schema }])) };
    } else if (upload) {
      const files = { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } };
      item.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { [upload.field]: files }, required: [upload.field] },
          },
        },
      };
    }
    // A list of a named shape is written as an array of it, not as a shape of its own.
    const answerRef = (schema: $ZodType): JsonSchema => {
      const def = schema._zod.def as { type: string; element?: $ZodType };
      if (['number', 'string', 'boolean'].includes(def.type)) return { type: def.type };
      return def.type === 'array' && def.element
        ? { type: 'array', items: answerRef(def.element) }
        : refTo(schema, `${id.charAt(0).toUpperCase()}${id.slice(1)}Response`);
    };
    item.responses = {
      ...(success ? successResponse(success, answerRef) : {}),
      ...(operation.method === 'GET' ? { 304: notModified } : {}),
      ...errorResponses(operation, validations),
    };
    (paths[operation.openApiPath] ??= {})[operation.method.toLowerCase()] = item;
  }

  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const componentSchemas = Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, embedded(schema as JsonSchema)]),
  );

  return {
    openapi: '3.1.1',
    info: {
      title: 'Manzil API',
      version,
      description: [
        "Manzil's API: the web app's, the mobile app's and partners'. Every body is JSON unless an operation says otherwise; success bodies carry `data`, growing lists `{data, totalItems, currentPage, pageSize}`.",
        'Send `x-localization: ar|en` for messages in that language (Arabic by default). A signed-in call sends its access token as `Authorization: Bearer`; the web also holds it in an HttpOnly cookie, which file downloads accept. Writes from a browser must come from the site itself (403 `CROSS_SITE_REQUEST`).',
        `Errors are \`{code, message, fieldErrors?}\`; each code always answers with one status:\n\n${catalogueByStatus}`,
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags as string[])))]
      .sort()
      .map((name) => ({ name, description: name === 'app' ? 'server/app.ts' : `server/routes/${name}/` })),
    paths,
    components: {
      schemas: { Error: errorSchema, ...componentSchemas },
      responses: {
        Error: {
          description: 'Any error of the catalogue',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        ...Object.fromEntries(errorCodes.map((code) => [code, errorResponse([code])])),
      },
      parameters: {
        Localization: {
          name: 'x-localization',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: ['ar', 'en'], default: 'ar' },
          description: 'The language of messages',
        },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token a sign-in answers with (`token`), renewed at `POST /api/v1/auth/users/reauthenticate`.',
        },
        accessCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: ACCESS_COOKIE,
          description: 'The web: the same access token in an HttpOnly cookie, read by file and document downloads.',
        },
        refreshToken: {
          type: 'apiKey',
          in: 'header',
          name: 'refresh-token',
          description: `The refresh token that \`reauthenticate\` exchanges for a new access token: the mobile app sends it in this header, the web holds it in the HttpOnly cookie \`${REFRESH_COOKIE}\`.`,
        },
      },
    },
  };
}
