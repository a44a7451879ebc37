import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { adStatus } from '../../lib/constants';
import type { Db } from '../db/client';
import { members, uploads } from '../db/schema/accounts';
import { ads } from '../db/schema/ads';
import { officeAreas, officeSectors } from '../db/schema/offices';
import { areas } from '../db/schema/reference';
import type { DemoOwner } from './ads/owners';
import { putIfMissing } from './put-if-missing';

interface OfficeProfileSpec {
  areas: string[];
  sectorIds: number[];
  about: string;
  website?: string;
  instagram?: string;
  facebook?: string;
  twitter?: string;
  hours?: [string, string];
  /** Logo colours: background and mark. */
  colours: [string, string];
}

/** The demo offices' public pages (issue 17): areas, specialization, about, links, hours and a logo each. */
const officeProfiles: Record<string, OfficeProfileSpec> = {
  khalifa: {
    areas: ['salmiya', 'jabriya', 'rumaithiya', 'bayan', 'mishref'],
    sectorIds: [1, 2, 3],
    about:
      'مكتب وساطة عقارية في محافظة حولي منذ 2014: بيع وتأجير البيوت والشقق، وتقييم العقار قبل عرضه، ومرافقة المشتري حتى التسجيل في وزارة العدل.',
    website: 'https://khaleej-office.example.com',
    instagram: 'khaleej.realestate',
    twitter: 'khaleej_re',
    colours: ['#0f4c81', '#f5c242'],
  },
  bader: {
    areas: ['kuwait-city', 'shamiya', 'kaifan', 'adailiya', 'surra'],
    sectorIds: [1, 6, 7],
    about:
      'دار السلام للعقارات: خبرة منذ 2009 في السكن الخاص والأراضي داخل العاصمة، ومتابعة المزادات العقارية لعملائنا.',
    instagram: 'daralsalam.kw',
    facebook: 'daralsalamrealestate',
    colours: ['#14532d', '#fef3c7'],
  },
  mishari: {
    areas: ['hawalli', 'salmiya', 'farwaniya', 'khaitan'],
    sectorIds: [2, 3, 10],
    about: 'مكتب الوطن للوساطة العقارية: إيجارات الشقق والعمارات الاستثمارية وإدارة الأملاك لحساب الملّاك.',
    hours: ['08:30', '16:30'],
    colours: ['#7c2d12', '#fde68a'],
  },
  hessa: {
    areas: ['mubarak-al-abdullah', 'salwa', 'zahra', 'siddiq'],
    sectorIds: [1, 2, 11],
    about: 'شركة بيت الكويت العقارية: بيع وشراء السكن الخاص في المناطق النموذجية، مع تقييم عقاري معتمد.',
    website: 'https://baytalkuwait.example.com',
    instagram: 'bayt.alkuwait',
    colours: ['#312e81', '#c7d2fe'],
  },
  'ahmadi-office': {
    areas: ['ahmadi', 'fahaheel', 'mangaf', 'abu-halifa', 'sabah-al-ahmad-city'],
    sectorIds: [1, 2, 8],
    about: 'مكتب الأحمدي للعقار: السكن الخاص والإيجارات في محافظة الأحمدي، وشاليهات الخيران وصباح الأحمد البحرية.',
    instagram: 'ahmadi.realestate',
    facebook: 'ahmadioffice',
    colours: ['#0e7490', '#ecfeff'],
  },
  'jahra-office': {
    areas: ['jahra', 'saad-al-abdullah', 'naeem', 'oyoun'],
    sectorIds: [1, 6, 9],
    about: 'مكتب الجهراء الحديث: أراضي وبيوت الجهراء وسعد العبدالله، والمزارع والجواخير في العبدلي.',
    hours: ['09:00', '13:00'],
    colours: ['#854d0e', '#fef9c3'],
  },
  'salmiya-office': {
    areas: ['salmiya', 'hawalli', 'bidaa', 'shaab'],
    sectorIds: [2, 3, 4],
    about: 'مكتب السالمية للوساطة العقارية: شقق للإيجار، ومحلات تجارية، وعمارات استثمارية في السالمية وحولي.',
    website: 'https://salmiya-office.example.com',
    instagram: 'salmiya.office',
    twitter: 'salmiya_office',
    colours: ['#be123c', '#ffe4e6'],
  },
  'mubarak-office': {
    areas: ['mubarak-al-kabeer', 'qurain', 'adan', 'masayel', 'fnaitees'],
    sectorIds: [1, 6],
    about: 'مكتب مبارك الكبير العقاري: بيع السكن الخاص والأراضي في القرين والعدان والمسايل والفنيطيس.',
    colours: ['#4d7c0f', '#ecfccb'],
  },
  'capital-office': {
    areas: ['kuwait-city', 'sharq', 'qibla', 'shuwaikh-industrial', 'ardiya-industrial'],
    sectorIds: [4, 5, 3],
    about: 'مكتب العاصمة للعقارات التجارية: مكاتب ومحلات في مدينة الكويت وشرق، ومخازن في الشويخ الصناعية والعارضية.',
    website: 'https://capital-commercial.example.com',
    facebook: 'capitalcommercialkw',
    hours: ['08:00', '15:00'],
    colours: ['#1e293b', '#e2e8f0'],
  },
};

/** A logo: a house mark in the office's colours (no text, so no font is needed to draw it). */
async function logoPng([background, mark]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" rx="48" fill="${background}"/>
<path d="M128 52 L212 124 H188 V204 H148 V156 H108 V204 H68 V124 H44 Z" fill="${mark}"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page licence document: uploads are parsed as PDF, so the demo's stored ones are real PDFs too. */
async function licencePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Brokerage licence (demo)', {
    x: 72,
    y: 760,
    size: 18,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

/** Ads each late-joining member takes over from the Gulf office, so their pages are not empty. */
const takeOver = { broker: 9, marketeer: 3, user: 0 } as const;

/**
 * Fills the demo offices' public information once (an office with an about text is left as it is), gives each a logo
 * and its licence document, and hands the offices and marketeers added with issue 17 some live ads of the Gulf office
 * (khalifa), in their own areas where it has some, so the ads drawn for everybody else stay untouched.
 */
export async function seedDemoOffices(db: Db, owners: DemoOwner[]): Promise<number> {
  const byKey = new Map(owners.map((owner) => [owner.key, owner]));
  const areaRows = await db.select({ id: areas.id, slug: areas.slug }).from(areas);
  const areaId = new Map(areaRows.map((row) => [row.slug, row.id]));
  let filled = 0;
  for (const [key, spec] of Object.entries(officeProfiles)) {
    const owner = byKey.get(key);
    if (!owner) continue;
    const [current] = await db.select({ about: members.about }).from(members).where(eq(members.id, owner.id));
    if (!current || current.about) continue;
    // Named by content (the colours), so demo databases sharing one upload folder share the files.
    const logoKey = `avatar/demo-office-logo-${spec.colours.join('').replace(/#/g, '')}.png`;
    const logoBytes = await logoPng(spec.colours);
    await putIfMissing(logoKey, 'image/png', async () => logoBytes);
    const documentKey = `supporting-document/demo-licence-${spec.colours.join('').replace(/#/g, '')}.pdf`;
    const documentBytes = await licencePdf();
    await putIfMissing(documentKey, 'application/pdf', async () => documentBytes);
    const [logo] = await db
      .insert(uploads)
      .values({
        ownerId: owner.id,
        purpose: 'avatar',
        storageKey: logoKey,
        mimeType: 'image/png',
        byteSize: logoBytes.length,
        isPrivate: false,
      })
      .onConflictDoNothing()
      .returning({ id: uploads.id });
    const [document] = await db
      .insert(uploads)
      .values({
        ownerId: owner.id,
        purpose: 'supporting-document',
        storageKey: documentKey,
        mimeType: 'application/pdf',
        byteSize: documentBytes.length,
        isPrivate: true,
      })
      .onConflictDoNothing()
      .returning({ id: uploads.id });
    await db
      .update(members)
      .set({
        about: spec.about,
        contactPhone: owner.phone,
        whatsapp: owner.phone,
        website: spec.website ?? null,
        instagram: spec.instagram ?? null,
        facebook: spec.facebook ?? null,
        twitter: spec.twitter ?? null,
        opensAt: spec.hours?.[0] ?? '09:00',
        closesAt: spec.hours?.[1] ?? '17:00',
        avatarKey: logo ? logoKey : undefined,
        licenceDocumentId: document?.id,
      })
      .where(eq(members.id, owner.id));
    const ids = spec.areas.map((slug) => areaId.get(slug)).filter((id): id is number => id !== undefined);
    if (ids.length)
      await db
        .insert(officeAreas)
        .values(ids.map((id) => ({ memberId: owner.id, areaId: id })))
        .onConflictDoNothing();
    await db
      .insert(officeSectors)
      .values(spec.sectorIds.map((sectorId) => ({ memberId: owner.id, sectorId })))
      .onConflictDoNothing();
    filled++;
  }

  const donor = byKey.get('khalifa');
  if (!donor) return filled;
  for (const owner of owners.filter((o) => o.lateJoiner && takeOver[o.role] > 0)) {
    const [has] = await db.select({ id: ads.id }).from(ads).where(eq(ads.ownerId, owner.id)).limit(1);
    if (has) continue;
    const officeKey = owner.role === 'marketeer' ? undefined : owner.key;
    const wanted = (officeProfiles[officeKey ?? ''] ?? { areas: [] }).areas
      .map((slug) => areaId.get(slug))
      .filter((id): id is number => id !== undefined);
    const live = and(
      eq(ads.ownerId, donor.id),
      eq(ads.status, adStatus.approved),
      or(isNull(ads.expiresAt), gt(ads.expiresAt, new Date())),
    );
    const ordered = (where: ReturnType<typeof and>) =>
      db.select({ id: ads.id }).from(ads).where(where).orderBy(asc(ads.id)).limit(takeOver[owner.role]);
    let picked = wanted.length ? await ordered(and(live, inArray(ads.areaId, wanted))) : [];
    if (picked.length < takeOver[owner.role])
      picked = [
        ...picked,
        ...(await ordered(and(live, sql`${ads.id} not in (${sql.join([0, ...picked.map((p) => p.id)], sql`, `)})`))),
      ].slice(0, takeOver[owner.role]);
    if (picked.length)
      await db
        .update(ads)
        .set({ ownerId: owner.id, contactPhone: owner.phone })
        .where(
          inArray(
            ads.id,
            picked.map((p) => p.id),
          ),
        );
  }
  return filled;
}
