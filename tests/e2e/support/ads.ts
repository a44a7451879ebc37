import { expect, type APIRequestContext } from '@playwright/test';

/** A valid category, property type and area for a rent ad, from the reference API. */
async function rentAdReferences(request: APIRequestContext) {
  const categories = (await (await request.get('/api/v1/common/property-category/2')).json()) as {
    data: Array<{ id: number }>;
  };
  const categoryId = categories.data[0]!.id;
  const types = (await (await request.get(`/api/v1/common/property-types/${categoryId}`)).json()) as {
    data: Array<{ id: number }>;
  };
  const areas = (await (await request.get('/api/v1/common/areas')).json()) as {
    data: Array<{ id: number; nameEn: string }>;
  };
  return {
    categoryId,
    propertyTypeId: types.data[0]!.id,
    areaId: areas.data.find((area) => area.nameEn === 'Salmiya')!.id,
  };
}

/** Each ad a size of its own: one member's live ads of the same size and price are duplicates (issue 29). */
let adsMade = 0;

/** Creates a pending rent ad the way the mobile app does, through the owner API; answers its id. */
export async function createAdThroughApi(request: APIRequestContext, token: string, title: string): Promise<number> {
  const created = await request.post('/api/v1/ads', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      dealType: 'rent',
      ...(await rentAdReferences(request)),
      // Sizes 4 % and rents 20 KD apart, past the duplicate check's 3 %; 110 to 145 m², a 2-bedroom flat's size, so
      // the rent stays above half the estimated rent (a far larger flat at this rent would be held as bait).
      sizeSqm: Math.round(110 * 1.04 ** (adsMade % 8)),
      priceFils: 450_000 + 20_000 * (Math.floor(adsMade++ / 8) % 6),
      bedrooms: 2,
      bathrooms: 2,
      description: 'شقة تجريبية',
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** Creates a rent ad through the owner API and publishes it; answers its id. */
export async function publishAdThroughApi(request: APIRequestContext, token: string, title: string): Promise<number> {
  const id = await createAdThroughApi(request, token, title);
  expect(
    (await request.post(`/api/v1/ads/${id}/publish`, { headers: { authorization: `Bearer ${token}` } })).ok(),
  ).toBe(true);
  return id;
}
