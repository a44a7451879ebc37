import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { outboxQuerySchema } from '@/lib/schemas/common';
import { db } from '../../db/client';
import { devOutbox } from '../../db/schema/outbox';
import type { AppEnv } from '../../lib/hono-env';
import { validate } from '../../lib/validate';

/** Development-only routes (APP_ENV=demo): the outbox of simulated SMS and e-mail. Not mounted in production. */
export const devRoutes = new Hono<AppEnv>().get('/outbox', validate('query', outboxQuerySchema), async (c) => {
  const recipient = c.req.valid('query').to.toLowerCase();
  const messages = await db()
    .select({ id: devOutbox.id, channel: devOutbox.channel, recipient: devOutbox.recipient, subject: devOutbox.subject, body: devOutbox.body, createdAt: devOutbox.createdAt })
    .from(devOutbox)
    .where(eq(devOutbox.recipient, recipient))
    .orderBy(desc(devOutbox.id))
    .limit(20);
  return c.json({ data: messages });
});
