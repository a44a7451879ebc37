import { and, asc, eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppraisalOptions, AppraisalRequest } from '@/lib/schemas/appraisals';
import type { ChargeState } from '@/lib/schemas/payments';
import { config } from '../../config';
import { db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { appraisalRequests, appraisers } from '../../db/schema/appraisals';
import { devOutbox } from '../../db/schema/outbox';
import { paymentTransactions } from '../../db/schema/payments';
import { logger } from '../../logger';
import { installPaymentGateway } from '../../providers/registry';
import { createLocalPaymentGateway, localCheckoutPath } from '../../providers/payments/local-payment-gateway';
import { grantAppraiserRole } from '../../services/appraisals/appraisals';
import { sendAppraisalOfficeNotice } from '../../services/appraisals/office-notice';
import { reconcilePendingCharges } from '../../services/payments/orders';
import { appraisalOfficeNoticeSweepJob, appraisalOfficeNoticeWorker } from '../../job-workers/appraisal-office-notice';
import { runDueJobs, stopJobQueue } from '../../jobs/queue';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

type Api = Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;

let api: Api;
let applicant: Session;
let appraiser: Session;
let otherAppraiser: Session;
let stranger: Session;
let jpeg: Buffer;
let pdf: Buffer;

const json = async <T>(res: Response) => (await res.json()) as T;

// Many requests by one applicant here; the daily limit has its own test (appraisal-limits.test.ts).
vi.hoisted(() => vi.stubEnv('APPRAISAL_REQUESTS_PER_MEMBER_DAY', '100'));

beforeAll(async () => {
  api = await testApp();
  const gateway = createLocalPaymentGateway({ chargeExpiryMinutes: 30, deliver: async () => undefined });
  installPaymentGateway(gateway, gateway);
  [applicant, appraiser, otherAppraiser, stranger] = [
    await registerByPhone(api),
    await registerByPhone(api),
    await registerByPhone(api),
    await registerByPhone(api),
  ];
  await grantAppraiserRole(appraiser.id, 1);
  await grantAppraiserRole(otherAppraiser.id, 2);
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  pdf = Buffer.from(await doc.save());
});

afterAll(async () => {
  installPaymentGateway(undefined);
  await stopJobQueue();
});

async function upload(member: Session, slot: string, files: Array<{ bytes: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return api.request(`/api/v1/appraisal-requests/uploads?slot=${slot}`, {
    method: 'POST',
    body: form,
    headers: bearer(member.token),
  });
}

async function uploadIds(member: Session, count: number): Promise<number[]> {
  const res = await upload(
    member,
    'ownership',
    Array.from({ length: count }, (_, i) => ({ bytes: jpeg, name: `p${i}.jpg`, type: 'image/jpeg' })),
  );
  expect(res.status).toBe(201);
  return (await json<{ data: Array<{ id: number }> }>(res)).data.map((d) => d.id);
}

const validBody = (documents: Record<string, number[]>) => ({
  propertyTypeId: 1,
  bankId: 1,
  appraiserId: 1,
  areaId: 34,
  sizeSqm: 400,
  email: 'lulwa@example.com',
  address: 'قطعة 3، شارع 12، منزل 8',
  details: 'بيت من دورين مع سرداب',
  applicantName: 'لولوة المطوع',
  phone: '51650140',
  applicationType: 'mortgage',
  documents,
  termsAccepted: true,
});

async function newRequest(member: Session = applicant): Promise<AppraisalRequest> {
  const [a, b, c, d] = await uploadIds(member, 4);
  const res = await api.request('/api/v1/appraisal-requests', {
    method: 'POST',
    json: validBody({ ownership: [a!], civilId: [b!, c!], propertyImages: [d!], other: [] }),
    headers: bearer(member.token),
  });
  expect(res.status).toBe(201);
  return (await json<{ data: AppraisalRequest }>(res)).data;
}

/** Pays the request's fee on the local gateway's checkout page and settles it as the return page does. */
async function pay(member: Session, requestId: number): Promise<ChargeState> {
  const res = await api.request(`/api/v1/appraisal-requests/${requestId}/pay`, {
    method: 'POST',
    json: { paymentMethod: 'knet' },
    headers: bearer(member.token),
  });
  expect(res.status).toBe(201);
  const { data } = await json<{ data: ChargeState }>(res);
  const form = new FormData();
  form.append('action', 'pay');
  form.append('method', 'knet');
  const paid = await api.request(localCheckoutPath(data.chargeId!), {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost:3000' },
  });
  expect(paid.status).toBe(303);
  const location = new URL(paid.headers.get('location')!);
  expect(location.pathname).toBe('/payment-redirect-appraisal');
  const settled = await api.request(`/api/v1/common/update-transaction/${location.searchParams.get('tap_id')}`, {
    method: 'PUT',
    headers: bearer(member.token),
  });
  return (await json<{ data: ChargeState }>(settled)).data;
}

/** The e-mails about a request to an office's desk (the subject names it: "#12:"), oldest first. */
const officeMails = (requestId: number) =>
  db()
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.channel, 'email'), like(devOutbox.subject, `%#${requestId}:%`)))
    .orderBy(asc(devOutbox.id));

const move = (member: Session, id: number, body: unknown) =>
  api.request(`/api/v1/appraiser/requests/${id}/status`, { method: 'POST', json: body, headers: bearer(member.token) });

function reportForm(bytes: Buffer, type = 'application/pdf') {
  const form = new FormData();
  form.append('report', new Blob([new Uint8Array(bytes)], { type }), 'report.pdf');
  form.append('note', 'القيمة السوقية 240,000 د.ك');
  return form;
}

describe('GET /v1/appraisal-requests/options', () => {
  const options = async () =>
    (await json<{ data: AppraisalOptions }>(await api.request('/api/v1/appraisal-requests/options'))).data;

  it('offers the approved appraisers with their grade, and the fee from the database, without unconfirmed notes', async () => {
    const data = await options();
    expect(data.appraisers.length).toBeGreaterThanOrEqual(5);
    expect(data.appraisers[0]).toMatchObject({ id: 1, mociGrade: 'A' });
    // The seeded offices and fee are demo rows whose notes open with UNCONFIRMED: kept for staff, never sent.
    expect(data.appraisers.every((a) => a.source === '')).toBe(true);
    expect(data.fee).toEqual({ feeFils: 75_000, source: '', effectiveDate: '2026-11-25' });
    expect(JSON.stringify(data)).not.toMatch(/UNCONFIRMED|ESTIMATE/);
  });

  it('sends an office’s dated public source as stored', async () => {
    const [office] = await db().select({ source: appraisers.source }).from(appraisers).where(eq(appraisers.id, 1));
    const cited = 'Ministry of Commerce and Industry, register of appraisers, 2026-11-01';
    await db().update(appraisers).set({ source: cited }).where(eq(appraisers.id, 1));
    try {
      expect((await options()).appraisers[0]).toMatchObject({ id: 1, source: cited });
    } finally {
      await db().update(appraisers).set({ source: office!.source }).where(eq(appraisers.id, 1));
    }
  });
});

describe('uploads of appraisal documents', () => {
  it('refuses a visitor, a spoofed image, a PDF in an image slot and a fifth image; stores re-encoded private images', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
    expect(
      (await api.request('/api/v1/appraisal-requests/uploads?slot=ownership', { method: 'POST', body: form })).status,
    ).toBe(401);
    expect(
      (
        await upload(applicant, 'ownership', [
          { bytes: Buffer.from('<?php echo 1; ?>'), name: 'x.jpg', type: 'image/jpeg' },
        ])
      ).status,
    ).toBe(400);
    expect(
      (await upload(applicant, 'ownership', [{ bytes: pdf, name: 'deed.pdf', type: 'application/pdf' }])).status,
    ).toBe(400);
    expect((await upload(applicant, 'nowhere', [{ bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }])).status).toBe(400);
    const five = Array.from({ length: 5 }, () => ({ bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }));
    expect((await upload(applicant, 'ownership', five)).status).toBe(422);

    const [id] = await uploadIds(applicant, 1);
    const own = await api.request(`/api/v1/appraisal-requests/uploads/${id}`, { headers: bearer(applicant.token) });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(
      (await api.request(`/api/v1/appraisal-requests/uploads/${id}`, { headers: bearer(stranger.token) })).status,
    ).toBe(404);
    expect((await api.request(`/api/v1/appraisal-requests/uploads/${id}`)).status).toBe(401);
  });
});

describe('POST /v1/appraisal-requests', () => {
  it('answers bad input with 400 and field errors', async () => {
    const send = (body: unknown) =>
      api.request('/api/v1/appraisal-requests', { method: 'POST', json: body, headers: bearer(applicant.token) });
    const [a, b, c] = await uploadIds(applicant, 3);
    const good = validBody({ ownership: [a!], civilId: [b!], propertyImages: [c!], other: [] });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, phone: '1234' }, 'phone'],
      [{ ...good, email: 'not-an-email' }, 'email'],
      [{ ...good, applicantName: 'ab' }, 'applicantName'],
      [{ ...good, sizeSqm: 0 }, 'sizeSqm'],
      [{ ...good, applicationType: 'gift' }, 'applicationType'],
      [{ ...good, termsAccepted: false }, 'termsAccepted'],
      [{ ...good, documents: { ...good.documents, civilId: [] } }, 'documents.civilId'],
      [{ ...good, documents: { ...good.documents, civilId: [1, 2, 3] } }, 'documents.civilId'],
      [{ ...good, documents: { ...good.documents, other: [1, 2] } }, 'documents.other'],
      [{ ...good, appraiserId: 999 }, 'appraiserId'],
      [{ ...good, areaId: 99999 }, 'areaId'],
      [{ ...good, bankId: undefined }, 'bankId'],
      [{ ...good, bankId: 99999 }, 'bankId'],
      [{ ...good, unknown: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.status, field).toBe(400);
      const error = await json<{ code: string; fieldErrors?: Record<string, string[]> }>(res);
      expect(error.code).toBe('VALIDATION_FAILED');
      if (field) expect(Object.keys(error.fieldErrors ?? {}), field).toContain(field);
    }
    expect((await api.request('/api/v1/appraisal-requests', { method: 'POST', json: good })).status).toBe(401);
  });

  it('takes a sale without a bank or extra details; a mortgage appraisal names its bank', async () => {
    const [a, b, c] = await uploadIds(applicant, 3);
    const {
      bankId: _bank,
      details: _details,
      ...rest
    } = validBody({ ownership: [a!], civilId: [b!], propertyImages: [c!], other: [] });
    void _bank;
    void _details;
    const res = await api.request('/api/v1/appraisal-requests', {
      method: 'POST',
      json: { ...rest, applicationType: 'sale' },
      headers: bearer(applicant.token),
    });
    expect(res.status).toBe(201);
    const created = (await json<{ data: AppraisalRequest }>(res)).data;
    expect(created).toMatchObject({
      applicationType: 'sale',
      bank: null,
      details: '',
      payment: null,
      appraiser: { source: '' },
    });
    expect(JSON.stringify(created)).not.toMatch(/UNCONFIRMED/);
    const mortgage = await newRequest();
    expect(mortgage.bank).toMatchObject({ id: 1 });
  });

  it('refuses another member’s upload and an upload already used by a request', async () => {
    const [theirs] = await uploadIds(stranger, 1);
    const [a, b, c] = await uploadIds(applicant, 3);
    const res = await api.request('/api/v1/appraisal-requests', {
      method: 'POST',
      json: validBody({ ownership: [theirs!], civilId: [b!], propertyImages: [c!], other: [] }),
      headers: bearer(applicant.token),
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await json<{ fieldErrors: Record<string, string[]> }>(res)).fieldErrors)).toContain(
      'documents.ownership',
    );
    const first = await api.request('/api/v1/appraisal-requests', {
      method: 'POST',
      json: validBody({ ownership: [a!], civilId: [b!], propertyImages: [c!], other: [] }),
      headers: bearer(applicant.token),
    });
    expect(first.status).toBe(201);
    const again = await api.request('/api/v1/appraisal-requests', {
      method: 'POST',
      json: validBody({ ownership: [a!], civilId: [b!], propertyImages: [c!], other: [] }),
      headers: bearer(applicant.token),
    });
    expect(again.status).toBe(400);
  });
});

describe('an appraisal from request to report', () => {
  it('waits unpaid, is paid once, moves only by valid steps, notifies the applicant and delivers a private report', async () => {
    const request = await newRequest();
    expect(request).toMatchObject({ status: 0, statusName: 'received', paid: false, feeFils: 75_000, reportUrl: null });
    expect(request.documents.map((d) => d.slot)).toEqual(['ownership', 'civilId', 'civilId', 'propertyImages']);

    // Unpaid: not on the appraiser's desk, and they cannot move it.
    const desk = async (member: Session) =>
      (
        await json<{ data: AppraisalRequest[] }>(
          await api.request('/api/v1/appraiser/requests', { headers: bearer(member.token) }),
        )
      ).data;
    expect((await desk(appraiser)).map((r) => r.id)).not.toContain(request.id);
    expect((await move(appraiser, request.id, { status: 1 })).status).toBe(404);

    const state = await pay(applicant, request.id);
    expect(state).toMatchObject({
      paid: true,
      orderStatus: 'paid',
      packageId: null,
      appraisalRequestId: request.id,
      amountFils: 75_000,
    });
    // The follow-up shows the payment: its amount, when, and the charge's reference.
    const paid = await json<{ data: AppraisalRequest }>(
      await api.request(`/api/v1/appraisal-requests/${request.id}`, { headers: bearer(applicant.token) }),
    );
    expect(paid.data.payment).toMatchObject({ amountFils: 75_000, reference: state.chargeId });
    // Exactly once: settling the same charge again changes nothing, and paying again is refused.
    const [tx] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.chargeId, state.chargeId!));
    expect(
      (
        await api.request(`/api/v1/common/update-transaction/${state.chargeId}`, {
          method: 'PUT',
          headers: bearer(applicant.token),
        })
      ).status,
    ).toBe(200);
    const [same] = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.chargeId, state.chargeId!));
    expect(same!.creditedAt).toEqual(tx!.creditedAt);
    expect(
      (
        await api.request(`/api/v1/appraisal-requests/${request.id}/pay`, {
          method: 'POST',
          json: { paymentMethod: 'knet' },
          headers: bearer(applicant.token),
        })
      ).status,
    ).toBe(409);

    expect((await desk(appraiser)).map((r) => r.id)).toContain(request.id);
    expect((await desk(otherAppraiser)).map((r) => r.id)).not.toContain(request.id);
    expect((await api.request('/api/v1/appraiser/requests', { headers: bearer(stranger.token) })).status).toBe(403);

    // Invalid transitions and input.
    expect((await move(appraiser, request.id, { status: 3 })).status).toBe(409);
    expect((await move(appraiser, request.id, { status: 4 })).status).toBe(400);
    expect((await move(appraiser, request.id, { status: 'review' })).status).toBe(400);
    expect((await move(otherAppraiser, request.id, { status: 1 })).status).toBe(404);
    expect((await move(applicant, request.id, { status: 1 })).status).toBe(403);

    expect((await move(appraiser, request.id, { status: 1, note: 'نراجع المستندات' })).status).toBe(200);
    const noReason = await move(appraiser, request.id, { status: 2 });
    expect(noReason.status).toBe(400);
    expect(Object.keys((await json<{ fieldErrors: Record<string, string[]> }>(noReason)).fieldErrors)).toContain(
      'note',
    );
    expect((await move(appraiser, request.id, { status: 3, note: 'المستندات مكتملة' })).status).toBe(200);

    // The report: a PDF by content, from the assigned appraiser only.
    const report = (member: Session, form: FormData) =>
      api.request(`/api/v1/appraiser/requests/${request.id}/report`, {
        method: 'POST',
        body: form,
        headers: bearer(member.token),
      });
    expect((await report(appraiser, reportForm(jpeg, 'application/pdf'))).status).toBe(400);
    expect(
      (await report(appraiser, reportForm(Buffer.from('%PDF-1.7\nnot really a pdf'), 'application/pdf'))).status,
    ).toBe(400);
    expect((await report(otherAppraiser, reportForm(pdf))).status).toBe(404);
    const delivered = await report(appraiser, reportForm(pdf));
    expect(delivered.status).toBe(200);
    const done = (await json<{ data: AppraisalRequest }>(delivered)).data;
    expect(done).toMatchObject({
      status: 4,
      statusName: 'delivered',
      reportUrl: `/api/v1/appraisal-requests/${request.id}/report`,
    });
    expect(done.timeline.map((e) => e.status)).toEqual([0, 1, 3, 4]);
    expect((await move(appraiser, request.id, { status: 1 })).status).toBe(409);

    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, applicant.id), eq(notifications.kind, 'request-status-changed')));
    expect(told.length).toBe(3);
    expect(told[0]!.link).toBe('/profile/request-followup');

    // The applicant's list (spec §7) shows the same.
    const mine = await json<{ data: AppraisalRequest[] }>(
      await api.request('/api/v1/members/myRequests/appraisalRequests', { headers: bearer(applicant.token) }),
    );
    expect(mine.data.find((r) => r.id === request.id)).toMatchObject({ status: 4, paid: true });
    expect(
      (
        await json<{ data: AppraisalRequest[] }>(
          await api.request('/api/v1/members/myRequests/appraisalRequests', { headers: bearer(stranger.token) }),
        )
      ).data,
    ).toEqual([]);
    expect((await api.request('/api/v1/members/myRequests/appraisalRequests')).status).toBe(401);

    // IDOR: the request, each document and the report for the applicant and the assigned appraiser only.
    const urls = [`/api/v1/appraisal-requests/${request.id}`, ...done.documents.map((d) => d.url), done.reportUrl!];
    for (const url of urls) {
      expect((await api.request(url, { headers: bearer(applicant.token) })).status, `applicant ${url}`).toBe(200);
      expect((await api.request(url, { headers: bearer(appraiser.token) })).status, `appraiser ${url}`).toBe(200);
      expect((await api.request(url, { headers: bearer(otherAppraiser.token) })).status, `other appraiser ${url}`).toBe(
        404,
      );
      expect((await api.request(url, { headers: bearer(stranger.token) })).status, `other member ${url}`).toBe(404);
      expect((await api.request(url)).status, `visitor ${url}`).toBe(401);
    }
    const file = await api.request(done.reportUrl!, { headers: bearer(applicant.token) });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // A document of another request is not reachable through this one's path.
    const other = await newRequest(stranger);
    expect(
      (
        await api.request(`/api/v1/appraisal-requests/${request.id}/documents/${other.documents[0]!.id}`, {
          headers: bearer(applicant.token),
        })
      ).status,
    ).toBe(404);
    // Private files never go out through the public files route.
    expect(
      (await api.request(`/api/v1/files/appraisal-document/x.webp`, { headers: bearer(applicant.token) })).status,
    ).toBe(404);
  });

  it('rejects with a reason, which the applicant sees in the timeline', async () => {
    const request = await newRequest();
    await pay(applicant, request.id);
    expect((await move(appraiser, request.id, { status: 1 })).status).toBe(200);
    const res = await move(appraiser, request.id, { status: 2, note: 'صورة الوثيقة غير واضحة' });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: AppraisalRequest }>(
      await api.request(`/api/v1/appraisal-requests/${request.id}`, { headers: bearer(applicant.token) }),
    );
    expect(data).toMatchObject({ status: 2, statusName: 'rejected' });
    expect(data.timeline.at(-1)).toMatchObject({ status: 2, note: 'صورة الوثيقة غير واضحة' });
    expect((await move(appraiser, request.id, { status: 3 })).status).toBe(409);
  });

  it('a declined fee leaves the request waiting and payable again; duplicate callbacks in parallel pay it once', async () => {
    const request = await newRequest();
    const open = async () => {
      const res = await api.request(`/api/v1/appraisal-requests/${request.id}/pay`, {
        method: 'POST',
        json: { paymentMethod: 'card' },
        headers: bearer(applicant.token),
      });
      expect(res.status).toBe(201);
      return (await json<{ data: ChargeState }>(res)).data.chargeId!;
    };
    const checkout = async (chargeId: string, action: 'pay' | 'decline') => {
      const form = new FormData();
      form.append('action', action);
      form.append('method', 'card');
      expect(
        (
          await api.request(localCheckoutPath(chargeId), {
            method: 'POST',
            body: form,
            headers: { origin: 'http://localhost:3000' },
          })
        ).status,
      ).toBe(303);
    };
    const settle = (chargeId: string) =>
      api.request(`/api/v1/common/update-transaction/${chargeId}`, { method: 'PUT', headers: bearer(applicant.token) });

    const declined = await open();
    await checkout(declined, 'decline');
    expect((await json<{ data: ChargeState }>(await settle(declined))).data).toMatchObject({
      paid: false,
      orderStatus: 'failed',
    });
    const waiting = (
      await json<{ data: AppraisalRequest }>(
        await api.request(`/api/v1/appraisal-requests/${request.id}`, { headers: bearer(applicant.token) }),
      )
    ).data;
    expect(waiting.paid).toBe(false);
    await runDueJobs(appraisalOfficeNoticeWorker);
    expect(await officeMails(request.id)).toEqual([]);

    const paid = await open();
    await checkout(paid, 'pay');
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => settle(paid))),
      reconcilePendingCharges(new Date(Date.now() + 10 * 60_000)),
    ]);
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const [row] = await db().select().from(appraisalRequests).where(eq(appraisalRequests.id, request.id));
    const [tx] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.chargeId, paid));
    expect(row!.paidAt).toEqual(tx!.creditedAt);
    // One e-mail to the office, however many returns raced: one queueing won, and the sweep finds it sent.
    expect((await runDueJobs(appraisalOfficeNoticeWorker)).failed).toBe(0);
    await appraisalOfficeNoticeSweepJob.run({});
    expect((await officeMails(request.id)).map((mail) => mail.recipient)).toEqual(['desk@al-dar.example.com']);
  });

  it('lets nobody but the applicant pay, and shows the fee in the applicant’s payments', async () => {
    const request = await newRequest();
    expect(
      (
        await api.request(`/api/v1/appraisal-requests/${request.id}/pay`, {
          method: 'POST',
          json: { paymentMethod: 'knet' },
          headers: bearer(stranger.token),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.request(`/api/v1/appraisal-requests/${request.id}/pay`, {
          method: 'POST',
          json: { paymentMethod: 'cash' },
          headers: bearer(applicant.token),
        })
      ).status,
    ).toBe(400);
    await pay(applicant, request.id);
    const balance = await json<{ data: { transactions: Array<{ service: string; packageId: number | null }> } }>(
      await api.request('/api/v1/members/my-balance', {
        headers: { ...bearer(applicant.token), 'x-localization': 'en' },
      }),
    );
    expect(balance.data.transactions[0]).toMatchObject({
      service: `Official appraisal fee #${request.id}`,
      packageId: null,
    });
  });
});

describe('the e-mail to the appraisal office', () => {
  it('is sent once the fee is captured, to the assigned office, in Arabic and English with the desk’s address', async () => {
    const request = await newRequest();
    await sendAppraisalOfficeNotice(request.id);
    await runDueJobs(appraisalOfficeNoticeWorker);
    expect(await officeMails(request.id)).toEqual([]);

    await pay(applicant, request.id);
    await runDueJobs(appraisalOfficeNoticeWorker);
    const mails = await officeMails(request.id);
    expect(mails.map((mail) => mail.recipient)).toEqual(['desk@al-dar.example.com']);
    const [mail] = mails;
    expect(mail!.subject).toBe(
      `طلب تثمين مدفوع رقم ${request.id}: ${request.propertyType.nameAr} في ${request.area.nameAr} | Paid appraisal request #${request.id}: ${request.propertyType.nameEn} in ${request.area.nameEn}`,
    );
    for (const line of [
      `رقم الطلب: ${request.id}`,
      'المساحة: 400 م²',
      'مقدّم الطلب: لولوة المطوع',
      'الهاتف: 51650140',
      'Size: 400 m²',
      'Applicant: لولوة المطوع',
      'Phone: 51650140',
    ]) {
      expect(mail!.body).toContain(line);
    }
    expect(mail!.body.indexOf('رقم الطلب')).toBeLessThan(mail!.body.indexOf('Request number'));
    expect(mail!.body).toContain(`${config().PUBLIC_BASE_URL}/profile/appraisal-desk`);
    const [row] = await db().select().from(appraisalRequests).where(eq(appraisalRequests.id, request.id));
    expect(row!.officeNotifiedAt).not.toBeNull();

    // Sent is sent: the notice again, or the sweep, adds nothing.
    await sendAppraisalOfficeNotice(request.id);
    await appraisalOfficeNoticeSweepJob.run({});
    expect(await officeMails(request.id)).toHaveLength(1);
  });

  it('sends nothing to an office without an e-mail: one warning, no retry, none from the sweep; given an address, the sweep sends it', async () => {
    const officeId = 99;
    await db()
      .insert(appraisers)
      .values({
        id: officeId,
        nameAr: 'مكتب تجربة بلا بريد',
        nameEn: 'Test office without e-mail',
        source: 'UNCONFIRMED: test office',
        active: false,
        sort: 99,
      })
      .onConflictDoUpdate({ target: appraisers.id, set: { email: null } });
    const request = await newRequest();
    await db().update(appraisalRequests).set({ appraiserId: officeId }).where(eq(appraisalRequests.id, request.id));
    const warn = vi.spyOn(logger, 'warn');
    try {
      await pay(applicant, request.id);
      expect((await runDueJobs(appraisalOfficeNoticeWorker)).failed).toBe(0);
      // Stranded as far as the sweep can tell (paid long ago, never announced): still nothing, and no second warning.
      await db()
        .update(appraisalRequests)
        .set({ paidAt: new Date(Date.now() - 60 * 60_000) })
        .where(eq(appraisalRequests.id, request.id));
      await appraisalOfficeNoticeSweepJob.run({});
      expect(await officeMails(request.id)).toEqual([]);
      expect(
        warn.mock.calls.filter(([fields]) => (fields as { requestId?: number }).requestId === request.id),
      ).toHaveLength(1);
      expect(
        (await db().select().from(appraisalRequests).where(eq(appraisalRequests.id, request.id)))[0]!.officeNotifiedAt,
      ).toBeNull();
    } finally {
      warn.mockRestore();
    }

    await db().update(appraisers).set({ email: 'desk@test-office.example.com' }).where(eq(appraisers.id, officeId));
    await appraisalOfficeNoticeSweepJob.run({});
    expect((await officeMails(request.id)).map((mail) => mail.recipient)).toEqual(['desk@test-office.example.com']);
  });

  it('leaves to the sweep a paid request whose notice was never queued (a crash after the capture)', async () => {
    const request = await newRequest();
    await db()
      .update(appraisalRequests)
      .set({ paidAt: new Date(Date.now() - 60_000) })
      .where(eq(appraisalRequests.id, request.id));
    await appraisalOfficeNoticeSweepJob.run({});
    expect(await officeMails(request.id)).toEqual([]);
    await db()
      .update(appraisalRequests)
      .set({ paidAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(appraisalRequests.id, request.id));
    await appraisalOfficeNoticeSweepJob.run({});
    expect((await officeMails(request.id)).map((mail) => mail.recipient)).toEqual(['desk@al-dar.example.com']);
  });
});
