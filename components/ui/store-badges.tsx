import { getTranslations } from 'next-intl/server';
import { AppleIcon, GooglePlayIcon } from './brand-icons';
import { focusRing } from './button-styles';
import { cn } from './cn';

const badgeClass = cn(
  'inline-flex h-12 items-center gap-2.5 rounded-xl bg-slate-950 px-4 text-white ring-1 ring-white/20 hover:bg-slate-800',
  focusRing,
);

/** The apps' store pages, from the configuration; a store without an address shows no badge. */
export type StoreLinks = { appStore?: string; googlePlay?: string };

/** Whether any store page is configured: until then nothing invites visitors to the apps. */
export const hasStoreLinks = (stores: StoreLinks) => Boolean(stores.appStore || stores.googlePlay);

/** App Store and Google Play badges drawn inline (no third-party image), with localized captions; configured stores only. */
export async function StoreBadges({ stores, className }: { stores: StoreLinks; className?: string }) {
  if (!hasStoreLinks(stores)) return null;
  const t = await getTranslations('appBanner');
  const badges = [
    {
      href: stores.appStore,
      label: t('appStoreLabel'),
      prefix: t('appStorePrefix'),
      store: 'App Store',
      Icon: AppleIcon,
    },
    {
      href: stores.googlePlay,
      label: t('googlePlayLabel'),
      prefix: t('googlePlayPrefix'),
      store: 'Google Play',
      Icon: GooglePlayIcon,
    },
  ].filter((badge): badge is typeof badge & { href: string } => Boolean(badge.href));
  return (
    <ul className={cn('flex flex-wrap gap-3', className)}>
      {badges.map(({ href, label, prefix, store, Icon }) => (
        <li key={store}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={badgeClass}>
            <Icon className="size-7 shrink-0" />
            <span className="flex flex-col text-start leading-tight">
              <span className="text-[0.6875rem] opacity-80">{prefix}</span>
              <span lang="en" className="text-base font-semibold">
                {store}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
