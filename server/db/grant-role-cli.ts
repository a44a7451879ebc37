import { and, eq, isNull } from 'drizzle-orm';
import { memberRoles as roleNames, type MemberRole } from '../../lib/constants';
import { logger } from '../logger';
import { grantStaffRole, revokeStaffRole } from '../services/staff/roles';
import { database } from './client';
import { migrateDatabase } from './migrate';
import { members } from './schema/accounts';

/**
 * `npm run grant-role -- <phone> <role> [--revoke]`: gives (or takes back) a staff role, e.g. the first administrator,
 * who then gives the others their roles in the back office. Recorded in the audit log with no staff member as the
 * actor: whoever can run this command already runs the server.
 */
const [phone, role, flag] = process.argv.slice(2);
if (!phone || !role || !(roleNames as readonly string[]).includes(role) || (flag && flag !== '--revoke')) {
  console.error(`usage: npm run grant-role -- <8-digit phone> <${roleNames.join('|')}> [--revoke]`);
  process.exit(2);
}

const db = database();
try {
  await migrateDatabase(db);
  if (flag === '--revoke') {
    const [member] = await db.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.phone, phone), isNull(members.deletedAt)));
    if (!member) throw new Error(`no active member with phone ${phone}`);
    const roles = await revokeStaffRole(null, member.id, role as MemberRole);
    logger.info({ memberId: member.id, roles }, 'staff role taken back');
  } else {
    const member = await grantStaffRole(null, phone, role as MemberRole);
    logger.info({ memberId: member.id, roles: member.roles }, 'staff role given');
  }
} catch (error) {
  logger.error({ err: error }, 'changing the role failed');
  process.exitCode = 1;
} finally {
  await db.close();
}
