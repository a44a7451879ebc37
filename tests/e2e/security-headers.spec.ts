import { createHash } from 'node:crypto';
import { expect, test, type Page, type Response } from '@playwright/test';
import { brandFontScript } from '@/lib/brand-font';

/** Records every CSP violation and CSP console error, across every document the page loads. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return violations;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The security headers; the policy's nonce, or undefined for a stored page, whose scripts are allowed by hash. */
function expectSecurityHeaders(response: Response | null) {
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
  expect(scripts).not.toContain("'unsafe-inline'");
  if (/^(HIT|STALE)$/.test(headers['x-nextjs-cache'] ?? '')) expect(scripts).not.toContain("'nonce-");
  else expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
  return /'nonce-([^']+)'/.exec(scripts)?.[1];
}

/**
 * Loads a page, checks its headers, that its scripts carry the header's nonce (or, on a stored page, that the header
 * allows each of its inline scripts by hash) and that React hydrated it.
 */
async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const nonce = expectSecurityHeaders(response);
  const policy = response!.headers()['content-security-policy']!;
  // Every script the server sent carries one nonce (the chunk loader's later ones are trusted through it), save the
  // brand font's head script, which the policy allows by its hash.
  const scripts = [...(await response!.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', body = '']) => ({ attributes, body }))
    .filter(({ attributes }) => !attributes.includes('application/ld+json'));
  const nonces = new Set(
    scripts
      .filter(({ attributes }) => /\snonce=/.test(attributes))
      .map(({ attributes }) => /\snonce="([^"]*)"/.exec(attributes)?.[1]),
  );
  expect(nonces.size, path).toBe(1);
  if (nonce) expect(nonces, path).toEqual(new Set([nonce]));
  else
    for (const { attributes, body } of scripts)
      if (!/\ssrc=/.test(attributes)) expect(policy, path).toContain(sha256(body));
  expect(
    scripts.filter(({ attributes, body }) => !/\snonce=/.test(attributes) && body !== brandFontScript),
    path,
  ).toEqual([]);
  expect(policy, path).toContain(sha256(brandFontScript));
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'))), {
      message: `${path} hydrates`,
    })
    .toBe(true);
  return response!;
}

async function firstHref(page: Page, path: string, selector: string) {
  await page.goto(path);
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href, `${selector} on ${path}`).toBeTruthy();
  return href!.replace(/\?.*$/, '');
}

test('every page type sends a nonce-based CSP and the security headers, and runs without a CSP violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const adPage = await firstHref(page, '/ads/rent', '[data-testid="ad-card"] a[href^="/ad/"]');
  const auctionProperty = await firstHref(
    page,
    '/auctions/property?tab=upcoming',
    'a[data-testid="auction-property-card"], [data-testid="auction-property-card"] a',
  );
  const article = await firstHref(page, '/news', '[data-testid="news-card"] a');

  const pages = [
    '/',
    '/ads/rent',
    adPage,
    '/deals',
    '/auctions',
    auctionProperty,
    '/news',
    article,
    '/login',
    '/sign-up',
    '/contact-us',
    '/faqs',
  ];
  for (const path of pages) await visit(page, path);
  await visit(page, '/this/page/does-not-exist', 404);

  expect(violations).toEqual([]);
});

test('a cached page shares no nonce between visitors: it carries none, and runs its own scripts by hash (issue 33)', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await visit(page, '/faqs');
  const cached = await visit(page, '/faqs');
  expect(cached.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  expect(expectSecurityHeaders(cached)).toBeUndefined();
  // Two visits served the same stored render get the same policy. An earlier journey's write may revalidate the page
  // between two visits: that pair holds two renders, so it is fetched again.
  const sameRenderSamePolicy = async () => {
    // A response's body is readable only until the page navigates again.
    const stored = async () => {
      const response = await visit(page, '/faqs');
      return { body: await response.text(), policy: response.headers()['content-security-policy'] };
    };
    const [first, second] = [await stored(), await stored()];
    if (first.body !== second.body) return 'two renders';
    return first.policy === second.policy;
  };
  await expect.poll(sameRenderSamePolicy).toBe(true);

  expect(violations).toEqual([]);
  // A script the policy did not approve stays blocked on the stored page.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(violations.some((violation) => /script-src/.test(violation))).toBe(true);

  // A date range is not among the popular filters served from the page cache: it renders per request.
  const perRequest = '/deals?from=2025-01-01';
  const dynamic = [
    expectSecurityHeaders(await visit(page, perRequest)),
    expectSecurityHeaders(await visit(page, perRequest)),
  ];
  expect(dynamic[0]).toBeDefined();
  expect(dynamic[0]).not.toBe(dynamic[1]);
});

test('client code runs under the policy: language switch on a cached page, navigation to a dynamic page, a dialog on it', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await visit(page, '/');
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // A client navigation loads the next page's chunks through scripts the nonced runtime adds ('strict-dynamic').
  await page.locator('a[href="/deals"]:visible').first().click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(page.getByTestId('deals-table').locator('tbody tr').first()).toBeVisible();

  await page
    .getByRole('button', { name: /التفاصيل/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();

  expect(violations).toEqual([]);
});
