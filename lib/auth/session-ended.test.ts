import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser tab: its address, the navigations asked for, and its session storage. */
function stubTab(pathname: string) {
  const stored = new Map<string, string>();
  const assign = vi.fn();
  const location = { pathname, assign };
  vi.stubGlobal('window', { location });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  return { assign, location };
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('sessionEnded', () => {
  it('signs out and goes home once, leaving the message for the page it loads', async () => {
    const { assign, location } = stubTab('/profile/edit-profile');
    const { sessionEnded, sessionEndedNotice } = await import('./session-ended');
    const { authTokenStore } = await import('../api/auth-token-store');
    authTokenStore.set('expired-token');
    // The refused refresh of an API call and the failed restore of the page load may both report it.
    sessionEnded();
    sessionEnded();
    expect(authTokenStore.get()).toBeUndefined();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/');
    // Only the home page it loads shows the message.
    expect(sessionEndedNotice.take()).toBe(false);
    location.pathname = '/';
    expect(sessionEndedNotice.take()).toBe(true);
    expect(sessionEndedNotice.take()).toBe(false);
  });

  it('on the home page tells the page at once instead of loading it again', async () => {
    const { assign } = stubTab('/');
    const { sessionEnded, sessionEndedNotice } = await import('./session-ended');
    const heard = vi.fn(() => sessionEndedNotice.take());
    sessionEndedNotice.subscribe(heard);
    sessionEnded();
    expect(assign).not.toHaveBeenCalled();
    expect(heard).toHaveReturnedWith(true);
  });
});
