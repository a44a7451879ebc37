import {
  auctionPropertyInputSchema,
  auctionResultInputSchema,
  auctionSessionInputSchema,
  auctionSessionUpdateSchema,
} from '@/lib/schemas/auction-desk';
import { idParamSchema } from '@/lib/schemas/common';
import { requireStaff } from '../../lib/auth-middleware';
import { limitBody } from '../../lib/body-limit';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { uploadSlot } from '../../lib/upload-slots';
import { validate } from '../../lib/validate';
import {
  addAuctionProperty,
  createAuctionSession,
  findDeskSession,
  listDeskSessions,
  recordAuctionResult,
  removeAuctionProperty,
  setAuctionPropertyFile,
  updateAuctionProperty,
  updateAuctionSession,
} from '../../services/auctions/auction-desk';
import { filesBodyMaxBytes } from '../../services/uploads/upload-limits';
import { storeUpload, uploadRules, withUploadedFiles } from '../../services/uploads/uploads';

const marketData = requireStaff('market-data');
const id = validate('param', idParamSchema);

/** Every session (issue 30 §3): open ones first, the soonest first, then past ones, the latest first. */
export const getAuctionSessions = factory.createHandlers(...marketData, async (c) =>
  c.json({ data: await listDeskSessions() }),
);

/** Creates a session; the same form sent again answers 200 with the session it created. */
export const postAuctionSession = factory.createHandlers(
  ...marketData,
  validate('json', auctionSessionInputSchema),
  async (c) => {
    const { session, created } = await createAuctionSession(c.get('member').id, c.req.valid('json'));
    return c.json({ data: session }, created ? 201 : 200);
  },
);

export const getAuctionSession = factory.createHandlers(...marketData, id, async (c) => {
  const session = await findDeskSession(c.req.valid('param').id);
  if (!session) throw new ApiError('NOT_FOUND');
  return c.json({ data: session });
});

export const patchAuctionSession = factory.createHandlers(
  ...marketData,
  id,
  validate('json', auctionSessionUpdateSchema),
  async (c) =>
    c.json({ data: await updateAuctionSession(c.get('member').id, c.req.valid('param').id, c.req.valid('json')) }),
);

export const postAuctionProperty = factory.createHandlers(
  ...marketData,
  id,
  validate('json', auctionPropertyInputSchema),
  async (c) =>
    c.json({ data: await addAuctionProperty(c.get('member').id, c.req.valid('param').id, c.req.valid('json')) }, 201),
);

export const patchAuctionProperty = factory.createHandlers(
  ...marketData,
  id,
  validate('json', auctionPropertyInputSchema),
  async (c) =>
    c.json({ data: await updateAuctionProperty(c.get('member').id, c.req.valid('param').id, c.req.valid('json')) }),
);

export const deleteAuctionProperty = factory.createHandlers(...marketData, id, async (c) =>
  c.json({ data: await removeAuctionProperty(c.get('member').id, c.req.valid('param').id) }),
);

/** `PUT …/properties/{id}/file` (multipart `file`, one PDF): checked as appraisal reports are, then published. */
export const putAuctionPropertyFile = factory.createHandlers(
  ...marketData,
  id,
  uploadSlot,
  limitBody(filesBodyMaxBytes(uploadRules.auctionFile), 'file'),
  async (c) => {
    const staffId = c.get('member').id;
    const stored = await withUploadedFiles(c, 'file', uploadRules.auctionFile, ([file]) =>
      storeUpload(staffId, file!, uploadRules.auctionFile),
    );
    return c.json({ data: await setAuctionPropertyFile(staffId, c.req.valid('param').id, stored.storageKey) });
  },
);

/** Records (or corrects, while the session is open) a property's result; the same result again changes nothing. */
export const putAuctionResult = factory.createHandlers(
  ...marketData,
  id,
  validate('json', auctionResultInputSchema),
  async (c) =>
    c.json({ data: await recordAuctionResult(c.get('member').id, c.req.valid('param').id, c.req.valid('json')) }),
);
