import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import { clientNamespaces, pickClientMessages, pickMessages } from './client-messages';

describe('client messages', () => {
  it('sends every page only the namespaces of its shared client components', () => {
    expect(Object.keys(pickClientMessages(ar))).toEqual([
      ...new Set(clientNamespaces.map((path) => path.split('.')[0])),
    ]);
    expect(JSON.stringify(pickClientMessages(ar)).length).toBeLessThan(JSON.stringify(ar).length / 4);
  });

  it('picks whole namespaces and groups of one, nested as in the catalogue', () => {
    expect(pickMessages(ar, ['contact', 'login.code', 'myAds.actions'])).toEqual({
      contact: ar.contact,
      login: { code: ar.login.code },
      myAds: { actions: ar.myAds.actions },
    });
  });
});
