import type { AssistantCustomizationInput } from '@core/api/company-settings.js';

/**
 * The customisation as stored: values trimmed, empty values removed (an empty field clears the
 * key, docs/product.md#customisation) and assistants left without keys dropped.
 */
export function normalizeCustomization(
  input: AssistantCustomizationInput,
): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const [assistant, keys] of Object.entries(input)) {
    const kept = Object.entries(keys)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== '');
    if (kept.length > 0) result[assistant] = Object.fromEntries(kept);
  }
  return result;
}
