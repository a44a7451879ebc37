import { apiBaseUrl } from '@/lib/api/api-base-url';

/** The longest text of each field a crash report carries: the browser cuts to them, the API refuses longer. */
export const crashReportLengths = { name: 100, message: 1000, digest: 100, stack: 4000, path: 2000 } as const;

/** Where the browser caught the error: a route group's or the root's error boundary, the root layout's, or a window event. */
export const crashSources = ['boundary', 'global', 'window'] as const;

export interface CrashReport {
  source: (typeof crashSources)[number];
  name?: string;
  message: string;
  digest?: string;
  stack?: string;
  path: string;
  reloaded: boolean;
}

// Control characters the API refuses in text; line breaks and tabs stay (stacks are multi-line).
const controlCharacters = /(?![\t\n\r])\p{Cc}/gu;
const cut = (text: unknown, max: number) =>
  typeof text === 'string' && text ? text.replace(controlCharacters, '').trim().slice(0, max) : undefined;

/** The report of a thrown value, its texts cut to what the API takes. */
export function crashReport(error: unknown, source: CrashReport['source'], reloaded: boolean): CrashReport {
  const { name, message, digest, stack } = (
    typeof error === 'object' && error ? error : { message: String(error) }
  ) as Partial<Error & { digest: string }>;
  return {
    source,
    name: cut(name, crashReportLengths.name),
    message: cut(message, crashReportLengths.message) ?? '',
    digest: cut(digest, crashReportLengths.digest),
    stack: cut(stack, crashReportLengths.stack),
    path: window.location.pathname.slice(0, crashReportLengths.path),
    reloaded,
  };
}

/**
 * Tells the server about a crash; never throws. `keepalive` lets the request finish while the page reloads
 * (sendBeacon cannot label its body JSON, which the API requires of every write).
 */
export function sendCrashReport(report: CrashReport): void {
  void fetch(`${apiBaseUrl()}/v1/client-errors`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
