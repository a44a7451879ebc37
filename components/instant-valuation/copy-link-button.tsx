'use client';

import { useTranslations } from 'next-intl';
import { flashStore } from '@/components/ui/flash';
import { ShareIcon } from '@/components/ads/ad-icons';
import { buttonClass } from '@/components/ui/button-styles';

/** Copies the page's own address (an estimate's result is shared by its link); a toast says it worked. */
export function CopyLinkButton() {
  const t = useTranslations('valuation.share');
  const tMessages = useTranslations('general.messages');
  const copy = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      flashStore.show(tMessages('linkCopied'));
    } catch {
      flashStore.show(t('copyFailed', { url }), 'error');
    }
  };
  return (
    <button type="button" onClick={copy} className={buttonClass('secondary', 'md')}>
      <ShareIcon className="size-5" />
      {t('copyLink')}
    </button>
  );
}
