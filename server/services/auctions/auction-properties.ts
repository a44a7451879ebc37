import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import {
  AUCTION_PAGE_SIZE,
  type AuctionProperty,
  type AuctionPropertyCard,
  type AuctionPropertyDetail,
  type AuctionPropertyListQuery,
  type AuctionPropertyPage,
} from '../../../lib/schemas/auctions';
import { db } from '../../db/client';
import { auctionOrganizers, auctionProperties, auctions } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import { auctionTab } from './auction-tabs';

const OTHER_AUCTIONS_LIMIT = 10;

export const propertyFileUrl = (id: number) => `/api/v1/auctions/properties/${id}/file`;

const propertyColumns = {
  id: auctionProperties.id,
  auctionId: auctionProperties.auctionId,
  area: { id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn },
  propertyKind: auctionProperties.propertyKind,
  addressAr: auctionProperties.addressAr,
  addressEn: auctionProperties.addressEn,
  paciNumber: auctionProperties.paciNumber,
  plotNumber: auctionProperties.plotNumber,
  sizeSqm: auctionProperties.sizeSqm,
  conditionAr: auctionProperties.conditionAr,
  conditionEn: auctionProperties.conditionEn,
  startingPriceFils: auctionProperties.startingPriceFils,
  increaseFils: auctionProperties.increaseFils,
  finalPriceFils: auctionProperties.finalPriceFils,
  status: auctionProperties.status,
  fileKey: auctionProperties.fileKey,
  latitude: auctionProperties.latitude,
  longitude: auctionProperties.longitude,
};

function toProperty({
  fileKey,
  ...row
}: Omit<AuctionProperty, 'fileUrl'> & { fileKey: string | null }): AuctionProperty {
  return { ...row, fileUrl: fileKey ? propertyFileUrl(row.id) : null };
}

/** The properties of one session, in the organizer's order. */
export async function propertiesOfAuction(auctionId: number): Promise<AuctionProperty[]> {
  const rows = await db()
    .select(propertyColumns)
    .from(auctionProperties)
    .innerJoin(areas, eq(areas.id, auctionProperties.areaId))
    .where(eq(auctionProperties.auctionId, auctionId))
    .orderBy(asc(auctionProperties.sort), asc(auctionProperties.id));
  return rows.map(toProperty);
}

function selectPropertyCards() {
  return db()
    .select({
      ...propertyColumns,
      auction: {
        id: auctions.id,
        titleAr: auctions.titleAr,
        titleEn: auctions.titleEn,
        startsAt: auctions.startsAt,
        status: auctions.status,
      },
      organizer: { id: auctionOrganizers.id, nameAr: auctionOrganizers.nameAr, nameEn: auctionOrganizers.nameEn },
    })
    .from(auctionProperties)
    .innerJoin(areas, eq(areas.id, auctionProperties.areaId))
    .innerJoin(auctions, eq(auctions.id, auctionProperties.auctionId))
    .innerJoin(auctionOrganizers, eq(auctionOrganizers.id, auctions.organizerId));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectPropertyCards>['execute']>>[number];

function toPropertyCard({ auction, organizer, ...row }: CardRow): AuctionPropertyCard {
  return { ...toProperty(row), auction: { ...auction, startsAt: auction.startsAt.toISOString(), organizer } };
}

/** Properties offered in the sessions of a tab, by area and kind. */
export async function listAuctionProperties(
  query: AuctionPropertyListQuery,
  now = new Date(),
): Promise<AuctionPropertyPage> {
  const currentPage = query.page ?? 1;
  const pageSize = AUCTION_PAGE_SIZE;
  const tab = auctionTab(query.tab ?? 'upcoming', now);
  const conditions: SQL[] = [tab.where];
  if (query.areaId !== undefined) conditions.push(eq(auctionProperties.areaId, query.areaId));
  if (query.kind) conditions.push(eq(auctionProperties.propertyKind, query.kind));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectPropertyCards()
      .where(where)
      .orderBy(tab.order, asc(auctionProperties.sort), desc(auctionProperties.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db()
      .select({ value: count() })
      .from(auctionProperties)
      .innerJoin(auctions, eq(auctions.id, auctionProperties.auctionId))
      .where(where),
  ]);
  return { data: rows.map(toPropertyCard), totalItems: total?.value ?? 0, currentPage, pageSize };
}

/** One property with its session, and the other sessions the same property (same PACI number) was offered in. */
export async function findAuctionProperty(id: number): Promise<AuctionPropertyDetail | undefined> {
  const [row] = await selectPropertyCards().where(eq(auctionProperties.id, id));
  if (!row) return undefined;
  const others = await selectPropertyCards()
    .where(and(eq(auctionProperties.paciNumber, row.paciNumber), ne(auctionProperties.id, id)))
    .orderBy(desc(auctions.startsAt))
    .limit(OTHER_AUCTIONS_LIMIT);
  return { ...toPropertyCard(row), otherAuctions: others.map(toPropertyCard) };
}

/** The storage key of a property's published file. */
export async function propertyFileKey(id: number): Promise<string | undefined> {
  const [row] = await db()
    .select({ key: auctionProperties.fileKey })
    .from(auctionProperties)
    .where(eq(auctionProperties.id, id));
  return row?.key ?? undefined;
}
