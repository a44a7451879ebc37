import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/client';
import { uploads } from '../../db/schema/accounts';
import { appraisalRequests } from '../../db/schema/appraisals';
import { stopJobQueue } from '../../jobs/queue';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

/** Issue 33: official appraisal uploads and requests had no limit. */

vi.hoisted(() => {
  vi.stubEnv('APPRAISAL_UPLOADS_PER_MEMBER_DAY', '3');
  vi.stubEnv('APPRAISAL_REQUESTS_PER_MEMBER_DAY', '1');
});

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let jpeg: Buffer;

beforeAll(async () => {
  api = await testApp();
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => stopJobQueue());

function upload(member: Session, count: number) {
  const form = new FormData();
  for (let i = 0; i < count; i += 1)
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `p${i}.jpg`);
  return api.request('/api/v1/appraisal-requests/uploads?slot=ownership', {
    method: 'POST',
    body: form,
    headers: { ...bearer(member.token), 'x-localization': 'en' },
  });
}

const body = (documents: Record<string, number[]>) => ({
  propertyTypeId: 1,
  bankId: 1,
  appraiserId: 1,
  areaId: 34,
  sizeSqm: 400,
  email: 'lulwa@example.com',
  address: 'قطعة 3، شارع 12، منزل 8',
  details: 'بيت من دورين',
  applicantName: 'لولوة المطوع',
  phone: '51650140',
  applicationType: 'mortgage',
  documents,
  termsAccepted: true,
});
const submit = (member: Session, documents: Record<string, number[]>) =>
  api.request('/api/v1/appraisal-requests', {
    method: 'POST',
    json: body(documents),
    headers: { ...bearer(member.token), 'x-localization': 'en' },
  });

describe('appraisal limits', () => {
  it('take APPRAISAL_UPLOADS_PER_MEMBER_DAY upload calls from a member, then 429 RATE_LIMITED, nothing stored', async () => {
    const member = await registerByPhone(api);
    for (let n = 0; n < 3; n += 1) expect((await upload(member, 1)).status).toBe(201);
    const refused = await upload(member, 1);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await db().select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, member.id))).toHaveLength(3);
    // Another member is not held back.
    expect((await upload(await registerByPhone(api), 1)).status).toBe(201);
  });

  it('take APPRAISAL_REQUESTS_PER_MEMBER_DAY valid requests from a member; an invalid one spends nothing', async () => {
    const member = await registerByPhone(api);
    const ids = async () =>
      ((await (await upload(member, 4)).json()) as { data: Array<{ id: number }> }).data.map((u) => u.id);
    const documents = ([a, b, c, d]: number[]) => ({
      ownership: [a!],
      civilId: [b!, c!],
      propertyImages: [d!],
      other: [],
    });
    const [first, second] = [await ids(), await ids()];
    expect((await submit(member, { ...documents(first), ownership: [999_999] })).status).toBe(400);
    expect((await submit(member, documents(first))).status).toBe(201);
    const refused = await submit(member, documents(second));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(
      await db()
        .select({ id: appraisalRequests.id })
        .from(appraisalRequests)
        .where(eq(appraisalRequests.memberId, member.id)),
    ).toHaveLength(1);
  });
});
