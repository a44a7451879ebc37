'use client';

import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { ExternalLinkIcon } from '@/components/ui/icons';

/** Demo mode only: opens the development outbox, where the simulated SMS or e-mail with the code can be read. */
export function DemoOutboxLink({ target, className }: { target: string; className?: string }) {
  const t = useTranslations();
  return (
    <a
      href={`/api/dev/outbox?to=${encodeURIComponent(target)}`}
      target="_blank"
      rel="noopener noreferrer"
      title={t('login.code.demoTitle', { target })}
      data-testid="demo-outbox-link"
      className={cn(
        'inline-flex items-center gap-1 rounded-md bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900 hover:bg-amber-200',
        focusRing,
        className,
      )}
    >
      {t('login.code.demo')}
      <ExternalLinkIcon className="size-3.5" />
      <span className="sr-only">{t('general.actions.opensInNewTab')}</span>
    </a>
  );
}
