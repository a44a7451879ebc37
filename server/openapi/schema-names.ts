import type { $ZodType } from 'zod/v4/core';
import * as adForm from '@/lib/schemas/ad-form';
import * as adVerifications from '@/lib/schemas/ad-verifications';
import * as ads from '@/lib/schemas/ads';
import * as answers from '@/lib/schemas/answers';
import * as appraisals from '@/lib/schemas/appraisals';
import * as auctions from '@/lib/schemas/auctions';
import * as auth from '@/lib/schemas/auth';
import * as clientErrors from '@/lib/schemas/client-errors';
import * as common from '@/lib/schemas/common';
import * as construction from '@/lib/schemas/construction-estimate';
import * as dashboard from '@/lib/schemas/dashboard';
import * as dealImports from '@/lib/schemas/deal-imports';
import * as dealReviews from '@/lib/schemas/deal-reviews';
import * as deals from '@/lib/schemas/deals';
import * as financeRequest from '@/lib/schemas/finance-request';
import * as finance from '@/lib/schemas/finance';
import * as financeAnswers from '@/lib/schemas/finance-answers';
import * as health from '@/lib/schemas/health';
import * as instantValuation from '@/lib/schemas/instant-valuation';
import * as news from '@/lib/schemas/news';
import * as notificationSettings from '@/lib/schemas/notification-settings';
import * as notifications from '@/lib/schemas/notifications';
import * as newsDesk from '@/lib/schemas/news-desk';
import * as offices from '@/lib/schemas/offices';
import * as payments from '@/lib/schemas/payments';
import * as memberSupport from '@/lib/schemas/member-support';
import * as orderDesk from '@/lib/schemas/order-desk';
import * as packagePrices from '@/lib/schemas/package-prices';
import * as newsletter from '@/lib/schemas/newsletter';
import * as promoCodes from '@/lib/schemas/promo-codes';
import * as auctionDesk from '@/lib/schemas/auction-desk';
import * as siteContent from '@/lib/schemas/site-content';
import * as pushSubscriptions from '@/lib/schemas/push-subscriptions';
import * as referenceData from '@/lib/schemas/reference-data';
import * as rentEstimate from '@/lib/schemas/rent-estimate';
import * as savedSearches from '@/lib/schemas/saved-searches';
import * as staff from '@/lib/schemas/staff';

const schemaModules = [
  adForm,
  adVerifications,
  ads,
  answers,
  appraisals,
  auctions,
  auth,
  clientErrors,
  common,
  construction,
  dashboard,
  dealImports,
  dealReviews,
  deals,
  financeRequest,
  finance,
  financeAnswers,
  health,
  instantValuation,
  news,
  newsletter,
  notificationSettings,
  notifications,
  newsDesk,
  offices,
  payments,
  memberSupport,
  orderDesk,
  packagePrices,
  promoCodes,
  auctionDesk,
  pushSubscriptions,
  referenceData,
  rentEstimate,
  savedSearches,
  siteContent,
  staff,
];

const isSchema = (value: unknown): value is $ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** `createAdSchema` → `CreateAd`: the contract names a shape after the export that lib/schemas gives it. */
function componentName(exportName: string) {
  const bare = exportName.replace(/Schema$/, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** Every schema lib/schemas exports, by the component name the contract gives it (the first export of an object wins). */
export function namedSchemas(): Map<$ZodType, string> {
  const names = new Map<$ZodType, string>();
  for (const schemaModule of schemaModules) {
    for (const [exportName, value] of Object.entries(schemaModule)) {
      if (isSchema(value) && exportName.endsWith('Schema') && !names.has(value))
        names.set(value, componentName(exportName));
    }
  }
  return names;
}
