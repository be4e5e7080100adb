import { z } from 'zod';
import { ASSISTANT_IDS } from '../assistants/ids.js';
import { sessionIdSchema } from './memory.js';
import { languageTagSchema } from './languages.js';

/**
 * What every text generation may choose beside its form: the language to write in (a tag of
 * languages.ts; left out, the company's) and whether company knowledge is sent (left out: yes,
 * when the company has some). The lead generator ignores both.
 */
const generationOptions = {
  language: languageTagSchema.optional(),
  useKnowledge: z.boolean({ message: 'useKnowledge must be true or false' }).optional(),
};

export const assistantTypeSchema = z.enum(ASSISTANT_IDS, { message: 'Unknown assistant type' });

/**
 * POST /api/generate. `formData` holds the form's own values (as the form has them); the server
 * validates them with the assistant's schema and applies the assistant's submit transformation
 * (docs/product.md#submit-payloads) before calling the webhook, so nothing about the company or user is
 * taken from the client.
 */
export const generateBodySchema = z.object({
  assistantType: assistantTypeSchema,
  formData: z.record(z.string(), z.unknown()),
  sessionId: sessionIdSchema,
  ...generationOptions,
});
export type GenerateBody = z.infer<typeof generateBodySchema>;

export const reviseBodySchema = z.object({
  assistantType: assistantTypeSchema,
  originalContent: z.string().min(1, 'No content to revise').max(2_000_000),
  originalFormData: z.record(z.string(), z.unknown()),
  revisionRequest: z
    .string()
    .trim()
    .min(1, "Please describe what changes you'd like to make.")
    .max(5000, 'The revision request is too long (5000 characters at most)'),
  sessionId: sessionIdSchema,
  /** The history item being revised: the revision's new item is linked to it (`revisedFrom`). */
  historyId: z
    .number({ message: 'historyId must be a whole number' })
    .int('historyId must be a whole number')
    .positive('historyId must be a whole number')
    .optional(),
  ...generationOptions,
});
export type ReviseBody = z.infer<typeof reviseBodySchema>;

const wholeNumber = (name: string) =>
  z
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be a whole number`);

/**
 * `POST /api/generations` with `"action": "rewrite"`: a passage of an item's current text
 * rewritten by the assistant's automation (UTF-16 offsets, as JavaScript strings count).
 */
export const rewriteBodySchema = z.object({
  action: z.literal('rewrite'),
  historyId: wholeNumber('historyId').positive('historyId must be a whole number'),
  baseVersion: wholeNumber('baseVersion').min(1, 'baseVersion must be a whole number'),
  selection: z.object(
    { start: wholeNumber('selection.start'), end: wholeNumber('selection.end') },
    { message: 'selection must be {start, end}' },
  ),
  instruction: z
    .string({ message: 'Please describe how to rewrite the passage.' })
    .trim()
    .min(1, 'Please describe how to rewrite the passage.')
    .max(2000, 'The instruction is too long (2000 characters at most)'),
  sessionId: sessionIdSchema,
  /** The item's own language is kept; knowledge is sent unless this is false. */
  useKnowledge: generationOptions.useKnowledge,
});
export type RewriteBody = z.infer<typeof rewriteBodySchema>;

export const leadSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  city: z.string(),
  reviewCount: z.number(),
  rating: z.number(),
  score: z.number(),
  status: z.enum(['qualified', 'maybe', 'unlikely']),
});

export const leadSummarySchema = z.object({
  total: z.number(),
  qualified: z.number(),
  maybe: z.number(),
  unlikely: z.number(),
});

export const contentResponseSchema = z.object({ content: z.string(), historyId: z.number() });
const leadsResponseSchema = z.object({
  summary: leadSummarySchema,
  leads: z.array(leadSchema),
  historyId: z.number(),
});
export const generateResponseSchema = z.union([leadsResponseSchema, contentResponseSchema]);
export type GenerateResponse = z.infer<typeof generateResponseSchema>;
