import type { AssistantHealth } from '@core/api/automation-health.js';

export type HealthStatus = 'no-runs' | 'healthy' | 'some-failures' | 'failing';

/**
 * An assistant's badge (decision 049): no runs in the window; healthy without a failure;
 * failing when at least half the runs failed; some failures otherwise.
 */
export function healthStatusOf(health: AssistantHealth | undefined): HealthStatus {
  if (!health || health.runs === 0) return 'no-runs';
  if (health.failed === 0) return 'healthy';
  return health.failed * 2 >= health.runs ? 'failing' : 'some-failures';
}

export const HEALTH_LABELS: Record<HealthStatus, string> = {
  'no-runs': 'No runs',
  healthy: 'Healthy',
  'some-failures': 'Some failures',
  failing: 'Failing',
};
