/**
 * The languages texts can be written in, without the validation library: the workspace's first
 * view lists them (decision 010 keeps zod out of it); `api/languages.ts` adds the request check.
 */

/**
 * A language texts can be written in: its BCP 47 tag, its English name (what the automation is
 * told), its own name (what the choice shows) and PostgreSQL's full-text search configuration
 * for it, where PostgreSQL has one (else search uses `simple`).
 */
export interface ContentLanguage {
  tag: string;
  name: string;
  nativeName: string;
  searchConfig?: string;
}

export const CONTENT_LANGUAGES = [
  { tag: 'ar', name: 'Arabic', nativeName: 'العربية', searchConfig: 'arabic' },
  { tag: 'bg', name: 'Bulgarian', nativeName: 'Български' },
  { tag: 'ca', name: 'Catalan', nativeName: 'Català', searchConfig: 'catalan' },
  { tag: 'cs', name: 'Czech', nativeName: 'Čeština' },
  { tag: 'da', name: 'Danish', nativeName: 'Dansk', searchConfig: 'danish' },
  { tag: 'de', name: 'German', nativeName: 'Deutsch', searchConfig: 'german' },
  { tag: 'el', name: 'Greek', nativeName: 'Ελληνικά', searchConfig: 'greek' },
  { tag: 'en', name: 'English', nativeName: 'English', searchConfig: 'english' },
  { tag: 'es', name: 'Spanish', nativeName: 'Español', searchConfig: 'spanish' },
  { tag: 'et', name: 'Estonian', nativeName: 'Eesti', searchConfig: 'estonian' },
  { tag: 'eu', name: 'Basque', nativeName: 'Euskara', searchConfig: 'basque' },
  { tag: 'fi', name: 'Finnish', nativeName: 'Suomi', searchConfig: 'finnish' },
  { tag: 'fr', name: 'French', nativeName: 'Français', searchConfig: 'french' },
  { tag: 'ga', name: 'Irish', nativeName: 'Gaeilge', searchConfig: 'irish' },
  { tag: 'he', name: 'Hebrew', nativeName: 'עברית' },
  { tag: 'hi', name: 'Hindi', nativeName: 'हिन्दी', searchConfig: 'hindi' },
  { tag: 'hr', name: 'Croatian', nativeName: 'Hrvatski' },
  { tag: 'hu', name: 'Hungarian', nativeName: 'Magyar', searchConfig: 'hungarian' },
  { tag: 'hy', name: 'Armenian', nativeName: 'Հայերեն', searchConfig: 'armenian' },
  { tag: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia', searchConfig: 'indonesian' },
  { tag: 'it', name: 'Italian', nativeName: 'Italiano', searchConfig: 'italian' },
  { tag: 'ja', name: 'Japanese', nativeName: '日本語' },
  { tag: 'ko', name: 'Korean', nativeName: '한국어' },
  { tag: 'lt', name: 'Lithuanian', nativeName: 'Lietuvių', searchConfig: 'lithuanian' },
  { tag: 'lv', name: 'Latvian', nativeName: 'Latviešu' },
  { tag: 'ms', name: 'Malay', nativeName: 'Bahasa Melayu' },
  { tag: 'nb', name: 'Norwegian', nativeName: 'Norsk bokmål', searchConfig: 'norwegian' },
  { tag: 'ne', name: 'Nepali', nativeName: 'नेपाली', searchConfig: 'nepali' },
  { tag: 'nl', name: 'Dutch', nativeName: 'Nederlands', searchConfig: 'dutch' },
  { tag: 'pl', name: 'Polish', nativeName: 'Polski' },
  { tag: 'pt', name: 'Portuguese', nativeName: 'Português', searchConfig: 'portuguese' },
  { tag: 'ro', name: 'Romanian', nativeName: 'Română', searchConfig: 'romanian' },
  { tag: 'ru', name: 'Russian', nativeName: 'Русский', searchConfig: 'russian' },
  { tag: 'sk', name: 'Slovak', nativeName: 'Slovenčina' },
  { tag: 'sl', name: 'Slovenian', nativeName: 'Slovenščina' },
  { tag: 'sr', name: 'Serbian', nativeName: 'Српски', searchConfig: 'serbian' },
  { tag: 'sv', name: 'Swedish', nativeName: 'Svenska', searchConfig: 'swedish' },
  { tag: 'ta', name: 'Tamil', nativeName: 'தமிழ்', searchConfig: 'tamil' },
  { tag: 'th', name: 'Thai', nativeName: 'ไทย' },
  { tag: 'tr', name: 'Turkish', nativeName: 'Türkçe', searchConfig: 'turkish' },
  { tag: 'uk', name: 'Ukrainian', nativeName: 'Українська' },
  { tag: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt' },
  { tag: 'yi', name: 'Yiddish', nativeName: 'ייִדיש', searchConfig: 'yiddish' },
  { tag: 'zh', name: 'Chinese', nativeName: '中文' },
] as const satisfies readonly ContentLanguage[];

export type LanguageTag = (typeof CONTENT_LANGUAGES)[number]['tag'];

/** Every company writes in English until an admin chooses another language. */
export const DEFAULT_CONTENT_LANGUAGE: LanguageTag = 'en';

const byTag = new Map<string, ContentLanguage>(CONTENT_LANGUAGES.map((l) => [l.tag, l]));

/** The language of a tag; an unknown tag (never stored by the server) reads as the default. */
export function contentLanguage(tag: string | null | undefined): ContentLanguage {
  return byTag.get(tag ?? '') ?? byTag.get(DEFAULT_CONTENT_LANGUAGE)!;
}

/** What the automation receives as `language`: the English name and the BCP 47 tag. */
export function languageForAutomation(tag: string | null | undefined): {
  name: string;
  tag: string;
} {
  const { name, tag: t } = contentLanguage(tag);
  return { name, tag: t };
}
