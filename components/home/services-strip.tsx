import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { groupSections, type HeaderSection } from '@/components/layout/header-sections';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { ServiceIcon } from '@/components/ui/service-icon';
import { SectionHeading } from './section-heading';

/** The header's service sections as a scrollable strip of cards; nothing renders when there are none. */
export async function ServicesStrip({ sections }: { sections: readonly HeaderSection[] }) {
  const [t, locale] = await Promise.all([getTranslations('home.services'), getLocale()]);
  const items = groupSections(sections, locale).flatMap((g) => g.items);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="services-title" className="py-12">
      <Container>
        <SectionHeading id="services-title" title={t('title')} subtitle={t('subtitle')} />
        <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((item) => (
            <li key={item.id} className="w-72 shrink-0 snap-start sm:w-auto">
              <Link
                href={item.href}
                className={cn(
                  'flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-shadow hover:border-brand-500 hover:shadow-md',
                  focusRing,
                )}
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <ServiceIcon name={item.icon} className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-bold text-slate-900">{item.title}</span>
                  <span className="mt-0.5 block text-sm leading-6 text-slate-600">{item.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
