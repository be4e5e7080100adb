import { z } from 'zod';
import { ASSISTANT_IDS } from '../assistants/ids.js';
import { MAX_API_KEY_LENGTH, MAX_WEBHOOK_URL_LENGTH, webhookTestResultSchema } from './webhooks.js';

/**
 * Publishing (docs/product.md#publishing): destinations (a company's publish automations) and
 * publications (an item's version sent to one, now or at a set time). Shared by the server's
 * routes and the client.
 */

export const MAX_DESTINATIONS = 20;
export const NEEDS_APPROVAL = 'This text needs approval before it is published';
export const DESTINATION_NOT_FOUND = 'Destination not found';
export const PUBLICATION_NOT_FOUND = 'Publication not found';
export const WRONG_ASSISTANT = 'This destination does not take texts of this assistant';
export const TOO_MANY_DESTINATIONS = `A company can have at most ${MAX_DESTINATIONS} destinations`;
export const ONLY_SCHEDULED = 'Only a scheduled publication can be changed or cancelled';
export const ONLY_FAILED = 'Only a failed publication can be tried again';

const assistantList = z
  .array(z.enum(ASSISTANT_IDS, { error: (i) => `Unknown assistant type: ${String(i.input)}` }))
  .max(ASSISTANT_IDS.length);

/** `POST /api/admin/destinations` and `PUT .../{id}` (a PUT without `apiKey` keeps the key). */
export const destinationInputSchema = z.object({
  name: z
    .string({ error: 'The name must be text' })
    .trim()
    .min(1, 'Name the destination')
    .max(80, 'The name must be at most 80 characters'),
  url: z
    .string({ error: 'The URL must be text' })
    .trim()
    .min(1, 'Please enter a valid URL')
    .max(
      MAX_WEBHOOK_URL_LENGTH,
      `The URL is too long (${MAX_WEBHOOK_URL_LENGTH} characters at most)`,
    ),
  apiKey: z.string().max(MAX_API_KEY_LENGTH).optional(),
  assistantTypes: assistantList.default([]),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
});
export type DestinationInput = z.infer<typeof destinationInputSchema>;

export const destinationSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  /** A mask of the key, or '' when none is set. */
  apiKey: z.string(),
  assistantTypes: z.array(z.enum(ASSISTANT_IDS)),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Destination = z.infer<typeof destinationSchema>;
export const destinationListSchema = z.object({ destinations: z.array(destinationSchema) });

/** `GET /api/destinations`: the company's enabled destinations, for any member's Publish dialog. */
const destinationChoiceSchema = destinationSchema.pick({
  id: true,
  name: true,
  assistantTypes: true,
  enabled: true,
});
export type DestinationChoice = z.infer<typeof destinationChoiceSchema>;
export const destinationChoicesSchema = z.object({
  destinations: z.array(destinationChoiceSchema),
});

/** `POST /api/admin/destinations/{id}/test`: the webhook test's result, plus what came back. */
export const destinationTestResultSchema = webhookTestResultSchema.extend({
  /** The automation said a callback will follow (HTTP 202 or `accepted: true`). */
  acknowledged: z.boolean(),
  /** The `url` and `externalId` its answer gave, as a publication would keep them. */
  publishedUrl: z.string().nullable(),
  externalId: z.string().nullable(),
  /** The start of the answer's body (at most 1000 characters). */
  answer: z.string(),
});
export type DestinationTestResult = z.infer<typeof destinationTestResultSchema>;

export const PUBLICATION_STATUSES = [
  'scheduled',
  'publishing',
  'published',
  'failed',
  'cancelled',
] as const;
export const publicationStatusSchema = z.enum(PUBLICATION_STATUSES, {
  error: `status must be one of ${PUBLICATION_STATUSES.join(', ')}`,
});
export type PublicationStatus = z.infer<typeof publicationStatusSchema>;

/** ISO 8601 with an offset (`2026-12-01T09:00:00+01:00` or `...Z`). */
const instantSchema = (name: string) =>
  z
    .string({ error: `${name} must be a date and time` })
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/,
      `${name} must be an ISO 8601 date and time with an offset (2026-12-01T09:00:00+01:00)`,
    )
    .refine((text) => !Number.isNaN(Date.parse(text)), `${name} is not a valid date`);

export const publishSchema = z.object({
  destinationId: z.number({ error: 'destinationId must be a whole number' }).int().min(1),
  /** Absent: now. In the future, at most a year ahead. */
  publishAt: instantSchema('publishAt').optional(),
  baseVersion: z.number({ error: 'baseVersion must be a whole number' }).int().min(1),
});
export type PublishInput = z.infer<typeof publishSchema>;

export const rescheduleSchema = z.object({ publishAt: instantSchema('publishAt') });

export const publicationSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  assistantType: z.enum(ASSISTANT_IDS),
  /** The item's title (form title or topic, else its first line). */
  title: z.string(),
  version: z.number(),
  destination: z.object({ id: z.number().nullable(), name: z.string() }),
  status: publicationStatusSchema,
  publishAt: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  url: z.string().nullable(),
  externalId: z.string().nullable(),
  createdBy: z.object({ id: z.number().nullable(), username: z.string() }),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;

const PUBLICATION_PAGE_MAX = 500;
const LIMIT = `The limit must be a whole number from 1 to ${PUBLICATION_PAGE_MAX}`;

export const publicationQuerySchema = z.object({
  from: instantSchema('from').optional(),
  to: instantSchema('to').optional(),
  status: publicationStatusSchema.optional(),
  destinationId: z.coerce
    .number({ error: 'destinationId must be a whole number' })
    .int()
    .min(1)
    .optional(),
  /** One item's publications (the result panel). */
  itemId: z.coerce.number({ error: 'itemId must be a whole number' }).int().min(1).optional(),
  cursor: z
    .string()
    .max(200, 'The cursor is not valid')
    .regex(/^[\w-]+$/, 'The cursor is not valid')
    .optional(),
  limit: z.coerce
    .number({ error: LIMIT })
    .int(LIMIT)
    .min(1, LIMIT)
    .max(PUBLICATION_PAGE_MAX, LIMIT)
    .default(100),
});

export const publicationPageSchema = z.object({
  items: z.array(publicationSchema),
  nextCursor: z.string().nullable(),
});

/** `POST /api/publications/{id}/callback`: how the automation's publishing ended. */
export const publicationCallbackSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('published'),
      url: z.string().max(2048).optional(),
      externalId: z.string().max(500).optional(),
    }),
    z.object({ status: z.literal('failed'), message: z.string().max(2000).default('') }),
  ],
  { error: 'status must be published or failed' },
);

/** `POST /api/me/calendar-feed`: the feed's address, shown this once (it holds the token). */
export const calendarFeedCreatedSchema = z.object({ url: z.string() });

/** `GET /api/me/calendar-feed`: whether the signed-in user has a calendar feed. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});

/** `GET /api/calendar.ics`: the feed's token, from its address. */
export const calendarFeedQuerySchema = z.object({ token: z.string().max(200).default('') });
