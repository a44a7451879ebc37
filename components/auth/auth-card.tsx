import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

/** The centred card of the sign-in and sign-up pages (empty layout), with the page's only h1. */
export function AuthCard({
  title,
  subtitle,
  wide,
  children,
  footer,
}: {
  title: string;
  subtitle: ReactNode;
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container className="flex flex-1 justify-center py-8 sm:py-12">
      <div className={wide ? 'w-full max-w-2xl' : 'w-full max-w-md'}>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
          <p className="mt-2 mb-6 text-sm leading-6 text-slate-600">{subtitle}</p>
          {children}
        </div>
        {footer && <p className="mt-5 text-center text-sm text-slate-600">{footer}</p>}
      </div>
    </Container>
  );
}
