import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { config } from '../../config';
import { db } from '../../db/client';
import { refreshTokens } from '../../db/schema/accounts';
import { randomToken, sha256 } from '../../lib/crypto';

const DAY_MS = 24 * 3600 * 1000;

export interface IssuedRefreshToken {
  token: string;
  familyExpiresAt: Date;
}

async function insertToken(memberId: number, familyId: string, familyExpiresAt: Date): Promise<IssuedRefreshToken> {
  const token = randomToken();
  await db().insert(refreshTokens).values({ familyId, memberId, tokenHash: sha256(token), familyExpiresAt });
  return { token, familyExpiresAt };
}

/** Starts a new session: a new family with an absolute expiry. */
export function issueRefreshToken(memberId: number): Promise<IssuedRefreshToken> {
  return insertToken(memberId, randomUUID(), new Date(Date.now() + config().REFRESH_TOKEN_TTL_DAYS * DAY_MS));
}

export type RotationResult = { ok: true; memberId: number; next: IssuedRefreshToken } | { ok: false };

/**
 * Exchanges a refresh token for a new one in the same family. Presenting a token that was already rotated
 * means it was stolen or replayed: the whole family is revoked, so the newest token dies too.
 */
export async function rotateRefreshToken(token: string): Promise<RotationResult> {
  const [row] = await db().select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row || row.revokedAt || row.familyExpiresAt <= new Date()) return { ok: false };
  const [claimed] = await db()
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (!claimed) {
    await revokeFamily(row.familyId);
    return { ok: false };
  }
  return { ok: true, memberId: row.memberId, next: await insertToken(row.memberId, row.familyId, row.familyExpiresAt) };
}

export async function revokeFamily(familyId: string): Promise<void> {
  await db().update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: revokes the session the token belongs to. */
export async function revokeSessionOf(token: string): Promise<void> {
  const [row] = await db().select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  if (row) await revokeFamily(row.familyId);
}

export async function revokeAllSessions(memberId: number): Promise<void> {
  await db().update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)));
}
