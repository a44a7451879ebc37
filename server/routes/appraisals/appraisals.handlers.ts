import type { Context } from 'hono';
import { idParamSchema } from '@/lib/schemas/common';
import {
  appraisalDocumentParamSchema,
  appraisalPaySchema,
  appraisalRequestInputSchema,
  appraisalSlotQuerySchema,
  appraisalStatusChangeSchema,
} from '@/lib/schemas/appraisals';
import { safeText } from '@/lib/schemas/fields';
import { requireMember } from '../../lib/auth-middleware';
import { limitBody } from '../../lib/body-limit';
import { memberKey, rateLimit } from '../../lib/rate-limit';
import { uploadSlot } from '../../lib/upload-slots';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { storage } from '../../providers/storage/registry';
import {
  appraisalOptions,
  appraisalRequestFor,
  appraiserOf,
  assertReportExpected,
  changeAppraisalStatus,
  createAppraisalRequest,
  deliverAppraisalReport,
  documentKeyFor,
  memberAppraisalRequests,
  officeAppraisalRequests,
  pendingUploadKeyFor,
  reportKeyFor,
  unpaidRequestOf,
} from '../../services/appraisals/appraisals';
import { createAppraisalFeeOrder } from '../../services/payments/orders';
import { paymentReturnTo } from '../payments/return-to';
import { storeUpload, uploadRules, withUploadedFiles } from '../../services/uploads/uploads';
import { filesBodyMaxBytes } from '../../services/uploads/upload-limits';
import { requesterId } from '../files/files.routes';

const privateAnswer = { 'Cache-Control': 'private, no-store' };

/** A private file: never cached, never sniffed, shown inline (images) or downloaded (the report). */
async function sendPrivateFile(c: Context, key: string, disposition: string) {
  const file = await storage().get(key);
  if (!file) throw new ApiError('NOT_FOUND');
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.mimeType,
    'cache-control': 'private, no-store',
    'content-disposition': disposition,
    'x-content-type-options': 'nosniff',
  });
}

/** Documents load in `<img>` and links, without an Authorization header: the page's access cookie says who asks. */
async function signedInId(c: Context): Promise<number> {
  const id = await requesterId(c);
  if (id === undefined) throw new ApiError('UNAUTHORIZED');
  return id;
}

export const getAppraisalOptions = factory.createHandlers(async (c) => c.json({ data: await appraisalOptions() }));

/**
 * `POST /v1/appraisal-requests/uploads?slot=` (multipart `files`, 1–4 images): checked, re-encoded, private; so many
 * calls a day per member (APPRAISAL_UPLOADS_PER_MEMBER_DAY), refused before the body is read.
 */
export const postAppraisalUploads = factory.createHandlers(
  requireMember,
  validate('query', appraisalSlotQuerySchema),
  rateLimit('appraisalUploads', memberKey),
  uploadSlot,
  limitBody(filesBodyMaxBytes(uploadRules.appraisalDocument), 'files'),
  async (c) => {
    const stored = await withUploadedFiles(c, 'files', uploadRules.appraisalDocument, async (files) => {
      const rows = [];
      for (const file of files) rows.push(await storeUpload(c.get('member').id, file, uploadRules.appraisalDocument));
      return rows;
    });
    return c.json(
      {
        data: stored.map((s) => ({
          id: s.id,
          mimeType: s.mimeType,
          url: `/api/v1/appraisal-requests/uploads/${s.id}`,
        })),
      },
      201,
    );
  },
);

export const getAppraisalUpload = factory.createHandlers(validate('param', idParamSchema), async (c) =>
  sendPrivateFile(c, await pendingUploadKeyFor(c.req.valid('param').id, await signedInId(c)), 'inline'),
);

export const postAppraisalRequest = factory.createHandlers(
  requireMember,
  validate('json', appraisalRequestInputSchema),
  async (c) =>
    c.json({ data: await createAppraisalRequest(c.get('member'), c.req.valid('json'), c.get('locale')) }, 201),
);

export const getMyAppraisalRequests = factory.createHandlers(requireMember, async (c) =>
  c.json({ data: await memberAppraisalRequests(c.get('member').id) }, 200, privateAnswer),
);

export const getAppraisalRequest = factory.createHandlers(requireMember, validate('param', idParamSchema), async (c) =>
  c.json({ data: await appraisalRequestFor(c.req.valid('param').id, c.get('member').id) }, 200, privateAnswer),
);

/** `POST /v1/appraisal-requests/{id}/pay`: the fee's order and charge; the client sends the member to `paymentUrl`. */
export const postPayAppraisal = factory.createHandlers(
  requireMember,
  validate('param', idParamSchema),
  validate('json', appraisalPaySchema),
  async (c) => {
    const member = c.get('member');
    const request = await unpaidRequestOf(c.req.valid('param').id, member.id);
    return c.json(
      {
        data: await createAppraisalFeeOrder(
          member,
          { requestId: request.id, amountFils: request.feeFils, paymentMethod: c.req.valid('json').paymentMethod },
          paymentReturnTo(c),
        ),
      },
      201,
    );
  },
);

export const getAppraisalDocument = factory.createHandlers(
  validate('param', appraisalDocumentParamSchema),
  async (c) => {
    const { id, documentId } = c.req.valid('param');
    return sendPrivateFile(c, await documentKeyFor(id, documentId, await signedInId(c)), 'inline');
  },
);

export const getAppraisalReport = factory.createHandlers(validate('param', idParamSchema), async (c) => {
  const { id } = c.req.valid('param');
  return sendPrivateFile(c, await reportKeyFor(id, await signedInId(c)), `attachment; filename="appraisal-${id}.pdf"`);
});

/** The appraiser's office requests; a member without the role is refused. */
export const getOfficeRequests = factory.createHandlers(requireMember, async (c) => {
  const office = await appraiserOf(c.get('member').id);
  if (office === undefined) throw new ApiError('FORBIDDEN');
  return c.json({ data: await officeAppraisalRequests(office) }, 200, privateAnswer);
});

export const postAppraisalStatus = factory.createHandlers(
  requireMember,
  validate('param', idParamSchema),
  validate('json', appraisalStatusChangeSchema),
  async (c) =>
    c.json({ data: await changeAppraisalStatus(c.req.valid('param').id, c.get('member'), c.req.valid('json')) }),
);

const noteField = safeText(1000, { multiline: true });

/** `POST /v1/appraiser/requests/{id}/report` (multipart `report`, one PDF, `note` optional): delivers the report. */
export const postAppraisalReport = factory.createHandlers(
  requireMember,
  validate('param', idParamSchema),
  uploadSlot,
  limitBody(filesBodyMaxBytes(uploadRules.appraisalReport), 'report'),
  async (c) => {
    const member = c.get('member');
    const request = await assertReportExpected(c.req.valid('param').id, member);
    const { stored, note } = await withUploadedFiles(
      c,
      'report',
      uploadRules.appraisalReport,
      async ([file], fields) => {
        const note = noteField.safeParse(fields.note ?? '');
        if (!note.success) throw new ApiError('VALIDATION_FAILED', { note: ['general.validation.long_field'] });
        return { stored: await storeUpload(member.id, file!, uploadRules.appraisalReport), note: note.data };
      },
    );
    return c.json({ data: await deliverAppraisalReport(request, member, stored.id, note || null) });
  },
);
