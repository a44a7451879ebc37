import type { AbstractIntlMessages } from 'next-intl';
import type messages from '@/messages/ar.json';

type Catalogue = typeof messages;
type Namespace = keyof Catalogue;
/** A namespace, or one of its groups (`login.code`). */
export type MessagePath = {
  [N in Namespace]: N | (Catalogue[N] extends Record<string, unknown> ? `${N}.${keyof Catalogue[N] & string}` : never);
}[Namespace];

/**
 * Namespaces the client components of every page translate (header, language, account menu, notification bell,
 * newsletter, ad and news cards, error texts). Features add their own with <FeatureMessages>.
 */
export const clientNamespaces = [
  'general',
  'errors',
  'header',
  'language',
  'newsletter',
  'userMenu',
  // The signed-in member's bell and its panel.
  'notifications.bell',
  'notifications.unread',
  'notifications.markAllRead',
  'notifications.markAllReadPending',
  'notifications.empty',
  'adActions',
  'ads.card',
  'news.categories',
  'news.noCover',
  // The global payment-success modal (spec §4 `paymentSuccess`): its code loads on demand, its four texts with every page.
  'payment_package',
] as const satisfies ReadonlyArray<MessagePath>;

/** The named namespaces and groups of `all`, nested as in the catalogue (a group is merged into its namespace). */
export function pickMessages(all: AbstractIntlMessages, paths: readonly MessagePath[]): AbstractIntlMessages {
  const picked: Record<string, AbstractIntlMessages> = {};
  for (const path of paths) {
    const [ns, group] = path.split('.') as [string, string | undefined];
    const namespace = all[ns];
    if (typeof namespace !== 'object') continue;
    const part = group === undefined ? undefined : namespace[group];
    if (group === undefined) picked[ns] = namespace;
    else if (part !== undefined) picked[ns] = { ...picked[ns], [group]: part };
  }
  return picked;
}

export function pickClientMessages(all: AbstractIntlMessages): AbstractIntlMessages {
  return pickMessages(all, clientNamespaces);
}
