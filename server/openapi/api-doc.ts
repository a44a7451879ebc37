import type { openApiDocument } from './openapi-document';

type Document = ReturnType<typeof openApiDocument>;
type Operation = {
  summary?: string;
  tags: string[];
  security?: unknown[];
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, { schema: Schema }> }>;
};
type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  contentMediaType?: string;
};

export const generatedStart =
  '<!-- The table below is generated from /api/openapi.json by `npm run api-doc`: edit the routes, not it. -->';
export const generatedEnd = '<!-- end of the generated table -->';

/** Errors every write can answer, said once above the tables rather than on every row. */
const everyWrite = new Set(['CROSS_SITE_REQUEST', 'PAYLOAD_TOO_LARGE']);

const componentName = (ref: string) => ref.split('/').at(-1)!;

/** `AdDetail`, `[Package]`, or the media types of a file. */
function answerShape(content: Record<string, { schema: Schema }> | undefined): string {
  if (!content) return '';
  const json = content['application/json']?.schema;
  if (!json) return Object.keys(content).join(', ');
  const shape = (schema: Schema): string =>
    schema.$ref
      ? componentName(schema.$ref)
      : schema.type === 'array' && schema.items
        ? `[${shape(schema.items)}]`
        : (schema.type ?? 'object');
  const data = json.properties?.data;
  return `\`${data ? `{data: ${shape(data)}}` : shape(json)}\``;
}

/** The success answers; every GET's 304 (a matching `If-None-Match`) is said once in the page's prose instead. */
function successCell(responses: Operation['responses']) {
  return Object.entries(responses)
    .filter(([status]) => /^2|^3/.test(status) && status !== '304')
    .map(([status, response]) => [status, answerShape(response.content)].filter(Boolean).join(' '))
    .join('; ');
}

function errorCodes(responses: Operation['responses']) {
  const codes = Object.entries(responses).flatMap(([status, response]) => {
    if (!/^[45]/.test(status)) return [];
    if (response.$ref) return [componentName(response.$ref)];
    return (response.description ?? '').split(', ');
  });
  return codes.filter((code) => !everyWrite.has(code)).join(', ');
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The contract as markdown tables, one per route folder: method, path, auth, summary, success answer, error codes. */
export function apiTables(document: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as unknown as Operation;
      const row = [
        method.toUpperCase(),
        `\`${path}\``,
        operation.security ? 'member' : '',
        cell(operation.summary ?? ''),
        cell(successCell(operation.responses)),
        errorCodes(operation.responses),
      ];
      const tag = operation.tags[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), `| ${row.join(' | ')} |`]);
    }
  }
  const sections = [...byTag]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, rows]) =>
      [
        `### ${tag}`,
        '',
        tag === 'app' ? '`server/app.ts`' : `\`server/routes/${tag}/\``,
        '',
        '| Method | Path | Auth | Summary | Success | Errors |',
        '|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  return [generatedStart, '', ...sections.flatMap((s) => [s, '']), generatedEnd].join('\n');
}

/** The page with its generated part replaced (or appended, the first time). */
export function withApiTables(page: string, document: Document): string {
  const tables = apiTables(document);
  const start = page.indexOf(generatedStart);
  const end = page.indexOf(generatedEnd);
  if (start === -1 || end === -1) return `${page.trimEnd()}\n\n## Endpoints\n\n${tables}\n`;
  return page.slice(0, start) + tables + page.slice(end + generatedEnd.length);
}
