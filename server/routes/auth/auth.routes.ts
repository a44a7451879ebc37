import { Hono } from 'hono';
import type { AppEnv } from '../../lib/hono-env';
import { listRegistrationReasons } from '../../services/reference-data';

export const authReferenceRoutes = new Hono<AppEnv>().get('/registrations-reasons', async (c) => c.json({ data: await listRegistrationReasons() }));
