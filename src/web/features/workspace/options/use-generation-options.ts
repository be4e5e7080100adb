import { useCallback, useMemo, useState } from 'react';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import {
  contentLanguage,
  DEFAULT_CONTENT_LANGUAGE,
  type LanguageTag,
} from '@core/content-languages.js';
import { useKnowledgeAvailable } from '../api/knowledge-available.js';
import { readChoices, saveChoice, type GenerationChoice } from '../drafts/draft-store.js';

/** What a text assistant's form shows beside its fields, and what its requests carry. */
export interface GenerationOptions {
  assistantType: AssistantId;
  /** The language to write in: the form's choice, else the company's. */
  language: LanguageTag;
  /** The language chosen on the form; undefined: the company's (what a preset keeps). */
  chosenLanguage: LanguageTag | undefined;
  /** Whether "Use company knowledge" is shown: the company has knowledge for the assistant. */
  knowledgeOffered: boolean;
  useKnowledge: boolean;
  setLanguage: (tag: string | null) => void;
  setUseKnowledge: (on: boolean) => void;
}

/** A known tag as a language tag; anything else as undefined. */
const knownTag = (tag: string | null | undefined): LanguageTag | undefined =>
  tag && contentLanguage(tag).tag === tag ? (tag as LanguageTag) : undefined;

/**
 * The Language choice and the "Use company knowledge" switch of every text assistant's form
 * (docs/product.md#content-language), kept per assistant with the form's draft. The lead
 * generator has neither: its requests stay as they were.
 */
export function useGenerationOptions(scope: string | null, companyLanguage: string | undefined) {
  const [choices, setChoices] = useState(() => (scope ? readChoices(scope) : {}));
  // Another user or company (or the first time both are known): its own kept choices.
  const [choicesOf, setChoicesOf] = useState(scope);
  if (choicesOf !== scope) {
    setChoicesOf(scope);
    setChoices(scope ? readChoices(scope) : {});
  }
  const offered = useKnowledgeAvailable();
  const fallback = knownTag(companyLanguage) ?? DEFAULT_CONTENT_LANGUAGE;

  /** Changes an assistant's choices; null forgets them ("Clear form"). */
  const change = useCallback(
    (assistant: AssistantId, update: GenerationChoice | null) =>
      setChoices((old) => {
        const next: GenerationChoice = update === null ? {} : { ...old[assistant], ...update };
        if (next.language === undefined) delete next.language;
        if (next.useKnowledge === undefined) delete next.useKnowledge;
        if (scope) saveChoice(scope, assistant, next);
        return { ...old, [assistant]: next };
      }),
    [scope],
  );

  const optionsFor = useCallback(
    (assistant: AssistantId): GenerationOptions | null => {
      if (ASSISTANT_ENTRIES[assistant].payload === 'form-only') return null;
      const choice = choices[assistant] ?? {};
      const chosenLanguage = knownTag(choice.language);
      return {
        assistantType: assistant,
        language: chosenLanguage ?? fallback,
        chosenLanguage,
        knowledgeOffered: offered.includes(assistant),
        useKnowledge: choice.useKnowledge ?? true,
        setLanguage: (tag) => change(assistant, { language: knownTag(tag) }),
        setUseKnowledge: (on) => change(assistant, { useKnowledge: on ? undefined : false }),
      };
    },
    [choices, fallback, offered, change],
  );

  /** What a generate or revise request of the assistant carries beside its form. */
  const bodyFor = useCallback(
    (assistant: AssistantId): { language?: LanguageTag; useKnowledge?: boolean } => {
      const options = optionsFor(assistant);
      if (!options) return {};
      return {
        language: options.language,
        ...(options.knowledgeOffered ? { useKnowledge: options.useKnowledge } : {}),
      };
    },
    [optionsFor],
  );

  return useMemo(
    () => ({
      optionsFor,
      bodyFor,
      forget: (assistant: AssistantId) => change(assistant, null),
    }),
    [optionsFor, bodyFor, change],
  );
}
