import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import {
  InstantValuationResultScreen,
  type ResultScreenData,
} from '@/components/instant-valuation/instant-valuation-result-screen';
import { localName } from '@/lib/format';
import { estimateIdParamSchema } from '@/lib/schemas/common';
import { toLocale } from '@/lib/i18n/config';
import { pageSession } from '@/server/services/auth/page-session';
import { cachedDealTrend } from '@/server/services/deals/cached-deals';
import { cheapestDataPlan } from '@/server/services/payments/catalogue';
import { findInstantValuation } from '@/server/services/instant-valuations/instant-valuation';
import { memberBalances } from '@/server/services/payments/ledger';
import { similarToValuation } from '@/server/services/instant-valuations/similar-properties';

/** Whether the detailed report shows depends on the viewer's subscription or unlock (the session cookie). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The estimate as this viewer sees it; 404 for an id that is malformed or unknown. */
const loadResult = cache(async (id: string): Promise<ResultScreenData> => {
  if (!estimateIdParamSchema.safeParse({ id }).success) notFound();
  const session = await pageSession(await cookies());
  const member = session.state === 'signed-in' ? session.member : undefined;
  const valuation = await findInstantValuation(id, member);
  if (!valuation) notFound();
  // The trend is part of the detailed report: read only for a viewer who sees it.
  const [trend, similar, balances, plan] = await Promise.all([
    valuation.detailed ? cachedDealTrend({ areaId: valuation.area.id, category: valuation.input.category }) : [],
    similarToValuation(id),
    member && !valuation.detailed ? memberBalances(member.id) : undefined,
    valuation.lockedComparables > 0 ? cheapestDataPlan() : undefined,
  ]);
  return {
    valuation,
    trend,
    similar: similar ?? [],
    signedIn: session.state !== 'signed-out',
    mapValuationCredits: balances ? balances['map-valuation'] : null,
    plan,
  };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, id } = await params;
  const locale = toLocale(segment);
  const [t, { valuation }] = await Promise.all([
    getTranslations({ locale, namespace: 'valuation.result' }),
    loadResult(id),
  ]);
  // Shared by its link, never listed by search engines.
  return {
    title: t('metaTitle', { area: localName(locale, valuation.area) }),
    robots: { index: false, follow: false },
  };
}

export default async function InstantValuationResultPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = toLocale(segment);
  setRequestLocale(locale);
  return <InstantValuationResultScreen data={await loadResult(id)} locale={locale} />;
}
