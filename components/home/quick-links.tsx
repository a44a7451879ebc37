import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { ArrowEndIcon, BuildingIcon, ChartIcon, GavelIcon, NewspaperIcon, type IconProps } from '@/components/ui/icons';
import { SectionHeading } from './section-heading';

const links: ReadonlyArray<{ key: 'auctions' | 'deals' | 'ads' | 'news'; href: string; Icon: ComponentType<IconProps> }> = [
  { key: 'auctions', href: '/auctions', Icon: GavelIcon },
  { key: 'deals', href: '/deals', Icon: ChartIcon },
  { key: 'ads', href: '/ads/sale/all', Icon: BuildingIcon },
  { key: 'news', href: '/news', Icon: NewspaperIcon },
];

/** Entry points to the market sections (their live previews arrive with those features). */
export async function QuickLinks() {
  const t = await getTranslations('home.quickLinks');
  return (
    <section aria-labelledby="quick-links-title" className="bg-white py-12">
      <Container>
        <SectionHeading id="quick-links-title" title={t('title')} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {links.map(({ key, href, Icon }) => (
            <li key={key}>
              <Link
                href={href}
                className={cn(
                  'group flex h-full flex-col gap-3 rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-100 transition-colors hover:bg-brand-50 hover:ring-brand-100',
                  focusRing,
                )}
              >
                <Icon className="size-8 text-brand-600" />
                <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
                  {t(`${key}.title`)}
                  <ArrowEndIcon className="size-4 text-brand-600 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
                </span>
                <span className="text-sm leading-6 text-slate-600">{t(`${key}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
