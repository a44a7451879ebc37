import { and, eq, isNull } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { formatArea, formatDigits, localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { config } from '../../config';
import { db } from '../../db/client';
import { appraisalRequests, appraisers } from '../../db/schema/appraisals';
import { areas, propertyTypes } from '../../db/schema/reference';
import { logger } from '../../logger';
import { emailSender } from '../../providers/registry';

// A namespace of its own: the appraisal pages send all of `appraisal` to the browser, and these texts are the server's.
const translators = {
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'appraisalOfficeEmail' }),
  en: createTranslator({ locale: 'en', messages: en, namespace: 'appraisalOfficeEmail' }),
};

/**
 * Tells the assigned office's desk, by one e-mail in Arabic then English, that a paid request has arrived, and records
 * when (`office_notified_at`): an unpaid or already announced request is left alone. An office without an e-mail gets
 * nothing and the run ends normally (a warning, no retries); the sweep skips it until the office is given one.
 */
export async function sendAppraisalOfficeNotice(requestId: number): Promise<void> {
  const [row] = await db()
    .select({
      request: appraisalRequests,
      office: { id: appraisers.id, nameAr: appraisers.nameAr, nameEn: appraisers.nameEn, email: appraisers.email },
      propertyType: { nameAr: propertyTypes.nameAr, nameEn: propertyTypes.nameEn },
      area: { nameAr: areas.nameAr, nameEn: areas.nameEn },
    })
    .from(appraisalRequests)
    .innerJoin(appraisers, eq(appraisers.id, appraisalRequests.appraiserId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, appraisalRequests.propertyTypeId))
    .innerJoin(areas, eq(areas.id, appraisalRequests.areaId))
    .where(eq(appraisalRequests.id, requestId));
  if (!row || !row.request.paidAt || row.request.officeNotifiedAt) return;
  const { request, office } = row;
  if (!office.email) {
    logger.warn(
      { requestId, appraiserId: office.id },
      'appraisal: the office has no e-mail; the paid request was not sent to it',
    );
    return;
  }
  const text = (locale: Locale) => {
    const values = {
      id: formatDigits(request.id, locale),
      office: localName(locale, office),
      type: localName(locale, row.propertyType),
      area: localName(locale, row.area),
      size: formatArea(request.sizeSqm, locale),
      name: request.applicantName,
      phone: request.phone,
      link: `${config().PUBLIC_BASE_URL}/profile/appraisal-desk`,
    };
    return { subject: translators[locale]('subject', values), body: translators[locale]('body', values) };
  };
  const [arabic, english] = [text('ar'), text('en')];
  await emailSender().send({
    to: office.email,
    subject: `${arabic.subject} | ${english.subject}`,
    text: `${arabic.body}\n\n---\n\n${english.body}`,
  });
  await db()
    .update(appraisalRequests)
    .set({ officeNotifiedAt: new Date() })
    .where(and(eq(appraisalRequests.id, requestId), isNull(appraisalRequests.officeNotifiedAt)));
  logger.info({ requestId, appraiserId: office.id }, 'appraisal: the paid request was sent to its office');
}
