import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adStatus } from '@/lib/constants';
import type { AdDetail } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { members, uploads } from '../../db/schema/accounts';
import { adMedia, ads } from '../../db/schema/ads';
import { financeRequests } from '../../db/schema/finance-requests';
import { balanceEntries, packages, paymentOrders } from '../../db/schema/payments';
import { stopJobQueue } from '../../jobs/queue';
import { storage } from '../../providers/storage/registry';
import { createS3Storage } from '../../providers/storage/s3-storage';
import type { Storage } from '../../providers/storage/storage';
import { validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { setFreeAdsPerMonth } from '../../testing/credits';
import { testApp } from '../../testing/test-app';
import { mediaFileKeys } from '../ads/ad-media-files';
import { storeUpload, uploadRules } from '../uploads/uploads';
import { deleteMember, purgeDeletedMembers } from './account-deletion';
import { hasDeletedMember } from './members';

const DAY_MS = 24 * 3600 * 1000;
const afterGrace = () => new Date(Date.now() + 91 * DAY_MS);

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
  await setFreeAdsPerMonth(1000);
});
afterAll(async () => {
  await stopJobQueue();
});

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f8a6e' } })
    .png()
    .toBuffer();

function form(field: string, bytes: Buffer, name: string, type: string) {
  const body = new FormData();
  body.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return body;
}

/** A PNG on disk, as an upload arrives (streamed to a temporary file). */
async function pngFile(): Promise<{ path: string; size: number; type: 'image/png' }> {
  const bytes = await png();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'manzil-upload-')), 'file.png');
  writeFileSync(file, bytes);
  return { path: file, size: bytes.length, type: 'image/png' };
}

/** An office with an avatar, a stamp, a licence document, an appraisal document and an ad with a photo, all through the API where there is one. */
async function memberWithFiles() {
  const member = await registerByPhone(api);
  await db()
    .update(members)
    .set({ accountType: 2, brokerType: 'licensed', companyName: 'مكتب الملفات' })
    .where(eq(members.id, member.id));
  const headers = bearer(member.token);
  expect(
    (
      await api.request('/api/v1/members/uploadAvatar', {
        method: 'POST',
        body: form('avatar', await png(), 'a.png', 'image/png'),
        headers,
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await api.request('/api/v1/members/uploadStamp', {
        method: 'POST',
        body: form('stamp', await png(), 's.png', 'image/png'),
        headers,
      })
    ).status,
  ).toBe(200);
  const licence = await storeUpload(member.id, await pngFile(), uploadRules.supportingDocument);
  await db().update(members).set({ licenceDocumentId: licence.id }).where(eq(members.id, member.id));
  await storeUpload(member.id, await pngFile(), uploadRules.appraisalDocument);
  const created = await api.request('/api/v1/ads', { method: 'POST', json: validAdInput(), headers });
  const adId = ((await created.json()) as { data: AdDetail }).data.id;
  expect(
    (
      await api.request(`/api/v1/ads/${adId}/media`, {
        method: 'POST',
        body: form('file', await png(), 'p.png', 'image/png'),
        headers,
      })
    ).status,
  ).toBe(201);
  const [row] = await db()
    .select({ avatarKey: members.avatarKey, stampKey: members.stampKey })
    .from(members)
    .where(eq(members.id, member.id));
  const own = await db().select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.ownerId, member.id));
  const media = await db()
    .select({ key: adMedia.storageKey, kind: adMedia.kind })
    .from(adMedia)
    .where(eq(adMedia.adId, adId));
  const keys = [
    ...new Set([row!.avatarKey!, row!.stampKey!, ...own.map((u) => u.key), ...media.flatMap(mediaFileKeys)]),
  ];
  return { member, keys };
}

async function paidOrder(memberId: number) {
  const [pack] = await db().select({ id: packages.id }).from(packages).limit(1);
  const [order] = await db()
    .insert(paymentOrders)
    .values({ memberId, packageId: pack!.id, priceFils: 5000, amountFils: 5000, status: 'paid' })
    .returning({ id: paymentOrders.id });
  await db()
    .insert(balanceEntries)
    .values({
      memberId,
      kind: 'regular-ad',
      quantity: 3,
      reason: 'grant',
      expiresAt: new Date(Date.now() + 30 * DAY_MS),
      note: 'test',
    });
  return order!.id;
}

describe('the purge 90 days after deletion', () => {
  it('purges members only once the grace period is over', async () => {
    const member = await registerByPhone(api);
    await deleteMember(member.id);
    expect((await purgeDeletedMembers(new Date(Date.now() + 89 * DAY_MS))).members).toBe(0);
    expect(await hasDeletedMember({ phone: member.phone })).toBe(true);
    expect((await purgeDeletedMembers(afterGrace())).members).toBeGreaterThanOrEqual(1);
    expect(await hasDeletedMember({ phone: member.phone })).toBe(false);
    expect(await db().select().from(members).where(eq(members.id, member.id))).toEqual([]);
  });

  it('deletes every stored file of the member from local disk: ad media in every width, avatar, stamp, licence and appraisal documents', async () => {
    const { member, keys } = await memberWithFiles();
    expect(keys.length).toBe(7);
    for (const key of keys) expect(await storage().get(key), key).toBeDefined();
    await deleteMember(member.id);
    const result = await purgeDeletedMembers(afterGrace());
    for (const key of keys) expect(await storage().get(key), key).toBeUndefined();
    expect(result.filesDeleted).toBeGreaterThanOrEqual(keys.length);
    expect(result.filesKept).toBe(0);
  });

  it('keeps payment records without the person until the accounting retention ends, and drops finance requests', async () => {
    const member = await registerByPhone(api);
    const orderId = await paidOrder(member.id);
    await db().insert(financeRequests).values({
      memberId: member.id,
      fullName: 'فاطمة الكندري',
      phone: member.phone,
      propertyCategoryId: 1,
      bankId: 1,
      bankCustomer: true,
      salaryFils: 1_000_000,
      instalmentsFils: 0,
      amountFils: 50_000_000,
      locale: 'ar',
      termsAcceptedAt: new Date(),
    });
    await deleteMember(member.id);
    const result = await purgeDeletedMembers(afterGrace());
    expect(result.accountsKept).toBeGreaterThanOrEqual(1);

    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order).toMatchObject({ amountFils: 5000, status: 'paid' });
    expect(order!.memberId).not.toBe(member.id);
    const [holder] = await db().select().from(members).where(eq(members.id, order!.memberId));
    expect(holder).toMatchObject({ firstName: '', lastName: '', phone: null, email: null, purgeAfter: null });
    expect(holder!.deletedAt).not.toBeNull();
    expect(await db().select().from(balanceEntries).where(eq(balanceEntries.memberId, holder!.id))).toHaveLength(1);
    expect(await db().select().from(financeRequests).where(eq(financeRequests.phone, member.phone))).toEqual([]);

    expect((await purgeDeletedMembers(new Date(Date.now() + 9 * 365 * DAY_MS))).expiredAccounts).toBe(0);
    expect(
      (await purgeDeletedMembers(new Date(Date.now() + 11 * 366 * DAY_MS))).expiredAccounts,
    ).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(paymentOrders).where(eq(paymentOrders.id, orderId))).toEqual([]);
  });
});

describe('the purge on S3', () => {
  const bucket = 'manzil-purge';
  const directory = mkdtempSync(path.join(tmpdir(), 'manzil-s3-purge-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  let files: Storage;

  beforeAll(async () => {
    const { port } = (await server.run()) as AddressInfo;
    files = createS3Storage({
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('deletes the member’s files from the bucket', async () => {
    const member = await registerByPhone(api);
    const token = (name: string) => `${name}${String(member.id).padStart(16, '0')}`;
    const photo = `ad-media/${token('photo')}.webp`;
    const avatar = `avatar/${token('avatar')}.webp`;
    const stamp = `avatar/${token('stamp')}.webp`;
    const licence = `supporting-document/${token('licence')}.pdf`;
    await db().update(members).set({ avatarKey: avatar, stampKey: stamp }).where(eq(members.id, member.id));
    for (const [key, purpose] of [
      [avatar, 'avatar'],
      [stamp, 'avatar'],
      [licence, 'supporting-document'],
    ] as const) {
      await db()
        .insert(uploads)
        .values({
          ownerId: member.id,
          purpose,
          storageKey: key,
          mimeType: 'image/webp',
          byteSize: 4,
          isPrivate: purpose !== 'avatar',
        });
    }
    const [ad] = await db()
      .insert(ads)
      .values({
        ownerId: member.id,
        dealTypeId: 2,
        categoryId: 2,
        propertyTypeId: 8,
        areaId: 34,
        title: 'شقة',
        sizeSqm: 80,
        status: adStatus.approved,
        publishedAt: new Date(),
      })
      .returning({ id: ads.id });
    await db().insert(adMedia).values({ adId: ad!.id, kind: 'image', storageKey: photo });
    const keys = [avatar, stamp, licence, ...mediaFileKeys({ key: photo, kind: 'image' })];
    for (const key of keys) await files.put(key, Buffer.from('data'), 'image/webp');

    await deleteMember(member.id);
    const result = await purgeDeletedMembers(afterGrace(), files);

    for (const key of keys) expect(await files.get(key), key).toBeUndefined();
    expect(result.filesDeleted).toBe(keys.length);
  });
});
