'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { visiblePath } from '@/lib/i18n/config';

export function isActivePath(pathname: string, href: string): boolean {
  const path = visiblePath(pathname);
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/** A link that marks itself with aria-current="page"; style it with `aria-[current=page]:`. */
export function NavLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname();
  return <Link href={href} aria-current={isActivePath(pathname, href) ? 'page' : undefined} {...props} />;
}
