import { z } from 'zod';
import { leadSchema, leadSummarySchema } from './generate.js';

/** Generations as jobs (docs/decisions/009). */
export const GENERATION_STATUSES = ['running', 'succeeded', 'failed', 'cancelled'] as const;
export const generationStatusSchema = z.enum(GENERATION_STATUSES, {
  message: 'The status must be one of running, succeeded, failed, cancelled',
});
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/** `POST /api/generations`: the body of `/api/generate`, or of `/api/revise` with `action: "revise"`. */
export const generationBodySchema = z.looseObject({
  action: z
    .enum(['generate', 'revise', 'rewrite'], {
      message: 'The action must be "generate", "revise" or "rewrite"',
    })
    .optional(),
});

export const generationAcceptedSchema = z.object({
  id: z.string(),
  /** `running` for a new job; a repeated `Idempotency-Key` answers its job's status now. */
  status: z.enum(['running', 'succeeded', 'failed', 'cancelled']),
});

/** `Idempotency-Key` of `POST /api/generations`: printable ASCII, 1-200 characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** One job as its owner reads it. */
export const generationSchema = z.object({
  id: z.string(),
  assistantType: z.string(),
  action: z.enum(['generate', 'revise', 'rewrite']),
  status: generationStatusSchema,
  /** The inputs the job was started with (the form's values). */
  formData: z.record(z.string(), z.unknown()),
  /** The text so far while running, then the final text ('' for leads). */
  content: z.string(),
  summary: leadSummarySchema.nullable(),
  leads: z.array(leadSchema).nullable(),
  historyId: z.number().nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Generation = z.infer<typeof generationSchema>;

export const generationListSchema = z.array(generationSchema);

export const generationListQuerySchema = z.object({ status: generationStatusSchema.optional() });

export const generationParamsSchema = z.object({ id: z.string().max(100) });
