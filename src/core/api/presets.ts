import { z } from 'zod';
import { assistantTypeSchema } from './generate.js';
import { languageTagSchema } from './languages.js';

/** The longest name a preset may have (after trimming). */
const PRESET_NAME_MAX = 80;

/**
 * A saved set of an assistant's form inputs: the user's own, or one an admin shared
 * with the whole company. `formData` holds the form's values as the assistant's form rules
 * checked them when it was saved.
 */
export const presetSchema = z.object({
  id: z.number(),
  name: z.string(),
  assistantType: assistantTypeSchema,
  formData: z.record(z.string(), z.unknown()),
  /** The form's language choice (a tag); null: the company's. */
  language: z.string().nullable(),
  /** Shown to every user of the company (only admins share). */
  shared: z.boolean(),
  /** Who saved it: their user id and username. */
  createdBy: z
    .object({ id: z.number(), username: z.string() })
    .describe('The user who saved the preset: their id and username'),
  createdAt: z.string(),
});
export type Preset = z.infer<typeof presetSchema>;

/** `GET /api/presets`: the caller's own presets and the company's shared ones, by name. */
export const presetListSchema = z.object({ presets: z.array(presetSchema) });
export type PresetList = z.infer<typeof presetListSchema>;

export const presetQuerySchema = z.object({ assistantType: assistantTypeSchema });

/** The name rules, shared by the server and the save dialog. */
export const presetNameSchema = z
  .string({ message: 'Please enter a name for the preset' })
  .trim()
  .min(1, 'Please enter a name for the preset')
  .max(PRESET_NAME_MAX, `The name must be at most ${PRESET_NAME_MAX} characters`);

/**
 * `POST /api/presets`. `formData` is checked by the assistant's own form rules, as
 * `POST /api/generate` checks it; `shared` (admins only) defaults to false.
 */
export const createPresetBodySchema = z.object({
  name: presetNameSchema,
  assistantType: assistantTypeSchema,
  formData: z.record(z.string(), z.unknown(), { message: 'formData must be an object' }),
  /** The form's language choice; left out or null: the company's. */
  language: languageTagSchema.nullable().optional(),
  shared: z.boolean({ message: 'shared must be true or false' }).default(false),
});
/** What a client sends (`shared` may be left out). */
export type CreatePresetBody = z.input<typeof createPresetBodySchema>;
/** The body as the server reads it. */
export type CreatePresetInput = z.infer<typeof createPresetBodySchema>;
