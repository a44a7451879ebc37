import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, type MessagePath } from '@/lib/i18n/client-messages';
import { MergedMessages } from './merged-messages';

/**
 * Sends the client components below it the message namespaces (or parts of one, `login.code`) that they translate,
 * on top of the few the root layout sends to every page: a page carries only the catalogue its features use.
 */
export async function FeatureMessages({
  namespaces,
  children,
}: {
  namespaces: readonly MessagePath[];
  children: ReactNode;
}) {
  return <MergedMessages messages={pickMessages(await getMessages(), namespaces)}>{children}</MergedMessages>;
}
