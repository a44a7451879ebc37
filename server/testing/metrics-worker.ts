import { memoize } from '../lib/memo';
import { answerMetricsRequests } from '../operations/metrics';

/** Run by metrics.test.ts as a render worker: one memo hit of its own, then it answers the primary's metrics requests. */
const read = memoize(60_000, async () => 'reference data');
await read();
await read();
answerMetricsRequests();
process.send?.({ ready: true });
process.on('disconnect', () => process.exit(0));
