import { cookies } from 'next/headers';
import type { EstimatorScreenData } from '@/components/instant-valuation/instant-valuation-screen';
import type { Locale } from '@/lib/i18n/config';
import { pageSession } from '@/server/services/auth/page-session';
import { memberInstantValuations } from '@/server/services/instant-valuations/instant-valuation';
import { loadAreaChoices } from '../../_data/area-choices';

const RECENT_ESTIMATES = 5;

/** The area step's choices and a signed-in member's latest estimates. */
export async function loadEstimatorScreen(locale: Locale): Promise<EstimatorScreenData> {
  const [choices, session] = await Promise.all([loadAreaChoices(locale), pageSession(await cookies())]);
  return {
    ...choices,
    recent: session.state === 'signed-in' ? await memberInstantValuations(session.member, RECENT_ESTIMATES) : [],
  };
}
