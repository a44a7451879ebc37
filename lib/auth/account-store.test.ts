import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../schemas/auth';

const myAccount = vi.fn<() => Promise<AuthUser>>();
vi.mock('../api/members', () => ({ membersApi: { myAccount } }));

const member = (id: number, firstName = 'Fatma') => ({ id, firstName }) as AuthUser;

beforeEach(() => {
  vi.resetModules();
  myAccount.mockReset();
});

async function stores() {
  const { accountStore } = await import('./account-store');
  const { authTokenStore } = await import('../api/auth-token-store');
  return { accountStore, authTokenStore };
}

describe('accountStore', () => {
  it('holds a sign-in answer with its token, and nothing once the token is gone', async () => {
    const { accountStore, authTokenStore } = await stores();
    accountStore.start('token-1', member(7));
    expect(authTokenStore.get()).toBe('token-1');
    expect(accountStore.get()).toEqual(member(7));
    accountStore.load();
    expect(myAccount).not.toHaveBeenCalled();
    authTokenStore.clear();
    expect(accountStore.get()).toBeUndefined();
  });

  it('fetches the account of a restored token once, and tells its listeners', async () => {
    const { accountStore, authTokenStore } = await stores();
    myAccount.mockResolvedValue(member(9));
    const heard = vi.fn();
    accountStore.subscribe(heard);
    authTokenStore.set('restored');
    accountStore.load();
    accountStore.load();
    await vi.waitFor(() => expect(accountStore.get()).toEqual(member(9)));
    expect(myAccount).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalled();
  });

  it("drops an answer that arrives after its token was replaced, and never shows one member's account to another", async () => {
    const { accountStore, authTokenStore } = await stores();
    let answer: (user: AuthUser) => void = () => undefined;
    myAccount.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    authTokenStore.set('first');
    accountStore.load();
    accountStore.start('second', member(2));
    answer(member(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(accountStore.get()).toEqual(member(2));
  });

  it('takes a changed account for the current token, and asks again after a failed fetch', async () => {
    const { accountStore, authTokenStore } = await stores();
    myAccount.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(member(4));
    authTokenStore.set('token');
    accountStore.load();
    await vi.waitFor(() => expect(myAccount).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(accountStore.get()).toBeUndefined();
    accountStore.load();
    await vi.waitFor(() => expect(accountStore.get()).toEqual(member(4)));
    accountStore.update(member(4, 'Noura'));
    expect(accountStore.get()?.firstName).toBe('Noura');
  });
});
