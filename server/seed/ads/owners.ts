import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MemberRole } from '../../../lib/constants';
import { accountTypes, members, type BrokerType } from '../../db/schema/accounts';
import { memberRoles } from '../../db/schema/offices';

export type DemoOwnerRole = 'user' | 'broker' | 'marketeer';

interface DemoMemberSpec {
  key: string;
  role: DemoOwnerRole;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  companyName?: string;
  registrationNumber?: string;
  /** Key of the licensed office a marketeer works for. */
  office?: string;
  /** Holds a data subscription bought in the seed (`seedDemoSubscriptions`): sees the full recorded-deals history. */
  subscriber?: boolean;
  /** A licensed office's licence, verified unless said otherwise. */
  licence?: 'pending' | 'verified' | 'rejected';
  /** A marketeer whose office has not answered their request yet. */
  pendingMarketeer?: boolean;
  /**
   * Added with the offices feature (issue 17): left out of the ad generator, so the ads drawn for everybody else stay
   * as they were; they take over some of the Gulf office's ads instead (server/seed/offices.ts).
   */
  lateJoiner?: boolean;
  /** Staff roles (lib/constants.ts memberRoles). */
  roles?: readonly MemberRole[];
}

/** The demo members, matched by phone so reruns reuse them. */
export const demoMemberSpecs: readonly DemoMemberSpec[] = [
  {
    key: 'khalifa',
    role: 'broker',
    firstName: 'خليفة',
    lastName: 'العنزي',
    phone: '96650101',
    email: 'khaleej.office@example.com',
    companyName: 'مكتب الخليج العقاري',
    registrationNumber: 'ع-2014-3381',
  },
  {
    key: 'bader',
    role: 'broker',
    firstName: 'بدر',
    lastName: 'الرشيدي',
    phone: '96650102',
    email: 'dar.alsalam@example.com',
    companyName: 'دار السلام للعقارات',
    registrationNumber: 'ع-2009-1172',
  },
  {
    key: 'mishari',
    role: 'broker',
    firstName: 'مشاري',
    lastName: 'الكندري',
    phone: '96650103',
    email: 'alwatan.realestate@example.com',
    companyName: 'مكتب الوطن للوساطة العقارية',
    registrationNumber: 'ع-2017-4520',
  },
  {
    key: 'hessa',
    role: 'broker',
    firstName: 'حصة',
    lastName: 'المطيري',
    phone: '96650104',
    email: 'bayt.alkuwait@example.com',
    companyName: 'شركة بيت الكويت العقارية',
    registrationNumber: 'ع-2011-2296',
  },
  {
    key: 'yousef-m',
    role: 'marketeer',
    firstName: 'يوسف',
    lastName: 'الشمري',
    phone: '66650111',
    email: 'yousef.marketeer@example.com',
    office: 'khalifa',
  },
  {
    key: 'noura-m',
    role: 'marketeer',
    firstName: 'نورة',
    lastName: 'العجمي',
    phone: '66650112',
    email: 'noura.marketeer@example.com',
    office: 'bader',
  },
  {
    key: 'fahad-m',
    role: 'marketeer',
    firstName: 'فهد',
    lastName: 'الهاجري',
    phone: '66650113',
    email: 'fahad.marketeer@example.com',
    office: 'hessa',
  },
  {
    key: 'abdullah',
    role: 'user',
    firstName: 'عبدالله',
    lastName: 'الصباح',
    phone: '55650121',
    email: 'abdullah.demo@example.com',
  },
  {
    key: 'maryam',
    role: 'user',
    firstName: 'مريم',
    lastName: 'القناعي',
    phone: '55650122',
    email: 'maryam.demo@example.com',
  },
  {
    key: 'saad',
    role: 'user',
    firstName: 'سعد',
    lastName: 'الدوسري',
    phone: '99650123',
    email: 'saad.demo@example.com',
  },
  {
    key: 'fatma',
    role: 'user',
    firstName: 'فاطمة',
    lastName: 'بهبهاني',
    phone: '99650124',
    email: 'fatma.demo@example.com',
  },
  {
    key: 'nasser',
    role: 'user',
    firstName: 'ناصر',
    lastName: 'البناي',
    phone: '65650125',
    email: 'nasser.demo@example.com',
  },
  {
    key: 'dalal',
    role: 'user',
    firstName: 'دلال',
    lastName: 'السبيعي',
    phone: '50650126',
    email: 'dalal.demo@example.com',
    subscriber: true,
  },
  {
    key: 'hamad',
    role: 'user',
    firstName: 'حمد',
    lastName: 'العتيبي',
    phone: '90650127',
    email: 'hamad.demo@example.com',
  },
  // Subscribes and cancels in the data-subscription journey (tests/e2e/subscriptions.spec.ts).
  {
    key: 'ghanim',
    role: 'user',
    firstName: 'غانم',
    lastName: 'المطوع',
    phone: '51650128',
    email: 'ghanim.demo@example.com',
  },
  {
    key: 'ahmadi-office',
    role: 'broker',
    firstName: 'جاسم',
    lastName: 'الفضلي',
    phone: '96650105',
    email: 'ahmadi.office@example.com',
    companyName: 'مكتب الأحمدي للعقار',
    registrationNumber: 'ع-2019-5108',
    lateJoiner: true,
  },
  {
    key: 'jahra-office',
    role: 'broker',
    firstName: 'مبارك',
    lastName: 'الظفيري',
    phone: '96650106',
    email: 'jahra.office@example.com',
    companyName: 'مكتب الجهراء الحديث للعقارات',
    registrationNumber: 'ع-2021-6230',
    lateJoiner: true,
    licence: 'pending',
  },
  {
    key: 'salmiya-office',
    role: 'broker',
    firstName: 'ريم',
    lastName: 'الصالح',
    phone: '96650107',
    email: 'salmiya.office@example.com',
    companyName: 'مكتب السالمية للوساطة العقارية',
    registrationNumber: 'ع-2016-4015',
    lateJoiner: true,
  },
  {
    key: 'mubarak-office',
    role: 'broker',
    firstName: 'عادل',
    lastName: 'المطوع',
    phone: '96650108',
    email: 'mubarak.office@example.com',
    companyName: 'مكتب مبارك الكبير العقاري',
    registrationNumber: 'ع-2023-7342',
    lateJoiner: true,
    licence: 'pending',
  },
  {
    key: 'capital-office',
    role: 'broker',
    firstName: 'لولوة',
    lastName: 'الغانم',
    phone: '96650109',
    email: 'capital.office@example.com',
    companyName: 'مكتب العاصمة للعقارات التجارية',
    registrationNumber: 'ع-2012-2741',
    lateJoiner: true,
  },
  {
    key: 'sultan-m',
    role: 'marketeer',
    firstName: 'سلطان',
    lastName: 'العازمي',
    phone: '66650114',
    email: 'sultan.marketeer@example.com',
    office: 'ahmadi-office',
    lateJoiner: true,
  },
  {
    key: 'shaikha-m',
    role: 'marketeer',
    firstName: 'شيخة',
    lastName: 'الرومي',
    phone: '66650115',
    email: 'shaikha.marketeer@example.com',
    office: 'salmiya-office',
    lateJoiner: true,
  },
  {
    key: 'khaled-m',
    role: 'marketeer',
    firstName: 'خالد',
    lastName: 'النجار',
    phone: '66650116',
    email: 'khaled.marketeer@example.com',
    office: 'salmiya-office',
    lateJoiner: true,
  },
  {
    key: 'munira-m',
    role: 'marketeer',
    firstName: 'منيرة',
    lastName: 'البدر',
    phone: '66650117',
    email: 'munira.marketeer@example.com',
    office: 'capital-office',
    lateJoiner: true,
  },
  {
    key: 'talal-m',
    role: 'marketeer',
    firstName: 'طلال',
    lastName: 'السبيعي',
    phone: '66650118',
    email: 'talal.marketeer@example.com',
    office: 'ahmadi-office',
    lateJoiner: true,
    pendingMarketeer: true,
  },
  {
    key: 'operator',
    role: 'user',
    firstName: 'نوف',
    lastName: 'التحقق',
    phone: '97650131',
    email: 'licences.operator@example.com',
    lateJoiner: true,
    roles: ['operator', 'moderator'],
  },
  {
    key: 'admin',
    role: 'user',
    firstName: 'هيا',
    lastName: 'الإدارة',
    phone: '97650132',
    email: 'back.office.admin@example.com',
    lateJoiner: true,
    roles: ['admin'],
  },
  {
    key: 'market-data',
    role: 'user',
    firstName: 'سالم',
    lastName: 'البيانات',
    phone: '97650134',
    email: 'market.data@example.com',
    lateJoiner: true,
    roles: ['market-data'],
  },
  {
    key: 'catalogue',
    role: 'user',
    firstName: 'منيرة',
    lastName: 'العروض',
    phone: '97650135',
    email: 'catalogue@example.com',
    lateJoiner: true,
    roles: ['catalogue'],
  },
  {
    key: 'support',
    role: 'user',
    firstName: 'دانة',
    lastName: 'الدعم',
    phone: '97650136',
    email: 'member.support@example.com',
    lateJoiner: true,
    roles: ['support'],
  },
  {
    key: 'content',
    role: 'user',
    firstName: 'نورة',
    lastName: 'المحررة',
    phone: '97650137',
    email: 'content.editor@example.com',
    lateJoiner: true,
    roles: ['content'],
  },
  {
    /** Staff with no role yet: the administrator gives them one in the back office. */
    key: 'new-staff',
    role: 'user',
    firstName: 'ريم',
    lastName: 'الموظفة',
    phone: '97650133',
    email: 'new.staff@example.com',
    lateJoiner: true,
  },
];

export interface DemoOwner {
  id: number;
  key: string;
  role: DemoOwnerRole;
  phone: string;
  lateJoiner: boolean;
}

export const demoPhones = demoMemberSpecs.map((spec) => spec.phone);

/** The demo members who hold a data subscription. */
export const demoSubscriberKeys = demoMemberSpecs.filter((spec) => spec.subscriber).map((spec) => spec.key);

/** Inserts the demo members that are missing (by phone) and returns all of them, in spec order. */
export async function seedDemoOwners(db: Db): Promise<DemoOwner[]> {
  const existing = await db
    .select({ id: members.id, phone: members.phone })
    .from(members)
    .where(inArray(members.phone, demoPhones));
  const idByKey = new Map<string, number>();
  for (const spec of demoMemberSpecs) {
    const found = existing.find((row) => row.phone === spec.phone);
    if (found) idByKey.set(spec.key, found.id);
  }
  // Offices first: a marketeer's officeId points at one.
  const ordered = [...demoMemberSpecs].sort((a, b) => Number(a.role === 'marketeer') - Number(b.role === 'marketeer'));
  for (const spec of ordered) {
    if (idByKey.has(spec.key)) continue;
    const isOffice = spec.role !== 'user';
    const brokerType: BrokerType | null =
      spec.role === 'broker' ? 'licensed' : spec.role === 'marketeer' ? 'marketeer' : null;
    const [row] = await db
      .insert(members)
      .values({
        accountType: isOffice ? accountTypes.office : accountTypes.regular,
        brokerType,
        firstName: spec.firstName,
        lastName: spec.lastName,
        email: spec.email,
        phone: spec.phone,
        isCompleted: true,
        companyName: spec.companyName ?? null,
        registrationNumber: spec.registrationNumber ?? null,
        licenceStatus: brokerType === 'licensed' ? (spec.licence ?? 'verified') : null,
        officeId: spec.office ? (idByKey.get(spec.office) ?? null) : null,
        officeStatus: spec.office ? (spec.pendingMarketeer ? 'pending' : 'accepted') : null,
        isOwner: spec.role === 'user',
      })
      .returning({ id: members.id });
    if (!row) throw new Error(`could not insert demo member ${spec.key}`);
    idByKey.set(spec.key, row.id);
    for (const role of spec.roles ?? [])
      await db.insert(memberRoles).values({ memberId: row.id, role }).onConflictDoNothing();
  }
  return demoMemberSpecs.map((spec) => ({
    id: idByKey.get(spec.key) as number,
    key: spec.key,
    role: spec.role,
    phone: spec.phone,
    lateJoiner: spec.lateJoiner ?? false,
  }));
}
