import { createMiddleware } from 'hono/factory';
import {
  adIdParamSchema,
  adInputSchema,
  adListQuerySchema,
  adMediaOrderSchema,
  adMediaParamSchema,
  visitorHeaderSchema,
} from '@/lib/schemas/ads';
import { unitNumberField } from '@/lib/schemas/ads';
import { kuwaitDate } from '@/lib/kuwait-time';
import { answerWindows, sharedAnswer } from '../../lib/api-cache';
import { memberFromBearer, requireMember, type MemberEnv } from '../../lib/auth-middleware';
import { limitBody } from '../../lib/body-limit';
import { uploadSlot } from '../../lib/upload-slots';
import { clientIp } from '../../lib/client-ip';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { pageTags } from '../../lib/page-tags';
import { enforceLimit, memberKey, rateLimit, refundLimit, withinLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { findAd, recordView, revealPhone } from '../../services/ads/ad-details';
import { addAdMedia, removeAdMedia, reorderAdMedia } from '../../services/ads/ad-media';
import { listAds } from '../../services/ads/list-ads';
import { makeAdSpecial } from '../../services/ads/special-ads';
import { changeAdState, createAd, removeAd, updateAd, type AdAction } from '../../services/ads/manage-ads';
import { withMediaUpload } from '../../services/uploads/media-upload';
import { filesBodyMaxBytes, mediaBodyMaxBytes } from '../../services/uploads/upload-limits';
import { uploadRules, withUploadedFiles } from '../../services/uploads/uploads';
import { assertCanRequest, requestVerification, verificationStateOf } from '../../services/ads/ad-verifications';

/** The same for everyone (no favourite or owner fields): cached like the list pages, signed in or not. */
export const getAds = factory.createHandlers(validate('query', adListQuerySchema), async (c) => {
  const query = c.req.valid('query');
  return sharedAnswer(c, { tags: [pageTags.ads], seconds: answerWindows.ads, key: query }, () => listAds(query));
});

/** Read-only: views are counted by POST /:id/views, so crawlers and prefetches do not inflate them. */
export const getAd = factory.createHandlers(validate('param', adIdParamSchema), async (c) => {
  const { id } = c.req.valid('param');
  // A public route: a missing or bad token just means a visitor.
  const member = c.req.header('authorization') ? await memberFromBearer(c) : undefined;
  if (!member) {
    // The visitors' answer, the same for all of them: kept as long as the ad's page, revalidated by browsers (ETag).
    c.header('Cache-Control', 'public, no-cache');
    c.header('Vary', 'Authorization');
    return sharedAnswer(
      c,
      { tags: [pageTags.ad(id), pageTags.priceLevels], seconds: answerWindows.ads, key: 'visitor' },
      async () => ({
        data: (await findAd(id)) ?? notFound(),
      }),
    );
  }
  const ad = await findAd(id, member.id);
  if (!ad) throw new ApiError('NOT_FOUND');
  // Owners see their pending ad and `isOwner` here: never let a shared cache keep an answer that depends on the requester.
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: ad });
});

function notFound(): never {
  throw new ApiError('NOT_FOUND');
}

/** Limited per address and, when signed in, per member, so advertisers' numbers cannot be harvested. */
export const postPhoneReveal = factory.createHandlers(validate('param', adIdParamSchema), async (c) => {
  await enforceLimit('phoneReveal', `ip:${clientIp(c)}`);
  const member = await memberFromBearer(c);
  if (member) await enforceLimit('phoneReveal', `member:${member.id}`);
  const revealed = await revealPhone(c.req.valid('param').id);
  if (!revealed) throw new ApiError('NOT_FOUND');
  return c.json({ data: revealed });
});

/**
 * Visitor ids are made up by the client, so an address counts a limited number of views a day; past it the answer is
 * the same, only nothing is counted. A view that did not count gives its point back.
 */
export const postView = factory.createHandlers(
  validate('param', adIdParamSchema),
  validate('header', visitorHeaderSchema),
  async (c) => {
    const key = `${clientIp(c)}:${kuwaitDate(new Date())}`;
    const countable = await withinLimit('countedViews', key);
    const result = await recordView(c.req.valid('param').id, c.req.valid('header')['x-uuid'], { countable });
    if (countable && !result?.counted) await refundLimit('countedViews', key);
    if (!result) throw new ApiError('NOT_FOUND');
    return c.json({ data: result });
  },
);

/* ---------- The owner's ads (signed in with a complete account; another member's ad is 404, never 403) ---------- */

/** A Google or Apple sign-in that never finished its account details cannot advertise yet. */
const requireCompleteAccount = createMiddleware<MemberEnv>(async (c, next) => {
  if (!c.get('member').isCompleted) throw new ApiError('FORBIDDEN');
  await next();
});

const owner = [requireMember, requireCompleteAccount] as const;

export const postAd = factory.createHandlers(...owner, validate('json', adInputSchema), async (c) =>
  c.json({ data: await createAd(c.get('member').id, c.req.valid('json')) }, 201),
);

export const putAd = factory.createHandlers(
  ...owner,
  validate('param', adIdParamSchema),
  validate('json', adInputSchema),
  async (c) => {
    const ad = await updateAd(c.get('member').id, c.req.valid('param').id, c.req.valid('json'));
    if (!ad) throw new ApiError('NOT_FOUND');
    return c.json({ data: ad });
  },
);

export const deleteAd = factory.createHandlers(...owner, validate('param', adIdParamSchema), async (c) => {
  if (!(await removeAd(c.get('member').id, c.req.valid('param').id))) throw new ApiError('NOT_FOUND');
  return c.json({ data: { deleted: true } });
});

function stateChange(action: AdAction) {
  return factory.createHandlers(...owner, validate('param', adIdParamSchema), async (c) =>
    c.json({ data: await changeAdState(action, c.get('member').id, c.req.valid('param').id) }),
  );
}

export const postPublish = stateChange('publish');
export const postCancel = stateChange('cancel');
export const postRepost = stateChange('repost');

/** `POST /v1/ads/{id}/special`: a live ad of the owner's becomes special for one special-ad credit (once). */
export const postSpecial = factory.createHandlers(...owner, validate('param', adIdParamSchema), async (c) => {
  const { id } = c.req.valid('param');
  const memberId = c.get('member').id;
  if (!(await makeAdSpecial(memberId, id))) throw new ApiError('NOT_FOUND');
  const ad = await findAd(id, memberId);
  if (!ad) throw new ApiError('NOT_FOUND');
  return c.json({ data: ad });
});

/** One photo or video per request, so the web can show each file's progress. */
export const postMedia = factory.createHandlers(
  ...owner,
  validate('param', adIdParamSchema),
  uploadSlot,
  limitBody(mediaBodyMaxBytes, 'file'),
  async (c) => {
    const item = await withMediaUpload(c, 'file', (file) =>
      addAdMedia(c.get('member').id, c.req.valid('param').id, file),
    );
    return c.json({ data: item }, 201);
  },
);

export const deleteMedia = factory.createHandlers(...owner, validate('param', adMediaParamSchema), async (c) => {
  const { id, mediaId } = c.req.valid('param');
  await removeAdMedia(c.get('member').id, id, mediaId);
  return c.json({ data: { deleted: true } });
});

export const putMediaOrder = factory.createHandlers(
  ...owner,
  validate('param', adIdParamSchema),
  validate('json', adMediaOrderSchema),
  async (c) =>
    c.json({ data: await reorderAdMedia(c.get('member').id, c.req.valid('param').id, c.req.valid('json').mediaIds) }),
);

/* ---------- Verified listings (issue 29 §5) ---------- */

/**
 * `POST /v1/ads/{id}/verification` (multipart): `unitNumber`, and `files`: the photo of the unit's address plate taken
 * at the door, then, for an owner (not an office), a document showing the right to let or sell. Private files; the
 * request waits for an operator. So many a day per member (AD_VERIFICATION_REQUESTS_PER_MEMBER_DAY).
 */
export const postVerification = factory.createHandlers(
  ...owner,
  validate('param', adIdParamSchema),
  rateLimit('adVerificationRequests', memberKey),
  uploadSlot,
  limitBody(filesBodyMaxBytes(uploadRules.verificationDocument), 'files'),
  async (c) => {
    const memberId = c.get('member').id;
    const { id } = c.req.valid('param');
    const request = await withUploadedFiles(c, 'files', uploadRules.verificationDocument, async (files, fields) => {
      const unitNumber = unitNumberField.safeParse(fields.unitNumber ?? '');
      if (!unitNumber.success)
        throw new ApiError('VALIDATION_FAILED', { unitNumber: [unitNumber.error.issues[0]?.message ?? ''] });
      await assertCanRequest(memberId, id, files);
      return requestVerification(memberId, id, unitNumber.data, files);
    });
    return c.json({ data: request }, 201);
  },
);

/** `GET /v1/ads/{id}/verification`: the owner's requests for their ad and its live badge; anyone else 404. */
export const getVerification = factory.createHandlers(...owner, validate('param', adIdParamSchema), async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: await verificationStateOf(c.get('member').id, c.req.valid('param').id) });
});
