import type { PluralKey, TextKey } from '../../../../src/lib/i18n/text-catalog';

/** Arabic picks among all six CLDR plural categories; the widget's English has only _one and _other. */
type ArabicPluralKey = `${PluralKey}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

/** Arabic texts for the widget's keys: a misspelt key does not compile. */
export type ArabicTexts = Partial<Record<TextKey | ArabicPluralKey, string>>;
