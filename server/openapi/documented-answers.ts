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
  // A test may call with a whole URL (`http://localhost:3000/api/...`) or a path.
  const segments = new URL(url, 'http://localhost').pathname.split('/');
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

/** A file's part (206) answers a file documented as a whole. */
const PARTIAL_CONTENT = 206;
/** Any GET with an ETag (files, and the API's cached answers) answers a matching `If-None-Match` with no body. */
const NOT_MODIFIED = 304;

/**
 * How an answer differs from the success answer the contract documents for its route, or undefined when it does not
 * (or the answer is an error). Run on every call of the API tests (server/testing/test-app.ts), so a handler and its
 * documented answer cannot drift apart unnoticed.
 */
export async function undocumentedAnswer(
  routes: readonly RouterRoute[],
  method: string,
  url: string,
  res: Response,
): Promise<string | undefined> {
  const route = routeOf(routes, method.toUpperCase(), url);
  const documented = route ? successResponses[route] : undefined;
  if (res.status >= 400) return undefined;
  const where = `${method.toUpperCase()} ${url} (${route ?? 'no route'})`;
  if (!documented) return `${where} answered ${res.status}; the contract documents no success answer for it`;
  const isMedia = 'media' in documented;
  if (isMedia && res.status === PARTIAL_CONTENT) return undefined;
  if (method.toUpperCase() === 'GET' && res.status === NOT_MODIFIED) return undefined;
  const statuses: number[] = [
    documented.status,
    ...('orStatus' in documented && documented.orStatus ? [documented.orStatus] : []),
  ];
  if (!statuses.includes(res.status))
    return `${where} answered ${res.status}; the contract says ${statuses.join(' or ')}`;
  if (isMedia) {
    const type = res.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    return documented.media.includes(type)
      ? undefined
      : `${where} answered ${type || 'no content type'}; the contract says ${documented.media.join(', ')}`;
  }
  if (!('data' in documented) && !('body' in documented))
    return (await res.clone().text()) ? `${where} answered a body; the contract says none` : undefined;
  const body = (await res.clone().json()) as { data?: unknown };
  const parsed = 'data' in documented ? z.safeParse(documented.data, body.data) : z.safeParse(documented.body, body);
  return parsed.success
    ? undefined
    : `${where} does not answer as the contract says:\n${z.prettifyError(parsed.error)}`;
}
