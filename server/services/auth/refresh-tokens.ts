import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, min, or, sql } from 'drizzle-orm';
import { config } from '../../config';
import { db } from '../../db/client';
import { refreshTokens } from '../../db/schema/accounts';
import { keyedHash, randomToken, sha256 } from '../../lib/crypto';

const DAY_MS = 24 * 3600 * 1000;

export interface IssuedRefreshToken {
  token: string;
  familyExpiresAt: Date;
}

/**
 * A token's successor is derived from it with the server key rather than drawn at random, so every request that
 * presents the same token within the grace window answers with the same successor without storing it in plaintext.
 */
const successorOf = (token: string) => keyedHash('refreshSuccessor', token);

async function insertToken(
  memberId: number,
  familyId: string,
  familyExpiresAt: Date,
  token = randomToken(),
): Promise<IssuedRefreshToken> {
  await db()
    .insert(refreshTokens)
    .values({ familyId, memberId, tokenHash: sha256(token), familyExpiresAt })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
  return { token, familyExpiresAt };
}

/** Starts a new session: a new family with an absolute expiry. */
export function issueRefreshToken(memberId: number): Promise<IssuedRefreshToken> {
  return insertToken(memberId, randomUUID(), new Date(Date.now() + config().REFRESH_TOKEN_TTL_DAYS * DAY_MS));
}

/** `authTime` is when the session began (the sign-in), which later rotations keep. */
export type RotationResult = { ok: true; memberId: number; authTime: Date; next: IssuedRefreshToken } | { ok: false };

/**
 * Exchanges a refresh token for its successor in the same family. Within the grace window after the rotation the same
 * token answers with the same successor again (two tabs, a retried request); presenting it later means it was stolen
 * or replayed: the whole family is revoked, so the newest token dies too.
 */
export async function rotateRefreshToken(token: string): Promise<RotationResult> {
  const [row] = await db()
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row || row.revokedAt || row.familyExpiresAt <= new Date()) return { ok: false };
  const now = new Date();
  const graceStart = new Date(now.getTime() - config().REFRESH_REUSE_GRACE_SECONDS * 1000);
  // Concurrent rotations of one token all pass: the row lock orders them and the first one's time is kept.
  const [claimed] = await db()
    .update(refreshTokens)
    .set({ rotatedAt: sql`coalesce(${refreshTokens.rotatedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.revokedAt),
        or(isNull(refreshTokens.rotatedAt), gt(refreshTokens.rotatedAt, graceStart)),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (!claimed) {
    await revokeFamily(row.familyId);
    return { ok: false };
  }
  const [family] = await db()
    .select({ startedAt: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, row.familyId));
  const next = await insertToken(row.memberId, row.familyId, row.familyExpiresAt, successorOf(token));
  return { ok: true, memberId: row.memberId, authTime: new Date(family?.startedAt ?? row.createdAt), next };
}

export async function revokeFamily(familyId: string): Promise<void> {
  await db()
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: revokes the session the token belongs to. */
export async function revokeSessionOf(token: string): Promise<void> {
  const [row] = await db()
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (row) await revokeFamily(row.familyId);
}

export async function revokeAllSessions(memberId: number): Promise<void> {
  await db()
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)));
}
