import { featuredAdSchema, MAX_AD_PAGE_SIZE } from '@/lib/schemas/ads';
import { idParamSchema } from '@/lib/schemas/common';
import { licenceDecisionSchema, licenceQueueQuerySchema } from '@/lib/schemas/offices';
import {
  deskQuerySchema,
  dismissReportsSchema,
  moderationDecisionSchema,
  takeDownSchema,
} from '@/lib/schemas/moderation';
import {
  verificationDecisionSchema,
  verificationFileParamSchema,
  verificationQueueQuerySchema,
} from '@/lib/schemas/ad-verifications';
import { invalidatePages } from '../../lib/page-cache';
import { adWriteTags } from '../../lib/page-tags';
import { decideVerification, verificationFileKey, verificationQueue } from '../../services/ads/ad-verifications';
import { requireStaff } from '../../lib/auth-middleware';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { storage } from '../../providers/storage/registry';
import { listFeaturedAds, setAdFeatured } from '../../services/ads/featured-ads';
import { licenceDocumentKey, licenceQueue, reviewLicence } from '../../services/offices/licences';
import { moderationQueue, reportedAds } from '../../services/moderation/desk';
import { dismissReports } from '../../services/moderation/dismiss-reports';
import { decideAdReview, takeDownAd } from '../../services/moderation/reviews';

const operator = requireStaff('operator');
const moderator = requireStaff('moderator');

export const getLicenceQueue = factory.createHandlers(
  ...operator,
  validate('query', licenceQueueQuerySchema),
  async (c) => c.json({ data: await licenceQueue(c.req.valid('query').status) }),
);

export const postLicenceDecision = factory.createHandlers(
  ...operator,
  validate('param', idParamSchema),
  validate('json', licenceDecisionSchema),
  async (c) => c.json({ data: await reviewLicence(c.req.valid('param').id, c.req.valid('json'), c.get('member').id) }),
);

/** A private file (a licence document, a verification's plate photo or document) for the operator checking it. */
async function privateFile(key: string | undefined) {
  const file = key ? await storage().get(key) : undefined;
  if (!file) throw new ApiError('NOT_FOUND');
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.mimeType,
      'cache-control': 'private, no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The private licence document, for the operator checking it. */
export const getLicenceDocument = factory.createHandlers(...operator, validate('param', idParamSchema), async (c) =>
  privateFile(await licenceDocumentKey(c.req.valid('param').id)),
);

/** The ads' verification queue (issue 29 §5), the longest-waiting first. */
export const getVerificationQueue = factory.createHandlers(
  ...operator,
  validate('query', verificationQueueQuerySchema),
  async (c) => c.json({ data: await verificationQueue(c.req.valid('query').status) }),
);

/** Grants the verified badge or refuses with a reason; the ad's page and the lists show a grant at once. */
export const postVerificationDecision = factory.createHandlers(
  ...operator,
  validate('param', idParamSchema),
  validate('json', verificationDecisionSchema),
  async (c) => {
    const decided = await decideVerification(c.get('member').id, c.req.valid('param').id, c.req.valid('json'));
    if (decided.status === 'granted') await invalidatePages(adWriteTags(decided.adId));
    return c.json({ data: decided });
  },
);

/** A request's plate photo or document, for the operator checking it. */
export const getVerificationFile = factory.createHandlers(
  ...operator,
  validate('param', verificationFileParamSchema),
  async (c) => {
    const { id, file } = c.req.valid('param');
    return privateFile(await verificationFileKey(id, file));
  },
);

/** The live ads staff picked (spec §3 featured flag), the newest first: as many as a page of ads holds, and how many in all. */
export const getFeaturedAds = factory.createHandlers(...operator, async (c) =>
  c.json({ data: await listFeaturedAds(MAX_AD_PAGE_SIZE) }),
);

/** Picks a live ad, or takes the pick back; its page and the lists show the change at once (the route expires them). */
export const putAdFeatured = factory.createHandlers(
  ...operator,
  validate('param', idParamSchema),
  validate('json', featuredAdSchema),
  async (c) => {
    const { id } = c.req.valid('param');
    const { featured } = c.req.valid('json');
    await setAdFeatured(id, featured);
    return c.json({ data: { id, featured } });
  },
);

/**
 * The moderation desk (issue 29): a page of the waiting ads, the oldest first, with their signals (`after` from the
 * previous page's `next`, or `ad` for one ad); the desk's health; the reasons.
 */
export const getModerationQueue = factory.createHandlers(...moderator, validate('query', deskQuerySchema), async (c) =>
  c.json({ data: await moderationQueue(c.req.valid('query')) }),
);

/** The desk's "reported, still live": live ads with open reports too few to hide them, the longest-reported first. */
export const getReportedAds = factory.createHandlers(...moderator, validate('query', deskQuerySchema), async (c) =>
  c.json({ data: await reportedAds(c.req.valid('query')) }),
);

/** Dismiss a live ad's open reports (the ad stays as it is); recorded, and told to the signed-in reporters. */
export const postDismissReports = factory.createHandlers(
  ...moderator,
  validate('param', idParamSchema),
  validate('json', dismissReportsSchema),
  async (c) => c.json({ data: await dismissReports(c.get('member').id, c.req.valid('param').id, c.req.valid('json')) }),
);

/** Approve a waiting ad, or reject it with a catalogued reason and a note; recorded and told to the owner. */
export const postModerationDecision = factory.createHandlers(
  ...moderator,
  validate('param', idParamSchema),
  validate('json', moderationDecisionSchema),
  async (c) => c.json({ data: await decideAdReview(c.get('member').id, c.req.valid('param').id, c.req.valid('json')) }),
);

/** Take a live ad down with a catalogued reason and a note; recorded and told to the owner and its followers. */
export const postTakeDown = factory.createHandlers(
  ...moderator,
  validate('param', idParamSchema),
  validate('json', takeDownSchema),
  async (c) => c.json({ data: await takeDownAd(c.get('member').id, c.req.valid('param').id, c.req.valid('json')) }),
);
