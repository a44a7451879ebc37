/** Structured data for search engines; `json` must come from `toJsonLd` (already escaped). */
export function JsonLd({ json }: { json: string | null }) {
  if (!json) return null;
  // A JSON-LD data block has to be raw text; the serializer escapes every `<`.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
