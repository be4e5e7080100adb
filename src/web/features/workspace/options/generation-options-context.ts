import { createContext, useContext } from 'react';
import type { GenerationOptions } from './use-generation-options.js';

/**
 * The active form's choices beside its fields, for the presets bar: a preset keeps the Language
 * chosen and sets it again when applied. Null for the lead generator, which has none.
 */
export const GenerationOptionsContext = createContext<GenerationOptions | null>(null);

export const useFormGenerationOptions = () => useContext(GenerationOptionsContext);
