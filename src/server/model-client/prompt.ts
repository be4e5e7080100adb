import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { promptCode } from '../automations/n8n/prompt-common.js';

/** The system message and the prompt a model is sent for one generation. */
export interface ModelPrompt {
  system: string;
  prompt: string;
}

type BuildPrompt = (body: unknown) => ModelPrompt;

const builders = new Map<AssistantId, Promise<BuildPrompt>>();

/**
 * The "Build prompt" code of the assistant's ready-made n8n workflow, compiled once: the same
 * JavaScript (prelude, the assistant's own part from its folder, ending) run here as n8n runs
 * it, so a model connection and the workflow write alike from one prompt (decision 058). It is
 * the project's own code, never a company's.
 */
function compile(assistantId: AssistantId): Promise<BuildPrompt> {
  const load = ASSISTANT_ENTRIES[assistantId].n8nPrompt;
  if (!load)
    return Promise.reject(new Error(`${assistantId} has no prompt: it answers with leads`));
  return load().then((prompt) => {
    const run = new Function('$input', '$', promptCode(prompt)) as (
      input: unknown,
      node: unknown,
    ) => Array<{ json: ModelPrompt }>;
    return (body) => {
      const items = { first: () => ({ json: { body } }), all: () => [{ json: { body } }] };
      const [out] = run(items, () => items);
      return { system: out!.json.system, prompt: out!.json.prompt };
    };
  });
}

/**
 * The prompt for a generation, a revision or a rewrite, from the body an automation would
 * receive (its form values, the company, the brand voice, the text to revise and its context).
 */
export async function modelPromptFor(
  assistantId: AssistantId,
  webhookBody: Record<string, unknown>,
): Promise<ModelPrompt> {
  let builder = builders.get(assistantId);
  if (!builder) {
    builder = compile(assistantId);
    builders.set(assistantId, builder);
  }
  return (await builder)(webhookBody);
}
