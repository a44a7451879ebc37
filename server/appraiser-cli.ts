import { eq } from 'drizzle-orm';
import { emailField } from '@/lib/schemas/fields';
import { database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { appraisers } from './db/schema/appraisals';
import { grantAppraiserRole, revokeAppraiserRole } from './services/appraisals/appraisals';
import { findActiveMember } from './services/members/members';

/**
 * Gives a member the `appraiser` role for an approved appraisal office, or takes it away, and sets the address an
 * office is e-mailed its paid requests at (`none` removes it: the office is then told nothing):
 *   npm run appraiser -- grant <phone> <appraiserId>
 *   npm run appraiser -- revoke <phone>
 *   npm run appraiser -- email <appraiserId> <address|none>
 *   npm run appraiser -- list
 */
const [command, first, second] = process.argv.slice(2);
const db = database();
await migrateDatabase(db);
try {
  if (command === 'list') {
    for (const row of await db.db.select().from(appraisers))
      console.log(`${row.id}\t${row.mociGrade ?? '-'}\t${row.email ?? '(no e-mail)'}\t${row.nameEn} / ${row.nameAr}`);
  } else if (command === 'email' && first && second) {
    const appraiserId = Number(first);
    const email = second === 'none' ? null : emailField.safeParse(second).data;
    if (email === undefined) throw new Error(`not an e-mail address: ${second}`);
    const [office] = Number.isInteger(appraiserId)
      ? await db.db.update(appraisers).set({ email }).where(eq(appraisers.id, appraiserId)).returning()
      : [];
    if (!office) throw new Error(`no appraiser office ${first} (npm run appraiser -- list)`);
    console.log(
      email
        ? `${office.nameEn} is now e-mailed its paid requests at ${email}`
        : `${office.nameEn} has no e-mail now: it is told nothing of its paid requests`,
    );
  } else if ((command === 'grant' || command === 'revoke') && first && /^\d{8}$/.test(first)) {
    const phone = first;
    const member = await findActiveMember({ phone });
    if (!member) throw new Error(`no active member with phone ${phone}`);
    if (command === 'revoke') {
      await revokeAppraiserRole(member.id);
      console.log(`member ${member.id} (${phone}) is no longer an appraiser`);
    } else {
      const appraiserId = Number(second);
      const [office] = Number.isInteger(appraiserId)
        ? await db.db.select().from(appraisers).where(eq(appraisers.id, appraiserId))
        : [];
      if (!office) throw new Error(`no appraiser office ${second ?? ''} (npm run appraiser -- list)`);
      await grantAppraiserRole(member.id, office.id);
      console.log(`member ${member.id} (${phone}) now appraises for ${office.nameEn}`);
    }
  } else {
    console.error(
      'usage: npm run appraiser -- grant <phone> <appraiserId> | revoke <phone> | email <appraiserId> <address|none> | list',
    );
    process.exitCode = 1;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.close();
}
