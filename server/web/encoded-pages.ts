import type { ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';

// A served page is bytes once encoded; the string that Next keeps is about as large again (it is the key).
const MAX_BYTES = 64 * 1024 * 1024;
const SMALLEST = 16 * 1024;

const encoded = new LRUCache<string, Buffer>({ maxSize: MAX_BYTES, sizeCalculation: (bytes) => bytes.length * 2 });

/**
 * Next answers every hit of a cached page with the same JavaScript string, and Node encodes it to UTF-8 on every write:
 * for a 200 KB Arabic page that was 35–40 % of a hit's CPU (bench/cpu-profile.mjs). This keeps the bytes of recently
 * served cached pages, keyed by that string, so a hit writes them as they are. It decides nothing about what is served
 * (Next still decides hit, miss and revalidation) and a page rendered again is a new string, so a new key.
 */
export function reuseEncodedCachedPages(res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [body] = args;
    const cache = res.getHeader('x-nextjs-cache');
    if (typeof body === 'string' && body.length >= SMALLEST && (cache === 'HIT' || cache === 'STALE')) {
      let bytes = encoded.get(body);
      if (!bytes) {
        bytes = Buffer.from(body);
        encoded.set(body, bytes);
      }
      args[0] = bytes;
    }
    return end(...args);
  }) as ServerResponse['end'];
}
