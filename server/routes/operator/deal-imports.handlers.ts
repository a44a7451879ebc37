import { idParamSchema } from '@/lib/schemas/common';
import { config } from '../../config';
import { queueDealImportRefresh } from '../../jobs/deal-import-refresh';
import { requireStaff } from '../../lib/auth-middleware';
import { limitBody } from '../../lib/body-limit';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { invalidatePages } from '../../lib/page-cache';
import { pageTags } from '../../lib/page-tags';
import { uploadSlot } from '../../lib/upload-slots';
import { validate } from '../../lib/validate';
import { logger } from '../../logger';
import {
  checkDealImport,
  commitDealImport,
  discardDealImport,
  findDealImport,
  recentDealImports,
} from '../../services/deal-imports/deal-imports';
import { withReceivedFiles } from '../../services/uploads/receive-files';
import { dealImportBodyMaxBytes } from '../../services/uploads/upload-limits';

const marketData = requireStaff('market-data');

/** The latest deals imports (issue 30 §4), newest first. */
export const getDealImports = factory.createHandlers(...marketData, async (c) =>
  c.json({ data: await recentDealImports() }),
);

/** One import with its refused rows. */
export const getDealImport = factory.createHandlers(...marketData, validate('param', idParamSchema), async (c) => {
  const found = await findDealImport(c.req.valid('param').id);
  if (!found) throw new ApiError('NOT_FOUND');
  return c.json({ data: found });
});

/**
 * The dry run of a Ministry of Justice deals file (multipart `file`: CSV or .xlsx): every row checked, the good ones
 * staged, nothing recorded yet.
 */
export const postDealImport = factory.createHandlers(
  ...marketData,
  uploadSlot,
  limitBody(dealImportBodyMaxBytes, 'file'),
  async (c) => {
    const checked = await withReceivedFiles(
      c,
      { field: 'file', maxFiles: 1, maxBytes: () => config().DEAL_IMPORT_MAX_BYTES },
      async ({ files: [file] }) => {
        if (!file || file.size === 0)
          throw new ApiError('VALIDATION_FAILED', { file: ['general.validation.required_field'] });
        return checkDealImport({ path: file.path, fileName: file.name, staffId: c.get('member').id });
      },
    );
    return c.json({ data: checked }, 201);
  },
);

/** Adds a checked import's new deals to the recorded deals; the deals pages expire and the price levels refresh. */
export const postDealImportCommit = factory.createHandlers(
  ...marketData,
  validate('param', idParamSchema),
  async (c) => {
    const committed = await commitDealImport(c.req.valid('param').id, c.get('member').id);
    await invalidatePages([pageTags.deals]);
    await queueDealImportRefresh(committed.id).catch((err: unknown) =>
      logger.error({ err, importId: committed.id }, 'deals import refresh not queued; the nightly run will catch up'),
    );
    return c.json({ data: committed });
  },
);

/** Drops a checked import and its staged rows; nothing reaches the recorded deals. */
export const postDealImportDiscard = factory.createHandlers(
  ...marketData,
  validate('param', idParamSchema),
  async (c) => c.json({ data: await discardDealImport(c.req.valid('param').id, c.get('member').id) }),
);
