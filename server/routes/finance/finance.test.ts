import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MortgageSetup } from '@/lib/finance/mortgage';
import type { BudgetResult } from '../../services/finance/budget';
import type { FinanceCalculation } from '../../services/finance/calculate';
import { testApp } from '../../testing/test-app';
import { db } from '../../db/client';
import { bankRates } from '../../db/schema/construction';

let api: Awaited<ReturnType<typeof testApp>>;
const json = async <T>(res: Response) => (await res.json()) as T;
const kd = (dinars: number) => dinars * 1000;

const housing = {
  product: 'housing',
  propertyValueFils: kd(100_000),
  downPaymentFils: kd(30_000),
  months: 180,
  graceMonths: 0,
  graceMode: 'extended',
  bankId: 2,
  salaryFils: kd(1_500),
  obligationsFils: 0,
  retiree: false,
};

const calculate = (body: unknown) => api.request('/api/v1/finance/calculate', { method: 'POST', json: body });

/** The seeded rates are all unconfirmed; the maths below is checked on NBK's and KFH's as if staff had confirmed them. */
async function confirmRates() {
  await db()
    .update(bankRates)
    .set({ source: 'test: a dated public source' })
    .where(inArray(bankRates.bankId, [1, 2]));
}

beforeAll(async () => {
  api = await testApp();
  await confirmRates();
});

describe('GET /v1/finance/setup', () => {
  it('lists housing and consumer rates and the central bank limits, each with its source', async () => {
    const res = await api.request('/api/v1/finance/setup');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const { data } = await json<{ data: MortgageSetup }>(res);
    expect(data.limits).toEqual({
      housing: { maxAmount: kd(70_000), maxMonths: 180 },
      consumer: { maxAmount: kd(25_000), maxMonths: 60, salaryMultiple: 25 },
      employeeShareBps: 4000,
      retireeShareBps: 3000,
      discountRateBps: 350,
      rateCapBps: 650,
      kcbMaxAmount: kd(70_000),
    });
    expect(data.banks.filter((b) => b.product === 'housing').map((b) => b.slug)).toEqual([
      'nbk',
      'kfh',
      'boubyan',
      'warba',
      'gulf-bank',
    ]);
    expect(data.banks.some((b) => b.product === 'consumer' && b.kind === 'murabaha')).toBe(true);
    expect(data.settings.find((s) => s.key === 'instalment-salary-share-retiree')).toMatchObject({
      value: 3000,
      source: expect.stringContaining('CBK'),
      effectiveDate: '2008-03-24',
    });
  });

  it('shows no unconfirmed rate: the bank is "rate on request", priced at the central bank’s cap, and its note stays for staff', async () => {
    const res = await api.request('/api/v1/finance/setup');
    const { data } = await json<{ data: MortgageSetup }>(res);
    // Nothing the page shows reads as a note to ourselves: not the banks' notes, not the limits' sources.
    expect(JSON.stringify(data)).not.toMatch(/UNCONFIRMED|placeholder|yallacompare|update from/i);
    const boubyan = data.banks.find((b) => b.slug === 'boubyan' && b.product === 'housing')!;
    expect(boubyan).toMatchObject({
      kind: 'murabaha',
      rateOnRequest: true,
      rateBps: data.limits.rateCapBps,
      source: '',
    });
    expect(data.banks.find((b) => b.slug === 'kfh' && b.product === 'housing')).toMatchObject({
      rateOnRequest: false,
      rateBps: 275,
    });
    const [stored] = await db().select({ source: bankRates.source }).from(bankRates).where(eq(bankRates.id, 3));
    expect(stored?.source).toMatch(/^UNCONFIRMED/);
    // Its instalment is the most it may be: the cap on the reducing balance, never the placeholder flat rate.
    const { data: calc } = await json<{ data: FinanceCalculation }>(
      await calculate({ ...housing, bankId: boubyan.id }),
    );
    expect(calc.plan.offer.reducingRateBps).toBe(data.limits.rateCapBps);
    expect(calc.plan.limits.find((l) => l.key === 'rate')?.fits).toBe(true);
    expect(calc.comparison.filter((p) => p.bank.rateOnRequest).map((p) => p.bank.slug)).toEqual(
      expect.arrayContaining(['boubyan', 'warba', 'gulf-bank']),
    );
    expect(calc.sideBySide).toEqual({ murabaha: 2, conventional: 1 });
  });
});

describe('POST /v1/finance/calculate', () => {
  it('answers with the plan, every bank compared, murabaha beside conventional and the Credit Bank option', async () => {
    const res = await calculate(housing);
    expect(res.status).toBe(200);
    const { data } = await json<{ data: FinanceCalculation }>(res);
    // KFH at 2.75% flat: 70,000 × (1 + 2.75% × 15) = 98,875 over 180 months.
    expect(data.plan.offer).toMatchObject({ instalment: 549_306, totalRepaid: kd(98_875), profit: kd(28_875) });
    expect(data.plan.limits.map((l) => [l.key, l.fits])).toEqual([
      ['amount', true],
      ['term', true],
      ['share', true],
      ['rate', true],
    ]);
    expect(data.comparison).toHaveLength(5);
    expect(data.sideBySide).toEqual({ murabaha: 2, conventional: 1 });
    expect(data.kcb).toMatchObject({ amount: kd(70_000), remainder: 0, instalment: 388_889 });
  });

  it('explains a broken limit and what would fit', async () => {
    const res = await calculate({
      ...housing,
      propertyValueFils: kd(200_000),
      months: 240,
      salaryFils: kd(1_000),
      obligationsFils: kd(150),
      retiree: true,
    });
    const { data } = await json<{ data: FinanceCalculation }>(res);
    expect(data.plan.fits).toBe(false);
    expect(data.plan.limits.filter((l) => !l.fits).map((l) => l.key)).toEqual(['amount', 'term', 'share']);
    expect(data.plan.allowedInstalment).toBe(kd(150));
    expect(data.plan.fix.fitMonths).toBe(180);
    expect(data.plan.fix.downPaymentNeeded).toBe(kd(200_000) - data.plan.fix.largestAmount);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const bad = await calculate({
      ...housing,
      propertyValueFils: -1,
      months: 5,
      graceMode: 'later',
      salaryFils: 'lots',
      retiree: 'no',
    });
    expect(bad.status).toBe(400);
    const body = await json<{ code: string; fieldErrors: Record<string, string[]> }>(bad);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors).sort()).toEqual([
      'graceMode',
      'months',
      'propertyValueFils',
      'retiree',
      'salaryFils',
    ]);

    const tooMuchDown = await calculate({ ...housing, downPaymentFils: kd(100_000) });
    expect(tooMuchDown.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(tooMuchDown)).fieldErrors).toEqual({
      downPaymentFils: ['الدفعة الأولى تغطي القيمة كلها: لا حاجة إلى تمويل'],
    });

    // Kuwait Credit Bank has no consumer rate; an unknown bank neither.
    for (const bankId of [10, 999]) {
      const res = await calculate({ ...housing, product: 'consumer', bankId });
      expect(res.status).toBe(400);
      expect((await json<{ fieldErrors: Record<string, string[]> }>(res)).fieldErrors).toHaveProperty('bankId');
    }
    const extra = await calculate({ ...housing, admin: true });
    expect(extra.status).toBe(400);
  });
});

describe('GET /v1/finance/budget', () => {
  it('works out the highest price from the salary and says which limit binds', async () => {
    const res = await api.request(
      '/api/v1/finance/budget?salary=1000&obligations=0&downPayment=20000&months=180&bankId=1&retiree=false',
    );
    expect(res.status).toBe(200);
    const { data } = await json<{ data: BudgetResult }>(res);
    expect(data.basis).toBe('salary');
    if (data.basis !== 'salary') return;
    // 400 a month at NBK's 4.5% over 15 years carries 52,288 dinars, plus the 20,000 down payment.
    expect(data.ceiling).toBe(kd(72_288));
    expect(data.budget).toMatchObject({ binding: 'share', principal: kd(52_288), allowedInstalment: kd(400) });

    const rich = await json<{ data: BudgetResult }>(
      await api.request('/api/v1/finance/budget?salary=5000&downPayment=50000'),
    );
    expect(rich.data.ceiling).toBe(kd(120_000));
    expect(rich.data.basis === 'salary' && rich.data.budget.binding).toBe('amount');
  });

  it('takes a price ceiling directly', async () => {
    const { data } = await json<{ data: BudgetResult }>(await api.request('/api/v1/finance/budget?maxPrice=150000'));
    expect(data).toMatchObject({ basis: 'price', ceiling: kd(150_000) });
  });

  it('to rent: the share of salary the central bank lets instalments take, less current instalments, in whole dinars', async () => {
    const employee = await json<{ data: BudgetResult }>(
      await api.request('/api/v1/finance/budget?deal=rent&salary=1250.5&obligations=120'),
    );
    // 40% of 1,250.500 is 500.200; less 120 of instalments leaves 380.200, so a rent of up to KD 380.
    expect(employee.data).toMatchObject({ basis: 'rent', ceiling: kd(380), fromSalary: true, shareBps: 4000 });
    const retiree = await json<{ data: BudgetResult }>(
      await api.request('/api/v1/finance/budget?deal=rent&salary=1000&retiree=true'),
    );
    expect(retiree.data).toMatchObject({ basis: 'rent', ceiling: kd(300), shareBps: 3000 });
    // Instalments above the share leave nothing for rent, never a negative ceiling.
    const owing = await json<{ data: BudgetResult }>(
      await api.request('/api/v1/finance/budget?deal=rent&salary=1000&obligations=600'),
    );
    expect(owing.data.ceiling).toBe(0);
    const direct = await json<{ data: BudgetResult }>(
      await api.request('/api/v1/finance/budget?deal=rent&maxPrice=450'),
    );
    expect(direct.data).toMatchObject({ basis: 'rent', ceiling: kd(450), fromSalary: false });
    expect((await api.request('/api/v1/finance/budget?deal=lease&salary=1000')).status).toBe(400);
  });

  it('refuses a query without a salary or a ceiling, or with bad values, with field errors', async () => {
    for (const [query, field] of [
      ['', 'salary'],
      ['salary=abc', 'salary'],
      ['salary=1000&months=7', 'months'],
      ['salary=1000&retiree=maybe', 'retiree'],
      ['salary=1000&bankId=10', 'bankId'],
      ['salary=999999999', 'salary'],
      ['salary=1000&sort=asc', ''],
    ] as const) {
      const res = await api.request(`/api/v1/finance/budget?${query}`);
      expect(res.status, query).toBe(400);
      const body = await json<{ fieldErrors?: Record<string, string[]> }>(res);
      if (field) expect(body.fieldErrors, query).toHaveProperty(field);
    }
  });
});
