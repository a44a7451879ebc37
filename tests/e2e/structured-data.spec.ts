import { expect, test } from '@playwright/test';
import { localeCookie, locales } from '@/lib/i18n/config';
import { seoConfigRows } from '@/server/seed/data/seo';

type Node = Record<string, unknown>;

/** Every node of the page's JSON-LD scripts (a `@graph`'s members one by one); the scripts' text never holds a raw `<`. */
function jsonLdNodes(html: string): Node[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
  for (const text of scripts) expect(text).not.toContain('<');
  return scripts.flatMap((text) => {
    const document = JSON.parse(text) as Node;
    return Array.isArray(document['@graph']) ? (document['@graph'] as Node[]) : [document];
  });
}

const configuredNodes = (data: Node) => (Array.isArray(data['@graph']) ? (data['@graph'] as Node[]) : [data]);

// Spec §3: the SEO configuration's schema_data is the page's structured data, on every screen that has one.
for (const row of seoConfigRows.filter((seo) => seo.schemaData)) {
  test(`${row.screen} (${row.canonicalUrl}) renders its configured structured data in both languages`, async ({
    request,
  }) => {
    for (const locale of locales) {
      const res = await request.get(row.canonicalUrl!, { headers: { cookie: `${localeCookie.name}=${locale}` } });
      expect(res.status(), `${row.canonicalUrl} ${locale}`).toBe(200);
      const nodes = jsonLdNodes(await res.text());
      for (const configured of configuredNodes(row.schemaData!)) {
        const id = String(configured['@id']);
        const node = nodes.find((candidate) => String(candidate['@id']).endsWith(id));
        expect(node, `${row.screen} ${locale}: ${id}`).toBeDefined();
        expect(node!['@type']).toBe(configured['@type']);
        expect(String(node!['@id'])).toMatch(/^https?:\/\//);
      }
    }
  });
}
