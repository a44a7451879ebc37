import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import sirv from 'sirv';

const PREFIX = '/_next/static/';
const textTypes: Partial<Record<string, string>> = { '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Build assets (`/_next/static/…`: scripts, styles, fonts) straight from the build folder in the process that takes
 * the connection, as the brotli or gzip copy written after the build (scripts/precompress-assets.mjs): no hop to a
 * render worker, which runs at a lower priority and would queue the page's render-blocking stylesheet behind its
 * renders, and no compression per request. Their names carry a hash of their content, so they are cached for a year.
 * Anything not in the build goes on to Next, which answers 404 as it always did.
 */
export function buildAssets(
  distDir = '.next',
): (req: IncomingMessage, res: ServerResponse, next: RequestListener) => void {
  const serve = sirv(`${distDir}/static`, {
    maxAge: 31536000,
    immutable: true,
    brotli: true,
    gzip: true,
    extensions: [],
    // Scripts carry Arabic text: their charset is said rather than taken from the page.
    setHeaders: (res, pathname) => {
      const type = textTypes[pathname.slice(pathname.lastIndexOf('.'))];
      if (type) res.setHeader('Content-Type', `${type}; charset=utf-8`);
    },
  });
  return (req, res, next) => {
    const url = req.url ?? '/';
    req.url = url.slice(PREFIX.length - 1);
    serve(req, res, () => {
      req.url = url;
      void next(req, res);
    });
  };
}

export const isBuildAsset = (url: string) => url.startsWith(PREFIX);
