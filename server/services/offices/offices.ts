import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adStatus, licenceState, type LicenceStatus } from '@/lib/constants';
import { memberName } from '@/lib/member-name';
import type { AdPage } from '@/lib/schemas/ads';
import {
  OFFICE_PAGE_SIZE,
  type MarketeerRow,
  type MarketeersQuery,
  type OfficeCard,
  type OfficeFacts,
  type OfficeListQuery,
  type OfficeProfile,
  type OfficeSort,
  type BrokerProfile,
} from '@/lib/schemas/offices';
import { db } from '../../db/client';
import { accountTypes, members } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { officeAreas, officeSectors } from '../../db/schema/offices';
import { areas, sectors } from '../../db/schema/reference';
import { escapeLike } from '../../lib/like-pattern';
import { storage } from '../../providers/storage/registry';
import { isLive, selectCards, specialFirst, toCard } from '../ads/ad-cards';

/** An office is a licensed broker's account (spec §5: the member page exists only for offices). */
export const isOffice = and(
  eq(members.accountType, accountTypes.office),
  eq(members.brokerType, 'licensed'),
  isNull(members.deletedAt),
)!;

/** An office the public sees: listed, with a page and a phone to reveal; not one whose account is suspended. */
const isPublicOffice = and(isOffice, isNull(members.suspendedAt))!;

/** The members whose ads are an office's: the office itself and its accepted marketeers. */
export function teamIds(officeId: SQL | number): SQL {
  return sql`(select team.id from members team where team.deleted_at is null and (team.id = ${officeId} or (team.office_id = ${officeId} and team.office_status = 'accepted')))`;
}

const activeAdsOf = (officeId: SQL | number, now: Date) =>
  sql<number>`(select count(*)::int from ${ads} where ${ads.ownerId} in ${teamIds(officeId)} and ${isLive(now)})`;

const officeName = sql<string>`coalesce(nullif(${members.companyName}, ''), ${members.firstName} || ' ' || ${members.lastName})`;
const publicUrl = (key: string | null) => (key ? storage().publicUrl(key) : null);

function cardColumns(now: Date) {
  return {
    id: members.id,
    name: officeName,
    avatarKey: members.avatarKey,
    licenceStatus: members.licenceStatus,
    createdAt: members.createdAt,
    activeAds: activeAdsOf(sql`${members.id}`, now),
  };
}

type CardRow = {
  id: number;
  name: string;
  avatarKey: string | null;
  licenceStatus: LicenceStatus | null;
  createdAt: Date;
  activeAds: number;
};

async function areasOf(ids: number[]) {
  if (ids.length === 0) return new Map<number, OfficeCard['areas']>();
  const rows = await db()
    .select({ memberId: officeAreas.memberId, id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn })
    .from(officeAreas)
    .innerJoin(areas, eq(areas.id, officeAreas.areaId))
    .where(inArray(officeAreas.memberId, ids))
    .orderBy(areas.sort, areas.id);
  const byMember = new Map<number, OfficeCard['areas']>();
  for (const { memberId, ...area } of rows) byMember.set(memberId, [...(byMember.get(memberId) ?? []), area]);
  return byMember;
}

async function toCards(rows: CardRow[]): Promise<OfficeCard[]> {
  const byMember = await areasOf(rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: publicUrl(row.avatarKey),
    licenceVerified: row.licenceStatus === 'verified',
    licence: licenceState(row.licenceStatus),
    areas: byMember.get(row.id) ?? [],
    activeAds: Number(row.activeAds),
    joinedAt: row.createdAt.toISOString(),
  }));
}

function officeOrder(sort: OfficeSort, now: Date): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(members.createdAt), asc(members.id)];
    case 'most-ads':
      return [sql`${activeAdsOf(sql`${members.id}`, now)} desc`, desc(members.id)];
    case 'name':
      return [sql`${officeName} asc`, asc(members.id)];
    default:
      return [desc(members.createdAt), desc(members.id)];
  }
}

function officeFilters(query: OfficeListQuery): SQL {
  const conditions: SQL[] = [isPublicOffice];
  if (query.q) conditions.push(sql`${officeName} ilike ${`%${escapeLike(query.q)}%`}`);
  if (query.areaId !== undefined)
    conditions.push(
      sql`exists (select 1 from ${officeAreas} where ${officeAreas.memberId} = ${members.id} and ${officeAreas.areaId} = ${query.areaId})`,
    );
  if (query.governorateId !== undefined)
    conditions.push(
      sql`exists (select 1 from ${officeAreas} join ${areas} on ${areas.id} = ${officeAreas.areaId} where ${officeAreas.memberId} = ${members.id} and ${areas.governorateId} = ${query.governorateId})`,
    );
  if (query.sectorId !== undefined)
    conditions.push(
      sql`exists (select 1 from ${officeSectors} where ${officeSectors.memberId} = ${members.id} and ${officeSectors.sectorId} = ${query.sectorId})`,
    );
  return and(...conditions)!;
}

export type OfficePage = { data: OfficeCard[]; totalItems: number; currentPage: number; pageSize: number };

/** `/offices` (spec §2): licensed offices by name, governorate, area and specialization, 10 a page. */
export async function listOfficePage(query: OfficeListQuery, now = new Date()): Promise<OfficePage> {
  const currentPage = query.page ?? 1;
  const where = officeFilters(query);
  const [rows, [total]] = await Promise.all([
    db()
      .select(cardColumns(now))
      .from(members)
      .where(where)
      .orderBy(...officeOrder(query.sort ?? 'newest', now))
      .limit(OFFICE_PAGE_SIZE)
      .offset((currentPage - 1) * OFFICE_PAGE_SIZE),
    db().select({ value: count() }).from(members).where(where),
  ]);
  return { data: await toCards(rows), totalItems: total?.value ?? 0, currentPage, pageSize: OFFICE_PAGE_SIZE };
}

/** Spec §7 GET /common/similar-offices?areaId&page: offices working in the same area, verified ones first. */
export async function similarOffices(
  query: { areaId?: number; page?: number; exceptId?: number },
  now = new Date(),
): Promise<OfficePage> {
  const currentPage = query.page ?? 1;
  const conditions: SQL[] = [isPublicOffice];
  if (query.areaId !== undefined)
    conditions.push(
      sql`exists (select 1 from ${officeAreas} where ${officeAreas.memberId} = ${members.id} and ${officeAreas.areaId} = ${query.areaId})`,
    );
  if (query.exceptId !== undefined) conditions.push(sql`${members.id} <> ${query.exceptId}`);
  const where = and(...conditions)!;
  const [rows, [total]] = await Promise.all([
    db()
      .select(cardColumns(now))
      .from(members)
      .where(where)
      .orderBy(
        sql`(${members.licenceStatus} = 'verified') desc`,
        sql`${activeAdsOf(sql`${members.id}`, now)} desc`,
        desc(members.id),
      )
      .limit(OFFICE_PAGE_SIZE)
      .offset((currentPage - 1) * OFFICE_PAGE_SIZE),
    db().select({ value: count() }).from(members).where(where),
  ]);
  return { data: await toCards(rows), totalItems: total?.value ?? 0, currentPage, pageSize: OFFICE_PAGE_SIZE };
}

/** Spec §7 GET /members/{id}: an office's public profile; undefined for anyone who is not an office. */
export async function officeProfile(id: number, now = new Date()): Promise<OfficeProfile | undefined> {
  const [row] = await db()
    .select({
      ...cardColumns(now),
      registrationNumber: members.registrationNumber,
      about: members.about,
      contactPhone: members.contactPhone,
      phone: members.phone,
      website: members.website,
      instagram: members.instagram,
      facebook: members.facebook,
      twitter: members.twitter,
      whatsapp: members.whatsapp,
      stampKey: members.stampKey,
      opensAt: members.opensAt,
      closesAt: members.closesAt,
    })
    .from(members)
    .where(and(eq(members.id, id), isPublicOffice));
  if (!row) return undefined;
  const [[card], specializations] = await Promise.all([
    toCards([row]),
    db()
      .select({ id: sectors.id, nameAr: sectors.nameAr, nameEn: sectors.nameEn })
      .from(officeSectors)
      .innerJoin(sectors, eq(sectors.id, officeSectors.sectorId))
      .where(eq(officeSectors.memberId, id))
      .orderBy(sectors.sort),
  ]);
  return {
    ...card!,
    registrationNumber: row.registrationNumber,
    about: row.about,
    hasPhone: Boolean(row.contactPhone ?? row.phone),
    website: row.website,
    instagram: row.instagram,
    facebook: row.facebook,
    twitter: row.twitter,
    whatsapp: row.whatsapp,
    stamp: publicUrl(row.stampKey),
    sectors: specializations,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
  };
}

/** Spec §7 GET /members/fact/{id}. */
export async function officeFacts(id: number, now = new Date()): Promise<OfficeFacts | undefined> {
  const [row] = await db()
    .select({
      createdAt: members.createdAt,
      phoneReveals: members.phoneRevealsCount,
      activeAds: activeAdsOf(id, now),
      totalAds: sql<number>`(select count(*)::int from ${ads} where ${ads.ownerId} in ${teamIds(id)} and ${ads.status} <> ${adStatus.rejected})`,
      marketeers: sql<number>`(select count(*)::int from members team where team.office_id = ${id} and team.office_status = 'accepted' and team.deleted_at is null)`,
    })
    .from(members)
    .where(and(eq(members.id, id), isPublicOffice));
  if (!row) return undefined;
  return {
    totalAds: Number(row.totalAds),
    activeAds: Number(row.activeAds),
    marketeers: Number(row.marketeers),
    joinedAt: row.createdAt.toISOString(),
    phoneReveals: row.phoneReveals,
  };
}

/** An office's live ads and its accepted marketeers' (spec §7 GET /members/ads/{id}, POST /members/active-ads/{id}), 10 a page. */
export async function officeAds(
  ownerIds: SQL,
  options: { page?: number; dealTypeId?: number; areaId?: number },
  now = new Date(),
): Promise<AdPage> {
  const currentPage = options.page ?? 1;
  const conditions: SQL[] = [isLive(now), sql`${ads.ownerId} in ${ownerIds}`];
  if (options.dealTypeId !== undefined) conditions.push(eq(ads.dealTypeId, options.dealTypeId));
  if (options.areaId !== undefined) conditions.push(eq(ads.areaId, options.areaId));
  const where = and(...conditions)!;
  const [rows, [total]] = await Promise.all([
    selectCards(now)
      .where(where)
      .orderBy(specialFirst, sql`${ads.publishedAt} desc nulls last`, desc(ads.id))
      .limit(OFFICE_PAGE_SIZE)
      .offset((currentPage - 1) * OFFICE_PAGE_SIZE),
    db().select({ value: count() }).from(ads).where(where),
  ]);
  return { data: rows.map(toCard), totalItems: total?.value ?? 0, currentPage, pageSize: OFFICE_PAGE_SIZE };
}

export const officeTeam = (officeId: number) => teamIds(officeId);
export const ownAds = (memberId: number) => sql`(${memberId})`;

/**
 * Spec §7 GET /members/marketeers/{id}?sort: the office's marketeers. Everybody sees the accepted ones; the office
 * itself also sees pending requests and their phone numbers.
 */
export async function officeMarketeers(
  officeId: number,
  query: MarketeersQuery,
  viewerIsOffice: boolean,
  now = new Date(),
): Promise<MarketeerRow[]> {
  const conditions: SQL[] = [
    eq(members.officeId, officeId),
    eq(members.brokerType, 'marketeer'),
    isNull(members.deletedAt),
  ];
  const status = viewerIsOffice ? (query.status ?? 'all') : 'accepted';
  if (status !== 'all') conditions.push(eq(members.officeStatus, status));
  if (query.q)
    conditions.push(sql`(${members.firstName} || ' ' || ${members.lastName}) ilike ${`%${escapeLike(query.q)}%`}`);
  const liveAds = sql<number>`(select count(*)::int from ${ads} where ${ads.ownerId} = ${members.id} and ${isLive(now)})`;
  const order: Record<OfficeSort, SQL[]> = {
    newest: [desc(members.createdAt), desc(members.id)],
    oldest: [asc(members.createdAt), asc(members.id)],
    'most-ads': [sql`${liveAds} desc`, desc(members.id)],
    name: [asc(members.firstName), asc(members.lastName), asc(members.id)],
  };
  const rows = await db()
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      avatarKey: members.avatarKey,
      officeStatus: members.officeStatus,
      createdAt: members.createdAt,
      phone: members.phone,
      activeAds: liveAds,
    })
    .from(members)
    .where(and(...conditions))
    // Pending requests first for the office: they wait for an answer.
    .orderBy(
      ...(viewerIsOffice ? [sql`(${members.officeStatus} = 'pending') desc`] : []),
      ...order[query.sort ?? 'newest'],
    )
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    name: memberName(row),
    avatar: publicUrl(row.avatarKey),
    status: row.officeStatus === 'accepted' ? 'accepted' : 'pending',
    joinedAt: row.createdAt.toISOString(),
    activeAds: Number(row.activeAds),
    ...(viewerIsOffice && { phone: row.phone }),
  }));
}

/** Reveals an office's contact number and counts it (the ad page does the same for ads). */
export async function revealOfficePhone(id: number): Promise<{ phone: string | null } | undefined> {
  const [row] = await db()
    .update(members)
    .set({ phoneRevealsCount: sql`${members.phoneRevealsCount} + 1` })
    .where(and(eq(members.id, id), isPublicOffice))
    .returning({ contactPhone: members.contactPhone, phone: members.phone });
  return row ? { phone: row.contactPhone ?? row.phone } : undefined;
}

/** Ids of offices for the sitemap. */
export async function sitemapOffices(): Promise<{ id: number; updatedAt: Date }[]> {
  return db()
    .select({ id: members.id, updatedAt: members.updatedAt })
    .from(members)
    .where(isPublicOffice)
    .orderBy(members.id)
    .limit(5000);
}

/** `/broker-profile/{id}`: a licensed broker or a marketeer; a marketeer's office shows only once it accepted them. */
export async function brokerProfile(id: number): Promise<BrokerProfile | undefined> {
  const office = alias(members, 'office');
  const [row] = await db()
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      avatarKey: members.avatarKey,
      brokerType: members.brokerType,
      licenceStatus: members.licenceStatus,
      createdAt: members.createdAt,
      officeStatus: members.officeStatus,
      officeId: office.id,
      officeCompany: office.companyName,
      officeLicence: office.licenceStatus,
    })
    .from(members)
    .leftJoin(office, and(eq(office.id, members.officeId), isNull(office.deletedAt)))
    .where(
      and(
        eq(members.id, id),
        eq(members.accountType, accountTypes.office),
        isNull(members.deletedAt),
        isNull(members.suspendedAt),
      ),
    );
  if (!row?.brokerType) return undefined;
  const worksFor = row.brokerType === 'marketeer' && row.officeStatus === 'accepted' && row.officeId !== null;
  return {
    id: row.id,
    name: memberName(row),
    avatar: publicUrl(row.avatarKey),
    brokerType: row.brokerType,
    licence: licenceState(row.licenceStatus),
    joinedAt: row.createdAt.toISOString(),
    office: worksFor
      ? {
          id: row.officeId!,
          name: row.officeCompany ?? '',
          licenceVerified: row.officeLicence === 'verified',
          licence: licenceState(row.officeLicence),
        }
      : null,
  };
}

/** The ads the "broker ads" filter keeps: placed by a licensed office or by a marketeer an office accepted. */
export function brokerOwnedAds(): SQL {
  return sql`${ads.ownerId} in (select team.id from members team where team.account_type = ${accountTypes.office} and team.deleted_at is null and (team.broker_type = 'licensed' or (team.broker_type = 'marketeer' and team.office_status = 'accepted')))`;
}
