import { redirect } from 'next/navigation';
import { latestEstimateOfVisitor } from '../evaluation/cce/_data/latest-estimate';

/** Depends on who asks. */
export const dynamic = 'force-dynamic';

/** The visitor's latest construction cost estimate, or the estimator when there is none yet. */
export default async function CostResultPage() {
  const id = await latestEstimateOfVisitor();
  redirect(id ? `/evaluation/cce/result/${id}` : '/evaluation/cce');
}
