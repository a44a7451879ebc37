import { and, count, desc, eq, gt, ilike, isNotNull, isNull, max, min, or, sql, type SQL } from 'drizzle-orm';
import { adStatus, dealStatus, memberRoles, type MemberRole } from '@/lib/constants';
import { appraisalStatusNames } from '@/lib/appraisals/constants';
import { toLatinDigits } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { memberName } from '@/lib/member-name';
import type {
  MemberMatch,
  MemberSupportFile,
  SupportAdState,
  SuspendMemberInput,
  LiftSuspensionInput,
} from '@/lib/schemas/member-support';
import { localNumber } from '@/lib/schemas/contact-rules';
import { INT4_MAX } from '@/lib/schemas/fields';
import { db } from '../../db/client';
import { accountTypes, members, refreshTokens } from '../../db/schema/accounts';
import { ads } from '../../db/schema/ads';
import { appraisalRequests } from '../../db/schema/appraisals';
import { financeRequests } from '../../db/schema/finance-requests';
import { deals } from '../../db/schema/market';
import { notificationDeliveries, notifications } from '../../db/schema/notifications';
import { packages, paymentOrders } from '../../db/schema/payments';
import { ApiError } from '../../lib/errors';
import { escapeLike } from '../../lib/like-pattern';
import { expireAdPages } from '../ads/expire-ad-pages';
import { renderNotification } from '../notifications/render-notification';
import { memberBalances } from '../payments/ledger';
import { auditTrail, recordAudit } from '../staff/audit-log';
import { rolesOf } from '../staff/roles';

const MATCHES_SHOWN = 20;
const LATEST_SHOWN = 10;
const NOTIFICATIONS_SHOWN = 20;

/**
 * What a support agent types, read as the caller would say it: an e-mail address; a phone number (8 digits, with or
 * without +965 or spaces), which may also be an id; an id (`#12`); otherwise a name or an office's name.
 */
function searchCondition(query: string): SQL | undefined {
  const text = toLatinDigits(query).trim();
  if (text.includes('@')) return sql`lower(${members.email}) = ${text.toLowerCase()}`;
  const digits = localNumber(text);
  if (/^#?\d+$/.test(digits)) {
    const number = Number(digits.replace('#', ''));
    const byId = number <= INT4_MAX ? eq(members.id, number) : undefined;
    return digits.length === 8 ? or(eq(members.phone, digits), byId) : byId;
  }
  if (text.length < 3) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, pattern),
    ilike(members.companyName, pattern),
  );
}

/** The members a search finds (accounts deleted are gone, and never found), the newest first. */
export async function findMembers(query: string): Promise<MemberMatch[]> {
  const condition = searchCondition(query);
  if (!condition) return [];
  const rows = await db()
    .select()
    .from(members)
    .where(and(condition, isNull(members.deletedAt)))
    .orderBy(desc(members.id))
    .limit(MATCHES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    name: memberName(row),
    phone: row.phone,
    email: row.email,
    isOffice: row.accountType === accountTypes.office,
    companyName: row.companyName,
    suspended: row.suspendedAt !== null,
    joinedAt: row.createdAt.toISOString(),
  }));
}

/** An ad as its owner's list names its state; an ad withdrawn at deletion or by its owner is waiting. */
const adStateExpr = (now: Date) => sql<SupportAdState>`case
  when ${ads.status} = ${adStatus.rejected} then 'rejected'
  when ${ads.status} = ${adStatus.expired} or (${ads.status} = ${adStatus.approved} and ${ads.expiresAt} <= ${now}) then 'expired'
  when ${ads.status} = ${adStatus.approved} then 'live'
  else 'waiting' end`;

async function adsOf(memberId: number, now: Date): Promise<MemberSupportFile['ads']> {
  const state = adStateExpr(now);
  const [byState, latest] = await Promise.all([
    // Grouped by position: the state's expression carries parameters, which Postgres will not match as equal.
    db()
      .select({ state, n: count() })
      .from(ads)
      .where(eq(ads.ownerId, memberId))
      .groupBy(sql`1`),
    db()
      .select({ id: ads.id, title: ads.title, state, updatedAt: ads.updatedAt })
      .from(ads)
      .where(eq(ads.ownerId, memberId))
      .orderBy(desc(ads.updatedAt), desc(ads.id))
      .limit(LATEST_SHOWN),
  ]);
  const counts = { live: 0, waiting: 0, expired: 0, rejected: 0 };
  for (const row of byState) counts[row.state] = row.n;
  return { counts, latest: latest.map((ad) => ({ ...ad, updatedAt: ad.updatedAt.toISOString() })) };
}

async function ordersOf(memberId: number): Promise<MemberSupportFile['orders']> {
  const rows = await db()
    .select({ order: paymentOrders, pkg: { nameAr: packages.nameAr, nameEn: packages.nameEn } })
    .from(paymentOrders)
    .leftJoin(packages, eq(packages.id, paymentOrders.packageId))
    .where(eq(paymentOrders.memberId, memberId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(LATEST_SHOWN);
  return rows.map(({ order, pkg }) => ({
    id: order.id,
    package: pkg,
    amountFils: order.amountFils,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
  }));
}

/** Appraisal and finance requests and registered deals, the newest first. */
async function requestsOf(memberId: number): Promise<MemberSupportFile['requests']> {
  const [appraisals, finance, registered] = await Promise.all([
    db()
      .select({ id: appraisalRequests.id, status: appraisalRequests.status, createdAt: appraisalRequests.createdAt })
      .from(appraisalRequests)
      .where(eq(appraisalRequests.memberId, memberId))
      .orderBy(desc(appraisalRequests.createdAt))
      .limit(LATEST_SHOWN),
    db()
      .select({ id: financeRequests.id, status: financeRequests.status, createdAt: financeRequests.createdAt })
      .from(financeRequests)
      .where(eq(financeRequests.memberId, memberId))
      .orderBy(desc(financeRequests.createdAt))
      .limit(LATEST_SHOWN),
    db()
      .select({ id: deals.id, status: deals.status, createdAt: deals.createdAt })
      .from(deals)
      .where(eq(deals.submittedBy, memberId))
      .orderBy(desc(deals.createdAt))
      .limit(LATEST_SHOWN),
  ]);
  const dealState = (status: number): 'approved' | 'rejected' | 'pending' =>
    status === dealStatus.approved ? 'approved' : status === dealStatus.rejected ? 'rejected' : 'pending';
  return [
    ...appraisals.map((r) => ({
      kind: 'appraisal' as const,
      id: r.id,
      state: appraisalStatusNames[r.status] ?? 'received',
      createdAt: r.createdAt,
    })),
    ...finance.map((r) => ({ kind: 'finance' as const, id: r.id, state: r.status, createdAt: r.createdAt })),
    ...registered.map((r) => ({ kind: 'deal' as const, id: r.id, state: dealState(r.status), createdAt: r.createdAt })),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, LATEST_SHOWN)
    .map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The latest notifications, in the agent's language, with each channel's delivery. */
async function notificationsOf(memberId: number, locale: Locale): Promise<MemberSupportFile['notifications']> {
  const rows = await db()
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  const deliveries = rows.length
    ? await db()
        .select()
        .from(notificationDeliveries)
        .where(sql`${notificationDeliveries.notificationId} in ${rows.map((row) => row.id)}`)
    : [];
  return rows.map((row) => ({
    id: row.id,
    title: renderNotification(row.kind, row.params, locale).title,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    deliveries: deliveries
      .filter((d) => d.notificationId === row.id)
      .map((d) => ({
        channel: d.channel,
        sentAt: d.sentAt?.toISOString() ?? null,
        failed: !d.sentAt && !!d.lastError,
      })),
  }));
}

/** Live sign-ins: refresh families with a token neither revoked nor past the family's end. */
async function sessionsOf(memberId: number, now: Date): Promise<MemberSupportFile['sessions']> {
  const rows = await db()
    .select({
      startedAt: min(refreshTokens.createdAt),
      lastUsedAt: max(refreshTokens.createdAt),
      endsAt: max(refreshTokens.familyExpiresAt),
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.memberId, memberId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.familyExpiresAt, now),
      ),
    )
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(max(refreshTokens.createdAt)));
  return rows.map((row) => ({
    startedAt: new Date(row.startedAt!).toISOString(),
    lastUsedAt: new Date(row.lastUsedAt!).toISOString(),
    endsAt: new Date(row.endsAt!).toISOString(),
  }));
}

async function historyOf(memberId: number): Promise<MemberSupportFile['history']> {
  const entries = await auditTrail('member', memberId).limit(LATEST_SHOWN);
  const actorIds = [...new Set(entries.flatMap((entry) => (entry.actorId ? [entry.actorId] : [])))];
  const actors = actorIds.length
    ? await db()
        .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
        .from(members)
        .where(sql`${members.id} in ${actorIds}`)
    : [];
  const nameOf = new Map(actors.map((actor) => [actor.id, memberName(actor)]));
  return entries.map((entry) => ({
    at: entry.at.toISOString(),
    action: entry.action,
    actor: entry.actorId ? (nameOf.get(entry.actorId) ?? null) : null,
    note: entry.note,
    roles: Array.isArray(entry.after?.roles)
      ? entry.after.roles.filter((role): role is MemberRole => memberRoles.includes(role as MemberRole))
      : null,
  }));
}

/** Everything support needs when a member calls; undefined for an unknown or deleted account. */
export async function memberSupportFile(
  memberId: number,
  locale: Locale,
  now = new Date(),
): Promise<MemberSupportFile | undefined> {
  const [member] = await db()
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.deletedAt)));
  if (!member) return undefined;
  const [roles, adsSummary, balances, orders, requests, sent, sessions, history] = await Promise.all([
    rolesOf(memberId),
    adsOf(memberId, now),
    memberBalances(memberId, now),
    ordersOf(memberId),
    requestsOf(memberId),
    notificationsOf(memberId, locale),
    sessionsOf(memberId, now),
    historyOf(memberId),
  ]);
  return {
    member: {
      id: member.id,
      name: memberName(member),
      phone: member.phone,
      email: member.email,
      isOffice: member.accountType === accountTypes.office,
      brokerType: member.brokerType,
      companyName: member.companyName,
      joinedAt: member.createdAt.toISOString(),
      roles,
      suspension: member.suspendedAt
        ? { since: member.suspendedAt.toISOString(), reason: member.suspensionReason ?? '' }
        : null,
    },
    ads: adsSummary,
    balances,
    orders,
    requests,
    notifications: sent,
    sessions,
    history,
  };
}

/**
 * Suspends an account at once, in one transaction with its audit record: every session is revoked (an access token
 * still in a browser stops working on its next request, see findSessionMember), the member's ads leave every list
 * and page, and sign-in is refused until support lifts it. Staff accounts (and the agent's own) are not suspended
 * here: an administrator takes their roles first. Suspending a suspended account changes nothing.
 */
export async function suspendMember(
  staffId: number,
  memberId: number,
  input: SuspendMemberInput,
  now = new Date(),
): Promise<void> {
  if (staffId === memberId || (await rolesOf(memberId)).length > 0) throw new ApiError('SUSPENSION_NOT_ALLOWED');
  const hiddenAds = await db().transaction(async (tx) => {
    const [member] = await tx
      .select({ suspendedAt: members.suspendedAt })
      .from(members)
      .where(and(eq(members.id, memberId), isNull(members.deletedAt)))
      .for('update');
    if (!member) throw new ApiError('NOT_FOUND');
    if (member.suspendedAt) return [];
    await tx
      .update(members)
      .set({ suspendedAt: now, suspensionReason: input.reason, fcmToken: null, updatedAt: now })
      .where(eq(members.id, memberId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)));
    const hidden = await tx
      .update(ads)
      .set({ ownerSuspendedAt: now })
      .where(and(eq(ads.ownerId, memberId), isNull(ads.ownerSuspendedAt)))
      .returning({ id: ads.id });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'member.suspend',
      entityType: 'member',
      entityId: memberId,
      note: input.reason,
      after: { suspendedAt: now.toISOString(), adsHidden: hidden.length },
      at: now,
    });
    return hidden.map((ad) => ad.id);
  });
  await expireAdPages(hiddenAds);
}

/** Lifts a suspension: sign-in works again and the member's ads return where their status puts them. */
export async function liftSuspension(
  staffId: number,
  memberId: number,
  input: LiftSuspensionInput,
  now = new Date(),
): Promise<void> {
  const shownAds = await db().transaction(async (tx) => {
    const [member] = await tx
      .select({ suspendedAt: members.suspendedAt, reason: members.suspensionReason })
      .from(members)
      .where(and(eq(members.id, memberId), isNull(members.deletedAt)))
      .for('update');
    if (!member) throw new ApiError('NOT_FOUND');
    if (!member.suspendedAt) return [];
    await tx
      .update(members)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: now })
      .where(eq(members.id, memberId));
    const shown = await tx
      .update(ads)
      .set({ ownerSuspendedAt: null })
      .where(and(eq(ads.ownerId, memberId), isNotNull(ads.ownerSuspendedAt)))
      .returning({ id: ads.id });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'member.lift-suspension',
      entityType: 'member',
      entityId: memberId,
      note: input.note || null,
      before: { suspendedAt: member.suspendedAt.toISOString(), reason: member.reason },
      at: now,
    });
    return shown.map((ad) => ad.id);
  });
  await expireAdPages(shownAds);
}
