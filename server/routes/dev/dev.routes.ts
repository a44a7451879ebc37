import { Hono } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import { adStatus } from '@/lib/constants';
import { devAdExpirySchema, devJobParamSchema, idParamSchema, outboxQuerySchema } from '@/lib/schemas/common';
import { askOwnerNow } from '../../services/ad-availability/availability';
import { queueDeliveries } from '../../services/notifications/notify';
import { devClockSchema } from '@/lib/schemas/payments';
import { db } from '../../db/client';
import { ads } from '../../db/schema/ads';
import { devOutbox } from '../../db/schema/outbox';
import { runAdExpiry, runMaintenance } from '../../job-workers/maintenance';
import { runAvailabilityChecks } from '../../job-workers/ad-availability';
import { ApiError } from '../../lib/errors';
import type { AppEnv } from '../../lib/hono-env';
import { validate } from '../../lib/validate';
import { expireLots } from '../../services/payments/ledger';
import { expireStaleOrders } from '../../services/payments/order-expiry';
import { reconcilePendingCharges } from '../../services/payments/orders';
import { renewDueSubscriptions } from '../../services/payments/renewals';
import { now as clockNow, setClockOffset } from '../../lib/clock';
import { localGatewayRoutes } from './local-gateway.routes';

const scheduledJobs = {
  'ad-expiry': runAdExpiry,
  // On the demo clock, so a journey can move it a week on and be asked "still available?".
  'ad-availability': () => runAvailabilityChecks(clockNow()).then(() => undefined),
  maintenance: runMaintenance,
  'payment-reconciliation': () => reconcilePendingCharges(new Date(), { olderThanMinutes: 0 }).then(() => undefined),
  'payment-order-expiry': () => expireStaleOrders(clockNow()).then(() => undefined),
  'balance-expiry': () => expireLots(clockNow()).then(() => undefined),
  'subscription-renewal': () => renewDueSubscriptions().then(() => undefined),
};

/**
 * Development-only routes (APP_ENV=demo), not mounted in production: the outbox of simulated SMS and e-mail, and for
 * journeys and demos a scheduled job run now and a live ad moved close to its expiry.
 */
export const devRoutes = new Hono<AppEnv>()
  .route('/local-gateway', localGatewayRoutes)
  .get('/outbox', validate('query', outboxQuerySchema), async (c) => {
    const recipient = c.req.valid('query').to.toLowerCase();
    const messages = await db()
      .select({
        id: devOutbox.id,
        channel: devOutbox.channel,
        recipient: devOutbox.recipient,
        subject: devOutbox.subject,
        body: devOutbox.body,
        html: devOutbox.html,
        headers: devOutbox.headers,
        createdAt: devOutbox.createdAt,
      })
      .from(devOutbox)
      .where(eq(devOutbox.recipient, recipient))
      .orderBy(desc(devOutbox.id))
      .limit(20);
    return c.json({ data: messages });
  })
  /** Moves the server's clock `advanceDays` past the wall clock (0 puts it back): a paid period ends without waiting. */
  .post('/clock', validate('json', devClockSchema), (c) =>
    c.json({ data: { now: setClockOffset(c.req.valid('json').advanceDays * 86_400_000).toISOString() } }),
  )
  .post('/jobs/:name', validate('param', devJobParamSchema), async (c) => {
    await scheduledJobs[c.req.valid('param').name]();
    return c.json({ data: { done: true } });
  })
  .post('/ads/:id/expiry', validate('param', idParamSchema), validate('json', devAdExpirySchema), async (c) => {
    const expiresAt = new Date(Date.now() + c.req.valid('json').expiresInHours * 3600 * 1000);
    const [row] = await db()
      .update(ads)
      .set({ expiresAt })
      .where(and(eq(ads.id, c.req.valid('param').id), eq(ads.status, adStatus.approved)))
      .returning({ id: ads.id });
    if (!row) throw new ApiError('NOT_FOUND');
    return c.json({ data: { expiresAt: expiresAt.toISOString() } });
  })
  /** Asks one live ad's owner "still available?" now (as the weekly job would), for journeys and demos. */
  .post('/ads/:id/availability-ask', validate('param', idParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    const notices = await db().transaction((tx) => askOwnerNow(tx, id, new Date()));
    await queueDeliveries(notices);
    return c.json({ data: { asked: notices.length } });
  });
