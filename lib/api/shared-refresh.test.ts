import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { shareAcrossTabs, type ChannelLike, type LockManagerLike, type TabCoordination } from './shared-refresh';

/** One browser: a lock manager every tab shares (a FIFO mutex like navigator.locks) and a broadcast bus. */
function fakeBrowser() {
  let queue = Promise.resolve();
  const locks: LockManagerLike = {
    request<T>(_name: string, callback: () => Promise<T>) {
      const result = queue.then(callback);
      queue = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
  };
  const listeners = new Set<(event: { data: unknown }) => void>();
  /** A tab's BroadcastChannel: what it posts reaches every other tab, asynchronously, never itself. */
  const channel = (): ChannelLike => {
    const own = new Set<(event: { data: unknown }) => void>();
    return {
      postMessage: (data) => {
        for (const listener of listeners) if (!own.has(listener)) queueMicrotask(() => listener({ data }));
      },
      addEventListener: (_type, listener) => {
        own.add(listener);
        listeners.add(listener);
      },
    };
  };
  return { tab: (): TabCoordination => ({ locks, channel: channel() }) };
}

/** The server's refresh: each call rotates the shared cookie and answers a new access token. */
function fakeServer() {
  let rotations = 0;
  const refresh = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    rotations += 1;
    return `fresh-${rotations}`;
  });
  return { refresh };
}

describe('one refresh per browser', () => {
  it('two tabs refreshing at once make one server call and both get its token', async () => {
    const browser = fakeBrowser();
    const server = fakeServer();
    const tabA = shareAcrossTabs(server.refresh, browser.tab);
    const tabB = shareAcrossTabs(server.refresh, browser.tab);
    await expect(Promise.all([tabA(), tabB()])).resolves.toEqual(['fresh-1', 'fresh-1']);
    expect(server.refresh).toHaveBeenCalledTimes(1);
  });

  it('a later refresh, with no other tab refreshing meanwhile, calls the server again', async () => {
    const browser = fakeBrowser();
    const server = fakeServer();
    const tabA = shareAcrossTabs(server.refresh, browser.tab);
    const tabB = shareAcrossTabs(server.refresh, browser.tab);
    expect(await tabA()).toBe('fresh-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await tabB()).toBe('fresh-2');
    expect(server.refresh).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh is not shared: the waiting tab asks the server itself', async () => {
    const browser = fakeBrowser();
    const failing = vi.fn(async () => undefined);
    const server = fakeServer();
    const tabA = shareAcrossTabs(failing, browser.tab);
    const tabB = shareAcrossTabs(server.refresh, browser.tab);
    await expect(Promise.all([tabA(), tabB()])).resolves.toEqual([undefined, 'fresh-1']);
    expect(server.refresh).toHaveBeenCalledTimes(1);
  });

  it('without Web Locks or BroadcastChannel each call goes to the server (its grace window answers the same successor)', async () => {
    const server = fakeServer();
    const tab = shareAcrossTabs(server.refresh, () => ({}));
    await Promise.all([tab(), tab()]);
    expect(server.refresh).toHaveBeenCalledTimes(2);
  });

  it('[12] two tabs with 10 parallel 401s each: one reauthenticate call in the whole browser', async () => {
    const browser = fakeBrowser();
    const server = fakeServer();
    const fetch = vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
      const request = new Request(input, init);
      const fresh = request.headers.get('authorization')?.startsWith('Bearer fresh');
      return new Response(JSON.stringify(fresh ? { data: {} } : { code: 'UNAUTHORIZED', message: 'sign in' }), {
        status: fresh ? 200 : 401,
        headers: { 'content-type': 'application/json' },
      });
    });
    const tab = () => {
      let token = 'stale';
      const refresh = shareAcrossTabs(server.refresh, browser.tab);
      const reauthenticate = async () => {
        const fresh = await refresh();
        if (fresh) token = fresh;
        return fresh;
      };
      return createApiClient({
        baseUrl: 'http://manzil.test/api',
        getLocale: () => 'ar',
        getVisitorId: () => undefined,
        getAccessToken: () => token,
        reauthenticate,
        fetch,
      });
    };
    const [a, b] = [tab(), tab()];
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => a.get(`a/${i}`)),
      ...Array.from({ length: 10 }, (_, i) => b.get(`b/${i}`)),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(server.refresh).toHaveBeenCalledTimes(1);
  });
});
