import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { PartBoundary } from '../../../components/PartBoundary';
import { selectActiveLanguage } from '../../shop/shop-selectors';

// The menu, its locale saga and texts are a chunk of their own (the header is in the home load).
const LanguageMenu = lazy(() => import('../../i18n').then((m) => ({ default: m.LanguageMenu })));

const selectLanguages = (state: RootState) => state.shop.languages;

/**
 * The language switcher (`change/locale/{locale}`): shown when the shop offers more than one
 * language (1.6.7 sends none when its `language_switcher` setting is off; the menu itself checks
 * the setting for 1.5.3, which always sends them). Until the menu's chunk arrives, the active
 * language shows in its place, so the header does not shift.
 */
export function LanguageSwitcher() {
  const languages = useAppSelector(selectLanguages);
  const active = useAppSelector(selectActiveLanguage);
  if (languages.length < 2) return null;
  // The toggle's own content (flag and name), so the menu's arrival moves nothing in the header.
  const placeholder = (
    <span className="sf-picker__toggle sf-lang__toggle">
      {active?.flag_image ? <img src={active.flag_image} alt="" width={20} height={14} /> : null}
      <span lang={active?.locale}>{active?.name}</span>
    </span>
  );
  return (
    <PartBoundary name="language switcher" fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <LanguageMenu />
      </Suspense>
    </PartBoundary>
  );
}
