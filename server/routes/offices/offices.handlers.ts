import { idParamSchema } from '@/lib/schemas/common';
import { dealTypes } from '@/lib/constants';
import {
  activeAdsBodySchema,
  brokerInformationSchema,
  marketeersQuerySchema,
  officeListQuerySchema,
  officeSorts,
  pageQuerySchema,
  similarOfficesQuerySchema,
} from '@/lib/schemas/offices';
import { memberFromBearer, requireMember } from '../../lib/auth-middleware';
import { limitBody } from '../../lib/body-limit';
import { uploadSlot } from '../../lib/upload-slots';
import { clientIp } from '../../lib/client-ip';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { enforceLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { storage } from '../../providers/storage/registry';
import { listOffices, toAuthUser, updateMember } from '../../services/members/members';
import { ownBrokerInformation, updateBrokerInformation } from '../../services/offices/broker-information';
import { acceptMarketeer, assertOfficeManager, removeMarketeer } from '../../services/offices/office-team';
import {
  listOfficePage,
  officeAds,
  officeFacts,
  officeMarketeers,
  officeProfile,
  officeTeam,
  revealOfficePhone,
  similarOffices,
} from '../../services/offices/offices';
import { storeUpload, uploadRules, withUploadedFiles } from '../../services/uploads/uploads';
import { filesBodyMaxBytes } from '../../services/uploads/upload-limits';

/** `/offices`: licensed offices, searched and filtered, 10 a page. */
export const getOfficeList = factory.createHandlers(validate('query', officeListQuerySchema), async (c) =>
  c.json(await listOfficePage(c.req.valid('query'))),
);

/** Spec §7 GET /members/sort-options: the orders of the office and marketeer lists. */
export const getSortOptions = factory.createHandlers(async (c) => c.json({ data: officeSorts.map((id) => ({ id })) }));

/** Spec §7 GET /members/{id}; spec §5: anyone who is not an office is 404. */
export const getMember = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  const profile = await officeProfile(c.req.valid('param').id);
  if (!profile) throw new ApiError('NOT_FOUND');
  return c.json({ data: profile });
});

export const getMemberFacts = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  const facts = await officeFacts(c.req.valid('param').id);
  if (!facts) throw new ApiError('NOT_FOUND');
  return c.json({ data: facts });
});

async function assertOffice(id: number) {
  if (!(await officeProfile(id))) throw new ApiError('NOT_FOUND');
}

/** Spec §7 GET /members/ads/{id}?page: the office's live ads and its accepted marketeers'. */
export const getMemberAds = factory.createHandlers(
  validate('param', idParamSchema),
  validate('query', pageQuerySchema),
  async (c) => {
    const { id } = c.req.valid('param');
    await assertOffice(id);
    return c.json(await officeAds(officeTeam(id), { page: c.req.valid('query').page }));
  },
);

/** Spec §7 POST /members/active-ads/{id}?page: the same ads, narrowed by an optional body (deal type, area). Reads only. */
export const postActiveAds = factory.createHandlers(
  validate('param', idParamSchema),
  validate('query', pageQuerySchema),
  validate('json', activeAdsBodySchema),
  async (c) => {
    const { id } = c.req.valid('param');
    await assertOffice(id);
    const body = c.req.valid('json');
    return c.json(
      await officeAds(officeTeam(id), {
        page: c.req.valid('query').page,
        dealTypeId: body.dealType ? dealTypes[body.dealType] : undefined,
        areaId: body.areaId,
      }),
    );
  },
);

/** Spec §7 GET /members/marketeers/{id}?sort: accepted marketeers for everyone; the office itself also sees requests. */
export const getMarketeers = factory.createHandlers(
  validate('param', idParamSchema),
  validate('query', marketeersQuerySchema),
  async (c) => {
    const { id } = c.req.valid('param');
    await assertOffice(id);
    const viewer = await memberFromBearer(c);
    const own = viewer?.id === id;
    if (own) c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await officeMarketeers(id, c.req.valid('query'), own) });
  },
);

/** Spec §7 DELETE /members/marketeers/{id}: the caller's office removes its marketeer (or declines a request). */
export const deleteMarketeer = factory.createHandlers(requireMember, validate('param', idParamSchema), async (c) =>
  c.json({ data: await removeMarketeer(c.get('member'), c.req.valid('param').id) }),
);

export const postAcceptMarketeer = factory.createHandlers(
  requireMember,
  validate('param', idParamSchema),
  async (c) => {
    await acceptMarketeer(c.get('member'), c.req.valid('param').id);
    return c.json({ data: { accepted: true } });
  },
);

/** Spec §7 POST /members/update-broker-information: the caller's own office, never another's. */
export const postUpdateBrokerInformation = factory.createHandlers(
  requireMember,
  validate('json', brokerInformationSchema),
  async (c) => {
    const updated = await updateBrokerInformation(c.get('member'), c.req.valid('json'));
    return c.json({ data: { ...(await toAuthUser(updated)), broker: await ownBrokerInformation(updated) } });
  },
);

export const getBrokerInformation = factory.createHandlers(requireMember, async (c) => {
  const member = c.get('member');
  assertOfficeManager(member);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: await ownBrokerInformation(member) });
});

/** The office's stamp (a public image, re-encoded like an avatar). */
export const postUploadStamp = factory.createHandlers(
  requireMember,
  uploadSlot,
  limitBody(filesBodyMaxBytes(uploadRules.avatar), 'stamp'),
  async (c) => {
    const member = c.get('member');
    assertOfficeManager(member);
    const stored = await withUploadedFiles(c, 'stamp', uploadRules.avatar, ([file]) =>
      storeUpload(member.id, file!, uploadRules.avatar),
    );
    await updateMember(member.id, { stampKey: stored.storageKey });
    if (member.stampKey) await storage().remove(member.stampKey);
    return c.json({ data: { stamp: storage().publicUrl(stored.storageKey) } });
  },
);

/** The office's contact number, revealed on click and counted (as an ad's is); limited like an ad's. */
export const postOfficePhone = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  await enforceLimit('phoneReveal', `ip:${clientIp(c)}`);
  const revealed = await revealOfficePhone(c.req.valid('param').id);
  if (!revealed) throw new ApiError('NOT_FOUND');
  return c.json({ data: revealed });
});

/** Spec §7 GET /common/similar-offices?areaId&page. */
export const getSimilarOffices = factory.createHandlers(validate('query', similarOfficesQuerySchema), async (c) =>
  c.json(await similarOffices(c.req.valid('query'))),
);

/** Licensed offices a marketeer can name when signing up or upgrading (`/business/all`). */
export const getJoinableOffices = factory.createHandlers(async (c) => c.json({ data: await listOffices() }));
