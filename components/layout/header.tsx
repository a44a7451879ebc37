import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass, focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { PlusIcon } from '@/components/ui/icons';
import type { DrawerNavData } from './drawer-nav';
import type messages from '@/messages/ar.json';
import { groupSections, type HeaderSection } from './header-sections';
import { HeaderNav } from './header-nav';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import type { ServiceGroup } from './service-groups';
import { UserMenu } from './user-menu';
import { IntentLink } from '@/components/ui/intent-link';

type GroupKey = `groups.${keyof (typeof messages)['header']['groups']}`;

/** The sections grouped in the visitor's language, each group with its translated heading. */
async function labelledGroups(sections: readonly HeaderSection[]): Promise<ServiceGroup[]> {
  const [t, locale] = await Promise.all([getTranslations('header'), getLocale()]);
  return groupSections(sections, locale).map(({ group, items }) => ({
    group,
    label: t.has(`groups.${group}` as GroupKey) ? t(`groups.${group}` as GroupKey) : group,
    items,
  }));
}

/**
 * What the phone drawer and the "all services" menu list, as data: each renders it only when opened. The page carries
 * it once (both get the same object) instead of a hidden copy of every menu in its HTML and again in its RSC payload.
 */
async function drawerNav(sections: readonly HeaderSection[]): Promise<DrawerNavData> {
  const [t, tHeader, groups] = await Promise.all([
    getTranslations('nav'),
    getTranslations('header'),
    labelledGroups(sections),
  ]);
  const items = navItems.map((item) => ({ href: item.href, label: t(item.key) }));
  const deals = navItems.filter((item) => item.tier === 'deal').length;
  return {
    label: t('primaryLabel'),
    allServices: t('allServices'),
    noServices: tHeader('noServices'),
    home: { href: '/', label: t('home') },
    deals: items.slice(0, deals),
    items: items.slice(deals),
    groups,
  };
}

/** Site header; `sections` feed the "all services" menu (the layout reads them, components never touch the server). */
export async function Header({ sections }: { sections: readonly HeaderSection[] }) {
  const [t, nav] = await Promise.all([getTranslations('header'), drawerNav(sections)]);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className={cn(
          'sr-only rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:absolute focus:start-4 focus:top-2 focus:z-50',
          focusRing,
        )}
      >
        {t('skipToContent')}
      </a>
      <Container className="relative flex flex-wrap items-center gap-x-3 gap-y-2 pt-2 lg:h-16 lg:flex-nowrap lg:gap-x-6 lg:pt-0">
        <Logo />
        <HeaderNav nav={nav} />
        <div className="ms-auto flex items-center gap-1.5">
          {/* The ad form with web posting on, else the coming-soon page that points to the app: the same address. */}
          <IntentLink href="/ad/create" className={buttonClass('secondary', 'sm', 'h-10 max-sm:w-10 max-sm:px-0')}>
            <PlusIcon className="size-5 shrink-0" />
            <span className="max-sm:sr-only">{t('postAd')}</span>
          </IntentLink>
          <LanguageSwitch compact />
          <UserMenu />
          <MobileMenu nav={nav} />
        </div>
      </Container>
    </header>
  );
}
