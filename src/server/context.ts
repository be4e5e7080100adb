import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/connection.js';
import type { Mailer } from './mail/mailer.js';
import type { Metrics } from './operations/metrics.js';
import type { SecretBox } from './operations/secrets.js';
import type { OidcClients } from './services/identity/sso/oidc-client.js';
import type { ActivityRecorder } from './services/activity.js';
import type { RequestAccounting } from './services/request-accounting.js';
import type { RollupFolding } from './services/platform/rollup-folding.js';
import type { ModelClient } from './model-client/types.js';
import type { AutomationClient } from './automation-client/client.js';
import type { JobBus } from './services/generations/job-bus.js';
import type { JobRunner } from './services/generations/runner.js';
import type { Notifier } from './services/notifications/notifier.js';
import type { PublishScheduler } from './services/publishing/scheduler.js';
import type { EventDispatcher } from './services/events/dispatcher.js';
import type { CompanyCache } from './tenancy/company-cache.js';

/** What routes and services need, built once per app (no module-level state). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  secrets: SecretBox;
  activity: ActivityRecorder;
  accounting: RequestAccounting;
  /** Folds the dashboard roll-ups' pending changes every second (decision 064). */
  rollups: RollupFolding;
  log: FastifyBaseLogger;
  /** Hosts the webhook client may reach although private (WEBHOOK_ALLOW_HOSTS). */
  allowHosts: string[];
  /** The one outgoing client for automation webhooks (SSRF-guarded, keep-alive pool). */
  automationClient: AutomationClient;
  /** The one outgoing client for model connections (the same SSRF guard, decision 058). */
  modelClient: ModelClient;
  /** Job events for every instance (in-process on PGlite, LISTEN/NOTIFY on PostgreSQL). */
  jobEvents: JobBus;
  /** The companies requests are for, cached briefly (tenancy/company-cache). */
  companies: CompanyCache;
  /** Generations and revisions as jobs (services/generations). */
  jobs: JobRunner;
  /** Prometheus metrics (METRICS_PORT; decision 047). */
  metrics: Metrics;
  /** `stopping`: SIGTERM came; `/readyz` answers 503 (shutdown.ts). */
  lifecycle: { stopping: boolean };
  /** Calls to companies' identity providers (single sign-on), SSRF-guarded. */
  oidc: OidcClients;
  /** Invitations and password resets by email (SMTP_URL; `enabled` false without it). */
  mail: Mailer;
  /** Review notifications: stored, streamed to every instance, mailed in batches. */
  notifications: Notifier;
  /** Sends publications when they fall due, on every instance (decision 060). */
  publisher: PublishScheduler;
  eventDispatcher: EventDispatcher;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
