'use client';

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/** Namespaces of `added` merged into `base`, a shared namespace group by group (`ads.card` and `ads.filters`). */
function mergeNamespaces(base: AbstractIntlMessages, added: AbstractIntlMessages): AbstractIntlMessages {
  const merged = { ...base };
  for (const [ns, value] of Object.entries(added)) {
    const enclosing = base[ns];
    merged[ns] = typeof enclosing === 'object' && typeof value === 'object' ? { ...enclosing, ...value } : value;
  }
  return merged;
}

/** A provider whose messages add to the enclosing provider's (a nested provider would otherwise replace them). */
export function MergedMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages();
  const merged = useMemo(() => mergeNamespaces(parent, messages), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
