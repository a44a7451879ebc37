import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { socialIcons } from '@/components/ui/brand-icons';
import { focusRingOnDark } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { ClockIcon } from '@/components/ui/icons';
import type messages from '@/messages/ar.json';
import { Logo } from './logo';
import { socialLinks } from './site-config';

type FooterLinkKey = keyof (typeof messages)['footer']['links'];

const columns: ReadonlyArray<{ title: 'company' | 'legal' | 'market'; links: ReadonlyArray<[FooterLinkKey, string]> }> =
  [
    {
      title: 'company',
      links: [
        ['about', '/about-us'],
        ['contact', '/contact-us'],
        ['faqs', '/faqs'],
        ['links', '/links'],
        ['blog', '/blog'],
      ],
    },
    {
      title: 'legal',
      links: [
        ['privacy', '/privacy-statement'],
        ['terms', '/terms-conditions'],
        ['accountDeletion', '/account-deletion'],
      ],
    },
    {
      title: 'market',
      links: [
        ['deals', '/deals'],
        ['auctions', '/auctions'],
        ['news', '/news'],
        ['offices', '/offices'],
      ],
    },
  ];

const linkClass = cn('footer-link', focusRingOnDark);

export async function Footer() {
  const [t, tSocial] = await Promise.all([getTranslations('footer'), getTranslations('social')]);
  return (
    <footer className="bg-brand-900 text-white">
      <Container className="grid grid-cols-3 gap-x-4 gap-y-6 py-8 lg:grid-cols-12 lg:gap-10 lg:py-12">
        <div className="col-span-3 lg:col-span-4">
          <Logo tone="light" />
          <p className="mt-4 hidden text-sm leading-7 text-brand-100 sm:block">{t('about')}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm sm:mt-5">
            <ClockIcon className="size-4 text-sand-500" />
            <span className="font-medium">{t('hoursTitle')}:</span>
            <span className="text-brand-100">{t('hours')}</span>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`} className="lg:col-span-2">
            <h2 id={`footer-${column.title}`} className="mb-3 text-sm font-bold text-white">
              {t(column.title)}
            </h2>
            <ul className="grid gap-2 text-sm">
              {column.links.map(([key, href]) => (
                <li key={key}>
                  <Link href={href} className={linkClass}>
                    {t(`links.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="grid gap-6 border-t border-white/10 py-6 md:grid-cols-2 md:items-end md:gap-8 md:py-8">
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-base font-bold">
            {t('newsletterTitle')}
          </h2>
          <p className="mt-1 mb-3 text-sm text-brand-100">{t('newsletterText')}</p>
          <NewsletterForm className="max-w-md" />
        </section>
        <div className="flex flex-wrap items-center justify-between gap-3 md:block md:justify-self-end">
          <h2 className="text-sm font-bold md:mb-3">{t('followUs')}</h2>
          <ul className="flex gap-2">
            {socialLinks.map(({ network, href }) => {
              const Icon = socialIcons[network];
              return (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={tSocial(network)}
                    className={cn(
                      'flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20',
                      focusRingOnDark,
                    )}
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-center text-xs text-brand-100">
          {t('copyright', { year: new Date().getFullYear() })}
        </Container>
      </div>
    </footer>
  );
}
