import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every setting the runtime reads, validated once at start and passed down. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** The public address of the app, used in emailed links and the CSRF Origin check. */
  APP_URL: z.string().url().optional(),
  /** 64 hex characters. The embedded runtime generates one and keeps it in the data dir. */
  SESSION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'SESSION_KEY must be 64 hex characters')
    .optional(),
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  EVENT_STORE: z.enum(['sqlite', 'kurrentdb']).default('sqlite'),
  KURRENTDB_URL: z.string().optional(),
  DOCUMENT_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
  MONGO_URL: z.string().optional(),
  MONGO_DB: z.string().default('dealbook'),
  JOBS: z.enum(['embedded', 'bullmq']).default('embedded'),
  REDIS_URL: z.string().optional(),
  /**
   * Where the rate limits and per-address throttles count: in each process (memory), or in Redis at REDIS_URL
   * so that several instances of a service count together. A setting of its own, not REDIS_URL's presence:
   * REDIS_URL set for the job queue alone (as the tests do) leaves each process counting for itself.
   */
  COUNTERS: z.enum(['memory', 'redis']).default('memory'),
  /** The start of every counter's key in Redis: services that share a Redis but not their counters set their own. */
  COUNTERS_PREFIX: z.string().min(1).default('dealbook'),
  MAIL: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Dealbook <no-reply@dealbook.local>'),

  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** log2 of scrypt's N for new password hashes. Tests lower it; verifying reads N from each hash. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  EMAIL_CHECK_MX: bool,
  EMAIL_VERIFY_API_URL: z.string().url().optional(),
  /** Plan limits of accounts that are not premium. */
  /**
   * How long the projections process's lease lasts without renewal (renewed every third of it): when
   * its holder dies, a standby projections process takes over within this time.
   */
  PROJECTIONS_LEASE_MS: z.coerce.number().int().min(1000).default(15_000),
  DEAL_MAX_REVISIONS: z.coerce.number().int().min(1).default(20),
  DEAL_MONTHLY_REPLICATES: z.coerce.number().int().min(0).default(5),
  DEAL_MONTHLY_DELETES: z.coerce.number().int().min(0).default(5),
  /**
   * Opens matching to every account (true), as before plans existed. By default (false) matching is the
   * CapMatch add-on's, as the requirements say (power users and enterprise plans always have it).
   */
  MATCHING_OPEN: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * The card provider: the sandbox (default; test cards only, its records in the data dir), Stripe (the
   * three STRIPE_ keys are then required), or off (subscribing answers 'Card payments are not configured').
   */
  PAYMENTS: z.enum(['sandbox', 'stripe', 'off']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (a local fake in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Turns on the bench-only command route used by `npm run bench`. Never in production. */
  BENCH_ROUTES: bool,
});

export type Config = z.infer<typeof configSchema> & { appUrl: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const needs: [boolean, string][] = [
    [c.EVENT_STORE === 'kurrentdb' && !c.KURRENTDB_URL, 'EVENT_STORE=kurrentdb needs KURRENTDB_URL'],
    [c.DOCUMENT_STORE === 'mongodb' && !c.MONGO_URL, 'DOCUMENT_STORE=mongodb needs MONGO_URL'],
    [c.JOBS === 'bullmq' && !c.REDIS_URL, 'JOBS=bullmq needs REDIS_URL'],
    [c.COUNTERS === 'redis' && !c.REDIS_URL, 'COUNTERS=redis needs REDIS_URL'],
    [c.MAIL === 'smtp' && !c.SMTP_URL, 'MAIL=smtp needs SMTP_URL'],
    [Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD), 'ADMIN_EMAIL and ADMIN_PASSWORD go together'],
    [
      c.PAYMENTS === 'stripe' && !(c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY && c.STRIPE_WEBHOOK_SECRET),
      'PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    ],
  ];
  const missing = needs.filter(([bad]) => bad).map(([, why]) => `  ${why}`);
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
  return { ...c, appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}
