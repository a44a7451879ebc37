import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppraisalRequest } from '@/lib/schemas/appraisals';
import { db } from '../../db/client';
import { members, uploads } from '../../db/schema/accounts';
import { appraisalRequests } from '../../db/schema/appraisals';
import { stopJobQueue } from '../../jobs/queue';
import { randomToken } from '../../lib/crypto';
import { storage } from '../../providers/storage/registry';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { samplePdf } from '../../testing/sample-pdf';
import { testApp } from '../../testing/test-app';
import { deleteOrphanUploads } from './orphan-uploads';
import { storeUpload, uploadRules, type UploadRule } from './uploads';

const HOUR_MS = 3600 * 1000;

let api: Awaited<ReturnType<typeof testApp>>;
let member: Awaited<ReturnType<typeof registerByPhone>>;
const received = mkdtempSync(path.join(tmpdir(), 'manzil-orphans-'));
const jpeg = path.join(received, 'photo');
const pdf = path.join(received, 'report');

beforeAll(async () => {
  api = await testApp();
  member = await registerByPhone(api);
  writeFileSync(
    jpeg,
    await sharp({ create: { width: 32, height: 24, channels: 3, background: '#996633' } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(pdf, await samplePdf());
});

afterAll(async () => {
  await stopJobQueue();
  rmSync(received, { recursive: true, force: true });
});

/** An upload stored `ageHours` ago, as the upload routes store it (file and row). */
async function upload(rule: UploadRule, ageHours: number) {
  const file = rule.accept.includes('image/jpeg')
    ? { path: jpeg, size: 0, type: 'image/jpeg' as const }
    : { path: pdf, size: statSync(pdf).size, type: 'application/pdf' as const };
  const stored = await storeUpload(member.id, file, rule);
  await db()
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - ageHours * HOUR_MS) })
    .where(eq(uploads.id, stored.id));
  return { id: stored.id, key: stored.storageKey };
}

const remaining = async (ids: number[]) =>
  (await db().select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids)))
    .map((row) => row.id)
    .sort((a, b) => a - b);

describe('deleteOrphanUploads', () => {
  it('deletes uploads never attached a day after they were stored, row and file, and keeps fresh, attached and avatar uploads', async () => {
    const [deed, civilId, photo] = [
      await upload(uploadRules.appraisalDocument, 30),
      await upload(uploadRules.appraisalDocument, 30),
      await upload(uploadRules.appraisalDocument, 30),
    ];
    const sent = await api.request('/api/v1/appraisal-requests', {
      method: 'POST',
      headers: bearer(member.token),
      json: {
        propertyTypeId: 1,
        bankId: 1,
        appraiserId: 1,
        areaId: 34,
        sizeSqm: 300,
        email: 'orphans@example.com',
        address: 'قطعة 1، شارع 2، منزل 3',
        details: 'بيت دورين',
        applicantName: 'فاطمة الكندري',
        phone: member.phone,
        applicationType: 'sale',
        documents: { ownership: [deed!.id], civilId: [civilId!.id], propertyImages: [photo!.id], other: [] },
        termsAccepted: true,
      },
    });
    expect(sent.status).toBe(201);
    const request = ((await sent.json()) as { data: AppraisalRequest }).data;

    const oldDocument = await upload(uploadRules.appraisalDocument, 25);
    const freshDocument = await upload(uploadRules.appraisalDocument, 23);
    const oldReport = await upload(uploadRules.appraisalReport, 25);
    const deliveredReport = await upload(uploadRules.appraisalReport, 25);
    await db()
      .update(appraisalRequests)
      .set({ reportUploadId: deliveredReport.id })
      .where(eq(appraisalRequests.id, request.id));
    const oldLicence = await upload(uploadRules.supportingDocument, 25);
    const licence = await upload(uploadRules.supportingDocument, 25);
    await db().update(members).set({ licenceDocumentId: licence.id }).where(eq(members.id, member.id));
    const avatar = await upload(uploadRules.avatar, 25);
    // A row whose file is gone already, and a demo seed file (shared by demo databases on one folder).
    const fileless = await upload(uploadRules.appraisalDocument, 25);
    await storage().remove(fileless.key);
    const demoKey = `supporting-document/demo-licence-${randomToken(9)}.pdf`;
    const [demo] = await db()
      .insert(uploads)
      .values({
        ownerId: member.id,
        purpose: 'supporting-document',
        storageKey: demoKey,
        mimeType: 'application/pdf',
        byteSize: 1,
        isPrivate: true,
        createdAt: new Date(Date.now() - 48 * HOUR_MS),
      })
      .returning({ id: uploads.id });

    const counts = await deleteOrphanUploads(new Date(), { batchSize: 1 });
    expect(counts['appraisal-document']).toBeGreaterThanOrEqual(2);
    expect(counts['appraisal-report']).toBeGreaterThanOrEqual(1);
    expect(counts['supporting-document']).toBeGreaterThanOrEqual(1);
    expect(counts.filesKept).toBe(0);

    const everything = [
      deed,
      civilId,
      photo,
      oldDocument,
      freshDocument,
      oldReport,
      deliveredReport,
      oldLicence,
      licence,
      avatar,
      fileless,
    ].map((u) => u!.id);
    const kept = [deed, civilId, photo, freshDocument, deliveredReport, licence, avatar].map((u) => u!.id);
    expect(await remaining([...everything, demo!.id])).toEqual([...kept, demo!.id].sort((a, b) => a - b));
    for (const gone of [oldDocument, oldReport, oldLicence]) expect(await storage().get(gone.key)).toBeUndefined();
    for (const stays of [deed, freshDocument, deliveredReport, licence, avatar])
      expect(await storage().get(stays!.key)).toBeDefined();

    // The request still has its documents, and a second run finds nothing of these.
    const { data } = (await (
      await api.request(`/api/v1/appraisal-requests/${request.id}`, { headers: bearer(member.token) })
    ).json()) as { data: AppraisalRequest };
    expect(data.documents).toHaveLength(3);
    await deleteOrphanUploads();
    expect(await remaining(kept)).toEqual([...kept].sort((a, b) => a - b));
  });
});
