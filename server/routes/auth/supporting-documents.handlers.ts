import { and, eq } from 'drizzle-orm';
import { idParamSchema } from '@/lib/schemas/common';
import { db } from '../../db/client';
import { uploads } from '../../db/schema/accounts';
import { requireMember } from '../../lib/auth-middleware';
import { limitBody } from '../../lib/body-limit';
import { uploadSlot } from '../../lib/upload-slots';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { storage } from '../../providers/storage/registry';
import { storeUpload, uploadRules, withUploadedFiles } from '../../services/uploads/uploads';
import { filesBodyMaxBytes } from '../../services/uploads/upload-limits';

const documentsBodyLimit = limitBody(filesBodyMaxBytes(uploadRules.supportingDocument), 'files');

/** Licence and other supporting documents of an office account (multipart field `files`; images or PDF). */
export const postSupportingDocuments = factory.createHandlers(
  requireMember,
  uploadSlot,
  documentsBodyLimit,
  async (c) => {
    const stored = await withUploadedFiles(c, 'files', uploadRules.supportingDocument, async (files) => {
      const rows = [];
      for (const file of files) rows.push(await storeUpload(c.get('member').id, file, uploadRules.supportingDocument));
      return rows;
    });
    return c.json(
      {
        data: stored.map((s) => ({ id: s.id, mimeType: s.mimeType, url: `/api/v1/auth/supporting-documents/${s.id}` })),
      },
      201,
    );
  },
);

/** Private: only the owner gets the file; anyone else gets 404 (the document's existence is not revealed). */
export const getSupportingDocument = factory.createHandlers(
  requireMember,
  validate('param', idParamSchema),
  async (c) => {
    const [row] = await db()
      .select()
      .from(uploads)
      .where(
        and(
          eq(uploads.id, c.req.valid('param').id),
          eq(uploads.ownerId, c.get('member').id),
          eq(uploads.purpose, 'supporting-document'),
        ),
      );
    const file = row ? await storage().get(row.storageKey) : undefined;
    if (!file) throw new ApiError('NOT_FOUND');
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.mimeType,
      'cache-control': 'private, no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  },
);
