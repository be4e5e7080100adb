import { z } from 'zod';
import { leadSchema, leadSummarySchema } from './generate.js';
import { generationStatusSchema } from './generations.js';

/**
 * The Server-Sent Events of `GET /api/generations/{id}/events` (decision 009): the one
 * description of each event's name and data. The server writes events only through
 * `generationEventText`, the browser checks each event it reads against the same schema.
 */
export const generationEvents = {
  /** The job's status: `running` first, then how it ended, before `done` or `error`. */
  status: z.object({ status: generationStatusSchema }),
  /** A piece of text; the event's `id` is the character offset after it (`Last-Event-ID`). */
  delta: z.object({ text: z.string() }),
  /** Succeeded: the history item with the leads, or with the whole text. */
  done: z.union([
    z.object({ historyId: z.number(), summary: leadSummarySchema, leads: z.array(leadSchema) }),
    // A rewrite's `done` also carries the item's new version.
    z.object({ historyId: z.number(), content: z.string(), version: z.number().optional() }),
  ]),
  /** Failed or cancelled. Stopped after text arrived: that text was kept as an item. */
  error: z.object({
    message: z.string(),
    historyId: z.number().optional(),
    content: z.string().optional(),
    stopped: z.boolean().optional(),
  }),
};

export type GenerationEventName = keyof typeof generationEvents;
export type GenerationEventData<N extends GenerationEventName> = z.infer<
  (typeof generationEvents)[N]
>;
export type DoneEvent = GenerationEventData<'done'>;

/** One event as the stream carries it; `id` only on a `delta`. */
export function generationEventText<N extends GenerationEventName>(
  name: N,
  data: GenerationEventData<N>,
  id?: number,
): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return `${idLine}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
