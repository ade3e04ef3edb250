import path from 'node:path';
import { z } from 'zod';

// Env strings "true"/"1"/"yes" mean on, "false"/"0"/"no" off; anything else is a bad value.
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no']))
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const timeZone = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be an IANA time zone such as Europe/Lisbon' },
);

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b5fff');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().min(1).default('dist/client'),
  LOGIN_ENABLED: flag.default(true),
  LIVE_UPDATE_CHANNEL: z.string().min(1).default('production'),
  DISABLE_LIVE_UPDATE: flag.default(false),
  EVENT_TIMEZONE: timeZone.default('Asia/Baku'),
  BUILD_CHECK_INTERVAL_MS: z.coerce.number().int().min(10_000).default(300_000),
  FLAGS_BASE_URL: z.url().default('https://flagcdn.com'),
  STORAGE_BASE_URL: z.string().min(1).default('/storage'),
  GAMES_NAME: z.string().min(1).default('Youth Games 2026'),
  GAMES_SHORT_NAME: z.string().min(1).max(24).default('YG 2026'),
  BRAND_PRIMARY: hexColor.default('#0a5cd8'),
  BRAND_ACCENT: hexColor.default('#f5a800'),
  BRAND_LOGO_URL: z.string().min(1).default('/logo.svg'),
  INTRO_VIDEO_URL: z.string().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Games companion <no-reply@localhost>'),
  /** Base address in e-mailed links; the request's own origin when unset. */
  PUBLIC_URL: z.url().optional(),
  // Whole days: the cookie's Max-Age and the expiry arithmetic assume an integer.
  SESSION_IDLE_DAYS: z.coerce.number().int().positive().max(365).default(14),
  INGEST_API_KEY: z.string().min(16).optional(),
});

export type Env = z.infer<typeof envSchema>;
export type AppConfig = Env & { dataDir: string; staticDir: string };

export class ConfigError extends Error {}

/** Parse the environment; one error that lists every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  return {
    ...cfg,
    dataDir: path.resolve(cfg.DATA_DIR),
    staticDir: path.resolve(cfg.STATIC_DIR),
  };
}
