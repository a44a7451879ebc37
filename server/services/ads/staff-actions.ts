import type { Db } from '../../db/client';
import { logger } from '../../logger';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One staff decision as the shared, append-only staff audit log keeps it (issue 29 §2). */
export interface StaffAction {
  actorId: number;
  /** `<desk>.<decision>`, e.g. `ad-verification.grant`. */
  action: string;
  subject: { kind: string; id: number };
  reason: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date;
}

/**
 * The verification desk's one call site of the staff audit log. The log itself is the moderation desk's (issue 29 §2)
 * and is not on this branch yet: until the merge points this function at it, in the decision's own transaction, the
 * decision is written to the server log only.
 */
export async function recordStaffAction(_tx: Db | Tx, action: StaffAction): Promise<void> {
  logger.info({ staffAction: { ...action, at: action.at.toISOString() } }, 'staff action');
}
