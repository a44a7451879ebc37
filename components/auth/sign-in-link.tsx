'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { loginHref } from './return-to';
import { useReturnTo } from './use-return-to';

/** Sign-up's link to sign in instead, leading back to the same place afterwards (`returnTo`, else the previous route). */
export function SignInLink({ returnTo, children }: { returnTo: string | undefined; children: ReactNode }) {
  return (
    <Link href={loginHref(useReturnTo(returnTo, '/'))} className="font-medium text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
