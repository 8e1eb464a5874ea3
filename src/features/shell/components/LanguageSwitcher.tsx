/** The language switcher (issue 11): flags and names from the shell data; `change/locale/{locale}`. */
export function LanguageSwitcher() {
  return null;
}
