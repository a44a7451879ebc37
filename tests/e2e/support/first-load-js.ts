import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * First-load JS as `npm run weight` counts it: the gzip size of every `<script src>` in the page's HTML (the `noModule`
 * polyfill left out; chunks loaded later on demand are not first-load), in KiB.
 */
export async function firstLoadJsKb(page: Page): Promise<number> {
  const html = await (await page.request.get(page.url())).text();
  const sources = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter(([, before, , after]) => !/nomodule/i.test(before! + after!))
    .map(([, , src]) => src!);
  let total = 0;
  for (const src of new Set(sources)) total += gzipSync(await (await page.request.get(src)).body()).length;
  return total / 1024;
}
