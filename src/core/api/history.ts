import { z } from 'zod';
import { assistantTypeSchema } from './generate.js';

/** A saved generation. For the lead generator `content` holds the JSON `{summary, leads}`. */
export const historyItemSchema = z.object({
  id: z.number(),
  assistantType: assistantTypeSchema,
  content: z.string(),
  formData: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  isFavorite: z.boolean(),
  revisionRequest: z.string().nullable(),
  sessionId: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
