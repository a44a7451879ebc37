import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { apiTables, generatedEnd, generatedStart } from './api-doc';
import { openApiDocument } from './openapi-document';

describe('docs/api.md', () => {
  it('has the endpoint tables of the current contract (else run `npm run api-doc`)', async () => {
    const page = await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const written = page.slice(page.indexOf(generatedStart), page.indexOf(generatedEnd) + generatedEnd.length);
    expect(written).toBe(apiTables(openApiDocument(createApp({ devRoutes: true }).routes)));
  });
});
