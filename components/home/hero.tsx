import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass, focusRingOnDark } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { ArrowEndIcon, CalculatorIcon, MapIcon } from '@/components/ui/icons';
import { HeroSearch } from './hero-search';

const valuationPath = '/evaluation/ive';

/** A quiet skyline (with the Kuwait Towers) along the bottom edge; purely decorative. */
function Skyline() {
  return (
    <svg
      viewBox="0 0 1200 120"
      preserveAspectRatio="none"
      aria-hidden="true"
      className="absolute inset-x-0 bottom-0 h-24 w-full text-white/10"
    >
      <path
        fill="currentColor"
        d="M0 120V86h60V60h40v26h30V40h50v80h20V70h40V30h16V12h8v18h16v90h30V78h36V52h44v68h24V20l6-6 6 6v100h14V48c0-10 16-10 16 0v-6c0-8 12-8 12 0v78h30V64h50v56h40V36h60v84h20V58h30v62h44V44h24V26h28v94h30V70h40v50h36V50h56v70h30V80h60v40z"
      />
    </svg>
  );
}

export async function Hero() {
  const t = await getTranslations('home.hero');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-900 to-brand-700 text-white"
    >
      <Skyline />
      <Container className="relative flex flex-col items-center gap-4 pt-7 pb-14 text-center md:gap-6 md:pt-24 md:pb-28">
        <h1 id="hero-title" className="max-w-3xl text-3xl leading-tight font-bold md:text-5xl">
          {t('title')}
        </h1>
        <p className="hidden max-w-2xl text-base leading-8 text-brand-100 sm:block md:text-lg">{t('subtitle')}</p>
        <HeroSearch />
        <div className="flex flex-wrap items-center justify-center gap-3">
          <Link href={valuationPath} className={buttonClass('light', 'lg')}>
            <CalculatorIcon className="size-5" />
            {t('estimate')}
          </Link>
          <Link
            href={valuationPath}
            className={cn(
              'hidden h-12 items-center gap-2 rounded-lg px-4 font-medium text-white underline-offset-4 hover:underline sm:inline-flex',
              focusRingOnDark,
            )}
          >
            <MapIcon className="size-5" />
            {t('valuationMap')}
            <ArrowEndIcon className="size-4" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
