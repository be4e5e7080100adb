import { optionIssues } from '@core/assistants/option-check.js';
import type { Customization, FormValues } from '@core/assistants/types.js';
import type { AssistantDefinition } from '@core/assistants/ids.js';
import { invalidFields } from '../domain-error.js';

/**
 * Checks submitted form values, answering 400 `{message, errors}` with the first message and a
 * path per problem (`field` names the body field). In order: the data are read as form values
 * (the form's own, or the transformed payload of docs/product.md#submit-payloads: `readSubmitted`), checked with the
 * assistant's own schema (the one the form uses), then every select against the company's
 * effective options. Returns the checked form values (keys the form does not have are dropped).
 */
export function parseFormValues(
  assistant: AssistantDefinition,
  submitted: Record<string, unknown>,
  field: 'formData' | 'originalFormData',
  customization: Customization | null | undefined,
): FormValues {
  const { values, paths = {} } = assistant.readSubmitted?.(submitted) ?? { values: submitted };
  const pathOf = (path: readonly PropertyKey[]) => {
    const [name, ...rest] = path.map(String);
    return [field, paths[name] ?? name, ...rest].join('.');
  };
  const result = assistant.schema.safeParse(values);
  const issues = result.success
    ? optionIssues(assistant, result.data, customization)
    : result.error.issues;
  if (issues.length === 0 && result.success) return result.data;
  const errors = issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
  throw invalidFields(errors);
}
