import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value)));

/** Every environment variable the server reads; `.env.example` documents each one. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where clients reach the app; Twilio signs this URL, better-auth builds links with it. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString,
  DATABASE_DRIVER: z.enum(['pglite', 'pg', 'neon']).optional(),
  /** A read replica of DATABASE_URL (pg or Neon): search, the directory and provider pages read there; every write stays on the primary. */
  DATABASE_READ_URL: optionalString,
  DATA_DIR: z.string().default('.data'),
  /** Two connections stay held by LISTEN (catalogue and live events): fewer than 4 would starve queries. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(4).max(200).default(10),
  NEON_WS_PROXY: optionalString,
  /** Seed the demo catalogue when the database has no providers (default: on for the embedded database). */
  SEED_DEMO: booleanFlag,
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /** Extra origins allowed by CORS and better-auth, comma separated. */
  TRUSTED_ORIGINS: optionalString,
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).optional()),
  FREE_BOOKING_LIMIT: z.coerce.number().int().min(0).default(5),
  /** Testing only (refused in production): moves the server's clock by this many milliseconds, at most a week either way. */
  CLOCK_OFFSET_MS: z.coerce.number().int().min(-604_800_000).max(604_800_000).default(0),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('BookMitra <no-reply@bookmitra.in>'),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_WHATSAPP_FROM: optionalString,
  TWILIO_SMS_FROM: optionalString,
  /** Where Twilio's REST API answers; a Twilio-compatible test double can stand in (like OPENAI_BASE_URL). */
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** Approved WhatsApp template (ContentSid) for reminders outside the 24-hour window; else SMS. */
  TWILIO_REMINDER_CONTENT_SID: optionalString,
  /** How long the webhook waits for Mitra before acknowledging and sending the reply through the REST API (Twilio allows 15 s). */
  TWILIO_REPLY_DEADLINE_MS: z.coerce.number().int().min(100).max(14_000).default(10_000),
  /** Outbox worker poll interval; 0 turns the in-process worker off (default 2000, off under NODE_ENV=test). */
  OUTBOX_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /** Sends a message is tried before it is marked failed. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Reminder job interval; 0 turns it off (default 60000, off under NODE_ENV=test). */
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /**
   * Which model answers Mitra's turns: offline (ours, no network), remote (the OpenAI-compatible
   * model) or hybrid (offline first, the remote model only for turns it does not understand).
   * Unset: remote when OPENAI_API_KEY is set, else offline.
   */
  AI_MODE: z.enum(['offline', 'remote', 'hybrid']).optional(),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** Which OpenAI API to call: Chat Completions (every compatible server) or OpenAI's Responses API. */
  AI_API: z.enum(['chat', 'responses']).default('chat'),
  /**
   * Behind reverse proxies: how many of them append to X-Forwarded-For ("true" = one). The client
   * address is the entry the outermost trusted proxy saw, never one the client wrote itself.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|yes|no|[0-9]|[1-9][0-9])$/i, 'true, false or a number of proxy hops')
    .optional()
    .transform((value) => {
      if (value === undefined || /^(false|no|0)$/i.test(value)) return 0;
      return /^(true|yes)$/i.test(value) ? 1 : Number(value);
    }),
  /**
   * Bearer token for GET /metrics (Prometheus). Without it only addresses on the active admin IP
   * allowlist may scrape; with neither, /metrics refuses everyone.
   */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Rate limits as "count per window seconds"; tests and benchmarks raise them. */
  RATE_LIMIT_SIGN_IN: z
    .string()
    .regex(/^\d+\/\d+$/)
    .default('10/60'),
  RATE_LIMIT_OTP: z
    .string()
    .regex(/^\d+\/\d+$/)
    .default('5/600'),
  RATE_LIMIT_BOOKING: z
    .string()
    .regex(/^\d+\/\d+$/)
    .default('30/60'),
  /** Sign-ups, per address and per e-mail signed up. */
  RATE_LIMIT_SIGN_UP: z
    .string()
    .regex(/^\d+\/\d+$/)
    .default('10/3600'),
  /** Password-reset requests (e-mail or phone), per address and per target account: each one mails or texts someone. */
  RATE_LIMIT_PASSWORD_RESET: z
    .string()
    .regex(/^\d+\/\d+$/)
    .default('5/3600'),
  /** Chat turns per caller (signed-in user, else address): a remote model costs money per turn. */
  RATE_LIMIT_CHAT: z
    .string()
    .regex(/^\d+\/\d+$/)
    .default('30/60'),
});

export type Env = z.infer<typeof envSchema>;

/** Signs sessions when BETTER_AUTH_SECRET is unset outside production; published, so never good enough in production. */
export const devSecret = 'bookmitra-development-secret-not-for-production-use';

export type RateLimitRule = { limit: number; windowSeconds: number };

export type AiMode = NonNullable<Env['AI_MODE']>;

/** The typed configuration the app is built from. */
export type AppConfig = Env & {
  /** AI_MODE, or its default: remote with a key, else offline. */
  aiMode: AiMode;
  publicUrl: string;
  authSecret: string;
  trustedOrigins: string[];
  seedDemo: boolean;
  rateLimits: {
    signIn: RateLimitRule;
    otp: RateLimitRule;
    booking: RateLimitRule;
    chat: RateLimitRule;
    signUp: RateLimitRule;
    passwordReset: RateLimitRule;
  };
};

function parseRule(value: string): RateLimitRule {
  const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
  return { limit, windowSeconds };
}

/** Parses a raw environment into configuration; throws a ZodError listing every bad key. */
export function parseEnv(raw: Record<string, string | undefined>): AppConfig {
  // An empty value (`KEY=` in an env file) means "not set".
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const env = envSchema.parse(present);
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && (!env.BETTER_AUTH_SECRET || env.BETTER_AUTH_SECRET === devSecret)) {
    const message = env.BETTER_AUTH_SECRET ? 'the built-in development secret is refused in production' : 'required in production';
    throw new z.ZodError([{ code: 'custom', path: ['BETTER_AUTH_SECRET'], message, input: undefined }]);
  }
  if (isProduction && env.CLOCK_OFFSET_MS !== 0) {
    throw new z.ZodError([
      { code: 'custom', path: ['CLOCK_OFFSET_MS'], message: 'a moved clock is for tests only', input: env.CLOCK_OFFSET_MS },
    ]);
  }
  if (env.DATABASE_READ_URL && (!env.DATABASE_URL || env.DATABASE_DRIVER === 'pglite')) {
    throw new z.ZodError([
      {
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'a read replica needs a PostgreSQL server as DATABASE_URL (the embedded database has none)',
        input: undefined,
      },
    ]);
  }
  if ((env.AI_MODE === 'remote' || env.AI_MODE === 'hybrid') && !env.OPENAI_API_KEY) {
    throw new z.ZodError([
      {
        code: 'custom',
        path: ['AI_MODE'],
        message: `${env.AI_MODE} needs OPENAI_API_KEY (and OPENAI_BASE_URL for a server other than OpenAI)`,
        input: env.AI_MODE,
      },
    ]);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const extra =
    env.TRUSTED_ORIGINS?.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean) ?? [];
  return Object.freeze({
    ...env,
    aiMode: env.AI_MODE ?? (env.OPENAI_API_KEY ? 'remote' : 'offline'),
    publicUrl,
    authSecret: env.BETTER_AUTH_SECRET ?? devSecret,
    trustedOrigins: [...new Set([new URL(publicUrl).origin, ...extra])],
    // Demo accounts have published passwords: production never seeds them, whatever SEED_DEMO says.
    seedDemo: !isProduction && (env.SEED_DEMO ?? !env.DATABASE_URL),
    rateLimits: {
      signIn: parseRule(env.RATE_LIMIT_SIGN_IN),
      otp: parseRule(env.RATE_LIMIT_OTP),
      booking: parseRule(env.RATE_LIMIT_BOOKING),
      chat: parseRule(env.RATE_LIMIT_CHAT),
      signUp: parseRule(env.RATE_LIMIT_SIGN_UP),
      passwordReset: parseRule(env.RATE_LIMIT_PASSWORD_RESET),
    },
  });
}

/** Reads `process.env` once at start-up (tools may override keys); prints every problem and exits when it is invalid. */
export function readEnv(overrides: Record<string, string> = {}): AppConfig {
  try {
    // A plain copy: zod 4 does not accept the `process.env` exotic object as a record.
    return parseEnv({ ...process.env, ...overrides });
  } catch (error) {
    if (error instanceof z.ZodError) {
      console.error('Invalid environment:', JSON.stringify(z.flattenError(error).fieldErrors, null, 2));
      process.exit(1);
    }
    throw error;
  }
}
