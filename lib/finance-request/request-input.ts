import type { FinanceRequestFormOutput, FinanceRequestInput } from '@/lib/schemas/finance-request';

const fils = (dinars: number | string) => Math.round(Number(dinars) * 1000);

/** The checked form (dinars) as the API's request (fils); apart from the schemas, which the form loads only to check. */
export function toFinanceRequestInput(form: FinanceRequestFormOutput, otp?: string): FinanceRequestInput {
  return {
    fullName: form.fullName,
    phone: form.phone,
    propertyCategoryId: form.propertyCategoryId,
    bankId: form.bankId,
    bankCustomer: form.bankCustomer === 'yes',
    salaryFils: fils(form.salary),
    instalmentsFils: fils(form.instalments),
    amountFils: fils(form.amount),
    termsAccepted: true,
    ...(otp ? { otp } : {}),
  };
}
