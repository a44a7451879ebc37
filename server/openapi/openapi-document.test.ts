import { validate as validateOpenApi } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { createApp } from '../app';
import { routeNote } from '../lib/route-notes';
import { bearer, registerByPhone } from '../testing/auth-helpers';
import { testApp } from '../testing/test-app';
import { toOpenApiPath } from './openapi-document';
import { operationNotes } from './operation-notes';
import { operationSummaries } from './operation-summaries';
import { successResponses } from './success-responses';

type Operation = {
  operationId: string;
  summary?: string;
  tags: string[];
  parameters: Array<{ name?: string; in?: string; $ref?: string }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, unknown>;
  security?: unknown[];
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

let api: Awaited<ReturnType<typeof testApp>>;
let document: Document;
const app = createApp({ devRoutes: true });

beforeAll(async () => {
  api = await testApp();
  document = (await (await app.request('/api/openapi.json')).json()) as Document;
});

/** The app's routes as hono registered them: one entry per handler, `use()` middleware on a wildcard for every method. */
function registeredRoutes() {
  const routes = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' && path.endsWith('*')) continue;
    const key = `${method} ${path}`;
    const route = routes.get(key) ?? { method, path, handlers: [] };
    route.handlers.push(handler);
    routes.set(key, route);
  }
  return [...routes.values()];
}

type ObjectJson = { properties?: object; anyOf?: ObjectJson[]; oneOf?: ObjectJson[]; allOf?: ObjectJson[] };
const keysOf = (json: ObjectJson): string[] => [
  ...Object.keys(json.properties ?? {}),
  ...[...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])].flatMap(keysOf),
];
/** The keys an object schema (or a union of them) takes: each must be a parameter of the operation. */
const propertyNames = (schema: $ZodType) =>
  new Set(keysOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as ObjectJson));

describe('the API contract at /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validateOpenApi(structuredClone(document) as unknown as Parameters<typeof validateOpenApi>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('has every route of the app, with its path parameters in OpenAPI form and the schemas it validates with', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(150);
    expect(Object.keys(document.paths).filter((path) => /[:*]/.test(path))).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/ads/{id}/media/{mediaId}', '/api/v1/files/{folder}/{name}']),
    );
    for (const { method, path, handlers } of routes) {
      const openApiPath = toOpenApiPath(path);
      const operation = document.paths[openApiPath]?.[method.toLowerCase()];
      const where = `${method} ${path}`;
      expect(operation, where).toBeDefined();
      expect(operation!.tags, where).toHaveLength(1);
      const parameters = operation!.parameters.filter((p) => p.name);
      for (const [, name] of openApiPath.matchAll(/\{([^}]+)\}/g))
        expect(parameters, `${where} {${name}}`).toContainEqual(expect.objectContaining({ name, in: 'path' }));
      const notes = handlers.map(routeNote);
      for (const note of notes) {
        if (note?.kind !== 'validates' && note?.kind !== 'reads') continue;
        if (note.target === 'json' || note.target === 'form') {
          const ref = Object.values(operation!.requestBody?.content ?? {})[0]?.schema.$ref;
          expect(ref, `${where} body`).toMatch(/^#\/components\/schemas\//);
          expect(document.components.schemas[ref!.split('/').at(-1)!], `${where} body`).toBeDefined();
        } else {
          const location = { param: 'path', query: 'query', header: 'header', cookie: 'cookie' }[note.target as string];
          for (const name of propertyNames(note.schema))
            expect(parameters, `${where} ${note.target}`).toContainEqual(
              expect.objectContaining({ name, in: location }),
            );
        }
      }
      if (notes.some((n) => n?.kind === 'signed-in')) expect(operation!.security, where).toEqual([{ bearer: [] }]);
    }
  });

  it('describes nothing the app does not serve', () => {
    const served = new Set(registeredRoutes().map((r) => `${r.method.toLowerCase()} ${toOpenApiPath(r.path)}`));
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(described.filter((d) => !served.has(d))).toEqual([]);
    const lower = (key: string) => key.replace(/^[A-Z]+/, (m) => m.toLowerCase());
    for (const key of Object.keys(successResponses)) expect(served, key).toContain(lower(key));
    for (const key of operationNotes.flatMap((n) => n.operations)) expect(served, key).toContain(lower(key));
    for (const key of Object.keys(operationSummaries)) expect(served, key).toContain(lower(key));
  });

  it('documents the success answer and a summary of every route', () => {
    for (const { method, path } of registeredRoutes()) {
      const key = `${method} ${toOpenApiPath(path)}`;
      expect(successResponses[key], key).toBeDefined();
      const operation = document.paths[toOpenApiPath(path)]![method.toLowerCase()]!;
      expect(
        Object.keys(operation.responses).filter((status) => /^[23]/.test(status)),
        key,
      ).not.toEqual([]);
      expect(operation.summary, key).toMatch(/\S/);
    }
  });

  it('answers as documented: the status and the shape of the success answers it describes', async () => {
    const member = await registerByPhone(api);
    const calls = [
      'GET /api/v1/ads',
      'GET /api/v1/members/myAccount',
      'GET /api/v1/members/favourites',
      'GET /api/v1/members/notification-settings',
      'GET /api/v1/notifications',
      'GET /api/v1/notifications/unread-count',
      'GET /api/v1/subscriptions',
      'GET /api/v1/subscriptions/packages/addons',
      'GET /api/v1/subscriptions/packages/available/all',
      'GET /api/v2/subscriptions/packages-one-time/{screen}',
    ];
    for (const call of calls) {
      const documented = successResponses[call]!;
      const res = await api.request(call.split(' ')[1]!.replace('{screen}', 'ads'), { headers: bearer(member.token) });
      expect(res.status, call).toBe(documented.status);
      const body = (await res.json()) as { data?: unknown };
      const parsed =
        'data' in documented
          ? z.safeParse(documented.data, body.data)
          : 'body' in documented
            ? z.safeParse(documented.body, body)
            : undefined;
      expect(parsed?.error?.issues ?? [], call).toEqual([]);
    }
  });
});

describe('the reference page at /api/docs', () => {
  it('loads Swagger UI from this server only, under a policy of its own', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/https?:\/\//);
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await app.request(src[1]!);
      expect(asset.status, src[1]).toBe(200);
      expect(asset.headers.get('content-type'), src[1]).toMatch(/^text\/(css|javascript)/);
    }
  });

  it('serves no other file', async () => {
    expect((await app.request('/api/docs/package.json')).status).toBe(400);
    expect((await app.request('/api/docs/..%2F..%2Fpackage.json')).status).toBe(400);
  });
});
