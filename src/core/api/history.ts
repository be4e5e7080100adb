import { z } from 'zod';
import { assistantTypeSchema } from './generate.js';
import { sessionIdSchema } from './memory.js';

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

const HISTORY_PAGE_SIZE = 20;
const HISTORY_MAX_PAGE_SIZE = 100;

/**
 * GET /api/history. Every filter is optional: the list shows all of the signed-in user's items in
 * this company, newest first; `cursor` is the `nextCursor` of the previous page. The client sends
 * its current `sessionId` (docs/product.md#client-calls); it narrows the list only with `onlySession=true`, because
 * the history keeps every session's items (decision 017).
 */
export const historyQuerySchema = z.object({
  sessionId: sessionIdSchema.optional(),
  onlySession: z
    .enum(['true', 'false'], { message: 'onlySession must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  cursor: z
    .string()
    .max(200, 'The cursor is not valid')
    .regex(/^[\w-]+$/, 'The cursor is not valid')
    .optional(),
  limit: z.coerce
    .number({ message: `The limit must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}` })
    .int(`The limit must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`)
    .min(1, `The limit must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`)
    .max(
      HISTORY_MAX_PAGE_SIZE,
      `The limit must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`,
    )
    .default(HISTORY_PAGE_SIZE),
  assistantType: assistantTypeSchema.optional(),
  favorites: z
    .enum(['true', 'false'], { message: 'favorites must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  /** Pass as `cursor` to load the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
