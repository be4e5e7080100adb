import type { EventEndpoint } from '@core/api/event-webhooks.js';
import type { EventEndpointRow } from '../services/events/endpoints.js';

/** An endpoint as the admin API answers it: never its secret. */
export function presentEventEndpoint(row: EventEndpointRow, now = new Date()): EventEndpoint {
  const overlap = row.previousSecretUntil && row.previousSecretUntil > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretUntil: overlap ? row.previousSecretUntil!.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
