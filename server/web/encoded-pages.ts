import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { config } from '../config';
import { gauge } from '../operations/metrics-registry';

const SMALLEST = 16 * 1024;
// The compression middleware's own choices: brotli first, then gzip; brotli at its quality 4 would be a third
// larger, and a cached page is compressed once per version rather than per hit.
const ENCODINGS = ['br', 'gzip', 'identity'];
const PREFERRED = ['br', 'gzip'];
const BROTLI_QUALITY = 9;

type Encoding = 'br' | 'gzip' | 'utf8';
// ENCODED_PAGES_CACHE_MB is shared by the three encodings. A served page is bytes once encoded; the string it is keyed
// by is counted as large again: the cache keeps it alive after Next's own cache has let it go.
const size = {
  maxSize: Math.max(1, Math.floor((config().ENCODED_PAGES_CACHE_MB * 1024 * 1024) / 3)),
  sizeCalculation: (bytes: Buffer) => bytes.length * 2,
};
const encoded: Record<Encoding, LRUCache<string, Buffer>> = {
  br: new LRUCache(size),
  gzip: new LRUCache(size),
  utf8: new LRUCache(size),
};

gauge({
  name: 'manzil_encoded_pages_bytes',
  help: 'Memory the encoded-page cache holds (encoded bytes, with the page strings they are keyed by)',
  collect() {
    this.set(encoded.br.calculatedSize + encoded.gzip.calculatedSize + encoded.utf8.calculatedSize);
  },
});

const encode: Record<Encoding, (body: string) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body),
  utf8: (body) => Buffer.from(body),
};

function encodingFor(req: IncomingMessage, res: ServerResponse): Encoding {
  if (req.method === 'HEAD' || res.headersSent || res.getHeader('content-encoding')) return 'utf8';
  // negotiator 1.x takes the server's preference as an option; its @types still describe 0.6.
  const negotiator = new Negotiator(req) as Negotiator & {
    encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
  };
  const chosen = negotiator.encoding(ENCODINGS, { preferred: PREFERRED });
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'utf8';
}

/**
 * Next answers every hit of a cached page with the same JavaScript string; Node would encode it to UTF-8 on every
 * write (for a 200 KB Arabic page that was 35–40 % of a hit's CPU, bench/cpu-profile.mjs) and the compression
 * middleware would compress it again for every browser. This keeps the bytes of recently served cached pages, as
 * UTF-8 and as each encoding a browser asked for, keyed by that string, so a hit writes them as they are. It decides
 * nothing about what is served (Next still decides hit, miss and revalidation) and a page rendered again is a new
 * string, so a new key.
 */
export function reuseEncodedCachedPages(req: IncomingMessage, res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [body] = args;
    const cache = res.getHeader('x-nextjs-cache');
    if (typeof body === 'string' && body.length >= SMALLEST && (cache === 'HIT' || cache === 'STALE')) {
      const encoding = encodingFor(req, res);
      let bytes = encoded[encoding].get(body);
      if (!bytes) {
        bytes = encode[encoding](body);
        encoded[encoding].set(body, bytes);
      }
      if (encoding !== 'utf8') {
        // Already encoded: the compression middleware passes it through as it is (and adds its Vary).
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', bytes.length);
      }
      args[0] = bytes;
    }
    return end(...args);
  }) as ServerResponse['end'];
}
