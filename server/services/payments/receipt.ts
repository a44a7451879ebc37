import { eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { formatDateTime, formatDigits, formatFils } from '@/lib/format';
import { config } from '../../config';
import { db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { logger } from '../../logger';
import { emailSender } from '../../providers/registry';
import { readNotificationSettings } from '../notifications/notification-settings';
import type { PackageRow } from './catalogue';

const translators = {
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'payments.receipt' }),
  en: createTranslator({ locale: 'en', messages: en, namespace: 'payments.receipt' }),
};

/**
 * The receipt of a credited payment, by e-mail in the member's language (the outbox in demo). Sent after the credit
 * has committed, by whichever path credited it (so once); a failure to send is logged and never undoes the payment.
 */
export async function sendReceipt(input: {
  memberId: number;
  pkg: PackageRow;
  transactionId: number;
  chargeId: string;
  amountFils: number;
  paidAt: Date;
}): Promise<void> {
  try {
    const [member] = await db().select().from(members).where(eq(members.id, input.memberId));
    if (!member?.email) return;
    const { locale } = await readNotificationSettings(member);
    const t = translators[locale];
    const service = locale === 'ar' ? input.pkg.nameAr : input.pkg.nameEn;
    const values = {
      service,
      transaction: formatDigits(input.transactionId, locale),
      charge: input.chargeId,
      date: formatDateTime(input.paidAt, locale),
      amount: formatFils(input.amountFils, locale),
      link: `${config().PUBLIC_BASE_URL}/profile/account-balances`,
    };
    await emailSender().send({ to: member.email, subject: t('subject', values), text: t('body', values) });
  } catch (err) {
    logger.error({ err, transactionId: input.transactionId }, 'payment: receipt not sent');
  }
}
