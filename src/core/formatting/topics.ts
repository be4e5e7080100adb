/**
 * Old-format topic-generator history (docs/product.md#formatting): JSON with a `topics` list is turned into
 * readable text when loaded. Each topic uses its fullContent, else its title, hook, angle and
 * platform prompts.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const PLATFORM_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  blog: 'Blog',
  email: 'Email',
  twitter: 'Twitter',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: Json | undefined): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function firstText(topic: JsonObject, keys: readonly string[]): string {
  for (const key of keys) {
    const value = text(topic[key]);
    if (value) return value;
  }
  return '';
}

function platformName(key: string): string {
  return PLATFORM_NAMES[key.toLowerCase()] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

function parseJson(content: string): Json | undefined {
  const trimmed = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed) as Json;
  } catch {
    return undefined;
  }
}

function findTopics(data: Json | undefined): Json[] | null {
  if (isObject(data)) {
    if (Array.isArray(data.topics)) return data.topics;
    for (const key of ['output', 'data', 'result']) {
      if (isObject(data[key]) && Array.isArray(data[key].topics)) return data[key].topics;
    }
  }
  if (Array.isArray(data) && data.length === 1) return findTopics(data[0]);
  return null;
}

function promptLines(prompts: Json | undefined): string[] {
  if (Array.isArray(prompts)) {
    return prompts.flatMap((item) => {
      if (isObject(item)) {
        const platform = firstText(item, ['platform', 'name', 'channel']);
        const prompt = firstText(item, ['prompt', 'text', 'content', 'description']);
        if (!prompt) return [];
        return [platform ? `- ${platformName(platform)}: ${prompt}` : `- ${prompt}`];
      }
      const value = text(item);
      return value ? [`- ${value}`] : [];
    });
  }
  if (isObject(prompts)) {
    return Object.entries(prompts).flatMap(([platform, prompt]) => {
      const value = text(prompt);
      return value ? [`- ${platformName(platform)}: ${value}`] : [];
    });
  }
  return [];
}

function topicToText(topic: Json, index: number): string {
  if (!isObject(topic)) {
    const value = text(topic);
    return value ? `**${index + 1}. ${value}**` : '';
  }
  const fullContent = firstText(topic, ['fullContent', 'full_content']);
  if (fullContent) return fullContent;

  const lines: string[] = [];
  const title = firstText(topic, ['title', 'topic', 'headline', 'name']);
  if (title) lines.push(`**${index + 1}. ${title}**`);
  const hook = firstText(topic, ['hook']);
  if (hook) lines.push(`Hook: ${hook}`);
  const angle = firstText(topic, ['angle']);
  if (angle) lines.push(`Angle: ${angle}`);
  const rawPrompts = topic.platformPrompts ?? topic.platform_prompts ?? topic.prompts;
  const prompts = promptLines(rawPrompts);
  if (typeof rawPrompts === 'string' && rawPrompts.trim()) {
    lines.push(`Platform Prompts: ${rawPrompts.trim()}`);
  } else if (prompts.length > 0) {
    lines.push('Platform Prompts:', ...prompts);
  }
  return lines.join('\n');
}

/**
 * Converts old-format topic JSON (`{"topics": [...]}`) to readable text; any other content,
 * including JSON without a topics list, is returned unchanged.
 */
export function convertLegacyTopics(content: string): string {
  if (typeof content !== 'string') return content;
  const topics = findTopics(parseJson(content));
  if (!topics) return content;
  const blocks = topics.map(topicToText).filter((block) => block !== '');
  return blocks.length > 0 ? blocks.join('\n\n') : content;
}
