import pino from 'pino';

const levels = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const level = levels.has(process.env.LOG_LEVEL ?? '')
  ? process.env.LOG_LEVEL
  : process.env.NODE_ENV === 'test'
    ? 'silent'
    : 'info';

const globalForLogger = globalThis as unknown as { manzilLogger?: pino.Logger };

/** Read before configuration is validated, so a bad configuration can still be reported. */
export const logger: pino.Logger = (globalForLogger.manzilLogger ??= pino({
  level,
  base: { app: 'manzil' },
  redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["refresh-token"]'],
}));
