import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRoles } from '@/lib/constants';
import { defaultChannelChoices } from '@/lib/notifications/settings';
import { createApp } from './app';
import { config } from './config';
import { db } from './db/client';
import { notifications } from './db/schema/notifications';
import { createIdTokenVerifier } from './providers/identity/id-token-verifier';
import { installIdentityVerifier } from './providers/registry';
import { errorStatus } from './lib/errors';
import { startJobWorkers, stopJobQueue } from './jobs/queue';
import { grantRole } from './services/staff/roles';
import { validAdInput } from './testing/ad-input';
import { bearer, freshIp, freshPhone, latestCode, registerByPhone } from './testing/auth-helpers';
import {
  anyNumber,
  anyText,
  anyValue,
  boundaryJsonValues,
  boundaryUrlValues,
  encode,
  fuzzSeed,
  queryString,
  seedFor,
  urlText,
} from './testing/fuzz-inputs';
import { testApp } from './testing/test-app';

/**
 * Every route of the API, read from the app's own route table (a new route is fuzzed without anyone adding it here),
 * gets malformed path parameters, query strings, headers and bodies, signed in and not. None may answer 5xx, and
 * every 4xx carries the API's one error shape with a code from the catalogue.
 */

type Route = { method: string; path: string; group: string };

function routeTable(): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of createApp({ devRoutes: true }).routes) {
    // `use()` middleware is registered as ALL on a wildcard path; it is not a route of its own.
    if (method === 'ALL' && path.endsWith('*')) continue;
    const segments = path.split('/');
    const [, , version, group] = segments;
    const versioned = version === 'v1' || version === 'v2';
    const route = { method, path, group: (versioned ? group : segments.length > 3 ? version : undefined) ?? 'shell' };
    seen.set(`${method} ${path}`, route);
  }
  return [...seen.values()];
}

const routes = routeTable();
const groups = [...new Set(routes.map((r) => r.group))];
const REQUESTS_PER_GROUP = 200;
const MIN_REQUESTS_PER_ROUTE = 12;

let api: Awaited<ReturnType<typeof testApp>>;
let member: Awaited<ReturnType<typeof registerByPhone>>;
let operator: Awaited<ReturnType<typeof registerByPhone>>;
/** Real ids, so some requests get past the lookup into the handler's deeper checks. */
const realIds: string[] = [];
/** A live ad, of the operator's. */
let liveAdId = '';
/** A stored construction estimate (its id is a UUID). */
let estimateId = '';

const validAd = validAdInput({
  titleEn: 'Flat for rent in Salmiya',
  descriptionEn: 'Three bedrooms',
  unitNumber: '12345678',
});
const account = { email: 'fuzz@example.com', firstName: 'فاطمة', lastName: 'الكندري', accountType: 1 };

/** Valid bodies by route, each sent with one field broken: the broken field is then the only reason to refuse. */
const templates: Array<{ path: RegExp; method?: string; body: Record<string, unknown> }> = [
  { path: /\/sendOTP$/, body: { phone: '99887766' } },
  { path: /\/sendEmailOTP$/, body: { email: 'fuzz@example.com' } },
  { path: /\/(login|verifyOTP)$/, body: { phone: '99887766', otp: '123456', fcmToken: null } },
  { path: /\/(email-login|verifyEmailOTP)$/, body: { email: 'fuzz@example.com', otp: '123456', fcmToken: null } },
  { path: /\/register$/, body: { ...account, phone: '99887766', otp: '123456' } },
  // companyId is filled in with a real office once one is registered.
  { path: /\/email-register$/, body: { ...account, accountType: 2, isOwner: false, companyId: 0, otp: '123456' } },
  { path: /\/update-third-party-user-info$/, body: { ...account, accountType: 2, isOwner: false, companyId: 0 } },
  { path: /\/upgrade-account$/, body: { isOwner: false, companyId: 0 } },
  { path: /\/business-details$/, body: { companyName: 'Manzil Realty', registrationNumber: '12345' } },
  { path: /-callback-/, body: { idToken: 'x'.repeat(40), fcmToken: null } },
  {
    path: /\/contactUs$/,
    body: { name: 'Ali Ahmad', phone: '99887766', email: 'ali@example.com', message: 'A question about an ad' },
  },
  { path: /\/v1\/members$/, method: 'POST', body: { firstName: 'فاطمة', lastName: 'الكندري' } },
  { path: /\/v1\/members$/, method: 'DELETE', body: { otp: '123456' } },
  { path: /\/favourite$/, body: { adId: 1 } },
  { path: /\/ads\/:id\/reports$/, body: { reason: 'other', note: 'الإعلان مكرر' } },
  { path: /\/ads\/:id\/availability$/, body: { answer: 'available' } },
  {
    path: /\/ads\/:id\/availability-answers$/,
    body: { token: `${'a'.repeat(40)}.${'b'.repeat(43)}`, answer: 'rented' },
  },
  {
    path: /\/update-broker-information$/,
    body: {
      companyName: 'Manzil Realty',
      registrationNumber: 'KW-1',
      about: 'Sales and rentals',
      areaIds: [34],
      sectorIds: [1],
      opensAt: '09:00',
      closesAt: '17:00',
      website: 'https://example.com',
      instagram: 'manzil',
      allowMarketeerBrokerAds: true,
    },
  },
  { path: /\/active-ads\/:id$/, body: { dealType: 'rent', areaId: 34 } },
  { path: /\/licences\/:id\/decision$/, body: { decision: 'reject', reason: 'The number is not in the register' } },
  { path: /\/ads\/:id\/featured$/, body: { featured: true } },
  {
    path: /\/moderation\/ads\/:id\/decision$/,
    body: { decision: 'reject', reasonCode: 'contact-in-text', note: 'Put the number in the contact field' },
  },
  { path: /\/moderation\/ads\/:id\/take-down$/, body: { reasonCode: 'not-available', note: 'Let last week' } },
  { path: /\/verifications\/:id\/decision$/, body: { decision: 'refuse', reason: 'The plate photo is not clear' } },
  { path: /\/moderation\/ads\/:id\/reports\/dismiss$/, body: { note: 'The photos are of this flat' } },
  { path: /\/v1\/ads$/, method: 'POST', body: validAd },
  { path: /\/v1\/ads\/:id$/, method: 'PUT', body: validAd },
  // mediaIds is filled in with the photo uploaded to the member's ad.
  { path: /\/media\/order$/, body: { mediaIds: [] } },
  {
    path: /\/v1\/deals$/,
    body: {
      recordedOn: '2025-01-05',
      areaId: 34,
      category: 'private-housing',
      propertyKind: 'house',
      sizeSqm: 400,
      totalValueFils: 1_000_000,
    },
  },
  { path: /\/blocks$/, body: { keys: ['about-us'] } },
  {
    path: /\/valuations\/construction$/,
    body: {
      plotSizeSqm: 400,
      buildingRatio: 210,
      floors: 3,
      basement: true,
      roofAnnex: false,
      finishingLevel: 'standard',
      extras: ['pool'],
    },
  },
  // The id in the path is the seeded estimate's once one is created (realIds), so some bodies reach the finance maths.
  {
    path: /\/valuations\/construction\/:id\/finance$/,
    body: { downPaymentFils: 20_000_000, months: 180, bankId: 2, graceMonths: 6, graceMode: 'capitalised' },
  },
  {
    path: /\/finance\/calculate$/,
    body: {
      product: 'housing',
      propertyValueFils: 100_000_000,
      downPaymentFils: 30_000_000,
      months: 180,
      graceMonths: 6,
      graceMode: 'capitalised',
      bankId: 2,
      salaryFils: 1_500_000,
      obligationsFils: 200_000,
      retiree: false,
    },
  },
  { path: /\/newsletter-subscribers$/, body: { email: 'fuzz@example.com' } },
  {
    path: /\/client-errors$/,
    body: { source: 'boundary', message: 'Minified React error #418', path: '/ads/rent', reloaded: false },
  },
  { path: /\/dev\/ads\/:id\/expiry$/, body: { expiresInHours: 48 } },
  {
    path: /\/valuations\/rent$/,
    method: 'POST',
    body: {
      kind: 'investment',
      areaId: 34,
      propertyTypeId: 8,
      location: 'inner-street',
      quality: 'standard',
      buildingAge: 12,
      floor: 3,
      floors: 8,
      sizeSqm: 90,
      rooms: 2,
      bathrooms: 2,
      maidRoom: false,
      electricityOnTenant: true,
    },
  },
  {
    path: /\/finance-requests$/,
    method: 'POST',
    body: {
      fullName: 'مريم العنزي',
      phone: '99887766',
      propertyCategoryId: 1,
      bankId: 1,
      bankCustomer: true,
      salaryFils: 1_500_000,
      instalmentsFils: 0,
      amountFils: 60_000_000,
      termsAccepted: true,
      otp: '123456',
    },
  },
  { path: /\/finance-requests\/code$/, body: { phone: '99887766' } },
  {
    path: /\/appraisal-requests$/,
    method: 'POST',
    body: {
      propertyTypeId: 1,
      bankId: 1,
      appraiserId: 1,
      areaId: 34,
      sizeSqm: 400,
      email: 'fuzz@example.com',
      address: 'قطعة 3، شارع 12',
      details: 'بيت من دورين',
      applicantName: 'لولوة المطوع',
      phone: '99887766',
      applicationType: 'mortgage',
      // Filled in with the member's own uploads.
      documents: { ownership: [1], civilId: [2, 3], propertyImages: [4], other: [] },
      termsAccepted: true,
    },
  },
  { path: /\/appraisal-requests\/:id\/pay$/, body: { paymentMethod: 'knet' } },
  { path: /\/appraiser\/requests\/:id\/status$/, body: { status: 2, note: 'صورة الوثيقة غير واضحة' } },
  {
    path: /\/valuations\/ive$/,
    method: 'POST',
    body: {
      model: 'building',
      areaId: 38,
      category: 'private-housing',
      purpose: 'sale',
      sizeSqm: 500,
      buildingAge: 10,
      finishing: 'standard',
      floors: 2,
      basement: true,
      floorType: 'marble',
      curbSetbacks: true,
    },
  },
  {
    path: /\/push\/subscriptions$/,
    method: 'POST',
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    },
  },
  { path: /\/push\/subscriptions$/, method: 'DELETE', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz' } },
  {
    path: /\/v1\/saved-searches$/,
    method: 'POST',
    body: {
      filters: {
        dealType: 'rent',
        categoryId: 2,
        propertyTypeId: 8,
        areaIds: [34, 35],
        priceMin: 100,
        priceMax: 900,
        sizeMin: 80,
        bedrooms: 2,
        bedroomsExact: true,
        q: 'بحر',
      },
      name: 'شقق قرب البحر',
      frequency: 'daily',
    },
  },
  {
    path: /\/v1\/saved-searches\/:id$/,
    method: 'PATCH',
    body: { name: 'شقق السالمية', frequency: 'weekly', paused: true },
  },
  { path: /\/check-promo-code$/, body: { packageId: 2, promotionCode: 'WELCOME10' } },
  { path: /\/create-user-packages$/, body: { packageId: 2, paymentMethod: 'knet', promotionCode: 'WELCOME10' } },
  { path: /\/create-user-subscription$/, body: { packageId: 10, paymentMethod: 'card' } },
  { path: /\/cancel-user-subscription$/, body: {} },
  { path: /\/reactivate-user-subscription$/, body: {} },
  { path: /\/subscription-auto-renewal$/, body: { autoRenew: false } },
  { path: /\/update-user-packages$/, body: { packageId: 10 } },
  { path: /\/dev\/clock$/, body: { advanceDays: 0 } },
  // A well-formed but unsigned charge: the signature is then the only reason to refuse.
  {
    path: /\/payments\/webhook$/,
    body: {
      id: 'chg_TS02A5720231433Qs1w0809820',
      status: 'CAPTURED',
      amount: 8,
      currency: 'KWD',
      reference: { gateway: '1', payment: '2' },
      transaction: { created: '1700000000000' },
    },
  },
  {
    path: /\/notification-settings$/,
    method: 'PUT',
    body: {
      channels: defaultChannelChoices(),
      locale: 'en',
      quietHours: { start: '22:00', end: '07:00' },
      newsletter: true,
    },
  },
];

const templatesOf = (route: Route) =>
  templates.filter((t) => t.path.test(route.path) && (!t.method || t.method === route.method));

/** Valid query strings by route, sent with one value broken (strict schemas refuse unknown keys before anything else). */
const queryTemplates: Array<{ path: RegExp; query: Record<string, string> }> = [
  // The staff desks' searches, before the public paths their names end like.
  { path: /\/operator\/deals$/, query: { status: 'approved' } },
  { path: /\/operator\/members$/, query: { q: '+965 9765 0136' } },
  { path: /\/operator\/orders$/, query: { q: '#1', status: 'paid' } },
  { path: /\/operator\/news$/, query: { q: 'housing', state: 'draft', page: '1' } },
  {
    path: /\/v1\/ads$/,
    query: {
      q: 'flat',
      dealType: 'rent',
      areaIds: '34,35',
      categoryId: '2',
      priceMin: '100',
      sizeMax: '500',
      bedrooms: '2',
      bedroomsExact: 'true',
      fairPrice: 'below',
      sort: 'newest',
      page: '1',
    },
  },
  {
    path: /\/deals$/,
    query: {
      q: '12',
      areaId: '34',
      category: 'private-housing',
      from: '2025-01-01',
      to: '2025-12-31',
      sort: 'date-desc',
      page: '1',
    },
  },
  {
    path: /\/deals\/trend$/,
    query: { areaId: '34', governorateId: '1', category: 'private-housing', from: '2025-01-01', to: '2025-12-31' },
  },
  { path: /\/auctions$/, query: { tab: 'upcoming', organizerId: '1', page: '1' } },
  { path: /\/auctions\/properties$/, query: { tab: 'previous', areaId: '34', kind: 'house', page: '1' } },
  { path: /\/news$/, query: { category: 'market', page: '1', pageSize: '5' } },
  { path: /\/areas$/, query: { isFilter: 'true', type: 'residential', governorateId: '1', page: '1', pageSize: '10' } },
  { path: /\/seo-config$/, query: { screen: 'homepage', lang: 'ar' } },
  { path: /\/property-category\//, query: { isFilter: 'true', type: 'residential' } },
  { path: /\/property-types\//, query: { isFilter: 'true' } },
  { path: /\/similar-properties\//, query: { type: 'rent' } },
  { path: /\/favourites$/, query: { dealType: 'sale', page: '1' } },
  { path: /\/myRequests\/ads$/, query: { statusId: '1', page: '1' } },
  { path: /\/outbox$/, query: { to: '99887766' } },
  { path: /\/operator\/moderation(\/reported)?$/, query: { after: '1764300000000.12', ad: '1' } },
  { path: /\/v1\/notifications$/, query: { filter: 'unread', page: '1' } },
  { path: /\/v1\/saved-searches$/, query: { page: '1' } },
  {
    path: /\/finance\/budget$/,
    query: {
      salary: '1500',
      obligations: '200',
      downPayment: '20000',
      months: '180',
      bankId: '1',
      retiree: 'false',
      maxPrice: '90000',
    },
  },
  { path: /\/subscriptions\/packages\/ads$/, query: { adId: '0' } },
  { path: /\/subscriptions\/check-charge$/, query: { hashId: 'chg_TS02A5720231433Qs1w0809820' } },
  { path: /\/appraisal-requests\/uploads$/, query: { slot: 'civilId' } },
  {
    path: /\/newsletter\/unsubscribe$/,
    query: { token: `eyJwIjoibmV3c2xldHRlci11bnN1YnNjcmliZSJ9.${'A'.repeat(43)}`, locale: 'en' },
  },
  { path: /\/newsletter\/opened$/, query: { token: `eyJwIjoibmV3c2xldHRlci1vcGVuIn0.${'A'.repeat(43)}` } },
];

const brokenQuery = (path: string) => {
  const own = queryTemplates.filter((t) => t.path.test(path));
  if (!own.length) return queryString;
  return fc.oneof(
    { weight: 1, arbitrary: queryString },
    {
      weight: 3,
      arbitrary: fc
        .record({
          template: fc.constantFrom(...own),
          pick: fc.nat(),
          op: fc.constantFrom('replace', 'replace', 'replace', 'repeat', 'extra'),
          value: urlText,
        })
        .map(({ template, pick, op, value }) => {
          const pairs = Object.entries(template.query).map(([k, v]) => `${k}=${encode(v)}`);
          const index = pick % pairs.length;
          const key = Object.keys(template.query)[index]!;
          if (op === 'replace') pairs[index] = `${key}=${value}`;
          else if (op === 'repeat') pairs.push(`${key}=${value}`);
          else pairs.push(`extra=${value}`);
          return pairs.join('&');
        }),
    },
  );
};

const brokenTemplate = (route: Route) => {
  const own = templatesOf(route);
  return fc
    .record({
      template: fc.constantFrom(...(own.length ? own : templates)),
      pick: fc.nat(),
      op: fc.constantFrom('replace', 'replace', 'replace', 'drop', 'extra'),
      value: fc.oneof(anyText, anyValue),
    })
    .map(({ template, pick, op, value }) => {
      const body: Record<string, unknown> = { ...template.body };
      const keys = Object.keys(body);
      const key = keys[pick % keys.length]!;
      if (op === 'drop') delete body[key];
      else if (op === 'extra') body[`extra${pick % 3}`] = value;
      else body[key] = value;
      return body;
    });
};

const rawJson = fc.constantFrom(
  '',
  '{"a":',
  'null',
  'true',
  '"\\u0000"',
  '{"title":"\\u0000"}',
  '1' + '0'.repeat(400),
  '1e999',
  '-1e999',
  '\ufeff{}',
  '{"__proto__":{"polluted":true}}',
  '{"adId":1,"adId":"x"}',
  '{"email":{"$ne":null}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
);

const magic = fc.constantFrom(
  [0xff, 0xd8, 0xff, 0xe0],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x25, 0x50, 0x44, 0x46, 0x2d],
  [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32],
  [],
);

const filePart = fc.record({
  bytes: fc.tuple(magic, fc.uint8Array({ maxLength: 200 })).map(([head, tail]) => new Uint8Array([...head, ...tail])),
  type: fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'application/pdf', 'text/html', ''),
  filename: fc.oneof(
    fc.constantFrom('photo.jpg', '../../x.png', 'a\u0000.pdf', '', '.mp4', 'ملف.jpg'),
    fc.string({ maxLength: 20 }),
  ),
});

const multipart = fc.array(
  fc.record({
    name: fc.constantFrom('file', 'files', 'avatar', 'report', 'note', 'title', 'unitNumber', 'x'),
    value: fc.oneof(
      anyText.map((text) => ({ text })),
      filePart.map((file) => ({ file })),
    ),
  }),
  { maxLength: 4 },
);

/** Multipart bodies as a broken client or an attacker writes them: cut off, mis-bounded, with garbage part headers. */
const rawMultipart = fc.record({
  contentType: fc.constantFrom(
    'multipart/form-data; boundary=fuzz',
    'multipart/form-data',
    'multipart/form-data; boundary=other',
    'multipart/form-data; boundary=',
  ),
  text: fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '--fuzz\r\n',
          '--fuzz--\r\n',
          '\r\n',
          '\r\n\r\n',
          'content-disposition: form-data; name="file"; filename="a.mp4"\r\n',
          'content-disposition: form-data; name="files"; filename="licence.pdf"\r\n',
          'content-disposition: form-data; name="note"\r\n',
          'content-type: application/pdf\r\n',
          '%PDF-1.7\n',
          '\u0000\u0000\u0000\u0018ftypmp42',
        ),
        anyText,
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
});

const body = (route: Route) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: brokenTemplate(route).map((value) => ({ kind: 'json' as const, text: JSON.stringify(value) })),
    },
    {
      weight: 2,
      arbitrary: anyValue.map((value) => ({ kind: 'json' as const, text: JSON.stringify(value) ?? 'null' })),
    },
    { weight: 1, arbitrary: rawJson.map((text) => ({ kind: 'json' as const, text })) },
    { weight: 2, arbitrary: multipart.map((parts) => ({ kind: 'multipart' as const, parts })) },
    { weight: 1, arbitrary: rawMultipart.map((raw) => ({ kind: 'raw-multipart' as const, ...raw })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );

const jsonContentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data',
  undefined,
);

/** Path parameters: boundary numbers, non-digits, encodings the router must decode, and a few real ids. */
const pathValue = () =>
  fc.oneof(
    { weight: 4, arbitrary: urlText },
    { weight: 2, arbitrary: anyNumber.map((n) => encode(String(n))) },
    { weight: 1, arbitrary: fc.constantFrom(...realIds, 'ad-media', 'news', 'avatar', 'moj-deals-rise-last-quarter') },
  );

type Auth = 'none' | 'member' | 'operator' | 'garbage';
/** Staff routes are fuzzed mostly as staff (every role), so their validation and handlers are reached, not only the 403. */
const staffRoute = (route: Route) => route.group === 'operator';

function requestFor(route: Route) {
  const params = route.path.match(/:[A-Za-z]+/g) ?? [];
  return fc.record({
    method: route.method === 'ALL' ? fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') : fc.constant(route.method),
    params: fc.array(pathValue(), { minLength: params.length, maxLength: params.length }),
    query: fc.option(brokenQuery(route.path), { nil: undefined, freq: 4 }),
    auth: staffRoute(route)
      ? fc.constantFrom<Auth>('none', 'member', 'operator', 'operator', 'garbage')
      : fc.constantFrom<Auth>('none', 'member', 'member', 'garbage'),
    locale: fc.constantFrom('ar', 'en', 'fr', undefined),
    body: body(route),
    contentType: jsonContentType,
  });
}

type FuzzRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

/** A path parameter that names something real, so the other parts of a request reach the handler. */
function realParam(route: Route, name: string): string {
  // The member's own ad, kept for the routes after DELETE /ads/:id, which gets an ad the member does not own.
  if (name === ':id' && route.path.startsWith('/api/v1/valuations/construction/')) return estimateId;
  if (name === ':id' && /check-charge|update-transaction|payment-status|local-gateway/.test(route.path))
    return 'chg_TS02A5720231433Qs1w0809820';
  // A well-formed estimate id (GET and the bodiless unlock): the other parts of the request reach the lookup.
  if (name === ':id' && route.path.startsWith('/api/v1/valuations/ive/')) return '00000000-0000-4000-8000-000000000000';
  if (name === ':id' && route.path.startsWith('/api/v1/operator/') && route.path.includes('/ads/')) return liveAdId;
  if (name === ':id') return route.path.startsWith('/api/v1/ads/') && route.method !== 'DELETE' ? realIds[1]! : '1';
  return (
    {
      ':mediaId': realIds[2]!,
      ':folder': 'ad-media',
      ':name': 'missing.webp',
      ':slug': 'missing-article',
      ':screen': 'subscriptions',
    }[name] ?? '1'
  );
}

/**
 * The boundary sweep, run as fast-check examples before the random requests: each boundary value in each path
 * parameter, in each key of the route's query template and in each field of its body template, one at a time.
 */
function validRequest(route: Route) {
  const names = route.path.match(/:[A-Za-z]+/g) ?? [];
  const method = route.method === 'ALL' ? 'POST' : route.method;
  const bodyTemplate = method === 'GET' ? undefined : templatesOf(route)[0]?.body;
  const queryTemplate = method === 'GET' ? queryTemplates.find((t) => t.path.test(route.path))?.query : undefined;
  const request: FuzzRequest = {
    method,
    params: names.map((name) => realParam(route, name)),
    query:
      queryTemplate &&
      Object.entries(queryTemplate)
        .map(([k, v]) => `${k}=${encode(v)}`)
        .join('&'),
    auth: staffRoute(route) ? 'operator' : 'member',
    locale: 'en',
    body: bodyTemplate ? { kind: 'json', text: JSON.stringify(bodyTemplate) } : { kind: 'none' },
    contentType: 'application/json',
  };
  return { names, bodyTemplate, queryTemplate, request };
}

function boundaryExamples(route: Route): FuzzRequest[] {
  const { names, bodyTemplate, queryTemplate, request: base } = validRequest(route);
  const examples: FuzzRequest[] = [];
  names.forEach((_, index) => {
    for (const value of boundaryUrlValues)
      examples.push({ ...base, params: base.params.map((p, i) => (i === index ? value : p)) });
  });
  for (const key of Object.keys(queryTemplate ?? {})) {
    for (const value of boundaryUrlValues) {
      const query = Object.entries(queryTemplate!)
        .map(([k, v]) => `${k}=${k === key ? value : encode(v)}`)
        .join('&');
      examples.push({ ...base, query });
    }
  }
  if (bodyTemplate) {
    for (const key of Object.keys(bodyTemplate)) {
      for (const value of boundaryJsonValues)
        examples.push({ ...base, body: { kind: 'json', text: JSON.stringify({ ...bodyTemplate, [key]: value }) } });
    }
  }
  // Signed out too: a public route must not behave differently, a private one must refuse in the same shape.
  return examples.flatMap((example, i) => (i % 8 === 0 ? [example, { ...example, auth: 'none' as const }] : [example]));
}

async function send(route: Route, req: FuzzRequest) {
  let i = 0;
  const path = route.path.replace(/:[A-Za-z]+/g, () => req.params[i++] ?? '');
  const url = req.query === undefined ? path : `${path}?${req.query}`;
  const headers = new Headers({ 'x-forwarded-for': freshIp() });
  if (req.locale) headers.set('x-localization', req.locale);
  if (req.auth === 'member') for (const [k, v] of Object.entries(bearer(member.token))) headers.set(k, v);
  if (req.auth === 'operator') for (const [k, v] of Object.entries(bearer(operator.token))) headers.set(k, v);
  if (req.auth === 'garbage') headers.set('authorization', 'Bearer not.a.token');
  let payload: BodyInit | undefined;
  if (req.method !== 'GET' && req.body.kind === 'json') {
    payload = req.body.text;
    if (req.contentType) headers.set('content-type', req.contentType);
  } else if (req.method !== 'GET' && req.body.kind === 'multipart') {
    const form = new FormData();
    for (const part of req.body.parts) {
      if ('text' in part.value) form.append(part.name, part.value.text);
      else
        form.append(
          part.name,
          new Blob([part.value.file.bytes], { type: part.value.file.type }),
          part.value.file.filename,
        );
    }
    payload = form;
  } else if (req.method !== 'GET' && req.body.kind === 'raw-multipart') {
    payload = req.body.text;
    headers.set('content-type', req.body.contentType);
  }
  return { url, res: await api.app.request(url, { method: req.method, headers, body: payload }) };
}

const catalogue = new Set(Object.keys(errorStatus));

async function checkAnswer(route: Route, req: FuzzRequest) {
  const { url, res } = await send(route, req);
  const text = await res.text();
  const where = `${req.method} ${url} (${route.method} ${route.path}) → ${res.status} ${text.slice(0, 300)}`;
  if (res.status >= 500) throw new Error(`server error: ${where}`);
  if (res.status < 400) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`4xx without a JSON body: ${where}`);
  }
  const { code, message, fieldErrors } = parsed as { code?: unknown; message?: unknown; fieldErrors?: unknown };
  if (typeof code !== 'string' || !catalogue.has(code)) throw new Error(`4xx without a catalogued code: ${where}`);
  if (typeof message !== 'string' || message === '') throw new Error(`4xx without a message: ${where}`);
  if (
    fieldErrors !== undefined &&
    !Object.values(fieldErrors as object).every(
      (list) => Array.isArray(list) && list.every((m) => typeof m === 'string'),
    )
  ) {
    throw new Error(`fieldErrors not a map of message lists: ${where}`);
  }
}

beforeAll(async () => {
  api = await testApp();
  // The readiness routes answer 503 without job workers (server/operations/health.ts); none is needed to fuzz them.
  await startJobWorkers([]);
  // Configured sign-in providers (with keys no token matches), so the callbacks validate instead of answering 503.
  const { publicKey } = await generateKeyPair('RS256');
  const keys = createLocalJWKSet({
    keys: [{ ...(await exportJWK(publicKey)), kid: 'fuzz', alg: 'RS256', use: 'sig' }],
  });
  installIdentityVerifier(
    createIdTokenVerifier({
      provider: 'google',
      issuers: ['https://accounts.google.com'],
      audience: 'fuzz.apps.googleusercontent.com',
      keys,
    }),
  );
  installIdentityVerifier(
    createIdTokenVerifier({
      provider: 'apple',
      issuers: ['https://appleid.apple.com'],
      audience: 'kw.manzil.fuzz',
      keys,
    }),
  );
  member = await registerByPhone(api);
  operator = await registerByPhone(api);
  // Every staff role, so each desk's validation and handlers are reached, not only its 403.
  for (const role of memberRoles) await grantRole(operator.id, role);
  // A live ad for the staff routes (pick it, take it down, its reports), so their valid requests pass validation.
  const staffAd = await api.request('/api/v1/ads', { method: 'POST', headers: bearer(operator.token), json: validAd });
  liveAdId = String(((await staffAd.json()) as { data: { id: number } }).data.id);
  await api.request(`/api/v1/ads/${liveAdId}/publish`, { method: 'POST', headers: bearer(operator.token) });
  const ad = await api.request('/api/v1/ads', { method: 'POST', headers: bearer(member.token), json: validAd });
  const adId = ((await ad.json()) as { data: { id: number } }).data.id;
  const form = new FormData();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c9a97c' } })
    .jpeg()
    .toBuffer();
  form.append('file', new File([new Uint8Array(photo)], 'photo.jpg', { type: 'image/jpeg' }));
  const media = await api.request(`/api/v1/ads/${adId}/media`, {
    method: 'POST',
    headers: bearer(member.token),
    body: form,
  });
  const mediaId = ((await media.json()) as { data: { id: number } }).data.id;
  realIds.push('1', String(adId), String(mediaId));
  const estimate = await api.request('/api/v1/valuations/construction', {
    method: 'POST',
    json: templates.find((t) => t.path.test('/api/v1/valuations/construction'))!.body,
  });
  estimateId = ((await estimate.json()) as { data: { id: string } }).data.id;
  realIds.push(estimateId);
  for (const template of templates) if ('mediaIds' in template.body) template.body.mediaIds = [mediaId];
  const office = await registerByPhone(api, {
    accountType: 2,
    isOwner: true,
    companyName: 'Fuzz Realty',
    registrationNumber: 'R-1',
  });
  for (const template of templates) if ('companyId' in template.body) template.body.companyId = office.id;
  // The appraisal request's documents are the member's own uploads (one request uses them; later ones are refused).
  const scans = new FormData();
  for (let i = 0; i < 4; i += 1)
    scans.append('files', new File([new Uint8Array(photo)], `scan${i}.jpg`, { type: 'image/jpeg' }));
  const uploaded = await api.request('/api/v1/appraisal-requests/uploads?slot=ownership', {
    method: 'POST',
    headers: bearer(member.token),
    body: scans,
  });
  const [deed, idFront, idBack, view] = ((await uploaded.json()) as { data: Array<{ id: number }> }).data.map(
    (u) => u.id,
  );
  for (const template of templates)
    if ('documents' in template.body)
      template.body.documents = { ownership: [deed], civilId: [idFront, idBack], propertyImages: [view], other: [] };
});

afterAll(() => stopJobQueue());

describe('API fuzz: no 5xx, every 4xx in the error shape', () => {
  it('reads a route table that covers every router', () => {
    expect(groups).toEqual(
      expect.arrayContaining([
        'common',
        'auth',
        'files',
        'members',
        'ads',
        'deals',
        'auctions',
        'news',
        'notifications',
        'valuations',
        'finance',
        'finance-requests',
        'appraisal-requests',
        'appraiser',
        'saved-searches',
        'subscriptions',
        'banners',
        'client-errors',
        'dev',
        'docs',
      ]),
    );
  });

  it('sweeps from valid requests: each template passes validation, so one broken field is the only thing refused', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      const { bodyTemplate, queryTemplate, request } = validRequest(route);
      if (!bodyTemplate && !queryTemplate) continue;
      const { url, res } = await send(route, request);
      const answer = res.status === 400 ? ((await res.json()) as { code: string; fieldErrors?: object }) : undefined;
      if (answer?.code === 'VALIDATION_FAILED')
        refused.push(`${request.method} ${url} ${JSON.stringify(answer.fieldErrors)}`);
    }
    expect(refused).toEqual([]);
  });

  for (const group of groups) {
    const inGroup = routes.filter((r) => r.group === group);
    const runsPerRoute = Math.max(MIN_REQUESTS_PER_ROUTE, Math.ceil(REQUESTS_PER_GROUP / inGroup.length));

    it(
      `${group}: ${inGroup.length} routes, the boundary sweep and ${runsPerRoute} random requests each`,
      { timeout: 120_000 },
      async () => {
        let sent = 0;
        for (const route of inGroup) {
          const seed = seedFor(`${route.method} ${route.path}`);
          const property = fc.asyncProperty(requestFor(route), async (req) => {
            sent += 1;
            await checkAnswer(route, req);
          });
          const examples = boundaryExamples(route).map((req) => [req] as [FuzzRequest]);
          try {
            await fc.assert(property, { seed, numRuns: runsPerRoute + examples.length, examples });
          } catch (error) {
            throw new Error(
              `${(error as Error).message}\nreproduce: FUZZ_SEED=${fuzzSeed} npx vitest run server/api-fuzz.test.ts -t "${group}"`,
              { cause: error },
            );
          }
        }
        expect(sent).toBeGreaterThanOrEqual(REQUESTS_PER_GROUP);
      },
    );
  }
});

describe('attack round (issue 33): floods end in 429, a fee is charged once', () => {
  /** Answers in order; none a 5xx, every refusal in the error shape. */
  async function burst(times: number, call: (n: number) => Response | Promise<Response>): Promise<number[]> {
    const statuses: number[] = [];
    for (let n = 0; n < times; n += 1) {
      const res = await call(n);
      expect(res.status).toBeLessThan(500);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
      } else await res.body?.cancel();
      statuses.push(res.status);
    }
    return statuses;
  }

  it('newsletter sign-ups, finance requests and office joins stop at their configured limits', async () => {
    const cfg = config();
    const ip = freshIp();
    const signUps = await burst(cfg.NEWSLETTER_SIGNUPS_PER_IP_HOUR + 3, (n) =>
      api.app.request('/api/v1/common/newsletter-subscribers', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: `flood${n}@example.com` }),
      }),
    );
    expect(signUps.filter((s) => s === 201)).toHaveLength(cfg.NEWSLETTER_SIGNUPS_PER_IP_HOUR);
    expect(signUps.slice(cfg.NEWSLETTER_SIGNUPS_PER_IP_HOUR).every((s) => s === 429)).toBe(true);

    const filer = await registerByPhone(api);
    const finance = templates.find((t) => t.path.test('/api/v1/finance-requests') && t.method === 'POST')!.body;
    const requests = await burst(cfg.FINANCE_REQUESTS_PER_MEMBER_DAY + 3, () =>
      api.request('/api/v1/finance-requests', {
        method: 'POST',
        headers: bearer(filer.token),
        json: { ...finance, phone: filer.phone, otp: undefined },
      }),
    );
    expect(requests.filter((s) => s === 201)).toHaveLength(cfg.FINANCE_REQUESTS_PER_MEMBER_DAY);
    expect(requests.at(-1)).toBe(429);

    // Every request names another office, so each one that passed would notify an office.
    const offices: Array<Awaited<ReturnType<typeof registerByPhone>>> = [];
    for (let n = 0; n < cfg.OFFICE_JOIN_REQUESTS_PER_MEMBER_DAY + 2; n += 1)
      offices.push(
        await registerByPhone(api, {
          accountType: 2,
          isOwner: true,
          companyName: `Flood Realty ${n}`,
          registrationNumber: `R-F${n}`,
        }),
      );
    const switching = await registerByPhone(api);
    await burst(offices.length, (n) =>
      api.request('/api/v1/auth/users/update-third-party-user-info', {
        method: 'POST',
        headers: bearer(switching.token),
        json: {
          ...account,
          email: `switch-${switching.id}@example.com`,
          accountType: 2,
          isOwner: false,
          companyId: offices[n]!.id,
        },
      }),
    );
    const notified = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          inArray(
            notifications.memberId,
            offices.map((o) => o.id),
          ),
          eq(notifications.kind, 'marketeer-event'),
        ),
      );
    expect(notified.length).toBeLessThanOrEqual(cfg.OFFICE_JOIN_REQUESTS_PER_MEMBER_DAY);
  });

  it('parallel payments of one appraisal fee open one charge; the rest are 409 in the error shape', async () => {
    const scans = new FormData();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a97c' } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 4; i += 1)
      scans.append('files', new File([new Uint8Array(photo)], `scan${i}.jpg`, { type: 'image/jpeg' }));
    const applicant = await registerByPhone(api);
    const uploaded = await api.request('/api/v1/appraisal-requests/uploads?slot=ownership', {
      method: 'POST',
      headers: bearer(applicant.token),
      body: scans,
    });
    const [a, b, c, d] = ((await uploaded.json()) as { data: Array<{ id: number }> }).data.map((u) => u.id);
    const body = templates.find((t) => t.path.test('/api/v1/appraisal-requests') && t.method === 'POST')!.body;
    const created = await api.request('/api/v1/appraisal-requests', {
      method: 'POST',
      headers: bearer(applicant.token),
      json: { ...body, documents: { ownership: [a], civilId: [b, c], propertyImages: [d], other: [] } },
    });
    const requestId = ((await created.json()) as { data: { id: number } }).data.id;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        api.request(`/api/v1/appraisal-requests/${requestId}/pay`, {
          method: 'POST',
          headers: bearer(applicant.token),
          json: { paymentMethod: n % 2 ? 'card' : 'knet' },
        }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 201))
      expect(await res.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS', message: expect.any(String) });
  });
});

/**
 * The attack round of issue 33, replayed over the route table: a new route that writes a contact it is given, or that
 * answers a registered phone or e-mail differently, fails here.
 */
describe('attack round: a stolen session cannot take an account over, and nothing tells who is registered', () => {
  const contactsOf = async (token: string) => {
    const { data } = (await (await api.request('/api/v1/members/myAccount', { headers: bearer(token) })).json()) as {
      data: Record<string, unknown>;
    };
    return { phone: data.phone, email: data.email, memberType: data.memberType, brokerType: data.brokerType };
  };

  it('no route but the code-checked profile writes a phone, an e-mail or an office status it is given', async () => {
    const victim = await registerByPhone(api);
    const before = await contactsOf(victim.token);
    const takeover = {
      phone: freshPhone(),
      email: `attacker-${victim.id}@example.com`,
      accountType: 2,
      isOwner: true,
      companyName: 'Attacker Realty',
      registrationNumber: 'X-1',
      documentIds: [1],
    };
    for (const route of routes.filter((r) => r.method !== 'GET' && r.group !== 'dev' && !r.path.endsWith('/logout'))) {
      let i = 0;
      const { request, bodyTemplate } = validRequest(route);
      const path = route.path.replace(/:[A-Za-z]+/g, () => request.params[i++] ?? '');
      const headers = { ...bearer(victim.token), 'x-forwarded-for': freshIp(), 'content-type': 'application/json' };
      const res = await api.app.request(path, {
        method: request.method,
        headers,
        body: JSON.stringify({ ...bodyTemplate, ...takeover }),
      });
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
    expect(await contactsOf(victim.token)).toEqual(before);
  });

  it('every identity route answers a registered and an unregistered phone or e-mail alike, the prober holding its own valid code', async () => {
    const known = await registerByPhone(api);
    const codeFor = async (channel: 'phone' | 'email', target: string) => {
      await api.request(`/api/v1/auth/users/${channel === 'phone' ? 'sendOTP' : 'sendEmailOTP'}`, {
        method: 'POST',
        json: { [channel]: target },
        headers: { 'x-forwarded-for': freshIp() },
      });
      return latestCode(target);
    };
    const post = (path: string, json: unknown, token?: string) =>
      api.request(path, {
        method: 'POST',
        json,
        headers: { 'x-forwarded-for': freshIp(), ...(token ? bearer(token) : {}) },
      });
    const person = { firstName: 'مريم', lastName: 'العتيبي' };
    const probes: Record<string, (other: { phone: string; email: string }) => Promise<Response>> = {
      register: async ({ email }) => {
        const phone = freshPhone();
        return post('/api/v1/auth/users/register', {
          ...person,
          accountType: 1,
          phone,
          email,
          otp: await codeFor('phone', phone),
        });
      },
      'email-register': async ({ phone }) => {
        const email = `prober-${freshPhone()}@example.com`;
        return post('/api/v1/auth/users/email-register', {
          ...person,
          accountType: 1,
          phone,
          email,
          otp: await codeFor('email', email),
        });
      },
      'update-third-party-user-info': async ({ email }) =>
        post('/api/v1/auth/users/update-third-party-user-info', { ...person, accountType: 1, email }, member.token),
      'profile e-mail, minutes after a sign-in': async ({ email }) =>
        post('/api/v1/members', { ...person, email, otp: '123456' }, (await registerByPhone(api)).token),
      'profile phone, minutes after a sign-in': async ({ phone }) =>
        post('/api/v1/members', { ...person, phone, otp: '123456' }, (await registerByPhone(api)).token),
    };
    const shape = async (res: Response) => {
      const body = (await res.json()) as { code?: string; fieldErrors?: object; data?: Record<string, unknown> };
      return {
        status: res.status,
        code: body.code,
        fieldErrors: body.fieldErrors,
        data: body.data && Object.fromEntries(Object.entries(body.data).map(([k, v]) => [k, typeof v])),
      };
    };
    for (const [name, probe] of Object.entries(probes)) {
      const taken = await shape(await probe({ phone: known.phone, email: known.email }));
      const free = await shape(await probe({ phone: freshPhone(), email: `free-${freshPhone()}@example.com` }));
      expect(taken, name).toEqual(free);
    }
  });
});
