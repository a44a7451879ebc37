import type { ComponentType, ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import type { IconProps } from '@/components/ui/icons';

/** An honest placeholder for a feature that is not on the web yet: what it will be, and where to go meanwhile. */
export function ComingSoon({
  icon: Icon,
  badge,
  title,
  description,
  children,
}: {
  icon: ComponentType<IconProps>;
  badge: string;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Container className="flex flex-col items-center py-16 text-center md:py-24">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-8" />
      </span>
      <p className="mt-6 rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold text-brand-900">{badge}</p>
      <h1 className="mt-4 max-w-2xl text-3xl font-bold text-brand-900 md:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">{description}</p>
      {children && <div className="mt-8 flex flex-col items-center gap-4">{children}</div>}
    </Container>
  );
}
