/** The site's own 404 page: no route matches it, so Next renders the locale's not-found page with status 404. */
const notFoundPath = '/not-found';

/**
 * The URL to hand to Next for a page request. A path with a malformed percent-escape (`/ad/%zz`, `/news/%`,
 * `/member/%E0%A4%A`) cannot be decoded: Next then looks for a Pages Router `/400` page, which this app does not have,
 * and answers a bare 500. Such a path names no page, so it gets the site's 404 page instead.
 */
export function pageRequestUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return notFoundPath;
  }
}
