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
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
    AUTH_SECRET: z.string().min(32).optional(),
    SEED_ON_START: booleanFlag.default(true),
    EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    EMAIL_FROM: z.string().default('Manzil <no-reply@manzil.com.kw>'),
    CONTACT_INBOX: z.string().email().default('care@manzil.com.kw'),
    FINANCE_DESK_EMAIL: z.string().email().default('finance@manzil.com.kw'),
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
    VALUATIONS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100000).default(60),
    // Building cost rates older than this (at the date of an estimate) are shown as "last updated" with the reason:
    // there is no newer published figure (kuwait-facts §C).
    COST_RATES_CURRENT_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    PHONE_REVEALS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(30),
    // Reports of ads from one client address a day (issue 29): a person reports a few ads; more is a campaign.
    AD_REPORTS_PER_IP_DAY: z.coerce.number().int().min(1).max(100000).default(20),
    VIEWS_COUNTED_PER_IP_DAY: z.coerce.number().int().min(1).max(1000000).default(200),
    // Crash reports from browsers (POST /api/v1/client-errors): a crashing page sends one or two; more is a flood.
    CLIENT_ERRORS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100000).default(60),
    /** The largest crash report accepted: its texts are bounded (lib/crash-report.ts), about 7 KB at most. */
    CLIENT_ERROR_REPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(64 * 1024)
      .default(16 * 1024),
    /**
     * A page that reloaded itself for a DOM changed under React (a translation tool, spec §8) does not reload again
     * for the same error within this window: the crash screen shows instead, so it never reloads in a loop.
     */
    CRASH_RELOAD_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
    // Each finance request is e-mailed to a bank's desk: per member, and per client address for visitors and members alike.
    FINANCE_REQUESTS_PER_MEMBER_DAY: z.coerce.number().int().min(1).max(10000).default(5),
    FINANCE_REQUESTS_PER_IP_DAY: z.coerce.number().int().min(1).max(100000).default(20),
    // Each request to join an office notifies the office (e-mail and the rest of its channels).
    OFFICE_JOIN_REQUESTS_PER_MEMBER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
    NEWSLETTER_SIGNUPS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100000).default(10),
    // Mail providers' image proxies (Gmail's, Apple Mail's) fetch the open pixel for many readers from few addresses.
    NEWSLETTER_OPENS_PER_IP_HOUR: z.coerce.number().int().min(1).max(1000000).default(5000),
    // Each ask of a payment's status asks the gateway too. A return page left open asks about 125 times an hour
    // (2 s doubling to 30 s); a carrier's shared address carries several payers at once.
    PAYMENT_STATUS_CHECKS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100000).default(600),
    // Upload calls (1–4 images each) and requests: a request has four document slots and may be made again.
    APPRAISAL_UPLOADS_PER_MEMBER_DAY: z.coerce.number().int().min(1).max(10000).default(60),
    APPRAISAL_REQUESTS_PER_MEMBER_DAY: z.coerce.number().int().min(1).max(1000).default(5),
    PENDING_ADS_PER_MEMBER: z.coerce.number().int().min(1).max(10000).default(20),
    SAVED_SEARCHES_PER_MEMBER: z.coerce.number().int().min(1).max(1000).default(20),
    SMS_PROVIDER: z.enum(['outbox', 'kwtsms']).optional(),
    KWTSMS_USERNAME: z.string().optional(),
    KWTSMS_PASSWORD: z.string().optional(),
    KWTSMS_SENDER: z.string().default('MANZIL'),
    WHATSAPP_PROVIDER: z.enum(['outbox', 'cloudapi', 'off']).optional(),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the numeric phone number id').optional(),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'must look like v21.0')
      .default('v21.0'),
    WHATSAPP_TEMPLATE: z
      .string()
      .regex(/^[a-z0-9_]+$/, 'must be a template name (lower case, digits, _)')
      .default('manzil_notification'),
    PUSH_PROVIDER: z.enum(['outbox', 'webpush', 'off']).optional(),
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
      .default('mailto:care@manzil.com.kw'),
    FCM_PROVIDER: z.enum(['outbox', 'fcm', 'off']).optional(),
    /** The Firebase service account's JSON, or the path of its file. */
    FCM_SERVICE_ACCOUNT: z.string().optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    APPLE_CLIENT_ID: z.string().optional(),
    /** `/api/docs`, the API's reference page: served in demo unless `false`, in production only when `true`. */
    API_REFERENCE_PAGE: booleanFlag.optional(),
    /** `/ad/create` is the web ad form; `false` makes it the coming-soon page that sends members to the apps. */
    WEB_AD_POSTING: booleanFlag.default(true),
    /** The apps' store pages; each badge shows only when its address is set. */
    APP_STORE_URL: httpsUrl.optional(),
    GOOGLE_PLAY_URL: httpsUrl.optional(),
    /** `local` is the demo's own gateway (development adapter); `tap` is Tap Payments' Charges API. */
    PAYMENT_PROVIDER: z.enum(['local', 'tap']).optional(),
    /** Tap's secret API key (`sk_test_…` or `sk_live_…`): Bearer token of the Charges API and the webhook's HMAC key. */
    TAP_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\S+$/, 'must be a Tap secret key (sk_test_… or sk_live_…)')
      .optional(),
    TAP_API_URL: httpsUrl.default('https://api.tap.company'),
    /** Minutes an unpaid charge stays open (Tap's default is 30, settable 5–60); the local gateway uses it too. */
    PAYMENT_CHARGE_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(60).default(30),
    /** The smallest amount charged: a promo code never takes an order below it (KNET refuses a zero charge). */
    PAYMENT_MIN_CHARGE_FILS: z.coerce.number().int().min(1).max(1_000_000).default(100),
    /**
     * Minutes an unpaid order keeps its promo code's use before it expires (after one last look at the gateway); longer
     * than a charge stays open, so the gateway has ended the charge first.
     */
    PAYMENT_ORDER_EXPIRY_MINUTES: z.coerce
      .number()
      .int()
      .min(10)
      .max(7 * 24 * 60)
      .default(60),
    /** Times a refund the gateway did not take is asked again (every 5 minutes) before it is left to a person. */
    PAYMENT_REFUND_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(6),
    /**
     * A return page asks again about a charge the gateway has not settled: first after this many seconds, then twice
     * as long each time up to the most; after the patience it says the member will be told (a KNET bank page can take
     * minutes, and the webhook and reconciliation settle it anyway). Manzil's own choice, 2026-11-27.
     */
    PAYMENT_RESULT_POLL_FIRST_SECONDS: z.coerce.number().int().min(1).max(60).default(2),
    PAYMENT_RESULT_POLL_MAX_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    PAYMENT_RESULT_PATIENCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
    /** Unpaid orders one member may open per hour (each opens a charge at the gateway); then 422 LIMIT_REACHED. */
    PENDING_ORDERS_PER_MEMBER_HOUR: z.coerce.number().int().min(1).max(10000).default(20),
    /** Hours before a data subscription's paid period ends that its saved card is charged for the next one. */
    SUBSCRIPTION_RENEWAL_LEAD_HOURS: z.coerce.number().int().min(1).max(240).default(24),
    /** How many days before a data subscription's access ends its member is told that renewal is coming up. */
    SUBSCRIPTION_RENEWAL_NOTICE_DAYS: z.coerce.number().int().min(1).max(30).default(3),
    TRUST_PROXY: booleanFlag.default(false),
    REQUEST_BODY_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(5 * 1024 * 1024),
    APPRAISAL_REPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    /** The largest Ministry of Justice deals file (CSV or Excel) the market-data desk may upload; 50,000 rows take ~6 MB. */
    DEAL_IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(20 * 1024 * 1024),
    UPLOAD_VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(50 * 1024 * 1024),
    /** Uploads received and processed at once per process; one more answers 503 UPLOADS_BUSY. */
    UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
    UPLOAD_BUSY_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /**
     * How long browsers and shared caches keep a public file (ad photos and videos, avatars, news covers): withdrawing
     * or deleting an ad stops its files at once at the server, and within this long everywhere.
     */
    PUBLIC_FILE_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** How long a connection whose request body was refused unread is kept reading (and discarding) it after the answer. */
    REFUSED_BODY_LINGER_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    AD_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * Issue 29 (2026-11, after Property Finder "Verified" and Bayut "TruCheck"): an ad's verified badge lapses unless its
     * owner confirms availability again within this many days of the grant or of the last confirmation.
     */
    VERIFIED_BADGE_LAPSE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** Verification requests (each with its plate photo and document) per member a day. */
    AD_VERIFICATION_REQUESTS_PER_MEMBER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
    /** Spec §9: a deleted account's data is removed for good this many days after the deletion. */
    ACCOUNT_PURGE_DAYS: z.coerce.number().int().min(1).max(365).default(90),
    /**
     * Years a purged member's payment orders, charges and ledger rows are kept (without name or contacts) after their
     * last order, for the commercial books (docs/privacy-and-retention.md); never below the 5 years commerce requires.
     */
    ACCOUNTING_RETENTION_YEARS: z.coerce.number().int().min(5).max(30).default(10),
    /** Special ads shown above each page of a public ad list, rotating among those that match; 0 turns the slots off. */
    SPECIAL_AD_SLOTS: z.coerce.number().int().min(0).max(10).default(3),
    /** How long one rotation of those slots lasts: a page stays the same within it, so cached pages stay true. */
    SPECIAL_AD_ROTATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /** Fewer recorded deals than this in an area, category and land or built over 12 months: no fair-price badge. */
    FAIR_PRICE_MIN_DEALS: z.coerce.number().int().min(3).max(1000).default(8),
    /**
     * Within this many percent of the median an ad is "around market": plots of one area and category differ by about
     * this much for their block, street and corner alone, so a smaller gap says nothing about the price.
     */
    FAIR_PRICE_BAND_PERCENT: z.coerce.number().int().min(1).max(50).default(10),
    /**
     * Two photos whose perceptual hashes differ in at most this many of their 64 bits are one photo (issue 29). Measured
     * on 28 November 2026 (`npm run bench:photo-hash`, docs/trust.md): the 60 demo photos differ pairwise in 8 bits or
     * more, their 480 copies (re-encoded, halved, cropped 5%, brightness ±15%) 99% in 6 or fewer. Up to 7 a lookup
     * probes 17 values per band, 8–11 take 137.
     */
    PHOTO_COPY_MAX_DISTANCE: z.coerce.number().int().min(0).max(11).default(6),
    RENDER_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
    /**
     * Each render worker's V8 heap limit (`--max-old-space-size`, MB). Without one V8 lets garbage grow to hundreds of
     * MB under load before collecting it (a worker held 364 MB of heap, 539 MB resident); its live data is about
     * 100–140 MB, and its caches add at most Next's 50 MB and ENCODED_PAGES_CACHE_MB. A worker that reaches the limit
     * ends and is started again (docs/performance.md, Memory).
     */
    RENDER_WORKER_MAX_OLD_SPACE_MB: z.coerce.number().int().min(128).max(16384).default(288),
    /** Per render worker: the encoded bytes of recently served cached pages (server/web/encoded-pages.ts), all encodings. */
    ENCODED_PAGES_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /**
     * Memory for the public API answers kept per process (server/lib/api-cache.ts): about 25 KB a page of ads, so the
     * default holds over a thousand lists and articles; 0 turns the cache off.
     */
    API_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(32),
    /** Bearer token that opens /metrics to a scraper on another host; loopback needs none, and without it only loopback gets in. */
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * On SIGTERM or SIGINT, how long requests and jobs already running get to finish before the process ends: under
     * the 30 s Kubernetes waits before it kills (its default grace period), so the database still closes cleanly.
     */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
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
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'SMTP_URL is required when e-mail is delivered over SMTP',
      });
    }
    const smsProvider = env.SMS_PROVIDER ?? (env.APP_ENV === 'production' ? 'kwtsms' : 'outbox');
    if (smsProvider === 'kwtsms' && (!env.KWTSMS_USERNAME || !env.KWTSMS_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['KWTSMS_USERNAME'],
        message: 'KWTSMS_USERNAME and KWTSMS_PASSWORD are required when SMS goes through kwtSMS',
      });
    }
    if (
      channelProvider(env, 'WHATSAPP_PROVIDER', 'cloudapi', env.WHATSAPP_TOKEN) === 'cloudapi' &&
      (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_TOKEN'],
        message: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are required when WhatsApp goes through the Cloud API',
      });
    }
    if (
      channelProvider(env, 'PUSH_PROVIDER', 'webpush', env.VAPID_PRIVATE_KEY) === 'webpush' &&
      env.APP_ENV === 'production' &&
      (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required for web push in production',
      });
    }
    if (channelProvider(env, 'FCM_PROVIDER', 'fcm', env.FCM_SERVICE_ACCOUNT) === 'fcm' && !env.FCM_SERVICE_ACCOUNT) {
      ctx.addIssue({
        code: 'custom',
        path: ['FCM_SERVICE_ACCOUNT'],
        message: 'FCM_SERVICE_ACCOUNT is required when app push goes through FCM',
      });
    }
    if ((env.PAYMENT_PROVIDER ?? (env.APP_ENV === 'production' ? 'tap' : 'local')) === 'tap' && !env.TAP_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TAP_SECRET_KEY'],
        message: 'TAP_SECRET_KEY is required when payments go through Tap',
      });
    }
    if (env.PAYMENT_ORDER_EXPIRY_MINUTES <= env.PAYMENT_CHARGE_EXPIRY_MINUTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_ORDER_EXPIRY_MINUTES'],
        message: 'PAYMENT_ORDER_EXPIRY_MINUTES must be longer than PAYMENT_CHARGE_EXPIRY_MINUTES',
      });
    }
    if (env.APP_ENV !== 'production') return;
    if (!env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'AUTH_SECRET (32+ characters) is required when APP_ENV=production',
      });
    }
    if (env.PUBLIC_BASE_URL.startsWith('http://localhost')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_BASE_URL'],
        message: 'PUBLIC_BASE_URL must be the public https address when APP_ENV=production',
      });
    }
  });

export type Config = z.infer<typeof envSchema>;

/**
 * WhatsApp, web push and app push (FCM): the provider chosen, else the outbox in demo; in production the real
 * adapter when its credentials are set, else off (a production without them delivers e-mail and SMS only).
 */
export function channelProvider<Real extends string>(
  env: Pick<Config, 'APP_ENV'> & Partial<Record<'WHATSAPP_PROVIDER' | 'PUSH_PROVIDER' | 'FCM_PROVIDER', string>>,
  variable: 'WHATSAPP_PROVIDER' | 'PUSH_PROVIDER' | 'FCM_PROVIDER',
  real: Real,
  credential: string | undefined,
): Real | 'outbox' | 'off' {
  const chosen = env[variable] as Real | 'outbox' | 'off' | undefined;
  if (chosen) return chosen;
  if (env.APP_ENV === 'demo') return 'outbox';
  return credential ? real : 'off';
}

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
