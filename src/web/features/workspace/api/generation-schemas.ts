import { z } from 'zod';
import { leadSchema, leadSummarySchema } from '../../../../core/api/generate.js';
import { generationStatusSchema } from '../../../../core/api/generations.js';

/**
 * The data of a job's Server-Sent Events (core/api/generations.ts `GenerationEventData`),
 * checked on arrival: anything else is ignored.
 */
export const deltaEventSchema = z.object({ text: z.string() });
export const statusEventSchema = z.object({ status: generationStatusSchema });
export const doneEventSchema = z.union([
  z.object({ historyId: z.number(), summary: leadSummarySchema, leads: z.array(leadSchema) }),
  // A rewrite's `done` also carries the item's new version.
  z.object({ historyId: z.number(), content: z.string(), version: z.number().optional() }),
]);
export type DoneEvent = z.infer<typeof doneEventSchema>;
/** A failure, or a Stop: stopped after text arrived, the text was kept as an item. */
export const errorEventSchema = z.object({
  message: z.string(),
  historyId: z.number().optional(),
  content: z.string().optional(),
  stopped: z.boolean().optional(),
});
