import type { Hono, MiddlewareHandler, ValidationTargets } from 'hono';
import type { $ZodType } from 'zod/v4/core';
import type { ErrorCode } from './errors';

/**
 * What a middleware tells the API contract about the routes it guards. The middleware that validates, signs in, limits
 * or receives a file records it here once, so the contract (server/openapi/openapi-document.ts) is read from the same objects that
 * run, and no route is described a second time by hand.
 */
export type RouteNote =
  | { kind: 'validates'; target: keyof ValidationTargets; schema: $ZodType }
  /** A request part its handler parses itself, refusing nothing (an answer that must be the same whatever is sent). */
  | { kind: 'reads'; target: keyof ValidationTargets; schema: $ZodType }
  | { kind: 'signed-in' }
  | { kind: 'upload'; field: string }
  | { kind: 'refuses'; code: ErrorCode };

const notes = new WeakMap<MiddlewareHandler, RouteNote>();
const folders = new WeakMap<object, string>();

export function noteRoute<Handler extends MiddlewareHandler>(handler: Handler, note: RouteNote): Handler {
  notes.set(handler, note);
  return handler;
}

export const routeNote = (handler: unknown) => notes.get(handler as MiddlewareHandler);

/** Marks a router's handlers with its folder under server/routes: the contract's tag for its routes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any router, whatever its env and schema
export function fromFolder<Router extends Hono<any, any, any>>(folder: string, router: Router): Router {
  for (const { handler } of router.routes) if (!folders.has(handler)) folders.set(handler, folder);
  return router;
}

export const routeFolder = (handler: unknown) => folders.get(handler as object);
