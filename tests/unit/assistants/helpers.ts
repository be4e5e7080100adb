import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { getAssistant } from '../../../src/core/assistants/catalogue.js';

/** The schema's issues as `path -> message` (first message per path). */
export function issuesOf(id: AssistantId, values: unknown): Record<string, string> {
  const result = getAssistant(id).schema.safeParse(values);
  const issues: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    issues[path] ??= issue.message;
  }
  return issues;
}
