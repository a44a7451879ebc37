/**
 * Writes the endpoint tables of docs/api.md from the contract (`/api/openapi.json`): `npm run api-doc`.
 * server/openapi/api-doc.test.ts fails when the page is older than the routes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createApp } from '../server/app';
import { withApiTables } from '../server/openapi/api-doc';
import { openApiDocument } from '../server/openapi/openapi-document';

const path = new URL('../docs/api.md', import.meta.url);
const page = await readFile(path, 'utf8');
await writeFile(path, withApiTables(page, openApiDocument(createApp({ devRoutes: true }).routes)));
console.log('docs/api.md: endpoint tables written');
