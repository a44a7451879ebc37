import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { messageKeys } from '@/lib/schemas/fields';
import type { FinanceRequest, FinanceRequestInput, FinanceRequestOptions } from '@/lib/schemas/finance-request';
import { config } from '../../config';
import { db } from '../../db/client';
import { valuationSettings } from '../../db/schema/construction';
import { financeRequests } from '../../db/schema/finance-requests';
import { banks, propertyCategories } from '../../db/schema/reference';
import { ApiError } from '../../lib/errors';
import { memoize } from '../../lib/memo';
import { enforceLimit } from '../../lib/rate-limit';
import { emailSender } from '../../providers/registry';
import { checkCode } from '../auth/one-time-codes';
import type { Member } from '../members/members';

/** Banks and bounds change with the back office, not per request: five minutes of staleness is fine. */
const OPTIONS_TTL_MS = 5 * 60_000;

/** The partner banks, the property categories and the configured bounds of the amount. */
export const financeRequestOptions = memoize(OPTIONS_TTL_MS, async (): Promise<FinanceRequestOptions> => {
  const [partnerBanks, categories, bounds] = await Promise.all([
    db()
      .select({ id: banks.id, nameAr: banks.nameAr, nameEn: banks.nameEn })
      .from(banks)
      .where(eq(banks.isPartner, true))
      .orderBy(asc(banks.sort)),
    db()
      .select({ id: propertyCategories.id, nameAr: propertyCategories.nameAr, nameEn: propertyCategories.nameEn })
      .from(propertyCategories)
      .orderBy(asc(propertyCategories.id)),
    db()
      .select()
      .from(valuationSettings)
      .where(inArray(valuationSettings.key, ['finance-request-min', 'finance-request-max'])),
  ]);
  const bound = (key: string) => {
    const row = bounds.find((b) => b.key === key);
    if (!row) throw new Error(`valuation setting ${key} is missing`);
    return row;
  };
  return {
    banks: partnerBanks,
    categories,
    minAmountFils: bound('finance-request-min').value,
    maxAmountFils: bound('finance-request-max').value,
    source: bound('finance-request-max').source,
  };
});

const columns = {
  request: financeRequests,
  bank: { id: banks.id, nameAr: banks.nameAr, nameEn: banks.nameEn },
  category: { id: propertyCategories.id, nameAr: propertyCategories.nameAr, nameEn: propertyCategories.nameEn },
};

function withNames() {
  return db()
    .select(columns)
    .from(financeRequests)
    .innerJoin(banks, eq(banks.id, financeRequests.bankId))
    .innerJoin(propertyCategories, eq(propertyCategories.id, financeRequests.propertyCategoryId));
}

function present({ request, bank, category }: Awaited<ReturnType<typeof withNames>>[number]): FinanceRequest {
  return {
    id: request.id,
    status: request.status,
    fullName: request.fullName,
    phone: request.phone,
    propertyCategory: category,
    bank,
    bankCustomer: request.bankCustomer,
    salaryFils: request.salaryFils,
    instalmentsFils: request.instalmentsFils,
    amountFils: request.amountFils,
    createdAt: request.createdAt.toISOString(),
    sentAt: request.sentAt?.toISOString() ?? null,
  };
}

/**
 * Stores a finance request for a partner bank. The applicant's phone is confirmed: a member's own (verified) phone as
 * it is, any other phone, a visitor's too, with the code sent to it, used once. Each request is e-mailed to a bank,
 * so a member and a client address send only so many a day. The bank's desk gets it from a job (`queueDelivery`), so
 * a failing mail server loses nothing.
 */
export async function createFinanceRequest(
  input: FinanceRequestInput,
  who: { member?: Member; locale: Locale; ip: string },
): Promise<FinanceRequest> {
  const options = await financeRequestOptions();
  const fieldErrors: Record<string, string[]> = {};
  if (input.amountFils < options.minAmountFils || input.amountFils > options.maxAmountFils)
    fieldErrors.amountFils = ['financeRequest.errors.amountRange'];
  if (!options.banks.some((bank) => bank.id === input.bankId)) fieldErrors.bankId = [messageKeys.invalidValue];
  if (!options.categories.some((category) => category.id === input.propertyCategoryId))
    fieldErrors.propertyCategoryId = [messageKeys.invalidValue];
  const needsCode = who.member?.phone !== input.phone;
  if (needsCode && !input.otp) fieldErrors.otp = [messageKeys.required];
  if (Object.keys(fieldErrors).length) throw new ApiError('VALIDATION_FAILED', fieldErrors);
  // A wrong code spends no request of the day, and a refused request does not use the code up.
  if (needsCode) await checkCode('sms', input.phone, input.otp!, { consume: false });
  if (who.member) await enforceLimit('financeRequestsPerMember', `member:${who.member.id}`);
  await enforceLimit('financeRequestsPerAddress', `ip:${who.ip}`);
  if (needsCode) await checkCode('sms', input.phone, input.otp!, { consume: true });

  const { fullName, phone, propertyCategoryId, bankId, bankCustomer, salaryFils, instalmentsFils, amountFils } = input;
  const [row] = await db()
    .insert(financeRequests)
    .values({
      fullName,
      phone,
      propertyCategoryId,
      bankId,
      bankCustomer,
      salaryFils,
      instalmentsFils,
      amountFils,
      memberId: who.member?.id ?? null,
      locale: who.locale,
      termsAcceptedAt: new Date(),
    })
    .returning({ id: financeRequests.id });
  return (await findFinanceRequest(row!.id))!;
}

async function findFinanceRequest(id: number): Promise<FinanceRequest | undefined> {
  const [row] = await withNames().where(eq(financeRequests.id, id));
  return row && present(row);
}

/** A member's own requests, newest first. */
export async function memberFinanceRequests(memberId: number, limit = 50): Promise<FinanceRequest[]> {
  const rows = await withNames()
    .where(eq(financeRequests.memberId, memberId))
    .orderBy(desc(financeRequests.createdAt), desc(financeRequests.id))
    .limit(limit);
  return rows.map(present);
}

/** Sends one request to its bank's desk (or Manzil's) and marks it sent; a request already sent is left alone. */
export async function deliverFinanceRequest(id: number): Promise<void> {
  const [row] = await db()
    .select({ request: financeRequests, bank: banks, category: propertyCategories })
    .from(financeRequests)
    .innerJoin(banks, eq(banks.id, financeRequests.bankId))
    .innerJoin(propertyCategories, eq(propertyCategories.id, financeRequests.propertyCategoryId))
    .where(eq(financeRequests.id, id));
  if (!row || row.request.status === 'sent') return;
  const { request, bank, category } = row;
  const money = (fils: number) => formatPrice(fils, 'en');
  await emailSender().send({
    to: bank.requestsEmail ?? config().FINANCE_DESK_EMAIL,
    subject: `Finance request #${request.id} for ${bank.nameEn}: ${request.fullName}`,
    text: [
      `Bank: ${bank.nameEn} / ${bank.nameAr}`,
      `Applicant: ${request.fullName}, phone ${request.phone}${request.memberId ? ` (Manzil member ${request.memberId})` : ' (phone confirmed by code)'}`,
      `Property category: ${category.nameEn} / ${category.nameAr}`,
      `Customer of the bank: ${request.bankCustomer ? 'yes' : 'no'}`,
      `Net monthly salary: ${money(request.salaryFils)}`,
      `Current monthly instalments: ${money(request.instalmentsFils)}`,
      `Amount asked: ${money(request.amountFils)}`,
      `Terms accepted: ${request.termsAcceptedAt.toISOString()}; language ${request.locale}`,
    ].join('\n'),
  });
  await db()
    .update(financeRequests)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(financeRequests.id, id), eq(financeRequests.status, 'received')));
}
