import { and, eq, isNull } from 'drizzle-orm';
import { memberRoles as roleNames, type MemberRole } from '../../lib/constants';
import { logger } from '../logger';
import { database } from './client';
import { migrateDatabase } from './migrate';
import { members } from './schema/accounts';
import { memberRoles } from './schema/offices';

/**
 * `npm run grant-role -- <phone> <role> [--revoke]`: gives (or takes back) a staff role, e.g. the licence operator.
 * Roles are never given through the API: whoever can run this command already runs the server.
 */
const [phone, role, flag] = process.argv.slice(2);
if (!phone || !role || !(roleNames as readonly string[]).includes(role) || (flag && flag !== '--revoke')) {
  console.error(`usage: npm run grant-role -- <8-digit phone> <${roleNames.join('|')}> [--revoke]`);
  process.exit(2);
}

const db = database();
try {
  await migrateDatabase(db);
  const [member] = await db.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.phone, phone), isNull(members.deletedAt)));
  if (!member) throw new Error(`no active member with phone ${phone}`);
  if (flag === '--revoke')
    await db.db
      .delete(memberRoles)
      .where(and(eq(memberRoles.memberId, member.id), eq(memberRoles.role, role as MemberRole)));
  else
    await db.db
      .insert(memberRoles)
      .values({ memberId: member.id, role: role as MemberRole })
      .onConflictDoNothing();
  logger.info({ memberId: member.id, role, revoked: flag === '--revoke' }, 'staff role updated');
} catch (error) {
  logger.error({ err: error }, 'granting the role failed');
  process.exitCode = 1;
} finally {
  await db.close();
}
