import { z } from 'zod';
import { CONTENT_LANGUAGES, type LanguageTag } from '../content-languages.js';

export { contentLanguage, languageForAutomation, type LanguageTag } from '../content-languages.js';

const TAGS = CONTENT_LANGUAGES.map((l) => l.tag) as [LanguageTag, ...LanguageTag[]];

export const LANGUAGE_MESSAGE = 'Choose one of the listed languages';

export const languageTagSchema = z.enum(TAGS, { message: LANGUAGE_MESSAGE });
