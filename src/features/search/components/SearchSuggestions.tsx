import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Price } from '../../../components/Price';
import { cardPrice } from '../../../lib/money/shown-price';
import { searchFeature } from '../search-feature';
import { MIN_SEARCH_LENGTH, searchTyped, selectSearchSuggestions } from '../search-slice';
import '../search.css';

/** What the input (in the header, home load) must carry for the listbox this part renders. */
export interface ComboState {
  expanded: boolean;
  activeId?: string;
}

/** The input's key handler: true when the key was the list's (the input then prevents its default). */
export type SuggestionKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean;

export interface SearchSuggestionsProps {
  /** The text in the box. */
  query: string;
  /** The shopper changed the text since the box was filled (from `?q=`, or emptied): only then ask. */
  edited: boolean;
  /** The input has focus: the list shows only then (Tab or a click elsewhere closes it). */
  focused: boolean;
  listId: string;
  onState: (state: ComboState) => void;
  /** Sets the text in the box (Escape on a closed list empties it). */
  onChange: (text: string) => void;
  keysRef: RefObject<SuggestionKeys | null>;
}

/**
 * The header search's suggestion list (WAI-ARIA 1.2 combobox with a listbox popup): the input
 * stays in the header's markup, this lazy part brings the list, the status line, the keys and the
 * feature (slice, debounced saga, texts), so none of it is in the home load.
 */
export function SearchSuggestions({ query, edited, focused, listId, onState, onChange, keysRef }: SearchSuggestionsProps) {
  useFeature(searchFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { items, shownKey, status } = useAppSelector(selectSearchSuggestions);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  // A new list or new text: nothing is active, and Escape's "closed" no longer holds.
  const [seen, setSeen] = useState({ items, query });
  if (seen.items !== items || seen.query !== query) {
    setSeen({ items, query });
    setActive(-1);
    if (seen.query !== query) setDismissed(false);
  }

  useEffect(() => {
    if (edited) dispatch(searchTyped(query));
  }, [dispatch, edited, query]);

  const expanded = focused && !dismissed && items.length > 0;
  const optionId = (index: number) => `${listId}-${items[index].id}`;
  const activeId = expanded && active >= 0 && active < items.length ? optionId(active) : undefined;
  useEffect(() => onState({ expanded, activeId }), [onState, expanded, activeId]);
  const listRef = useRef<HTMLUListElement>(null);
  // The list scrolls (20 options on a phone): keep the active one in sight. By query, not by id:
  // the widget may live in a shadow root, where document.getElementById does not reach.
  useEffect(() => {
    if (activeId) listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const open = (slug: string) => navigate(paths.product({ slug }));

  useEffect(() => {
    keysRef.current = (event) => {
      switch (event.key) {
        case 'ArrowDown':
          if (expanded) setActive((i) => (i + 1) % items.length);
          else if (query.trim().length >= MIN_SEARCH_LENGTH) {
            // Down opens a closed list: the one shown, or a fresh ask for the text in the box.
            setDismissed(false);
            if (shownKey === query.trim() && items.length) setActive(0);
            else dispatch(searchTyped(query));
          } else return false;
          return true;
        case 'ArrowUp':
          if (!expanded) return false;
          setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
          return true;
        case 'Enter':
          // With an option active Enter opens it; otherwise the form submits the text.
          if (!activeId) return false;
          open(items[active].slug);
          return true;
        case 'Escape':
          // The first Escape closes the list, the next one empties the box.
          if (expanded) setDismissed(true);
          else if (query) onChange('');
          else return false;
          return true;
        default:
          return false;
      }
    };
    return () => {
      keysRef.current = null;
    };
  });

  let said = '';
  if (status === 'failed') said = t('search_suggestions_failed');
  else if (status === 'succeeded') said = items.length ? t('search_suggestions', { count: items.length }) : t('search_suggestions_none');

  return (
    <>
      <ul ref={listRef} role="listbox" id={listId} className="sf-suggest" aria-label={t('search_suggestions_label')} hidden={!expanded}>
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="sf-suggest__option"
            // Keeps focus in the input, so the list is still there when the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(item.slug)}
          >
            {item.image_40x40 ? <img src={item.image_40x40} alt="" width={40} height={40} /> : <span className="sf-suggest__img" />}
            <span className="sf-suggest__name">{item.product_name}</span>
            <Price shown={cardPrice(item)} className="sf-suggest__price" />
          </li>
        ))}
      </ul>
      <p role="status" className="sf-visually-hidden">
        {focused ? said : ''}
      </p>
    </>
  );
}
