import { z } from 'zod';
import { assistantTypeSchema } from './generate.js';

/** What one company may keep (docs/product.md#knowledge-library). */
export const KNOWLEDGE_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const KNOWLEDGE_MAX_DOCUMENTS = 2000;
export const KNOWLEDGE_MAX_TOTAL_BYTES = 200 * 1024 * 1024;
/** What one generation receives at most. */
export const KNOWLEDGE_MAX_PASSAGES = 5;
export const KNOWLEDGE_MAX_CHARS = 4000;
const KNOWLEDGE_SEARCH_MAX = 200;
export const KNOWLEDGE_TITLE_MAX = 200;

/** The file kinds an upload may be, by extension as the picker offers them. */
export const KNOWLEDGE_FILE_EXTENSIONS = ['.pdf', '.docx', '.md', '.markdown', '.txt'] as const;

export const KNOWLEDGE_FILE_TOO_LARGE = 'The file is too large (20 MB at most).';
export const KNOWLEDGE_FILE_KIND =
  'Upload a PDF, a Word document (.docx), a Markdown file or a plain text file.';
export const KNOWLEDGE_FILE_EMPTY = 'The file is empty.';
export const KNOWLEDGE_TOO_MANY =
  'The knowledge library is full (2,000 documents at most). Remove documents you no longer need.';
export const KNOWLEDGE_TOO_BIG =
  'The knowledge library is full (200 MB of files at most). Remove documents you no longer need.';
export const KNOWLEDGE_NOT_FOUND = 'Document not found';
export const KNOWLEDGE_SCANNED_PDF = 'No text found: the PDF holds scanned images';
export const KNOWLEDGE_PAGE_UNREADABLE = 'The page could not be read';

const knowledgeStatusSchema = z.enum(['processing', 'ready', 'failed']);
export type KnowledgeStatus = z.infer<typeof knowledgeStatusSchema>;

export const knowledgeDocumentSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The file's name, or the page's address. */
  source: z.string(),
  /** The size of the source (the file, or the page as fetched). */
  bytes: z.number(),
  /** How many passages its text was cut into. */
  passages: z.number(),
  status: knowledgeStatusSchema,
  /** Why it failed, in words; null unless failed. */
  error: z.string().nullable(),
  /** A disabled document is kept but never sent. */
  enabled: z.boolean(),
  /** The assistants it is sent to; empty: every assistant. */
  assistantTypes: z.array(assistantTypeSchema),
  createdBy: z.object({ id: z.number(), username: z.string() }).nullable(),
  createdAt: z.string(),
});
export type KnowledgeDocument = z.infer<typeof knowledgeDocumentSchema>;

/** `GET /api/admin/knowledge`: newest first, paged by cursor, `q` over titles and sources. */
export const knowledgeQuerySchema = z.object({
  q: z.string().trim().max(KNOWLEDGE_SEARCH_MAX, 'The search is too long').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

export const knowledgePageSchema = z.object({
  documents: z.array(knowledgeDocumentSchema),
  nextCursor: z.string().nullable(),
  /** The company's library as a whole, against its limits. */
  totals: z.object({ documents: z.number(), bytes: z.number() }),
  limits: z.object({ documents: z.number(), bytes: z.number(), fileBytes: z.number() }),
});
export type KnowledgePage = z.infer<typeof knowledgePageSchema>;

/** `POST /api/admin/knowledge` with JSON: a web page, fetched once. */
export const knowledgeUrlBodySchema = z.object({
  url: z
    .string({ message: 'Enter the page address' })
    .trim()
    .min(1, 'Enter the page address')
    .max(2000, 'The address is too long')
    .url('Enter a full address such as https://example.com/page')
    .refine(
      (u) => /^https?:\/\//i.test(u),
      'Enter a full address such as https://example.com/page',
    ),
  title: z.string().trim().max(KNOWLEDGE_TITLE_MAX).optional(),
});

/** `PATCH /api/admin/knowledge/{id}`: what may be changed; left out, it stays. */
export const knowledgePatchSchema = z
  .object({
    title: z
      .string({ message: 'The title must be text' })
      .trim()
      .min(1, 'Enter a title')
      .max(KNOWLEDGE_TITLE_MAX, 'The title is too long (200 characters at most)')
      .optional(),
    enabled: z.boolean({ message: 'enabled must be true or false' }).optional(),
    assistantTypes: z
      .array(assistantTypeSchema, { message: 'assistantTypes must be a list of assistants' })
      .max(20)
      .optional(),
  })
  .strict();
export type KnowledgePatch = z.infer<typeof knowledgePatchSchema>;

const knowledgePassageSchema = z.object({
  id: z.number(),
  /** Its place in the document, from 0. */
  position: z.number(),
  text: z.string(),
});

/** `GET /api/admin/knowledge/{id}/passages`. */
export const knowledgePassagesSchema = z.object({
  document: knowledgeDocumentSchema,
  passages: z.array(knowledgePassageSchema),
});

/** `GET /api/admin/knowledge/search?q=&assistantType=`: what a generation would be sent. */
export const knowledgeSearchQuerySchema = z.object({
  q: z
    .string({ message: 'Enter words to search for' })
    .trim()
    .min(1, 'Enter words to search for')
    .max(KNOWLEDGE_SEARCH_MAX, 'The search is too long'),
  assistantType: assistantTypeSchema.optional(),
});

/** One passage as a generation received it (and as the automation's body carries it). */
export const knowledgeSourceSchema = z.object({
  documentId: z.number(),
  title: z.string(),
  source: z.string(),
  text: z.string(),
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

export const knowledgeSearchSchema = z.object({ passages: z.array(knowledgeSourceSchema) });

/**
 * `GET /api/knowledge/available` (any signed-in member): the assistants whose generations would
 * be sent company knowledge, so the form shows "Use company knowledge" (on by default) for them.
 */
export const knowledgeAvailableSchema = z.object({ assistantTypes: z.array(assistantTypeSchema) });
export type KnowledgeAvailable = z.infer<typeof knowledgeAvailableSchema>;

export const knowledgeParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'The document id must be a whole number' })
    .int('The document id must be a whole number')
    .positive('The document id must be a whole number')
    .max(2_147_483_647, 'The document id must be a whole number'),
});
