import type { AssistantId } from '../../../../core/assistants/ids.js';

/** Characters a post may have on each social platform (their published limits). */
export const PLATFORM_LIMITS: Partial<Record<AssistantId, { platform: string; limit: number }>> = {
  facebook: { platform: 'Facebook', limit: 63_206 },
  linkedin2: { platform: 'LinkedIn', limit: 3_000 },
  instagram: { platform: 'Instagram', limit: 2_200 },
};

/** Characters as the platforms count them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}
