import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localeCookie, locales, type Locale } from '@/lib/i18n/config';
import { pathOf, publicPages } from './support/public-pages';

/** The phone and desktop layouts show different parts (drawer menu or header links, stacked or side by side). */
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

for (const locale of locales) {
  test.describe(`axe-core in ${locale}`, () => {
    for (const target of publicPages) {
      test(`${target.name}: no serious or critical findings, all content in landmarks, no sideways scroll`, async ({
        page,
        context,
        baseURL,
        request,
      }) => {
        // axe walks a 500 KB list page twice: more than the default 30 s when the machine is busy.
        test.setTimeout(120_000);
        await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL! }]);
        const path = await pathOf(target, request);
        expect((await page.goto(path))?.status(), path).toBe(target.status ?? 200);
        await page.waitForLoadState('networkidle');
        for (const viewport of viewports) {
          await page.setViewportSize(viewport);
          const { violations } = await new AxeBuilder({ page }).analyze();
          const findings = violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'region')
            .map(
              (v) =>
                `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×) ${v.nodes
                  .slice(0, 3)
                  .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
                  .join(' | ')}`,
            );
          expect(findings, `${path} in ${locale} at ${viewport.width}px`).toEqual([]);
          // WCAG 1.4.10 reflow, which axe does not check: the page itself never scrolls sideways (wide tables scroll in their own box).
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${path} in ${locale} at ${viewport.width}px`,
          ).toBeLessThanOrEqual(viewport.width);
        }
      });
    }
  });
}

/** `java` from JAVA_HOME or the PATH; the validator cannot run without it, so say so plainly. */
function javaCommand(): string {
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `The W3C Nu HTML validator (vnu.jar from the vnu-jar package) needs Java 11 or newer, and "${java}" could not be run ` +
        `(${probe.error?.message ?? probe.stderr.trim()}). Install a Java runtime (Debian: apt-get install default-jre-headless) or set JAVA_HOME.`,
    );
  }
  return java;
}

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test('the server HTML of every public page passes the W3C Nu validator', async ({ request }) => {
  // The validator's JVM takes a minute or two on a busy two-core machine.
  test.setTimeout(300_000);
  const java = javaCommand();
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const dir = mkdtempSync(join(tmpdir(), 'manzil-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const locale of locales as readonly Locale[]) {
      for (const target of publicPages) {
        const path = await pathOf(target, request);
        const res = await request.get(path, { headers: { cookie: `${localeCookie.name}=${locale}` } });
        expect(res.status(), path).toBe(target.status ?? 200);
        const html = await res.text();
        // Next answers notFound() with a bare document the browser then fills (vercel/next.js#62228): no lang to check there.
        if (target.status === undefined) expect(html, `${path} in ${locale}`).toContain(`<html lang="${locale}"`);
        const file = join(dir, `${locale}-${target.name.replace(/\W+/g, '-')}.html`);
        writeFileSync(file, html);
        files.set(file, `${path} (${locale})`);
      }
    }
    // One JVM for all pages: it takes seconds to start.
    const run = spawnSync(
      java,
      ['-jar', jar, '--format', 'json', '--errors-only', '--exit-zero-always', ...files.keys()],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map(
        (m) =>
          `${files.get(m.url.replace(/^file:/, '')) ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract?.trim() ?? ''}`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
