/** The eleven assistants, in sidebar order. The catalogue (catalogue.ts) describes each one. */
export const ASSISTANT_IDS = [
  'topic-generator',
  'lead-generator',
  'facebook',
  'linkedin2',
  'instagram',
  'blog',
  'newsletter',
  'retention-email',
  'insight-amplifier',
  'prospect-engagement',
  'website',
] as const;

export type AssistantId = (typeof ASSISTANT_IDS)[number];

export function isAssistantId(value: unknown): value is AssistantId {
  return typeof value === 'string' && (ASSISTANT_IDS as readonly string[]).includes(value);
}
