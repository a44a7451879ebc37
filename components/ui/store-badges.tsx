import { getTranslations } from 'next-intl/server';
import { appStoreUrl, googlePlayUrl } from '@/components/layout/site-config';
import { AppleIcon, GooglePlayIcon } from './brand-icons';
import { focusRing } from './button-styles';
import { cn } from './cn';

const badgeClass = cn(
  'inline-flex h-12 items-center gap-2.5 rounded-xl bg-slate-950 px-4 text-white ring-1 ring-white/20 hover:bg-slate-800',
  focusRing,
);

/** App Store and Google Play badges drawn inline (no third-party image), with localized captions. */
export async function StoreBadges({ className }: { className?: string }) {
  const t = await getTranslations('appBanner');
  const badges = [
    { href: appStoreUrl, label: t('appStoreLabel'), prefix: t('appStorePrefix'), store: 'App Store', Icon: AppleIcon },
    { href: googlePlayUrl, label: t('googlePlayLabel'), prefix: t('googlePlayPrefix'), store: 'Google Play', Icon: GooglePlayIcon },
  ];
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
