import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MINOR_FIELDS } from '../shared/domain/minors';
import { SIGNUP_DOCUMENTS } from '../shared/contracts/auth';

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

/**
 * Which proxies may tell us the client's address (X-Forwarded-For/-Proto/-Host): a hop
 * count, or a comma-separated list of addresses, CIDR ranges or the names loopback,
 * linklocal, uniquelocal. Unset: none. Trusting every sender would let any client pick
 * the address the per-address limits count.
 */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    if (value.toLowerCase() === 'false') return false;
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isProxyEntry)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count or a comma-separated list of proxy addresses or CIDR ranges (trusting every client is not an option)',
    });
    return z.NEVER;
  });

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
  /** Where `npm run release` puts the web bundles the native apps download; default DATA_DIR/live-updates. */
  LIVE_UPDATE_DIR: z.string().min(1).optional(),
  EVENT_TIMEZONE: timeZone.default('Asia/Baku'),
  BUILD_CHECK_INTERVAL_MS: z.coerce.number().int().min(10_000).default(300_000),
  FLAGS_BASE_URL: z.url().default('https://flagcdn.com'),
  STORAGE_BASE_URL: z.string().min(1).default('/storage'),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/,
      'must be an https:// tile URL with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
  GAMES_NAME: z.string().min(1).default('Youth Games 2026'),
  GAMES_SHORT_NAME: z.string().min(1).max(24).default('YG 2026'),
  BRAND_PRIMARY: hexColor.default('#0a5cd8'),
  BRAND_ACCENT: hexColor.default('#f5a800'),
  BRAND_LOGO_URL: z.string().min(1).default('/logo.svg'),
  INTRO_VIDEO_URL: z.string().min(1).optional(),
  /**
   * Origins live streams are played from (https://cdn.example.org, commas): the pages' CSP
   * lets the player fetch playlists and segments there. Streams on the app's own origin need none.
   */
  VIDEO_STREAM_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin))),
  SIGNUP_DOCUMENT: z.enum(SIGNUP_DOCUMENTS).default('cpf'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Games companion <no-reply@localhost>'),
  /**
   * Base address of links in e-mails. Never taken from the request: Host and X-Forwarded-Host
   * are chosen by the client, so a restore link built from them could point anywhere.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  TRUST_PROXY: trustProxy.default(false),
  // Whole days: the cookie's Max-Age and the expiry arithmetic assume an integer.
  SESSION_IDLE_DAYS: z.coerce.number().int().positive().max(365).default(14),
  /** A session ends this many days after login, however active it stays. */
  SESSION_MAX_DAYS: z.coerce.number().int().positive().max(3650).default(90),
  INGEST_API_KEY: z.string().min(16).optional(),
  /**
   * Open live streams (GET /api/live) the process holds in all. One stream costs about
   * 12.5 KB of memory (measured with 10,000 clients), so 20,000 streams take about 250 MB
   * and one file descriptor each (raise `ulimit -n` to match).
   */
  LIVE_MAX_STREAMS: z.coerce.number().int().positive().default(20_000),
  /**
   * Streams from one address. A venue's Wi-Fi puts thousands of phones behind one public
   * address, so this is high; it stops one client from taking every place alone.
   */
  LIVE_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(2_000),
  /**
   * Per-address account limits. A venue's Wi-Fi puts thousands of phones behind one address:
   * raise these there. Only failures count, and a device that has logged in to the account before
   * is not held back by them; each account, whatever these say, gives 5 failures free and then
   * a doubling wait.
   * Failed logins per address per 3 minutes; sign-ups and restore requests per 10 minutes.
   */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  SIGNUPS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  RESTORES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /**
   * What the public sees of athletes under 18 on the games' first day, besides name, BIB,
   * delegation, age and events: any of height, weight, school (commas). Default none. Their
   * date of birth is never public, their photo only with the delegation's consent.
   */
  MINORS_PUBLIC_FIELDS: z
    .string()
    .default('')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((f) => f.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(MINOR_FIELDS, { message: `must list only ${MINOR_FIELDS.join(', ')}` }))),
  /** Request counting for the access log: off only to measure what counting costs. */
  ACCESS_LOG: flag.default(true),
  /** How often each instance adds its in-memory request counts to the database. */
  ACCESS_LOG_FLUSH_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Hourly request counts older than this many days are deleted. */
  ACCESS_LOG_RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(400),
  /**
   * Key that signs the codes on trivia posters (at least 32 characters). Unset: one is made on
   * first start and kept in DATA_DIR. Instances behind one proxy must share it; changing it
   * invalidates every printed poster.
   */
  TRIVIA_QR_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Web Push (VAPID) keys, base64url as `web-push generate-vapid-keys` prints them. Unset: a pair
   * is made on first start and kept in DATA_DIR; instances behind one proxy must share one pair,
   * and a new pair makes every browser subscribe again.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who push services may contact about this sender: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
    .default('mailto:push@example.org'),
  /**
   * Push services besides the browsers' own (Google, Mozilla, Apple, Microsoft) that
   * subscriptions may point to: origins, commas. Any other endpoint is refused, so the server
   * never posts to an address a client made up.
   */
  PUSH_ENDPOINT_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin))),
  /**
   * The native apps' notifications: the path of a Firebase service account's JSON file (its
   * private key signs the requests to FCM, which also reaches iPhones through the APNs key
   * uploaded to Firebase). Unset: only browsers get notifications.
   */
  FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
  /** FCM's address; another one only for tests or an egress proxy. */
  FCM_API_URL: z.url({ protocol: /^https?$/ }).default('https://fcm.googleapis.com'),
  /**
   * Test builds only: adds GET /api/test/fail, which always answers 500, so end-to-end tests
   * can see a server error counted. Never set this in production.
   */
  TEST_FAULT_ROUTES: flag.default(false),
});

export type Env = z.infer<typeof envSchema>;
export type AppConfig = Env & {
  dataDir: string;
  /** Released live-update bundles, one folder per channel. */
  liveUpdateDir: string;
  staticDir: string;
  /** PUBLIC_URL without a trailing slash, or this machine's own address when unset. */
  publicUrl: string;
};

/** Settings whose values are keys: an error about them names them without showing them. */
const SECRET_VARIABLES = new Set(['INGEST_API_KEY', 'TRIVIA_QR_SECRET', 'VAPID_PRIVATE_KEY']);

export class ConfigError extends Error {}

/** Parse the environment; one error that lists every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema
    .superRefine((v, ctx) => {
      // Mail that leaves the machine must link to the address people reach the server at.
      if (v.SMTP_URL && !v.PUBLIC_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'is required when SMTP_URL is set (links in e-mails must point to the public address)',
        });
      }
      // Half a key pair signs nothing a push service would accept.
      if (Boolean(v.VAPID_PUBLIC_KEY) !== Boolean(v.VAPID_PRIVATE_KEY)) {
        ctx.addIssue({
          code: 'custom',
          path: [v.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
          message: 'is required with the other VAPID key (set both or neither)',
        });
      }
    })
    .safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      // A key's value, even a wrong one, never goes to the logs.
      const got = SECRET_VARIABLES.has(name) ? 'a value (hidden)' : JSON.stringify(env[name]);
      return `  ${i.path.join('.')}: ${i.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  return {
    ...cfg,
    dataDir: path.resolve(cfg.DATA_DIR),
    liveUpdateDir: path.resolve(cfg.LIVE_UPDATE_DIR ?? path.join(cfg.DATA_DIR, 'live-updates')),
    staticDir: path.resolve(cfg.STATIC_DIR),
    publicUrl: (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/+$/, ''),
  };
}
