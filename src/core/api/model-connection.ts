import { z } from 'zod';
import { ASSISTANT_IDS } from '../assistants/ids.js';
import { isValidWebhookUrl, MAX_API_KEY_LENGTH, MAX_WEBHOOK_URL_LENGTH } from './webhooks.js';

/**
 * A model connection (decision 058): any endpoint that speaks OpenAI's chat-completions API.
 * A company's own, or the platform's default that companies without their own use.
 */
const MODEL_PROVIDERS = ['openai-compatible'] as const;
export const DEFAULT_MODEL_BASE_URL = 'https://api.openai.com/v1';
/** MODEL_NAME's default: OpenAI's small model without reasoning, which streams at once. */
export const DEFAULT_MODEL_NAME = 'gpt-4.1-mini';
export const MAX_MODEL_NAME_LENGTH = 200;
export const MAX_MODEL_LABEL_LENGTH = 100;

/** Where a connection comes from: set here, the platform's default, or the server's environment. */
const MODEL_CONNECTION_SOURCES = ['company', 'platform', 'environment'] as const;
export type ModelConnectionSource = (typeof MODEL_CONNECTION_SOURCES)[number];

/** A price per million tokens, in the company's billing currency (USD by default). */
const priceSchema = z
  .number({ message: 'The price must be a number' })
  .min(0, 'The price cannot be negative')
  .max(10_000, 'The price must be at most 10000 per million tokens');

/** `PUT …/model-connection`: the key may be left out to keep the stored one. */
export const modelConnectionBodySchema = z.object({
  provider: z.enum(MODEL_PROVIDERS, { message: 'The provider must be "openai-compatible"' }),
  baseUrl: z
    .string()
    .trim()
    .min(1, 'Enter the address of the model endpoint')
    .max(MAX_WEBHOOK_URL_LENGTH, `The address must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`)
    .refine(isValidWebhookUrl, 'Please enter a valid URL'),
  /** Absent or '': keep the stored key (required when none is stored). */
  apiKey: z.string().max(MAX_API_KEY_LENGTH).optional(),
  model: z
    .string()
    .trim()
    .min(1, 'Enter the model name')
    .max(
      MAX_MODEL_NAME_LENGTH,
      `The model name must be at most ${MAX_MODEL_NAME_LENGTH} characters`,
    ),
  label: z.string().trim().max(MAX_MODEL_LABEL_LENGTH).optional(),
  inputPricePerMillion: priceSchema.nullable().optional(),
  outputPricePerMillion: priceSchema.nullable().optional(),
});
export type ModelConnectionBody = z.infer<typeof modelConnectionBodySchema>;

/** A connection as the API answers it: the key masked, never returned. */
const modelConnectionSchema = z.object({
  provider: z.enum(MODEL_PROVIDERS),
  baseUrl: z.string(),
  /** A mask of the key (its last four characters), or '' when none is stored. */
  apiKey: z.string(),
  model: z.string(),
  label: z.string(),
  inputPricePerMillion: z.number().nullable(),
  outputPricePerMillion: z.number().nullable(),
  source: z.enum(MODEL_CONNECTION_SOURCES),
  /** Set by the server's environment (MODEL_API_KEY): shown, not changed here. */
  readOnly: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ModelConnection = z.infer<typeof modelConnectionSchema>;

/**
 * `GET …/model-connection`: the connection set at this level (null when none), and the one that
 * applies (this level's, or the platform's for a company without its own).
 */
export const modelConnectionAnswerSchema = z.object({
  own: modelConnectionSchema.nullable(),
  effective: modelConnectionSchema.nullable(),
});
export type ModelConnectionAnswer = z.infer<typeof modelConnectionAnswerSchema>;

/** `POST …/model-connection/test`: the body to test (unsaved values), or none (the stored one). */
export const modelConnectionTestBodySchema = modelConnectionBodySchema.partial();

export const modelConnectionTestResultSchema = z.object({
  ok: z.boolean(),
  /** In plain words: what worked, or what went wrong. */
  message: z.string(),
  /** The endpoint's models when it lists them (`GET /models`); null when it cannot. */
  models: z.array(z.string()).nullable(),
  /** The model's answer to a one-line prompt. */
  answer: z.string().nullable(),
  latencyMs: z.number().nullable(),
});
export type ModelConnectionTestResult = z.infer<typeof modelConnectionTestResultSchema>;

/** Which way an assistant runs for a company. */
export const RUNS_ON = ['model', 'automation'] as const;
export type RunsOn = (typeof RUNS_ON)[number];

const assistantIdSchema = z.enum(ASSISTANT_IDS, {
  error: (issue) => `Unknown assistant type: ${String(issue.input)}`,
});

/** `GET/PUT /api/admin/companies/{companyId}/runs-on`: every assistant's way (PUT: some). */
export const runsOnSchema = z.record(
  assistantIdSchema,
  z.enum(RUNS_ON, { message: 'Each assistant runs on "model" or "automation"' }),
);
export type RunsOnSettings = z.infer<typeof runsOnSchema>;

/** `PUT …/runs-on`: the assistants to change (the others keep their way). */
export const runsOnUpdateSchema = z.partialRecord(
  assistantIdSchema,
  z.enum(RUNS_ON, { message: 'Each assistant runs on "model" or "automation"' }),
);
export type RunsOnUpdate = z.infer<typeof runsOnUpdateSchema>;

/** Why the lead generator stays on its automation (shown beside it). */
export const LEADS_NEED_AUTOMATION =
  'The Lead Generator searches maps and websites, which a model alone cannot do: it runs on its automation.';
export const RUNS_ON_LEADS_REFUSED =
  'The Lead Generator runs on its automation: it searches maps and websites, which a model alone cannot do.';
