type Flash = { id: number; text: string; tone: 'success' | 'error' };

let current: Flash | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Flash | undefined) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * A message that outlives a client-side navigation (e.g. "Logged In Successfully" shown on the page the visitor returns
 * to). It lives in memory only: a full page load starts without one.
 */
export const flashStore = {
  show(text: string, tone: Flash['tone'] = 'success') {
    publish({ id: nextId++, text, tone });
  },
  dismiss(id: number) {
    if (current?.id === id) publish(undefined);
  },
  get: (): Flash | undefined => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
