import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { z } from 'zod/mini';
import type { AppEnv } from '../../lib/hono-env';
import { validate } from '../../lib/validate';

/** Swagger UI's files, served from node_modules: the reference page loads nothing from another host. */
const swaggerUiFolder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
} as const;
const assetParamSchema = z.object({
  asset: z.enum([...(Object.keys(assets) as Array<keyof typeof assets>), 'reference.js']),
});

/** The page's one script of its own, a file rather than inline so the policy needs no 'unsafe-inline' for scripts. */
const startScript = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, defaultModelsExpandDepth: 0, tryItOutEnabled: false });\n`;

const page = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Manzil API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/reference.js"></script>
</body>
</html>
`;

/**
 * The page's own policy: scripts and styles from this origin only, requests to this origin only. Swagger UI's React
 * sets style attributes from script (allowed under style-src 'self'), and draws its icons as inline SVG data images.
 */
const referencePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const cached = new Map<string, Promise<string>>();
const assetText = (file: string) => {
  if (!cached.has(file)) cached.set(file, readFile(join(swaggerUiFolder, file), 'utf8'));
  return cached.get(file)!;
};

/** `/api/openapi.json`, the contract; `/api/docs`, its reference page (when served, see API_REFERENCE_PAGE). */
export function contractRoutes(document: () => object) {
  return new Hono<AppEnv>().get('/openapi.json', compress(), (c) =>
    c.json(document(), 200, { 'Cache-Control': 'public, max-age=300' }),
  );
}

export const referencePageRoutes = new Hono<AppEnv>()
  .get('/docs', (c) =>
    c.html(page, 200, { 'Content-Security-Policy': referencePolicy, 'Cache-Control': 'public, max-age=300' }),
  )
  .get('/docs/:asset', compress(), validate('param', assetParamSchema), async (c) => {
    const { asset } = c.req.valid('param');
    const headers = { 'Cache-Control': 'public, max-age=86400' };
    if (asset === 'reference.js')
      return c.body(startScript, 200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' });
    const { file, type } = assets[asset];
    return c.body(await assetText(file), 200, { ...headers, 'Content-Type': type });
  });
