let reloadWindowMs: number | undefined;

/**
 * The window (CRASH_RELOAD_WINDOW_SECONDS, handed over by the root layout) within which a second DOM error does not
 * reload the page again. Kept apart from lib/crash-recovery.ts, which loads only when something crashed.
 */
export function setReloadWindow(milliseconds: number): void {
  reloadWindowMs = milliseconds;
}

export const reloadWindow = () => reloadWindowMs;
