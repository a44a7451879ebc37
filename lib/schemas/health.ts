import { z } from 'zod/mini';

export const livenessSchema = z.object({ status: z.literal('ok') });

const check = z.enum(['ok', 'failed', 'pending', 'stopped', 'not configured']);

/** `GET /api/health/ready`: 200 with `ok`, else 503 with `unavailable`; each check says what it found. */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: check,
    migrations: check,
    redis: check,
    jobs: check,
    shutdown: z.enum(['no', 'draining']),
  }),
});
