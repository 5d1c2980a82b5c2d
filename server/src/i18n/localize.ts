/**
 * Message localisation. Every module that shows text declares its messages as one object per
 * language (`Localized<T>`), so English and Dutch sit side by side and the compiler checks that
 * both languages have every message. `pickLanguage` maps a setting or a locale to a language.
 */

/** The languages messages exist in. */
export type Language = 'en' | 'nl';

/** One message table per language, with the same keys and parameters. */
export type Localized<T> = { en: T; nl: T };

/** Maps a `pbn.language` setting value or a VS Code locale (`nl-BE`) to a language. */
export function pickLanguage(settingOrLocale: string | undefined, fallbackLocale?: string): Language {
  const value = (settingOrLocale && settingOrLocale !== 'auto' ? settingOrLocale : fallbackLocale ?? 'en').toLowerCase();
  return value.startsWith('nl') ? 'nl' : 'en';
}
