'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { visiblePath } from '@/lib/i18n/config';
import { IntentLink } from '@/components/ui/intent-link';

export function isActivePath(pathname: string, href: string): boolean {
  const path = visiblePath(pathname);
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/** A link that marks itself with aria-current="page"; style it with `aria-[current=page]:`. */
export function NavLink({ href, ...props }: ComponentProps<typeof IntentLink> & { href: string }) {
  const pathname = usePathname();
  return <IntentLink href={href} aria-current={isActivePath(pathname, href) ? 'page' : undefined} {...props} />;
}
