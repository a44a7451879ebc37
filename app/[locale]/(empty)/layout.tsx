import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/i18n/config';

/** Focused pages (sign-in, sign-up, payment return): the logo bar only, no navigation to leave the task by. */
export default async function EmptyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale(toLocale((await params).locale));
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <Container className="flex h-16 items-center justify-between">
          <Logo />
          <LanguageSwitch />
        </Container>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
    </>
  );
}
