import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { officialSites, socialLinks } from '@/components/layout/site-config';
import { socialIcons } from '@/components/ui/brand-icons';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { BankIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { hasStoreLinks, StoreBadges, type StoreLinks } from '@/components/ui/store-badges';

function LinkSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const cardClass = cn(
  'flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-500 hover:shadow-sm',
  focusRing,
);

/** /links: official Kuwaiti authorities, the app stores and Manzil's social accounts. */
export async function UsefulLinks({ stores }: { stores: StoreLinks }) {
  const [t, tSocial, tActions] = await Promise.all([
    getTranslations('links'),
    getTranslations('social'),
    getTranslations('general.actions'),
  ]);
  return (
    <div className="grid gap-12">
      <LinkSection id="links-official" title={t('official')}>
        <ul className="grid gap-4 md:grid-cols-2">
          {officialSites.map(({ key, href }) => (
            <li key={key}>
              <a href={href} target="_blank" rel="noopener noreferrer" className={cardClass}>
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <BankIcon className="size-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-start justify-between gap-2 font-bold text-slate-900">
                    {t(`sites.${key}.name`)}
                    <ExternalLinkIcon className="mt-1 size-4 shrink-0 text-slate-400" />
                  </span>
                  <span className="mt-1 block text-sm leading-6 text-slate-600">{t(`sites.${key}.description`)}</span>
                  <span dir="ltr" className="mt-2 block text-start text-xs text-brand-700">
                    {new URL(href).hostname}
                  </span>
                  <span className="sr-only">{tActions('opensInNewTab')}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </LinkSection>
      {hasStoreLinks(stores) && (
        <LinkSection id="links-apps" title={t('apps')}>
          <StoreBadges stores={stores} />
        </LinkSection>
      )}
      <LinkSection id="links-social" title={t('social')}>
        <ul className="flex flex-wrap gap-3">
          {socialLinks.map(({ network, href }) => {
            const Icon = socialIcons[network];
            return (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(
                    'inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-medium hover:border-brand-500',
                    focusRing,
                  )}
                >
                  <Icon className="size-5 text-brand-700" />
                  {tSocial(network)}
                </a>
              </li>
            );
          })}
        </ul>
      </LinkSection>
    </div>
  );
}
