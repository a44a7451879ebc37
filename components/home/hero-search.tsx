import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { SearchIcon } from '@/components/ui/icons';

/** Rent first and checked: about two thirds of Kuwait's residents rent. */
const dealTypes = ['rent', 'sale'] as const;

/**
 * A plain GET form: it works before JavaScript loads, and next/form turns it into a client navigation after. A radio
 * cannot change a form's action, so it goes to `/ads?dealType=…&q=…`, which the proxy sends on to that deal type's
 * list (lib/ads-search-redirect.ts).
 */
export async function HeroSearch() {
  const t = await getTranslations('home.hero');
  return (
    <Form
      action="/ads"
      role="search"
      aria-label={t('searchLabel')}
      className="grid w-full max-w-2xl gap-2 rounded-2xl bg-white p-2 text-start shadow-lg sm:flex sm:items-center"
    >
      <fieldset className="flex shrink-0 gap-1 rounded-xl bg-slate-100 p-1">
        <legend className="sr-only">{t('dealTypeLabel')}</legend>
        {dealTypes.map((dealType, index) => (
          <label
            key={dealType}
            className="flex h-10 flex-1 cursor-pointer items-center justify-center rounded-lg px-4 text-sm font-semibold text-slate-700 hover:text-slate-900 has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input type="radio" name="dealType" value={dealType} defaultChecked={index === 0} className="sr-only" />
            {t(dealType)}
          </label>
        ))}
      </fieldset>
      <div className="flex min-w-0 flex-1 gap-2">
        <label htmlFor="hero-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id="hero-search"
            name="q"
            type="search"
            enterKeyHint="search"
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            className={cn(controlClass, 'h-12 border-transparent bg-slate-50 ps-10 text-ellipsis')}
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'lg')}>
          {t('searchSubmit')}
        </button>
      </div>
    </Form>
  );
}
