import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { SearchIcon } from '@/components/ui/icons';

/** A plain GET form: it works before JavaScript loads, and next/form turns it into a client navigation after. */
export async function HeroSearch() {
  const t = await getTranslations('home.hero');
  return (
    <Form action="/ads/sale/all" role="search" aria-label={t('searchLabel')} className="flex w-full max-w-2xl gap-2 rounded-2xl bg-white p-2 shadow-lg">
      <label htmlFor="hero-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id="hero-search"
          name="q"
          type="search"
          enterKeyHint="search"
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          className={cn(controlClass, 'h-12 border-transparent ps-10')}
        />
      </div>
      <button type="submit" className={buttonClass('primary', 'lg')}>
        {t('searchSubmit')}
      </button>
    </Form>
  );
}
