import { z } from 'zod';
import { assistantTypeSchema } from './generate.js';
import { sessionIdSchema } from './memory.js';
import { knowledgeSourceSchema } from './knowledge.js';
import { personSchema, reviewStatusSchema, VISIBILITIES } from './reviews.js';

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
  /** The current text's version: 1 when generated, one more with each edit, rewrite, restore. */
  version: z.number(),
  /** The generation was stopped: the text is what had arrived by then. */
  stopped: z.boolean(),
  /** The item this revision was made from. */
  revisedFrom: z.number().nullable(),
  updatedAt: z.string(),
  /** Who generated it (the only one who edits its text). */
  author: personSchema,
  /** Review (docs/product.md#review). */
  status: reviewStatusSchema,
  /** `team`: every member of the company reads it. */
  visibility: z.enum(VISIBILITIES),
  /** The reviewers named in the latest submission. */
  reviewers: z.array(personSchema),
  approvedVersion: z.number().nullable(),
  approvedBy: personSchema.nullable(),
  approvedAt: z.string().nullable(),
  /** Where the text was last published (docs/product.md#publishing), else null. */
  publishedUrl: z.string().nullable(),
  /** The language it was asked to be written in (a tag); null for items from before. */
  language: z.string().nullable(),
  /** The company knowledge its generation was sent ("Sources"); empty when none. */
  sources: z.array(knowledgeSourceSchema),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** What made a version of an item's text. */
const VERSION_KINDS = ['generated', 'edited', 'rewritten', 'restored', 'stopped'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** The most characters an item's text may have, edited as generated. */
const MAX_CONTENT_CHARS = 500_000;

/** `PATCH /api/history/{id}`: the new text, and the version it was edited from. */
export const historyEditSchema = z.object({
  content: z
    .string({ message: 'The content must be text' })
    .max(MAX_CONTENT_CHARS, 'The content must be at most 500,000 characters'),
  baseVersion: z
    .number({ message: 'baseVersion must be a whole number' })
    .int('baseVersion must be a whole number')
    .min(1, 'baseVersion must be a whole number'),
});

/** `POST /api/history/{id}/restore`: which version becomes current, from which one. */
export const historyRestoreSchema = z.object({
  version: z
    .number({ message: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(1, 'version must be a whole number'),
  baseVersion: z
    .number({ message: 'baseVersion must be a whole number' })
    .int('baseVersion must be a whole number')
    .min(1, 'baseVersion must be a whole number'),
});

/** `POST /api/history/{id}/undo`: the version (the item's current one) whose step is undone. */
export const historyUndoSchema = z.object({
  version: z
    .number({ message: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(2, 'version must be a whole number above 1'),
});

/** Only a rewrite, while it is the item's last step, can be undone (else: restore a version). */
export const NOTHING_TO_UNDO =
  'The rewrite can no longer be undone: the text changed since. Restore a version instead.';

const historyVersionSchema = z.object({
  version: z.number(),
  kind: z.enum(VERSION_KINDS),
  content: z.string(),
  createdAt: z.string(),
  /** The knowledge the generation or rewrite that made it was sent; empty when none. */
  sources: z.array(knowledgeSourceSchema),
});
export type HistoryVersion = z.infer<typeof historyVersionSchema>;

export const historyVersionsSchema = z.object({ versions: z.array(historyVersionSchema) });

/** 409: the item changed since `baseVersion`; it is answered as it is now. */
export const historyConflictSchema = z.object({ message: z.string(), item: historyItemSchema });

const HISTORY_PAGE_SIZE = 20;
const HISTORY_MAX_PAGE_SIZE = 100;

/**
 * GET /api/history. Every filter is optional: the list shows all of the signed-in user's items in
 * this company, newest first; `cursor` is the `nextCursor` of the previous page. The client sends
 * its current `sessionId` (docs/product.md#client-calls); it narrows the list only with `onlySession=true`, because
 * the history keeps every session's items (decision 017).
 */
/** The longest history search accepted. */
export const HISTORY_SEARCH_MAX = 200;

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
  /**
   * Full-text search over the item's text and form inputs (web-search syntax: words,
   * "phrases", -excluded); blank means no search.
   */
  /** Review status; any when absent. */
  status: reviewStatusSchema.optional(),
  /** `mine` (default): the user's own items; `team`: the items colleagues shared with the team. */
  scope: z.enum(['mine', 'team'], { error: 'scope must be mine or team' }).default('mine'),
  q: z
    .string()
    .max(HISTORY_SEARCH_MAX, `The search must be at most ${HISTORY_SEARCH_MAX} characters`)
    .optional()
    .transform((value) => value?.trim() || undefined),
});

export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  /** Pass as `cursor` to load the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
