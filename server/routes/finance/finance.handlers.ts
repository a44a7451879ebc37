import { budgetQuerySchema, financeCalculateSchema } from '@/lib/schemas/finance';
import { factory } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { resolveBudget } from '../../services/finance/budget';
import { calculateFinance } from '../../services/finance/calculate';
import { mortgageSetup } from '../../services/finance/finance-setup';

export const getFinanceSetup = factory.createHandlers(async (c) => c.json({ data: await mortgageSetup() }));

/** Nothing is stored: the same inputs always give the same answer. */
export const postFinanceCalculate = factory.createHandlers(validate('json', financeCalculateSchema), async (c) =>
  c.json({ data: await calculateFinance(c.req.valid('json')) }),
);

export const getFinanceBudget = factory.createHandlers(validate('query', budgetQuerySchema), async (c) =>
  c.json({ data: await resolveBudget(c.req.valid('query')) }),
);
