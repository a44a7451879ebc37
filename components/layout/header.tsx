import { getTranslations } from 'next-intl/server';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { DesktopNav } from './desktop-nav';
import type { DrawerNavData } from './drawer-nav';
import type { HeaderSection } from './header-sections';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { labelledGroups } from './services-panel';
import { UserMenu } from './user-menu';

/** What the phone drawer lists, as data: the drawer renders it only when opened, the row's menus being the page's copy. */
async function drawerNav(sections: readonly HeaderSection[]): Promise<DrawerNavData> {
  const [t, tHeader, groups] = await Promise.all([getTranslations('nav'), getTranslations('header'), labelledGroups(sections)]);
  const [home, ...rest] = navItems.map((item) => ({ href: item.href, label: t(item.key) }));
  return {
    label: t('primaryLabel'),
    allServices: t('allServices'),
    noServices: tHeader('noServices'),
    home: home ?? { href: '/', label: t('home') },
    items: rest,
    groups: groups.map(({ group, label, items }) => ({ group, label, items: items.map(({ id, title, href, icon }) => ({ id, title, href, icon })) })),
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
      <Container className="flex h-16 items-center gap-3 lg:gap-6">
        <Logo />
        <DesktopNav sections={sections} />
        <div className="ms-auto flex items-center gap-1.5">
          <LanguageSwitch />
          <UserMenu />
          <MobileMenu nav={nav} />
        </div>
      </Container>
    </header>
  );
}
