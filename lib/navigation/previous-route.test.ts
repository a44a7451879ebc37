import { beforeEach, describe, expect, it, vi } from 'vitest';
import { previousRoute, recordRoute } from './previous-route';

describe('previous route', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
      },
      dispatchEvent: () => true,
    });
  });

  it('changes only when the full path changed, a query or hash change included', () => {
    recordRoute('/');
    expect(previousRoute()).toBeUndefined();
    recordRoute('/faqs');
    recordRoute('/faqs');
    expect(previousRoute()).toBe('/');
    recordRoute('/faqs?topic=ads');
    expect(previousRoute()).toBe('/faqs');
    recordRoute('/faqs?topic=ads#q-5');
    expect(previousRoute()).toBe('/faqs?topic=ads');
  });

  it('survives a full page load: the page loaded next finds the one before it, and a reload changes nothing', async () => {
    recordRoute('/deals?areaId=34');
    // A new document: the module starts afresh, the tab's session storage stays.
    vi.resetModules();
    const fresh = await import('./previous-route');
    fresh.recordRoute('/login');
    expect(fresh.previousRoute()).toBe('/deals?areaId=34');
    vi.resetModules();
    const reloaded = await import('./previous-route');
    reloaded.recordRoute('/login');
    expect(reloaded.previousRoute()).toBe('/deals?areaId=34');
  });

  it('remembers nothing when storage is blocked, and nothing on the server', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('blocked');
      },
    });
    recordRoute('/faqs');
    expect(previousRoute()).toBeUndefined();
    vi.stubGlobal('window', undefined);
    expect(previousRoute()).toBeUndefined();
  });
});
