import { z } from 'zod';
import {
  DEFAULT_MODEL_BASE_URL,
  DEFAULT_MODEL_NAME,
  MAX_MODEL_NAME_LENGTH,
} from '@core/api/model-connection.js';
import { trustProxy } from './http/trust-proxy.js';
import { modelBaseUrlProblem } from './services/model-connections/base-url.js';

const bool = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'].includes(v), {
      message: `${name} must be one of true/false, on/off, yes/no, 1/0`,
    })
    .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const int = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`);

const optionalSecret = (name: string) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length > 0, `${name} must not be empty when set`);

/** `no-reply@example.com` or `Name <no-reply@example.com>`. */
const MAIL_FROM_PATTERN =
  /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/** Why an SMTP_URL cannot be used, or null when it can. */
function smtpUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    return 'SMTP_URL must start with smtp:// or smtps://';
  }
  if (!url.hostname) return 'SMTP_URL must name the mail server';
  return null;
}

const envSchema = z.object({
  PORT: int('PORT', 0, 65535).default(5000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('127.0.0.1'),
  // Connections the kernel may hold for the app before it accepts them (decision 025); Linux
  // caps it at net.core.somaxconn. Node's own default, 511, overflows when thousands connect.
  LISTEN_BACKLOG: int('LISTEN_BACKLOG', 1, 65535).default(4096),
  BASE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, 'BASE_DOMAIN must be a host name such as example.com')
    .default('localhost'),
  DEFAULT_COMPANY: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'DEFAULT_COMPANY must be a company id (lowercase letters, digits, -)')
    .default('platform-admin'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must start with postgres:// or postgresql://',
    ),
  DATABASE_CONNECT_TIMEOUT_MS: int('DATABASE_CONNECT_TIMEOUT_MS', 100, 600_000).default(5_000),
  DATABASE_IDLE_TIMEOUT_MS: int('DATABASE_IDLE_TIMEOUT_MS', 0, 3_600_000).default(30_000),
  DATABASE_QUERY_TIMEOUT_MS: int('DATABASE_QUERY_TIMEOUT_MS', 0, 3_600_000).default(30_000),
  DATABASE_POOL_SIZE: int('DATABASE_POOL_SIZE', 1, 1_000).default(10),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('./data'),
  // Backups of the embedded database (docs/backups.md, decision 048): none unless BACKUP_DIR is set.
  BACKUP_DIR: z.string().trim().optional(),
  BACKUP_INTERVAL_HOURS: z
    .string()
    .trim()
    .regex(/^\d*\.?\d+$/, 'BACKUP_INTERVAL_HOURS must be a number of hours such as 24 or 0.5')
    .transform(Number)
    .refine((n) => n > 0 && n <= 8760, 'BACKUP_INTERVAL_HOURS must be above 0 and at most 8760')
    .default(24),
  BACKUP_KEEP: int('BACKUP_KEEP', 1, 10_000).default(7),
  APP_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 32, 'APP_SECRET must be at least 32 characters'),
  SEED_PLATFORM_ADMIN_PASSWORD: optionalSecret('SEED_PLATFORM_ADMIN_PASSWORD'),
  SEED_DEMO_ADMIN_PASSWORD: optionalSecret('SEED_DEMO_ADMIN_PASSWORD'),
  SEED_DEMO_USER_PASSWORD: optionalSecret('SEED_DEMO_USER_PASSWORD'),
  WEBHOOK_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  // The platform's default model connection (decision 058): set, it stands in for the stored
  // one and is shown read-only. The address follows the webhooks' rules (checked at start).
  MODEL_API_KEY: optionalSecret('MODEL_API_KEY').refine(
    (v) => v === undefined || /^[\x20-\x7e]*$/.test(v),
    'MODEL_API_KEY may only contain printable ASCII characters (no line breaks)',
  ),
  MODEL_BASE_URL: z
    .string()
    .trim()
    .refine(
      (v) => /^https?:\/\/[^/?#\s]+/.test(v),
      'MODEL_BASE_URL must be an http(s) address such as https://api.openai.com/v1',
    )
    .default(DEFAULT_MODEL_BASE_URL),
  MODEL_NAME: z
    .string()
    .trim()
    .min(1, 'MODEL_NAME must not be empty')
    .max(MAX_MODEL_NAME_LENGTH, `MODEL_NAME must be at most ${MAX_MODEL_NAME_LENGTH} characters`)
    .default(DEFAULT_MODEL_NAME),
  WEBHOOK_TIMEOUT_MS: int('WEBHOOK_TIMEOUT_MS', 100, 3_600_000).default(90_000),
  LEAD_WEBHOOK_TIMEOUT_MS: int('LEAD_WEBHOOK_TIMEOUT_MS', 100, 3_600_000).default(150_000),
  MAX_RUNNING_PER_COMPANY: int('MAX_RUNNING_PER_COMPANY', 1, 1_000_000).default(50),
  CALLBACK_TIMEOUT_MS: int('CALLBACK_TIMEOUT_MS', 1000, 86_400_000).default(900_000),
  JOB_HEARTBEAT_MS: int('JOB_HEARTBEAT_MS', 100, 600_000).default(5_000),
  /** How often each instance looks for publications that fell due (decision 060). */
  PUBLISH_POLL_MS: int('PUBLISH_POLL_MS', 50, 60_000).default(1_000),
  /** How often each instance looks for event deliveries that are due (decision 062). */
  EVENT_POLL_MS: int('EVENT_POLL_MS', 20, 60_000).default(250),
  // How often each instance folds the dashboard roll-ups' pending changes (0: never; decision 064).
  ROLLUP_FOLD_MS: int('ROLLUP_FOLD_MS', 0, 3_600_000).default(1_000),
  /** How long an event endpoint has to answer a delivery. */
  EVENT_DELIVERY_TIMEOUT_MS: int('EVENT_DELIVERY_TIMEOUT_MS', 100, 60_000).default(10_000),
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || /^https?:\/\/[^/?#\s]+\/?$/.test(v),
      'PUBLIC_URL must be an origin such as https://copydesk.example.com',
    ),
  DEMO_AUTOMATION: bool('DEMO_AUTOMATION').default(true),
  DEMO_DELAY_MS: int('DEMO_DELAY_MS', 0, 600_000).default(1200),
  API_RATE_LIMIT_PER_MINUTE: int('API_RATE_LIMIT_PER_MINUTE', 1, 1_000_000).default(1200),
  API_TOKEN_RATE_PER_MINUTE: int('API_TOKEN_RATE_PER_MINUTE', 1, 1_000_000).default(120),
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || /^rediss?:\/\//.test(v),
      'REDIS_URL must start with redis:// or rediss://',
    ),
  // Email (optional, docs/email.md): invitations and password resets are mailed through it.
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .superRefine((v, ctx) => {
      const problem = v ? smtpUrlProblem(v) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || MAIL_FROM_PATTERN.test(v),
      'MAIL_FROM must be an address such as "Copydesk <no-reply@example.com>" or no-reply@example.com',
    ),
  SECURE_COOKIES: bool('SECURE_COOKIES').default(false),
  // A session ends after this long without use (besides its 7-day maximum).
  SESSION_IDLE_MS: int('SESSION_IDLE_MS', 60_000, 604_800_000).default(43_200_000),
  TRUST_PROXY: trustProxy.default(false),
  SHUTDOWN_TIMEOUT_MS: int('SHUTDOWN_TIMEOUT_MS', 0, 600_000).default(120_000),
  /**
   * After SIGTERM, how long the instance keeps accepting connections while `/readyz` answers 503,
   * so a load balancer polling it sees the instance leave before its connections are refused.
   */
  SHUTDOWN_DELAY_MS: int('SHUTDOWN_DELAY_MS', 0, 600_000).default(5_000),
  /** Audit entries older than this many days are purged daily (decision 050). */
  AUDIT_RETENTION_DAYS: int('AUDIT_RETENTION_DAYS', 1, 36_500).default(400),
  // Prometheus metrics on a listener of their own (decision 047): off unless METRICS_PORT is set.
  METRICS_PORT: int('METRICS_PORT', 0, 65_535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  WEB_DIST_DIR: z.string().trim().optional(),
  SERVE_SOURCEMAPS: bool('SERVE_SOURCEMAPS').default(false),
  // How long an instance keeps a company it has read (0: read it on every request).
  TENANT_CACHE_MS: int('TENANT_CACHE_MS', 0, 60_000).default(5_000),
  // One log line per request (off by default: `npm start` keeps its output readable).
  LOG_REQUESTS: bool('LOG_REQUESTS').default(false),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in envSchema.shape && v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => [i.path[0], i.message]);
  // Mail needs a sender: MAIL_FROM with SMTP_URL.
  if (parsed.success && parsed.data.SMTP_URL && !parsed.data.MAIL_FROM) {
    issues.push(['MAIL_FROM', 'MAIL_FROM must be set when SMTP_URL is (the sender of the mails)']);
  }
  // The environment's model connection follows the rules of a stored one.
  if (parsed.success && parsed.data.MODEL_API_KEY) {
    const { MODEL_BASE_URL, WEBHOOK_ALLOW_HOSTS } = parsed.data;
    const problem = modelBaseUrlProblem(MODEL_BASE_URL, WEBHOOK_ALLOW_HOSTS);
    if (problem) issues.push(['MODEL_BASE_URL', problem]);
  }
  if (!parsed.success || issues.length > 0) {
    const lines = issues.map(([name, message]) => `  ${String(name)}: ${String(message)}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Configuration for tests: in-memory database, quiet logs, fixed secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: 'memory',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      DEMO_DELAY_MS: '0',
      DATABASE_URL: process.env.DATABASE_URL,
      // Tests fold the roll-ups when they mean to (foldRollups), never between two reads.
      ROLLUP_FOLD_MS: '0',
    }),
    ...overrides,
  };
}
