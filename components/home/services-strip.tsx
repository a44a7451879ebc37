import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { balancedGridClass } from '@/components/layout/balanced-grid';
import { groupSections, type HeaderSection } from '@/components/layout/header-sections';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { ServiceIcon } from '@/components/ui/service-icon';
import { CardRow } from './card-row';
import { SectionHeading } from './section-heading';

/**
 * The header's service sections as cards (a swipeable row on phones), leaving out those at `shownAbove` (the page's
 * own sections already link there), in as many columns as leave no card alone in the last row. Nothing renders when
 * there are none.
 */
export async function ServicesStrip({
  sections,
  shownAbove = [],
}: {
  sections: readonly HeaderSection[];
  shownAbove?: readonly string[];
}) {
  const [t, locale] = await Promise.all([getTranslations('home.services'), getLocale()]);
  const items = groupSections(sections, locale)
    .flatMap((g) => g.items)
    .filter((item) => !shownAbove.includes(item.href));
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="services-title" className="py-6 md:py-12">
      <Container>
        <SectionHeading id="services-title" title={t('title')} subtitle={t('subtitle')} />
        <CardRow
          items={items}
          keyOf={(item) => item.id}
          gridClassName={cn('md:gap-3', balancedGridClass(items.length, ['md', 'lg']))}
        >
          {(item) => (
            <Link href={item.href} className={cn('service-card', focusRing)}>
              <span className="service-icon">
                <ServiceIcon name={item.icon} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-bold text-slate-900">{item.title}</span>
                <span className="mt-0.5 block text-sm leading-6 text-slate-600">{item.description}</span>
              </span>
            </Link>
          )}
        </CardRow>
      </Container>
    </section>
  );
}
