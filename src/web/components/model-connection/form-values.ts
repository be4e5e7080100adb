import { z } from 'zod';
import {
  MAX_MODEL_LABEL_LENGTH,
  modelConnectionBodySchema,
  type ModelConnection,
  type ModelConnectionBody,
} from '@core/api/model-connection.js';
import { MAX_API_KEY_LENGTH } from '@core/api/webhooks.js';

/** A price as typed: empty is "not set" (null); anything else must be the body's number. */
const priceText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : Number(text)))
  .pipe(modelConnectionBodySchema.shape.inputPricePerMillion.unwrap());

/** The server's words: a key is needed, though a keyless local endpoint takes any text. */
const API_KEY_REQUIRED =
  'Enter the API key (any text for an endpoint that needs none, such as a local Ollama)';

/**
 * The card's form: the request body's schema (and its messages) with the prices as text. Without
 * a stored key a key is required; with one, an empty field keeps it (asked at each check: a save
 * stores one while the form stays).
 */
export function modelConnectionFormSchema(keyStored: () => boolean) {
  return modelConnectionBodySchema
    .extend({
      apiKey: z
        .string()
        .max(MAX_API_KEY_LENGTH, `The API key must be at most ${MAX_API_KEY_LENGTH} characters`)
        .refine((key) => keyStored() || key.trim() !== '', API_KEY_REQUIRED),
      label: z
        .string()
        .trim()
        .max(
          MAX_MODEL_LABEL_LENGTH,
          `The label must be at most ${MAX_MODEL_LABEL_LENGTH} characters`,
        ),
      inputPricePerMillion: priceText,
      outputPricePerMillion: priceText,
    })
    .transform(({ apiKey, ...rest }): ModelConnectionBody => ({
      ...rest,
      // Empty: the stored key is kept.
      ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
    }));
}

type ModelConnectionFormSchema = ReturnType<typeof modelConnectionFormSchema>;
export type ModelConnectionFormInput = z.input<ModelConnectionFormSchema>;

/** The form's values for a stored connection, or an empty form. */
export function toFormValues(own: ModelConnection | null): ModelConnectionFormInput {
  const price = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    provider: 'openai-compatible',
    baseUrl: own?.baseUrl ?? '',
    apiKey: '',
    model: own?.model ?? '',
    label: own?.label ?? '',
    inputPricePerMillion: price(own?.inputPricePerMillion),
    outputPricePerMillion: price(own?.outputPricePerMillion),
  };
}

/** A connection's name in a sentence: its label, else its model. */
export const connectionName = (connection: Pick<ModelConnection, 'label' | 'model'>) =>
  connection.label.trim() || connection.model;
