import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdDetail } from '@/lib/schemas/ads';
import { db } from '../../db/client';
import { favourites } from '../../db/schema/ads';
import { validAdInput } from '../../testing/ad-input';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
let adId: number;

const adBody = validAdInput({ areaId: 33 });

beforeAll(async () => {
  api = await testApp();
  const advertiser = await registerByPhone(api);
  const created = await api.request('/api/v1/ads', { method: 'POST', json: adBody, headers: bearer(advertiser.token) });
  adId = ((await created.json()) as { data: AdDetail }).data.id;
  expect(
    (await api.request(`/api/v1/ads/${adId}/publish`, { method: 'POST', headers: bearer(advertiser.token) })).status,
  ).toBe(200);
});

const toggle = async (token: string) => {
  const res = await api.request('/api/v1/members/favourite', {
    method: 'POST',
    json: { adId },
    headers: bearer(token),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { favourited: boolean } }).data.favourited;
};

const stored = async (memberId: number) =>
  (
    await db()
      .select()
      .from(favourites)
      .where(and(eq(favourites.memberId, memberId), eq(favourites.adId, adId)))
  ).length === 1;

describe('POST /api/v1/members/favourite under parallel calls', () => {
  it('answers the state each call stored: 200 parallel toggles are 100 on, 100 off, and leave no favourite', async () => {
    const member = await registerByPhone(api);
    const answers = await Promise.all(Array.from({ length: 200 }, () => toggle(member.token)));
    expect({ on: answers.filter(Boolean).length, off: answers.filter((a) => !a).length }).toEqual({
      on: 100,
      off: 100,
    });
    expect(await stored(member.id)).toBe(false);
    expect(await toggle(member.token)).toBe(true);
    expect(await stored(member.id)).toBe(true);
  });

  it('keeps members apart: parallel toggles of two members on one ad each end in their own state', async () => {
    const [first, second] = [await registerByPhone(api), await registerByPhone(api)];
    const answers = await Promise.all(
      Array.from({ length: 61 }, (_, i) => toggle(i < 31 ? first.token : second.token)),
    );
    const onOf = (list: boolean[]) => list.filter(Boolean).length;
    expect([onOf(answers.slice(0, 31)), onOf(answers.slice(31))]).toEqual([16, 15]);
    expect([await stored(first.id), await stored(second.id)]).toEqual([true, false]);
  });
});
