import type messages from '@/messages/ar.json';

type Namespace = keyof typeof messages;

/** Namespaces client components translate; only these are sent to the browser (the whole catalogue is large). */
export const clientNamespaces = [
  'general',
  'errors',
  'header',
  'language',
  'newsletter',
  'contact',
  'login',
  'signUp',
  'profile',
  'accountDeletion',
  'userMenu',
  'deals',
  'myAds',
  'adForm',
  'ads',
  'adActions',
  'favourites',
] as const satisfies ReadonlyArray<Namespace>;

export function pickClientMessages(all: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(clientNamespaces.map((ns) => [ns, all[ns]]));
}
