import { getTranslations } from 'next-intl/server';
import { focusRing, focusRingOnDark } from '@/components/ui/button-styles';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/components/ui/cn';

/** The house mark: a roof over a sand-coloured arched door. Also served as app/icon.svg. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="#17735b" />
      <path
        d="M9 19.5 20 10l11 9.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M13 17.5V30h14V17.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <path d="M17.5 30v-4.5a2.5 2.5 0 0 1 5 0V30z" fill="#c8a46b" />
    </svg>
  );
}

/** Bilingual lockup "منزل / Manzil", linking home. */
export async function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const t = await getTranslations('header');
  return (
    <IntentLink
      href="/"
      aria-label={t('homeLink')}
      className={cn(
        'flex shrink-0 items-center gap-2.5 rounded-lg',
        tone === 'dark' ? focusRing : focusRingOnDark,
        className,
      )}
    >
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span lang="ar" className={cn('text-xl font-bold', tone === 'dark' ? 'text-brand-900' : 'text-white')}>
          منزل
        </span>
        <span
          lang="en"
          className={cn(
            'mt-0.5 text-xs font-medium tracking-wide',
            tone === 'dark' ? 'text-brand-600' : 'text-brand-100',
          )}
        >
          Manzil
        </span>
      </span>
    </IntentLink>
  );
}
