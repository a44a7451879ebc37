import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

/** Title band at the top of content pages; the page's only h1. */
export function PageHeader({
  title,
  description,
  eyebrow,
  children,
}: {
  title: string;
  description?: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-sand-100 bg-sand-100/60">
      <Container className="py-10 md:py-14">
        {eyebrow && (
          <p className="mb-3 inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-700">
            {eyebrow}
          </p>
        )}
        <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{title}</h1>
        {description && <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-600">{description}</p>}
        {children}
      </Container>
    </div>
  );
}
