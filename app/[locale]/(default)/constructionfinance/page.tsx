import { redirect } from 'next/navigation';
import { latestEstimateOfVisitor } from '../evaluation/cce/_data/latest-estimate';

/** Depends on who asks. */
export const dynamic = 'force-dynamic';

/** Finance needs an estimate: the visitor's latest one, or the estimator when there is none yet. */
export default async function ConstructionFinanceStartPage() {
  const id = await latestEstimateOfVisitor();
  redirect(id ? `/constructionfinance/${id}` : '/evaluation/cce');
}
