import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultConfig } from 'next/dist/server/config-shared';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterAll, describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';

const buildFolder = mkdtempSync(path.join(tmpdir(), 'manzil-next-'));
afterAll(() => rmSync(buildFolder, { recursive: true, force: true }));

/** Next's own cache as a process started from `buildFolder` sets it up with this app's configuration. */
function processCache() {
  const flushToDisk = nextConfig.experimental?.isrFlushToDisk ?? defaultConfig.experimental?.isrFlushToDisk;
  // No in-memory layer: what one process could hand another is only what lands in the shared folder.
  return new FileSystemCache({
    fs: nodeFs,
    serverDistDir: path.join(buildFolder, 'server'),
    flushToDisk,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
    _requestHeaders: {},
  });
}

describe('rendered pages and cached data of one process [issue 10]', () => {
  it('never reach another process started from the same build folder', async () => {
    mkdirSync(path.join(buildFolder, 'server'));
    const demo = processCache();
    // Next's route kinds are const enums, which isolated modules cannot read: their string values stand in.
    const page = {
      kind: 'APP_PAGE',
      html: '<div data-testid="demo-banner"></div>',
      rscData: Buffer.from('rsc'),
      status: 200,
      headers: {},
    };
    await demo.set('/ar', page as never, { cacheControl: { revalidate: 300, expire: undefined } });
    const deals = {
      kind: 'FETCH',
      data: { headers: {}, body: '[demo deals]', status: 200, url: '' },
      revalidate: 300,
      tags: ['deals'],
    };
    await demo.set('home-deals', deals as never, { fetchCache: true, tags: ['deals'] });

    const production = processCache();
    expect(
      await production.get('/ar', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never),
    ).toBeNull();
    expect(await production.get('home-deals', { kind: 'FETCH', tags: ['deals'] } as never)).toBeNull();
    expect(readdirSync(buildFolder, { recursive: true })).toEqual(['server']);
  });
});
