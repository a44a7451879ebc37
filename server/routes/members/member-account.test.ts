import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../db/client';
import { uploads } from '../../db/schema/accounts';
import {
  bearer,
  forgetSends,
  freshIp,
  freshPhone,
  latestCode,
  registerByPhone,
  sendPhoneCode,
} from '../../testing/auth-helpers';
import { encryptedPdf, samplePdf } from '../../testing/sample-pdf';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
});

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f8a6e' } })
    .png()
    .toBuffer();
const pdf = () => samplePdf();

function multipart(field: string, files: Array<{ bytes: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const f of files) form.append(field, new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
  return form;
}

describe('profile', () => {
  it('reads the own account and updates the name', async () => {
    const member = await registerByPhone(api);
    const res = await api.request('/api/v1/members', {
      method: 'POST',
      json: { firstName: 'مريم', lastName: 'العجمي' },
      headers: bearer(member.token),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { firstName: string } }).data.firstName).toBe('مريم');
  });

  it('[14] refuses a phone or e-mail change without a fresh code sent to the new one', async () => {
    const member = await registerByPhone(api);
    const newPhone = freshPhone();
    const noCode = await api.request('/api/v1/members', {
      method: 'POST',
      json: { firstName: 'Ali', lastName: 'Alali', phone: newPhone },
      headers: bearer(member.token),
    });
    expect(noCode.status).toBe(400);

    await forgetSends(member.phone);
    await sendPhoneCode(api, member.phone);
    const oldPhoneCode = await latestCode(member.phone);
    const wrongTarget = await api.request('/api/v1/members', {
      method: 'POST',
      json: { firstName: 'Ali', lastName: 'Alali', phone: newPhone, otp: oldPhoneCode },
      headers: bearer(member.token),
    });
    expect(wrongTarget.status).toBe(400);

    await sendPhoneCode(api, newPhone);
    const ok = await api.request('/api/v1/members', {
      method: 'POST',
      json: { firstName: 'Ali', lastName: 'Alali', phone: newPhone, otp: await latestCode(newPhone) },
      headers: bearer(member.token),
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { phone: string } }).data.phone).toBe(newPhone);
  });

  it('refuses an e-mail another member uses', async () => {
    const a = await registerByPhone(api);
    const b = await registerByPhone(api);
    await api.request('/api/v1/auth/users/sendEmailOTP', {
      method: 'POST',
      json: { email: a.email },
      headers: { 'x-forwarded-for': freshIp() },
    });
    const res = await api.request('/api/v1/members', {
      method: 'POST',
      json: { firstName: 'Bader', lastName: 'Alrashed', email: a.email, otp: await latestCode(a.email) },
      headers: bearer(b.token),
    });
    expect(res.status).toBe(409);
  });
});

describe('uploads [18]', () => {
  it('stores an avatar re-encoded as WebP under a random name, served publicly', async () => {
    const member = await registerByPhone(api);
    const res = await api.request('/api/v1/members/uploadAvatar', {
      method: 'POST',
      body: multipart('avatar', [{ bytes: await png(), name: 'me.png', type: 'image/png' }]),
      headers: bearer(member.token),
    });
    expect(res.status).toBe(200);
    const avatar = ((await res.json()) as { data: { avatar: string } }).data.avatar;
    expect(avatar).toMatch(/^\/api\/v1\/files\/avatar\/[A-Za-z0-9_-]{24}\.webp$/);
    const file = await api.request(avatar);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('refuses a spoofed .jpg (a script with an image name and type)', async () => {
    const member = await registerByPhone(api);
    const res = await api.request('/api/v1/members/uploadAvatar', {
      method: 'POST',
      body: multipart('avatar', [
        { bytes: Buffer.from('<script>alert(1)</script>'), name: 'cat.jpg', type: 'image/jpeg' },
      ]),
      headers: bearer(member.token),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.avatar).toBeTruthy();
  });

  it('refuses too many documents and a file over the size limit', async () => {
    const member = await registerByPhone(api);
    const licence = await pdf();
    const five = Array.from({ length: 5 }, () => ({ bytes: licence, name: 'licence.pdf', type: 'application/pdf' }));
    const tooMany = await api.request('/api/v1/auth/supporting-documents', {
      method: 'POST',
      body: multipart('files', five),
      headers: bearer(member.token),
    });
    expect(tooMany.status).toBe(422);
    const big = Buffer.concat([licence, Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await api.request('/api/v1/auth/supporting-documents', {
      method: 'POST',
      body: multipart('files', [{ bytes: big, name: 'big.pdf', type: 'application/pdf' }]),
      headers: bearer(member.token),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fieldErrors: { files: [expect.any(String)] },
    });
  });

  it.each([
    ['anything starting with %PDF-', async () => Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n%%EOF\n')],
    [
      'a PDF without pages',
      async () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ],
    ['a cut-off PDF', async () => (await pdf()).subarray(0, 200)],
    ['an encrypted PDF', encryptedPdf],
  ])('refuses %s as a supporting document, and stores nothing', async (_, bytes) => {
    const member = await registerByPhone(api);
    const res = await api.request('/api/v1/auth/supporting-documents', {
      method: 'POST',
      body: multipart('files', [
        { bytes: await pdf(), name: 'licence.pdf', type: 'application/pdf' },
        { bytes: await bytes(), name: 'other.pdf', type: 'application/pdf' },
      ]),
      headers: { ...bearer(member.token), 'x-localization': 'en' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { files: [expect.stringContaining('PDF could not be read')] },
    });
    expect(await db().select().from(uploads).where(eq(uploads.ownerId, member.id))).toEqual([]);
  });

  it('keeps a real PDF as sent', async () => {
    const member = await registerByPhone(api);
    const licence = await pdf();
    const res = await api.request('/api/v1/auth/supporting-documents', {
      method: 'POST',
      body: multipart('files', [{ bytes: licence, name: 'licence.pdf', type: 'application/pdf' }]),
      headers: bearer(member.token),
    });
    expect(res.status).toBe(201);
    const [doc] = ((await res.json()) as { data: Array<{ url: string; mimeType: string }> }).data;
    expect(doc!.mimeType).toBe('application/pdf');
    const file = await api.request(doc!.url, { headers: bearer(member.token) });
    expect(Buffer.from(await file.arrayBuffer()).equals(licence)).toBe(true);
  });

  it('[23] serves a private document to its owner only', async () => {
    const owner = await registerByPhone(api);
    const other = await registerByPhone(api);
    const res = await api.request('/api/v1/auth/supporting-documents', {
      method: 'POST',
      body: multipart('files', [{ bytes: await pdf(), name: 'licence.pdf', type: 'application/pdf' }]),
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(201);
    const [doc] = ((await res.json()) as { data: Array<{ url: string }> }).data;
    expect((await api.request(doc!.url, { headers: bearer(owner.token) })).status).toBe(200);
    expect((await api.request(doc!.url, { headers: bearer(other.token) })).status).toBe(404);
    expect((await api.request(doc!.url)).status).toBe(401);
    const key = doc!.url.split('/').pop();
    expect((await api.request(`/api/v1/files/supporting-document/${key}`)).status).toBe(404);
  });
});

describe('guards', () => {
  it('[24] a forged middleware-subrequest header gets no private data', async () => {
    const res = await api.request('/api/v1/members/myAccount', {
      headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    });
    expect(res.status).toBe(401);
  });

  it('[17] no GET route changes state: every GET is on the reviewed read-only list', () => {
    const readOnly = new Set([
      '/api/ping',
      '/api/health',
      '/api/health/live',
      '/api/health/ready',
      '/api/openapi.json',
      '/api/docs',
      '/api/docs/:asset',
      '/api/v1/common/areas',
      '/api/v1/common/property-types/:id',
      '/api/v1/common/property-category/:id',
      '/api/v1/common/seo-config',
      '/api/v1/common/disclaimer/:id',
      '/api/v1/common/header-sections',
      '/api/v1/common/sectors',
      '/api/v1/common/banks',
      '/api/v1/auth/registrations-reasons',
      '/api/v1/auth/supporting-documents/:id',
      '/api/v1/members/myAccount',
      '/api/v1/members/my-data',
      '/api/v1/members/business/all',
      '/api/v1/members/notification-settings',
      '/api/v1/files/:folder/:name',
      '/api/v1/ads',
      '/api/v1/ads/:id',
      '/api/v1/common/similar-properties/:id',
      '/api/v1/common/similar-ive-properties/:id',
      '/api/v1/valuations/ive',
      '/api/v1/valuations/ive/:id',
      '/api/v1/valuations/rent',
      '/api/v1/valuations/rent/:id',
      '/api/v1/saved-searches',
      '/api/v1/valuations/construction',
      '/api/v1/finance-requests',
      '/api/v1/finance-requests/options',
      '/api/v1/appraisal-requests/options',
      '/api/v1/appraisal-requests/uploads/:id',
      '/api/v1/appraisal-requests/:id',
      '/api/v1/appraisal-requests/:id/documents/:documentId',
      '/api/v1/appraisal-requests/:id/report',
      '/api/v1/members/myRequests/appraisalRequests',
      '/api/v1/appraiser/requests',
      '/api/v1/valuations/construction/rates',
      '/api/v1/valuations/construction/:id',
      '/api/v1/valuations/banks',
      '/api/v1/finance/setup',
      '/api/v1/finance/budget',
      '/api/v1/members/favourites',
      '/api/v1/members/favourites/ids',
      '/api/v1/members/myRequests/ads',
      '/api/v1/deals',
      '/api/v1/deals/trend',
      '/api/v1/deals/:id',
      '/api/v1/auctions',
      '/api/v1/auctions/organizers',
      '/api/v1/auctions/organizers/:id',
      '/api/v1/auctions/properties',
      '/api/v1/auctions/properties/:id',
      '/api/v1/auctions/properties/:id/file',
      '/api/v1/auctions/:id',
      '/api/v1/news',
      '/api/v1/news/:slug',
      '/api/v1/notifications',
      '/api/v1/notifications/unread-count',
      // The installation's VAPID key pair is written at start-up (server/start.ts), never by this GET.
      '/api/v1/notifications/push/public-key',
      '/api/dev/outbox',
      '/api/v1/members/my-balance',
      '/api/v1/members/offices',
      '/api/v1/members/sort-options',
      '/api/v1/members/broker-information',
      '/api/v1/members/ads/:id',
      '/api/v1/members/fact/:id',
      '/api/v1/members/marketeers/:id',
      '/api/v1/members/:id',
      '/api/v1/common/similar-offices',
      '/api/v1/operator/moderation',
      '/api/v1/operator/moderation/reported',
      '/api/v1/operator/licences',
      '/api/v1/operator/licences/:id/document',
      '/api/v1/operator/verifications',
      '/api/v1/operator/verifications/:id/files/:file',
      '/api/v1/ads/:id/verification',
      '/api/v1/operator/ads/featured',
      '/api/v1/operator/desks',
      '/api/v1/operator/staff',
      '/api/v1/operator/audit-log',
      '/api/v1/operator/dashboard',
      '/api/v1/operator/deals',
      '/api/v1/operator/deal-imports',
      '/api/v1/operator/deal-imports/:id',
      '/api/v1/operator/auctions',
      '/api/v1/operator/auctions/:id',
      '/api/v1/operator/promo-codes',
      '/api/v1/operator/news',
      '/api/v1/operator/news/:id',
      '/api/v1/operator/members',
      '/api/v1/operator/orders',
      '/api/v1/operator/packages',
      // Creates the coming Saturday's draft if the weekly job has not yet: the same issue however often it is read.
      '/api/v1/operator/newsletter/issue',
      '/api/v1/operator/newsletter/issues',
      // Only redirects to the unsubscribe page, which asks first.
      '/api/v1/newsletter/unsubscribe',
      // An image in an e-mail can only be a GET: it records the first open of a signed delivery, once (the same image
      // however often it is fetched).
      '/api/v1/newsletter/opened',
      '/api/v1/operator/members/:id',
      '/api/v1/operator/content/faqs',
      '/api/v1/operator/content/pages',
      '/api/v1/operator/content/banners',
      '/api/v1/operator/content/seo',
      '/api/v1/subscriptions',
      '/api/v1/subscriptions/packages/ads',
      '/api/v1/subscriptions/packages/addons',
      '/api/v1/subscriptions/packages/available/all',
      '/api/v2/subscriptions/packages/:screen',
      '/api/v2/subscriptions/packages-one-time/:screen',
      // Reads our record of the charge; settling it with the gateway is PUT update-transaction's job.
      '/api/v2/subscriptions/check-charge',
      '/api/v1/common/check-charge/:id',
      // The return page's check: it asks the gateway and records its answer, as the webhook and reconciliation do (the
      // same answer however often it is asked); nothing the caller sends changes anything.
      '/api/v1/common/payment-status/:id',
      '/api/v1/banners/:screen',
      '/api/v1/common/payments-methods/:screen',
      '/api/v1/common/payments-methods-ios',
      // The demo gateway's checkout page; like Tap's hosted page it shows an open charge past its time as expired.
      '/api/dev/local-gateway/checkout/:id',
    ]);
    const gets = api.app.routes.filter((r) => r.method === 'GET').map((r) => r.path);
    expect(gets.filter((p) => !readOnly.has(p))).toEqual([]);
  });
});

describe('account deletion', () => {
  it('needs a code sent to the own phone, then blocks sign-in', async () => {
    const member = await registerByPhone(api);
    const noCode = await api.request('/api/v1/members', {
      method: 'DELETE',
      json: { otp: '123456' },
      headers: bearer(member.token),
    });
    expect(noCode.status).toBe(400);
    await forgetSends(member.phone);
    await sendPhoneCode(api, member.phone);
    const res = await api.request('/api/v1/members', {
      method: 'DELETE',
      json: { otp: await latestCode(member.phone) },
      headers: bearer(member.token),
    });
    expect(res.status).toBe(200);
    expect((await api.request('/api/v1/members/myAccount', { headers: bearer(member.token) })).status).toBe(401);
  });
});
