import type { FastifyBaseLogger } from 'fastify';
import type { ModelClient } from '../../model-client/types.js';
import type { AutomationClient } from '../../automation-client/client.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { SecretBox } from '../../operations/secrets.js';
import type { CompanyCache } from '../../tenancy/company-cache.js';
import type { Metrics } from '../../operations/metrics.js';
import type { ActivityRecorder } from '../activity.js';

/**
 * What the generation services use of the app: a part of its context (`AppContext` satisfies
 * it), declared here so that nothing in this folder imports the context, which names the runner
 * and the bus (no import loop through context.ts).
 */
export interface GenerationDeps {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  secrets: SecretBox;
  activity: ActivityRecorder;
  /** The outgoing automation client (SSRF-guarded, keep-alive pool). */
  automationClient: AutomationClient;
  /** The outgoing client for model connections (decision 058). */
  modelClient: ModelClient;
  /** Hosts the outgoing clients may reach although private (WEBHOOK_ALLOW_HOSTS). */
  allowHosts: string[];
  companies: CompanyCache;
  /** Counts and times generations (Prometheus, decision 047). */
  metrics: Metrics;
}
