'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRevealPhone } from './use-reveal-phone';
import { flashStore } from '@/components/ui/flash';
import { WhatsAppIcon } from '@/components/ui/brand-icons';
import { buttonClass } from '@/components/ui/button-styles';
import { PhoneIcon } from '@/components/ui/icons';
import { useSession } from '@/lib/auth/use-session';
import { useErrorText } from '@/components/ui/use-error-text';
import { displayPhone, internationalPhone, whatsappLink } from './phone-number';

const whatsappClass = buttonClass(
  'secondary',
  'md',
  'w-full border-emerald-600 text-emerald-700 hover:bg-emerald-50 max-lg:h-12 max-lg:px-2',
);
const barClass =
  'fixed inset-x-0 bottom-0 z-20 grid grid-cols-2 gap-2 border-t border-slate-200 bg-white/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur lg:static lg:z-auto lg:grid-cols-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none';

/**
 * Call and WhatsApp for a live ad; its owner, known once the browser's session is read (the page is the same for
 * all and cached), gets the way to edit it and to their ads instead of calling themselves. The number is revealed (and counted) only on click; "send message" reveals it too
 * and opens WhatsApp with the ad's title and link already typed. Below `lg` the same markup is a bar fixed to the
 * bottom of the screen, the buttons side by side; `data-contact-bar` gives the page room for it (app/globals.css).
 */
export function ContactActions({
  adId,
  ownerId,
  title,
  adUrl,
}: {
  adId: number;
  ownerId: number;
  title: string;
  adUrl: string;
}) {
  const t = useTranslations('adActions.contact');
  const tActions = useTranslations('general.actions');
  const errorText = useErrorText();
  const { user } = useSession();
  const { revealed, reveal, isPending } = useRevealPhone(adId);
  const message = t('whatsappText', { title, url: adUrl });

  const onReveal = () => reveal().catch((error: unknown) => flashStore.show(errorText.request(error), 'error'));

  // The tab opens inside the click (popup blockers allow that) and gets its address once the number is known; if it
  // was blocked, the button has become a plain WhatsApp link by then.
  const onWhatsApp = async () => {
    const tab = window.open('about:blank', '_blank');
    const result = await reveal().catch((error: unknown) => {
      flashStore.show(errorText.request(error), 'error');
      return undefined;
    });
    if (!result?.phone) {
      tab?.close();
      return;
    }
    if (tab) {
      tab.opener = null;
      tab.location.href = whatsappLink(result.phone, message);
    }
  };

  if (user?.id === ownerId) {
    return (
      <div data-contact-bar data-testid="owner-bar" className={barClass}>
        <Link href={`/profile/ads/edit/${adId}`} className={buttonClass('primary', 'lg', 'w-full max-lg:px-2')}>
          {t('ownerEdit')}
        </Link>
        <Link href="/profile/ads" className={buttonClass('secondary', 'lg', 'w-full max-lg:px-2')}>
          {t('ownerMyAds')}
        </Link>
      </div>
    );
  }

  if (revealed && !revealed.phone) {
    return (
      <div data-contact-bar className={barClass}>
        <p className="col-span-2 rounded-lg bg-slate-50 p-3 text-center text-sm text-slate-600">{t('noPhone')}</p>
      </div>
    );
  }

  return (
    <div data-contact-bar data-testid="contact-bar" className={barClass}>
      {revealed?.phone ? (
        <a
          href={`tel:+${internationalPhone(revealed.phone)}`}
          className={buttonClass('primary', 'lg', 'w-full max-lg:px-2')}
          data-testid="phone-number"
        >
          <PhoneIcon className="size-5" />
          <span dir="ltr">{displayPhone(revealed.phone)}</span>
        </a>
      ) : (
        <button
          type="button"
          onClick={onReveal}
          disabled={isPending}
          aria-busy={isPending}
          className={buttonClass('primary', 'lg', 'w-full max-lg:px-2')}
        >
          <PhoneIcon className="size-5" />
          {isPending ? t('revealing') : t('showPhone')}
        </button>
      )}
      {revealed?.phone ? (
        <a
          href={whatsappLink(revealed.phone, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={whatsappClass}
        >
          <WhatsAppIcon className="size-5" />
          {t('whatsapp')}
          <span className="sr-only">{tActions('opensInNewTab')}</span>
        </a>
      ) : (
        <button type="button" onClick={onWhatsApp} disabled={isPending} className={whatsappClass}>
          <WhatsAppIcon className="size-5" />
          {t('whatsapp')}
        </button>
      )}
    </div>
  );
}
