const rulesByLocale = new Map<string, Intl.PluralRules>();

/**
 * The CLDR plural category ("zero", "one", "two", "few", "many", "other") of `count` in `locale`.
 * Shops name locales Laravel's way ("pt_BR"); an unknown or malformed code counts as English, so a
 * bad language row never breaks a label.
 */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale.replace(/_/g, '-'));
    } catch {
      rules = new Intl.PluralRules('en');
    }
    rulesByLocale.set(locale, rules);
  }
  return rules.select(count);
}
