import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useFeature, useT } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { isOn, selectActiveLanguage, selectSettings } from '../../shop/shop-selectors';
import { localeFeature } from '../locale-feature';
import { localeChangeRequested, selectLocaleSwitching } from '../locale-switch-slice';
import '../language-menu.css';

const selectLanguages = (state: RootState) => state.shop.languages;

/**
 * The language switcher: a disclosure button naming the active language (flag and name from the
 * shell data) and the shop's languages as buttons. Choosing one switches the session's language
 * through the locale saga, which reloads the page as the original does.
 */
export function LanguageMenu() {
  useFeature(localeFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const languages = useAppSelector(selectLanguages);
  const active = useAppSelector(selectActiveLanguage);
  const switching = useAppSelector(selectLocaleSwitching);
  const setting = useAppSelector(selectSettings).language_switcher;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A press anywhere else closes the list (composedPath sees through the widget's shadow root).
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const choose = (locale: string) => {
    setOpen(false);
    toggle.current?.focus();
    // The language already shown needs no round trip and no reload.
    if (locale !== active?.locale) dispatch(localeChangeRequested({ locale }));
  };

  // The original's header hides the switcher when the setting is 0 (1.5.3 still sends the languages).
  if (setting !== undefined && !isOn(setting)) return null;
  return (
    <div
      ref={root}
      className="sf-lang"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="sf-lang__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-busy={switching !== null}
        onClick={() => setOpen((was) => !was)}
      >
        {active?.flag_image ? <img src={active.flag_image} alt="" width={20} height={14} /> : null}
        <span className="sf-visually-hidden">{t('language')}: </span>
        <span lang={active?.locale}>{active?.name ?? t('language')}</span>
      </button>
      <ul id={listId} className="sf-lang__list" hidden={!open}>
        {languages.map((language) => (
          <li key={language.locale}>
            <button
              type="button"
              className="sf-lang__option"
              lang={language.locale}
              aria-current={language.locale === active?.locale ? 'true' : undefined}
              disabled={switching !== null}
              onClick={() => choose(language.locale)}
            >
              {language.flag_image ? <img src={language.flag_image} alt="" width={20} height={14} /> : null}
              {language.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
