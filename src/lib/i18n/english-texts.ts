/**
 * The English fallback the translator reads, filled in parts: the core texts when the app module
 * loads, a lazy feature's own texts when the feature is injected (store.injectFeature). So a
 * screen's wording travels in its chunk and the home load does not grow with every screen. The
 * translator reads this object at call time, and a feature is injected before its screen renders,
 * so a key is always here by the time it is asked for.
 */
const english: Record<string, string> = {};

export function addEnglishTexts<T extends Readonly<Record<string, string>>>(texts: T): T {
  Object.assign(english, texts);
  return texts;
}

export const englishTexts: Readonly<Record<string, string>> = english;
