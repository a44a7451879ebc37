'use client';

import { useTranslations } from 'next-intl';
import { flashStore } from '@/components/ui/flash';
import { buttonClass } from '@/components/ui/button-styles';
import { ShareIcon } from './ad-icons';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The system share sheet where there is one (phones); elsewhere the link is copied and a toast says so. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const t = useTranslations('adActions');
  const tMessages = useTranslations('general.messages');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      flashStore.show(tMessages('linkCopied'));
    } catch {
      flashStore.show(t('share.copyFailed', { url }), 'error');
    }
  };

  const onClick = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    await copy();
  };

  return (
    <button type="button" onClick={onClick} className={buttonClass('secondary', 'md', 'w-full')}>
      <ShareIcon className="size-5" />
      {t('share.label')}
    </button>
  );
}
