import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  auctionStatusMoves,
  minimumRaiseFils,
  priceIncrease,
  type AuctionDeskDetail,
  type AuctionDeskProperty,
  type AuctionDeskSession,
  type AuctionPropertyInput,
  type AuctionResultInput,
  type AuctionSessionInput,
  type AuctionSessionUpdate,
} from '@/lib/schemas/auction-desk';
import { db, type Executor } from '../../db/client';
import { auctionOrganizers, auctionProperties, auctions } from '../../db/schema/market';
import { areas } from '../../db/schema/reference';
import { ApiError } from '../../lib/errors';
import { recordAudit } from '../staff/audit-log';

const DESK_LIST_LIMIT = 300;

const kuwaitInstant = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

const sessionColumns = {
  id: auctions.id,
  organizer: { id: auctionOrganizers.id, nameAr: auctionOrganizers.nameAr, nameEn: auctionOrganizers.nameEn },
  titleAr: auctions.titleAr,
  titleEn: auctions.titleEn,
  startsAt: auctions.startsAt,
  venueAr: auctions.venueAr,
  venueEn: auctions.venueEn,
  status: auctions.status,
  propertiesCount: sql<number>`(select count(*)::int from ${auctionProperties} p where p.auction_id = ${auctions.id})`,
  resultsCount: sql<number>`(select count(*)::int from ${auctionProperties} p where p.auction_id = ${auctions.id} and p.status <> 'offered')`,
};

function selectSessions() {
  return db()
    .select(sessionColumns)
    .from(auctions)
    .innerJoin(auctionOrganizers, eq(auctionOrganizers.id, auctions.organizerId));
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof selectSessions>['execute']>>[number];
const toSession = ({ startsAt, ...row }: SessionRow): AuctionDeskSession => ({
  ...row,
  startsAt: startsAt.toISOString(),
});

/** Open sessions (scheduled, postponed) first, the soonest first; then completed and cancelled ones, the latest first. */
export async function listDeskSessions(): Promise<AuctionDeskSession[]> {
  const open = sql`${auctions.status} in ('scheduled', 'postponed')`;
  const rows = await selectSessions()
    .orderBy(
      desc(open),
      sql`case when ${open} then ${auctions.startsAt} end asc`,
      desc(auctions.startsAt),
      desc(auctions.id),
    )
    .limit(DESK_LIST_LIMIT);
  return rows.map(toSession);
}

type PropertyRow = typeof auctionProperties.$inferSelect;

const toProperty = (row: PropertyRow, area: { id: number; nameAr: string; nameEn: string }): AuctionDeskProperty => ({
  id: row.id,
  area,
  propertyKind: row.propertyKind,
  paciNumber: row.paciNumber,
  plotNumber: row.plotNumber,
  sizeSqm: row.sizeSqm,
  addressAr: row.addressAr,
  addressEn: row.addressEn,
  conditionAr: row.conditionAr,
  conditionEn: row.conditionEn,
  startingPriceFils: row.startingPriceFils,
  minimumRaiseFils: row.increaseFils,
  finalPriceFils: row.finalPriceFils,
  increase:
    row.status === 'sold' && row.finalPriceFils !== null
      ? priceIncrease(row.startingPriceFils, row.finalPriceFils)
      : null,
  status: row.status,
  hasFile: row.fileKey !== null,
});

export async function findDeskSession(id: number): Promise<AuctionDeskDetail | undefined> {
  const [session] = await selectSessions().where(eq(auctions.id, id));
  if (!session) return undefined;
  const rows = await db()
    .select({ property: auctionProperties, area: { id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn } })
    .from(auctionProperties)
    .innerJoin(areas, eq(areas.id, auctionProperties.areaId))
    .where(eq(auctionProperties.auctionId, id))
    .orderBy(asc(auctionProperties.sort), asc(auctionProperties.id));
  return { ...toSession(session), properties: rows.map(({ property, area }) => toProperty(property, area)) };
}

async function deskSession(id: number): Promise<AuctionDeskDetail> {
  const session = await findDeskSession(id);
  if (!session) throw new ApiError('NOT_FOUND');
  return session;
}

async function assertOrganizer(tx: Executor, organizerId: number) {
  const [organizer] = await tx
    .select({ id: auctionOrganizers.id })
    .from(auctionOrganizers)
    .where(eq(auctionOrganizers.id, organizerId));
  if (!organizer) throw new ApiError('VALIDATION_FAILED', { organizerId: ['general.validation.required_field'] });
}

const sessionValues = (input: AuctionSessionInput) => ({
  organizerId: input.organizerId,
  titleAr: input.titleAr,
  titleEn: input.titleEn,
  startsAt: kuwaitInstant(input.day, input.time),
  venueAr: input.venueAr,
  venueEn: input.venueEn,
});

const sessionSnapshot = (row: typeof auctions.$inferSelect) => ({
  organizerId: row.organizerId,
  titleAr: row.titleAr,
  titleEn: row.titleEn,
  startsAt: row.startsAt.toISOString(),
  venueAr: row.venueAr,
  venueEn: row.venueEn,
  status: row.status,
});

/**
 * Creates a scheduled session. A resent form (same organizer, time and Arabic title) finds the session it created
 * the first time instead of adding a second one.
 */
export async function createAuctionSession(
  staffId: number,
  input: AuctionSessionInput,
): Promise<{ session: AuctionDeskDetail; created: boolean }> {
  const values = sessionValues(input);
  const { id, created } = await db().transaction(async (tx) => {
    await assertOrganizer(tx, input.organizerId);
    const [existing] = await tx
      .select({ id: auctions.id })
      .from(auctions)
      .where(
        and(
          eq(auctions.organizerId, values.organizerId),
          eq(auctions.startsAt, values.startsAt),
          eq(auctions.titleAr, values.titleAr),
        ),
      );
    if (existing) return { id: existing.id, created: false };
    const [row] = await tx.insert(auctions).values(values).returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'auction.create',
      entityType: 'auction',
      entityId: row!.id,
      after: sessionSnapshot(row!),
    });
    return { id: row!.id, created: true };
  });
  return { session: await deskSession(id), created };
}

/** Edits a session and moves its status along auctionStatusMoves; cancelling withdraws the properties still offered. */
export async function updateAuctionSession(
  staffId: number,
  id: number,
  input: AuctionSessionUpdate,
  now = new Date(),
): Promise<AuctionDeskDetail> {
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(auctions).where(eq(auctions.id, id)).for('update');
    if (!before) throw new ApiError('NOT_FOUND');
    if (before.status === 'completed' || before.status === 'cancelled') throw new ApiError('AUCTION_CLOSED');
    if (input.status !== before.status) {
      if (!(auctionStatusMoves[before.status] as readonly string[]).includes(input.status))
        throw new ApiError('AUCTION_STATUS_NOT_ALLOWED', { status: ['auctionDesk.errors.statusMove'] });
      if (input.status === 'completed') {
        const [open] = await tx
          .select({ id: auctionProperties.id })
          .from(auctionProperties)
          .where(and(eq(auctionProperties.auctionId, id), eq(auctionProperties.status, 'offered')))
          .limit(1);
        if (before.startsAt > now || open) throw new ApiError('AUCTION_NOT_HELD');
      }
    }
    await assertOrganizer(tx, input.organizerId);
    const [after] = await tx
      .update(auctions)
      .set({ ...sessionValues(input), status: input.status })
      .where(eq(auctions.id, id))
      .returning();
    if (input.status === 'cancelled')
      await tx
        .update(auctionProperties)
        .set({ status: 'withdrawn' })
        .where(and(eq(auctionProperties.auctionId, id), eq(auctionProperties.status, 'offered')));
    await recordAudit(tx, {
      actorId: staffId,
      action: input.status === before.status ? 'auction.update' : `auction.${input.status}`,
      entityType: 'auction',
      entityId: id,
      before: sessionSnapshot(before),
      after: sessionSnapshot(after!),
      at: now,
    });
  });
  return deskSession(id);
}

/** A session still taking changes to its properties: neither completed nor cancelled. */
async function openSession(tx: Executor, auctionId: number) {
  const [session] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
  if (!session) throw new ApiError('NOT_FOUND');
  if (session.status === 'completed' || session.status === 'cancelled') throw new ApiError('AUCTION_CLOSED');
  return session;
}

async function assertArea(tx: Executor, areaId: number) {
  const [area] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.id, areaId));
  if (!area) throw new ApiError('VALIDATION_FAILED', { areaId: ['general.validation.required_field'] });
}

/** The same property (PACI number) offered twice in one session: a resent form, refused on the field. */
async function assertPaciFree(tx: Executor, auctionId: number, paciNumber: string, exceptId = 0) {
  const [taken] = await tx
    .select({ id: auctionProperties.id })
    .from(auctionProperties)
    .where(
      and(
        eq(auctionProperties.auctionId, auctionId),
        eq(auctionProperties.paciNumber, paciNumber),
        ne(auctionProperties.id, exceptId),
      ),
    );
  if (taken) throw new ApiError('CONFLICT', { paciNumber: ['auctionDesk.errors.paciTaken'] });
}

const propertyValues = (input: AuctionPropertyInput) => {
  const startingPriceFils = input.startingPriceKwd * 1000;
  return {
    areaId: input.areaId,
    propertyKind: input.propertyKind,
    paciNumber: input.paciNumber,
    plotNumber: input.plotNumber,
    sizeSqm: input.sizeSqm,
    addressAr: input.addressAr,
    addressEn: input.addressEn,
    conditionAr: input.conditionAr,
    conditionEn: input.conditionEn,
    startingPriceFils,
    increaseFils: minimumRaiseFils(startingPriceFils),
  };
};

const propertySnapshot = (row: PropertyRow) => ({
  areaId: row.areaId,
  propertyKind: row.propertyKind,
  paciNumber: row.paciNumber,
  plotNumber: row.plotNumber,
  sizeSqm: row.sizeSqm,
  addressAr: row.addressAr,
  addressEn: row.addressEn,
  conditionAr: row.conditionAr,
  conditionEn: row.conditionEn,
  startingPriceFils: row.startingPriceFils,
  increaseFils: row.increaseFils,
  finalPriceFils: row.finalPriceFils,
  status: row.status,
  fileKey: row.fileKey,
});

export async function addAuctionProperty(
  staffId: number,
  auctionId: number,
  input: AuctionPropertyInput,
): Promise<AuctionDeskDetail> {
  await db().transaction(async (tx) => {
    await openSession(tx, auctionId);
    await assertArea(tx, input.areaId);
    await assertPaciFree(tx, auctionId, input.paciNumber);
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${auctionProperties.sort}) + 1, 0)::int` })
      .from(auctionProperties)
      .where(eq(auctionProperties.auctionId, auctionId));
    const [row] = await tx
      .insert(auctionProperties)
      .values({ auctionId, ...propertyValues(input), sort: next })
      .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'auction-property.create',
      entityType: 'auction-property',
      entityId: row!.id,
      after: { auctionId, ...propertySnapshot(row!) },
    });
  });
  return deskSession(auctionId);
}

/** A property still offered in an open session, locked for the change. */
async function offeredProperty(tx: Executor, id: number) {
  const [property] = await tx.select().from(auctionProperties).where(eq(auctionProperties.id, id)).for('update');
  if (!property) throw new ApiError('NOT_FOUND');
  const session = await openSession(tx, property.auctionId);
  return { property, session };
}

export async function updateAuctionProperty(
  staffId: number,
  id: number,
  input: AuctionPropertyInput,
): Promise<AuctionDeskDetail> {
  const auctionId = await db().transaction(async (tx) => {
    const { property } = await offeredProperty(tx, id);
    if (property.status !== 'offered') throw new ApiError('AUCTION_CLOSED');
    await assertArea(tx, input.areaId);
    await assertPaciFree(tx, property.auctionId, input.paciNumber, id);
    const [after] = await tx
      .update(auctionProperties)
      .set(propertyValues(input))
      .where(eq(auctionProperties.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'auction-property.update',
      entityType: 'auction-property',
      entityId: id,
      before: propertySnapshot(property),
      after: propertySnapshot(after!),
    });
    return property.auctionId;
  });
  return deskSession(auctionId);
}

/** Removes a property before its result is recorded; its file stays in storage until the uploads clean-up. */
export async function removeAuctionProperty(staffId: number, id: number): Promise<AuctionDeskDetail> {
  const auctionId = await db().transaction(async (tx) => {
    const { property } = await offeredProperty(tx, id);
    if (property.status !== 'offered') throw new ApiError('AUCTION_CLOSED');
    await tx.delete(auctionProperties).where(eq(auctionProperties.id, id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'auction-property.delete',
      entityType: 'auction-property',
      entityId: id,
      before: { auctionId: property.auctionId, ...propertySnapshot(property) },
    });
    return property.auctionId;
  });
  return deskSession(auctionId);
}

/** Publishes a checked PDF (already stored under `fileKey`) as the property's file, replacing any earlier one. */
export async function setAuctionPropertyFile(staffId: number, id: number, fileKey: string): Promise<AuctionDeskDetail> {
  const auctionId = await db().transaction(async (tx) => {
    const { property } = await offeredProperty(tx, id);
    await tx.update(auctionProperties).set({ fileKey }).where(eq(auctionProperties.id, id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'auction-property.file',
      entityType: 'auction-property',
      entityId: id,
      before: { fileKey: property.fileKey },
      after: { fileKey },
    });
    return property.auctionId;
  });
  return deskSession(auctionId);
}

/**
 * Records a property's result once its session's time has come: sold at a final price no lower than the starting
 * price, or not sold. The same result sent again changes nothing and is not logged twice.
 */
export async function recordAuctionResult(
  staffId: number,
  id: number,
  input: AuctionResultInput,
  now = new Date(),
): Promise<AuctionDeskDetail> {
  const auctionId = await db().transaction(async (tx) => {
    const { property, session } = await offeredProperty(tx, id);
    if (session.status !== 'scheduled' || session.startsAt > now) throw new ApiError('AUCTION_NOT_HELD');
    if (property.status === 'withdrawn') throw new ApiError('AUCTION_CLOSED');
    const finalPriceFils = input.outcome === 'sold' ? input.finalPriceKwd * 1000 : null;
    if (finalPriceFils !== null && finalPriceFils < property.startingPriceFils)
      throw new ApiError('VALIDATION_FAILED', { finalPriceKwd: ['auctionDesk.errors.belowStart'] });
    const status = input.outcome;
    if (property.status === status && property.finalPriceFils === finalPriceFils) return property.auctionId;
    await tx.update(auctionProperties).set({ status, finalPriceFils }).where(eq(auctionProperties.id, id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'auction-property.result',
      entityType: 'auction-property',
      entityId: id,
      before: { status: property.status, finalPriceFils: property.finalPriceFils },
      after: {
        status,
        finalPriceFils,
        increaseFils: finalPriceFils === null ? null : finalPriceFils - property.startingPriceFils,
      },
      at: now,
    });
    return property.auctionId;
  });
  return deskSession(auctionId);
}
