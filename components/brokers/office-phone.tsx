'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { displayPhone, internationalPhone, whatsappLink } from '@/components/ads/phone-number';
import { flashStore } from '@/components/ui/flash';
import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonClass } from '@/components/ui/button-styles';
import { PhoneIcon } from '@/components/ui/icons';
import { useErrorText } from '@/components/ui/use-error-text';

/** The office's number, revealed (and counted) on click, as on an ad's page; then call and WhatsApp links. */
export function OfficePhone({ officeId }: { officeId: number }) {
  const t = useTranslations('offices.profile');
  const tContact = useTranslations('adActions.contact');
  const errorText = useErrorText();
  const [phone, setPhone] = useState<string | null | undefined>(undefined);
  const [pending, setPending] = useState(false);

  const reveal = async () => {
    setPending(true);
    try {
      const { officesApi } = await import('@/lib/api/offices');
      setPhone((await officesApi.revealPhone(officeId)).phone);
    } catch (error) {
      flashStore.show(errorText.request(error), 'error');
    } finally {
      setPending(false);
    }
  };

  if (phone === null) return <p className="text-sm text-slate-600">{t('noPhone')}</p>;
  if (phone)
    return (
      <div className="grid gap-2">
        <a
          href={`tel:+${internationalPhone(phone)}`}
          className={buttonClass('primary', 'md', 'w-full')}
          data-testid="office-phone-number"
        >
          <PhoneIcon className="size-5" />
          <span dir="ltr">{displayPhone(phone)}</span>
        </a>
        <a
          href={whatsappLink(phone, '')}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'md', 'w-full')}
        >
          <WhatsAppIcon className="size-5" />
          {tContact('whatsapp')}
        </a>
      </div>
    );
  return (
    <button
      type="button"
      onClick={reveal}
      disabled={pending}
      aria-busy={pending}
      className={buttonClass('primary', 'md', 'w-full')}
    >
      <PhoneIcon className="size-5" />
      {pending ? t('revealing') : t('showPhone')}
    </button>
  );
}
