'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link of the site's chrome (header, breadcrumbs) that prefetches its page when the visitor shows they may follow
 * it (pointer over it, a finger on it, the keyboard's focus) rather than as soon as it is on screen: every page shows
 * a dozen of them, and a phone fetched and parsed all their pages right after load (13 requests on an ad page, 3
 * with this). Next's own pattern (guides/prefetching, "Hover-triggered prefetch").
 */
export function IntentLink({
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
