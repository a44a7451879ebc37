import { eq } from 'drizzle-orm';
import { database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { appraisers } from './db/schema/appraisals';
import { grantAppraiserRole, revokeAppraiserRole } from './services/appraisals/appraisals';
import { findActiveMember } from './services/members/members';

/**
 * Gives a member the `appraiser` role for an approved appraisal office, or takes it away:
 *   npm run appraiser -- grant <phone> <appraiserId>
 *   npm run appraiser -- revoke <phone>
 *   npm run appraiser -- list
 */
const [command, phone, appraiserIdText] = process.argv.slice(2);
const db = database();
await migrateDatabase(db);
try {
  if (command === 'list') {
    for (const row of await db.db.select().from(appraisers)) console.log(`${row.id}\t${row.mociGrade ?? '-'}\t${row.nameEn} / ${row.nameAr}`);
  } else if ((command === 'grant' || command === 'revoke') && phone && /^\d{8}$/.test(phone)) {
    const member = await findActiveMember({ phone });
    if (!member) throw new Error(`no active member with phone ${phone}`);
    if (command === 'revoke') {
      await revokeAppraiserRole(member.id);
      console.log(`member ${member.id} (${phone}) is no longer an appraiser`);
    } else {
      const appraiserId = Number(appraiserIdText);
      const [office] = Number.isInteger(appraiserId) ? await db.db.select().from(appraisers).where(eq(appraisers.id, appraiserId)) : [];
      if (!office) throw new Error(`no appraiser office ${appraiserIdText ?? ''} (npm run appraiser -- list)`);
      await grantAppraiserRole(member.id, office.id);
      console.log(`member ${member.id} (${phone}) now appraises for ${office.nameEn}`);
    }
  } else {
    console.error('usage: npm run appraiser -- grant <phone> <appraiserId> | revoke <phone> | list');
    process.exitCode = 1;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.close();
}
