import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTypes, members } from '../../db/schema/accounts';
import { appraiserMembers } from '../../db/schema/appraisals';

/**
 * One demo appraiser member per demo appraisal office (51650141 works for office 1, … 51650145 for office 5), and a
 * demo applicant (51650140) whom no other journey uses. Matched by phone, so reruns add nothing.
 */
export const demoAppraiserSpecs = [
  { phone: '51650141', appraiserId: 1, firstName: 'أحمد', lastName: 'الدار', email: 'appraiser.aldar@example.com' },
  { phone: '51650142', appraiserId: 2, firstName: 'سلمان', lastName: 'الأصول', email: 'appraiser.alosool@example.com' },
  { phone: '51650143', appraiserId: 3, firstName: 'هند', lastName: 'الراية', email: 'appraiser.alraya@example.com' },
  { phone: '51650144', appraiserId: 4, firstName: 'خالد', lastName: 'الخبراء', email: 'appraiser.experts@example.com' },
  { phone: '51650145', appraiserId: 5, firstName: 'منيرة', lastName: 'الجون', email: 'appraiser.aljoun@example.com' },
] as const;
export const demoAppraisalApplicant = {
  phone: '51650140',
  firstName: 'لولوة',
  lastName: 'المطوع',
  email: 'lulwa.demo@example.com',
} as const;

const people = [demoAppraisalApplicant, ...demoAppraiserSpecs];
export const demoAppraisalPhones = people.map((person) => person.phone);

export async function seedDemoAppraisers(db: Db): Promise<void> {
  const existing = await db
    .select({ id: members.id, phone: members.phone })
    .from(members)
    .where(
      inArray(
        members.phone,
        people.map((p) => p.phone),
      ),
    );
  const idOf = new Map(existing.map((row) => [row.phone, row.id]));
  for (const person of people) {
    if (idOf.has(person.phone)) continue;
    const [row] = await db
      .insert(members)
      .values({
        accountType: accountTypes.regular,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        isCompleted: true,
        isOwner: true,
      })
      .returning({ id: members.id });
    idOf.set(person.phone, row!.id);
  }
  await db
    .insert(appraiserMembers)
    .values(demoAppraiserSpecs.map((spec) => ({ memberId: idOf.get(spec.phone)!, appraiserId: spec.appraiserId })))
    .onConflictDoNothing();
}
