import { DEFAULT_TEXTS, type TextKey } from './defaultTexts';

export type Translate = (key: TextKey) => string;

/** Text from the backend's language file, else the built-in English wording. */
export function translatorFrom(keywords: Record<string, string> | null | undefined): Translate {
  return (key) => {
    const text = keywords?.[key];
    return typeof text === 'string' && text !== '' ? text : DEFAULT_TEXTS[key] ?? key;
  };
}
