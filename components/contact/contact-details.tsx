import { getTranslations } from 'next-intl/server';
import type { ComponentType, ReactNode } from 'react';
import { contactChannels } from '@/components/layout/site-config';
import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { focusRing } from '@/components/ui/button-styles';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, type IconProps } from '@/components/ui/icons';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<IconProps>;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" />
      </span>
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        <div className="font-medium text-slate-900">{children}</div>
      </div>
    </li>
  );
}

const linkClass = `rounded hover:text-brand-700 hover:underline ${focusRing}`;

/** Phone, e-mail, WhatsApp, office hours (spec §9: 09:00–17:00) and the Kuwait City address. */
export async function ContactDetails() {
  const t = await getTranslations('contact');
  return (
    <section aria-labelledby="contact-details-title" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="contact-details-title" className="mb-5 text-lg font-bold">
        {t('detailsTitle')}
      </h2>
      <ul className="grid gap-5">
        <Detail icon={PhoneIcon} label={t('phoneLabel')}>
          <a href={contactChannels.phoneHref} dir="ltr" className={linkClass}>
            {contactChannels.phoneDisplay}
          </a>
        </Detail>
        <Detail icon={MailIcon} label={t('emailLabel')}>
          <a href={`mailto:${contactChannels.email}`} dir="ltr" className={linkClass}>
            {contactChannels.email}
          </a>
        </Detail>
        <Detail icon={WhatsAppIcon} label={t('whatsappLabel')}>
          <a
            href={contactChannels.whatsappHref}
            dir="ltr"
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {contactChannels.whatsappDisplay}
          </a>
        </Detail>
        <Detail icon={ClockIcon} label={t('hoursLabel')}>
          {t('hours')}
        </Detail>
        <Detail icon={MapPinIcon} label={t('addressLabel')}>
          <address className="not-italic">{t('address')}</address>
        </Detail>
      </ul>
    </section>
  );
}
