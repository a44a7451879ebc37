import type { RouterRoute } from 'hono/types';
import { z } from 'zod/mini';
import { toOpenApiPath } from './openapi-document';
import { successResponses } from './success-responses';

const fixedSegments = (template: string) => template.split('/').filter((s) => !s.startsWith('{')).length;

/**
 * The route (`METHOD /api/... with {param}`) that answers a request. A route group declares its fixed paths before
 * its parameters (`/deals/trend` before `/deals/:id`), so of the routes whose shape fits, the one with the most fixed
 * segments is the one that answered.
 */
function routeOf(routes: readonly RouterRoute[], method: string, url: string) {
  const segments = url.split('?')[0]!.split('/');
  const fits = routes
    .filter((r) => r.method === method)
    .map((r) => toOpenApiPath(r.path))
    .filter((template) => {
      const parts = template.split('/');
      return parts.length === segments.length && parts.every((part, i) => part.startsWith('{') || part === segments[i]);
    });
  const template = fits.sort((a, b) => fixedSegments(b) - fixedSegments(a))[0];
  return template && `${method} ${template}`;
}

/**
 * How an answer differs from the success answer the contract documents for its route, or undefined when it does not
 * (or the route's success answer is not documented, or the answer is not a success). Run on every call of the API
 * tests (server/testing/test-app.ts), so a handler and its documented answer cannot drift apart unnoticed.
 */
export async function undocumentedAnswer(routes: readonly RouterRoute[], method: string, url: string, res: Response): Promise<string | undefined> {
  const route = routeOf(routes, method.toUpperCase(), url);
  const documented = route ? successResponses[route] : undefined;
  if (!documented || res.status >= 300) return undefined;
  const where = `${method.toUpperCase()} ${url} (${route})`;
  if (res.status !== documented.status) return `${where} answered ${res.status}; the contract says ${documented.status}`;
  const body = (await res.clone().json()) as { data?: unknown };
  const parsed = 'data' in documented ? z.safeParse(documented.data, body.data) : z.safeParse(documented.body, body);
  return parsed.success ? undefined : `${where} does not answer as the contract says:\n${z.prettifyError(parsed.error)}`;
}
