import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
const httpsUrl = z.string().url().startsWith('https://', 'must be an https:// URL');

const envSchema = z
  .object({
    APP_ENV: z.enum(['demo', 'production']).default('demo'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: z.string().url().optional(),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
    AUTH_SECRET: z.string().min(32).optional(),
    SEED_ON_START: booleanFlag.default(true),
    EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    EMAIL_FROM: z.string().default('Manzil <no-reply@manzil.com.kw>'),
    CONTACT_INBOX: z.string().email().default('care@manzil.com.kw'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    AUTH_COOKIE_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // Per person: strict, it is what protects one phone or inbox from being flooded and one code from being guessed.
    OTP_SENDS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
    // Per client address: sized for Kuwait's mobile carriers, which put many subscribers behind one shared (CGNAT)
    // address; it only bounds what one address can make us send (SMS pumping), the per-person limit does the rest.
    OTP_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100000).default(200),
    // A sign-in takes about four identity calls (send, resend, login, register or a nonce): five times the sends above.
    AUTH_REQUESTS_PER_IP_HOUR: z.coerce.number().int().min(1).max(1000000).default(1000),
    // Every signed-in tab refreshes every ACCESS_TOKEN_TTL_SECONDS; a carrier address carries thousands of such tabs.
    REFRESHES_PER_IP_HOUR: z.coerce.number().int().min(1).max(1000000).default(10000),
    CONTACT_MESSAGES_PER_IP_HOUR: z.coerce.number().int().min(1).max(100000).default(5),
    // Each estimate is stored: bounds what one address can write, far above what a person comparing options needs.
    ESTIMATES_PER_IP_HOUR: z.coerce.number().int().min(1).max(1000000).default(60),
    PHONE_REVEALS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(30),
    VIEWS_COUNTED_PER_IP_DAY: z.coerce.number().int().min(1).max(1000000).default(200),
    PENDING_ADS_PER_MEMBER: z.coerce.number().int().min(1).max(10000).default(20),
    SMS_PROVIDER: z.enum(['outbox', 'kwtsms']).optional(),
    KWTSMS_USERNAME: z.string().optional(),
    KWTSMS_PASSWORD: z.string().optional(),
    KWTSMS_SENDER: z.string().default('MANZIL'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    APPLE_CLIENT_ID: z.string().optional(),
    /** The apps' store pages; each badge shows only when its address is set. */
    APP_STORE_URL: httpsUrl.optional(),
    GOOGLE_PLAY_URL: httpsUrl.optional(),
    TRUST_PROXY: booleanFlag.default(false),
    REQUEST_BODY_MAX_BYTES: z.coerce.number().int().min(1024).default(64 * 1024),
    UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(5 * 1024 * 1024),
    UPLOAD_VIDEO_MAX_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
    AD_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    RENDER_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
    REDIS_KEY_PREFIX: z.string().min(1).default('manzil:'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  })
  .superRefine((env, ctx) => {
    const emailProvider = env.EMAIL_PROVIDER ?? (env.APP_ENV === 'production' ? 'smtp' : 'outbox');
    if (emailProvider === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'SMTP_URL is required when e-mail is delivered over SMTP' });
    }
    const smsProvider = env.SMS_PROVIDER ?? (env.APP_ENV === 'production' ? 'kwtsms' : 'outbox');
    if (smsProvider === 'kwtsms' && (!env.KWTSMS_USERNAME || !env.KWTSMS_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['KWTSMS_USERNAME'], message: 'KWTSMS_USERNAME and KWTSMS_PASSWORD are required when SMS goes through kwtSMS' });
    }
    if (env.APP_ENV !== 'production') return;
    if (!env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'AUTH_SECRET (32+ characters) is required when APP_ENV=production' });
    }
    if (env.PUBLIC_BASE_URL.startsWith('http://localhost')) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_BASE_URL'], message: 'PUBLIC_BASE_URL must be the public https address when APP_ENV=production' });
    }
  });

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

let cached: Config | undefined;

/** Configuration of this process, validated once. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

export const isDemo = () => config().APP_ENV === 'demo';
