import { crashReport, sendCrashReport, type CrashReport } from '@/lib/crash-report';

/**
 * Spec §8: a page-load error reporting an insertion node not found reloads the page. Browser translation tools
 * (Google Translate, Edge, Safari) replace the text nodes of a page with their own `<font>` elements; when React then
 * inserts before or removes one of the nodes it rendered, the DOM refuses, and only a fresh page recovers. The page
 * reloads once: a second such error within the window (the tool translates the fresh page again) shows the error
 * screen instead, so a page never reloads in a loop. This module loads only when an error boundary is shown.
 */

const markerKey = 'manzil:crash-reload';

/** The root layout's `<meta>` carrying CRASH_RELOAD_WINDOW_SECONDS: no script on every page to hand it over. */
export const reloadWindowMetaName = 'manzil:crash-reload-window';

function reloadWindowMs(): number | undefined {
  const seconds = Number(document.querySelector<HTMLMetaElement>(`meta[name="${reloadWindowMetaName}"]`)?.content);
  return seconds > 0 ? seconds * 1000 : undefined;
}

const domMismatch = [
  /insertion node/i,
  // Chromium: "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node."
  /Failed to execute '(insertBefore|removeChild|replaceChild)' on 'Node'/,
  // Firefox: "Node.insertBefore: Child to insert before is not a child of this node"; "Node.removeChild: …".
  /Node\.(insertBefore|removeChild|replaceChild):/,
  /is not a child of this node/i,
  // Safari's NotFoundError.
  /The object can not be found here/i,
];

/** Whether an error is the DOM refusing a change React made to nodes someone else replaced. */
export function isDomMismatchError(error: unknown): boolean {
  const message = typeof error === 'object' && error && 'message' in error ? String(error.message) : String(error);
  return domMismatch.some((pattern) => pattern.test(message));
}

/**
 * Reloads the page unless it reloaded for a crash within the window (the whole session when the window is not known,
 * as when the root layout itself failed and took its `<meta>` along). Returns whether it reloads.
 */
export function reloadOnce(
  windowMs: number | undefined,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now = Date.now(),
  reload = () => window.location.reload(),
): boolean {
  try {
    const last = Number(storage.getItem(markerKey));
    if (last && (windowMs === undefined || now - last < windowMs)) return false;
    storage.setItem(markerKey, String(now));
  } catch {
    // Without session storage (blocked, full) a reload could not be told from the last one: none.
    return false;
  }
  reload();
  return true;
}

/** What every error boundary does with what it caught: reload for a DOM mismatch (once), and tell the server. */
export function recoverFromCrash(error: unknown, source: CrashReport['source']): boolean {
  const reloaded = isDomMismatchError(error) && reloadOnce(reloadWindowMs());
  sendCrashReport(crashReport(error, source, reloaded));
  return reloaded;
}
