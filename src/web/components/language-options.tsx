import { CONTENT_LANGUAGES, type ContentLanguage } from '@core/content-languages.js';

/** A language by its own name, with the English name beside it when that differs. */
function languageLabel(language: ContentLanguage): string {
  return language.nativeName === language.name
    ? language.name
    : `${language.nativeName} (${language.name})`;
}

/** The `<option>`s of a native language select: every content language by its own name. */
export function LanguageOptions() {
  return (
    <>
      {CONTENT_LANGUAGES.map((language) => (
        <option key={language.tag} value={language.tag}>
          {languageLabel(language)}
        </option>
      ))}
    </>
  );
}
