import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('previous route', () => {
  beforeEach(() => {
    vi.resetModules();
    const store = new Map<string, string>();
    vi.stubGlobal('window', {});
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
  });

  it('changes only when the full path changed', async () => {
    const { previousRoute, recordRoute } = await import('./previous-route');
    recordRoute('/');
    expect(previousRoute()).toBeUndefined();
    recordRoute('/faqs');
    recordRoute('/faqs');
    expect(previousRoute()).toBe('/');
    recordRoute('/faqs?topic=ads');
    expect(previousRoute()).toBe('/faqs');
  });
});
