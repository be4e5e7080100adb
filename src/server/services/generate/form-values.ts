import type { AssistantDefinition, FormValues } from '../../../core/assistants/types.js';
import { badRequest } from '../../http-errors.js';

/**
 * Checks a form's values with the assistant's own schema (the one the form uses), answering 400
 * `{message, errors}` with the schema's messages; `field` names the body field for the paths.
 * Returns the checked values (keys the form does not have are dropped).
 */
export function parseFormValues(
  assistant: AssistantDefinition,
  values: Record<string, unknown>,
  field: 'formData' | 'originalFormData',
): FormValues {
  const result = assistant.schema.safeParse(values);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: [field, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw badRequest(errors[0]?.message ?? 'Invalid form data', { errors });
}
