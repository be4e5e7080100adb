import { z } from 'zod';
import { MAX_WEBHOOK_URL_LENGTH } from './webhooks.js';

/**
 * Event webhooks (docs/api.md#event-webhooks): a company's endpoints told, signed as Standard
 * Webhooks sign, when something happens in it. Shared by the server's routes and the client.
 */

export const EVENT_TYPES = [
  'generation.succeeded',
  'generation.failed',
  'review.requested',
  'review.approved',
  'review.changes_requested',
  'comment.created',
  'publication.published',
  'publication.failed',
  'user.created',
  'user.deleted',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What each event means, as the endpoint form names it. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  'generation.succeeded': 'A generation finished',
  'generation.failed': 'A generation failed',
  'review.requested': 'A text was submitted for review',
  'review.approved': 'A text was approved',
  'review.changes_requested': 'Changes were requested',
  'comment.created': 'A comment was made',
  'publication.published': 'A text was published',
  'publication.failed': 'Publishing failed',
  'user.created': 'A user was added',
  'user.deleted': 'A user was deleted',
};

/** The test an admin sends from the endpoint's card; never sent otherwise. */
export const TEST_EVENT_TYPE = 'webhook.test';

export const MAX_EVENT_ENDPOINTS = 10;
export const EVENT_ENDPOINT_NOT_FOUND = 'Endpoint not found';
export const EVENT_DELIVERY_NOT_FOUND = 'Delivery not found';
export const TOO_MANY_EVENT_ENDPOINTS = `A company can have at most ${MAX_EVENT_ENDPOINTS} endpoints`;
/** After a rotation the old secret also signs for this long. */
export const SECRET_OVERLAP_HOURS = 24;
/** Deliveries and their attempts are kept this long. */
export const DELIVERY_LOG_DAYS = 30;

/** `POST /api/admin/event-endpoints` and `PUT .../{id}`. */
export const eventEndpointInputSchema = z.object({
  url: z
    .string({ error: 'The URL must be text' })
    .trim()
    .min(1, 'Please enter a valid URL')
    .max(
      MAX_WEBHOOK_URL_LENGTH,
      `The URL is too long (${MAX_WEBHOOK_URL_LENGTH} characters at most)`,
    ),
  description: z
    .string({ error: 'The description must be text' })
    .trim()
    .max(200, 'The description must be at most 200 characters')
    .default(''),
  events: z
    .array(
      z.enum([...EVENT_TYPES, '*'], {
        error: (i) => `Unknown event type: ${String(i.input)}`,
      }),
      { error: 'Choose the events to send' },
    )
    .min(1, 'Choose at least one event')
    .max(EVENT_TYPES.length + 1)
    .refine((e) => new Set(e).size === e.length, 'Name each event once'),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
});
export type EventEndpointInput = z.infer<typeof eventEndpointInputSchema>;

export const eventEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why Copydesk turned it off (it answered 410 Gone, or failed for a day); else null. */
  disabledReason: z.string().nullable(),
  /** Since when every delivery has failed; null when the last one succeeded. */
  failingSince: z.string().nullable(),
  /** Until when the secret before the last rotation also signs; null when none does. */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type EventEndpoint = z.infer<typeof eventEndpointSchema>;
export const eventEndpointListSchema = z.object({ items: z.array(eventEndpointSchema) });

/** The answer to creating an endpoint or rotating its secret: the only time it is shown. */
export const eventEndpointWithSecretSchema = eventEndpointSchema.extend({ secret: z.string() });

export const eventEndpointParamsSchema = z.object({
  id: z.coerce
    .number({ message: EVENT_ENDPOINT_NOT_FOUND })
    .int()
    .positive(EVENT_ENDPOINT_NOT_FOUND),
});
export const eventDeliveryParamsSchema = eventEndpointParamsSchema.extend({
  deliveryId: z.coerce
    .number({ message: EVENT_DELIVERY_NOT_FOUND })
    .int()
    .positive(EVENT_DELIVERY_NOT_FOUND),
});

const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const deliveryListQuerySchema = z.object({
  status: z.enum(DELIVERY_STATUSES, { error: 'Status is pending, succeeded or failed' }).optional(),
  cursor: z.coerce
    .number({ message: 'Invalid cursor' })
    .int()
    .positive('Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const deliveryAttemptSchema = z.object({
  at: z.string(),
  /** Null when no answer came (a timeout, a reset, a refused address). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The first 2 kB of the answer. */
  response: z.string(),
  error: z.string().nullable(),
});

const eventDeliverySchema = z.object({
  id: z.number().int(),
  eventType: z.string(),
  /** The `webhook-id` of every attempt. */
  messageId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.array(deliveryAttemptSchema),
  /** When the next attempt is due, while pending. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EventDelivery = z.infer<typeof eventDeliverySchema>;
export const eventDeliveryListSchema = z.object({
  items: z.array(eventDeliverySchema),
  nextCursor: z.number().int().nullable(),
});

/** What the endpoint answered to a test event. */
export const eventEndpointTestSchema = z.object({
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  response: z.string(),
  error: z.string().nullable(),
});
export type EventEndpointTest = z.infer<typeof eventEndpointTestSchema>;
