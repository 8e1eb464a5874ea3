import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import type { RootState } from '../../../app/store';
import { Picker } from '../../../components/Picker';
import { isOn, selectActiveLanguage, selectSettings } from '../../shop/shop-selectors';
import { localeFeature } from '../locale-feature';
import { localeChangeRequested, selectLocaleSwitching } from '../locale-switch-slice';

const selectLanguages = (state: RootState) => state.shop.languages;

const flag = (src: string | null | undefined) => (src ? <img src={src} alt="" width={20} height={14} /> : null);

/**
 * The language switcher: a picker (components/Picker.tsx) naming the active language (flag and
 * name from the shell data) with the shop's languages as choices. Choosing another switches the
 * session's language through the locale saga, which reloads the page as the original does.
 */
export function LanguageMenu() {
  useFeature(localeFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const languages = useAppSelector(selectLanguages);
  const active = useAppSelector(selectActiveLanguage);
  const switching = useAppSelector(selectLocaleSwitching);
  const setting = useAppSelector(selectSettings).language_switcher;

  // The original's header hides the switcher when the setting is 0 (1.5.3 still sends the languages).
  if (setting !== undefined && !isOn(setting)) return null;
  return (
    <Picker
      name="sf-lang"
      label={t('language')}
      current={active?.locale}
      shown={
        <>
          {flag(active?.flag_image)}
          <span lang={active?.locale}>{active?.name ?? t('language')}</span>
        </>
      }
      options={languages.map((language) => ({
        value: language.locale,
        lang: language.locale,
        content: (
          <>
            {flag(language.flag_image)}
            {language.name}
          </>
        ),
      }))}
      busy={switching !== null}
      onChoose={(locale) => dispatch(localeChangeRequested({ locale }))}
    />
  );
}
