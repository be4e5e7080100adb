import { z } from 'zod';
import { leadSchema, leadSummarySchema } from '../../../../core/api/generate.js';

/**
 * What the client reads of the generation job API (DECISIONS.md § "Generation jobs"), checked
 * on arrival: a job, and the data of its Server-Sent Events.
 */
const statusSchema = z.enum(['running', 'succeeded', 'failed', 'cancelled']);

/** POST /api/generations answers 202 with this. */
export const generationStartedSchema = z.object({ id: z.string(), status: z.literal('running') });

/** GET /api/generations/{id}; the items of GET /api/generations?status=running. */
export const generationSchema = z.object({
  id: z.string(),
  assistantType: z.string(),
  action: z.enum(['generate', 'revise']).optional(),
  status: statusSchema,
  content: z.string().nullish(),
  summary: leadSummarySchema.nullish(),
  leads: z.array(leadSchema).nullish(),
  historyId: z.number().nullish(),
  error: z.string().nullish(),
  startedAt: z.string(),
});
export type Generation = z.infer<typeof generationSchema>;

export const deltaEventSchema = z.object({ text: z.string() });
export const statusEventSchema = z.object({ status: statusSchema });
export const doneEventSchema = z.union([
  z.object({
    historyId: z.number().nullish(),
    summary: leadSummarySchema,
    leads: z.array(leadSchema),
  }),
  z.object({ historyId: z.number().nullish(), content: z.string() }),
]);
export type DoneEvent = z.infer<typeof doneEventSchema>;
export const errorEventSchema = z.object({ message: z.string() });
