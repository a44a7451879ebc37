import { logger } from '../logger';

/**
 * Demo only: PUBLIC_BASE_URL is where e-mails, the sitemap and the gateway's webhook point, and the address payments
 * return to when the browser's own is not one of the site's. Browsing another address (127.0.0.1 for localhost,
 * another PORT) works, but those links lead elsewhere: warn at start-up when the port already differs, and once when
 * the first page is asked for under another host.
 */
export function publicAddressWarning(publicBaseUrl: string, port: number): (host: string | undefined) => void {
  const expected = new URL(publicBaseUrl);
  const expectedPort = Number(expected.port || (expected.protocol === 'https:' ? 443 : 80));
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(expected.hostname);
  if (loopback && expectedPort !== port) {
    logger.warn(
      { publicBaseUrl, port },
      `PUBLIC_BASE_URL names port ${expectedPort} but the server listens on ${port}: set PUBLIC_BASE_URL=http://localhost:${port} (docs/configuration.md)`,
    );
  }
  let warned = false;
  return (host) => {
    if (warned || !host || host === expected.host) return;
    warned = true;
    logger.warn(
      { publicBaseUrl, browsed: host },
      `pages are browsed at ${host}, not at PUBLIC_BASE_URL (${expected.host}): links in e-mails lead there (docs/configuration.md)`,
    );
  };
}
