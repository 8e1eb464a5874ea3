import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, PATTERNS } from '../../../lib/links/paths';
import { useT } from '../../../lib/hooks/shared-hooks';
import { PartBoundary } from '../../../components/PartBoundary';
import type { ComboState, SuggestionKeys } from '../../search';

// The list, its slice, saga and texts load on the first focus: none of it is in the home load.
const Suggestions = lazy(() => import('../../search').then((m) => ({ default: m.SearchSuggestions })));

/** The search listing's `?q=`; any other route leaves the box empty. */
const queryAt = (pathname: string, search: string) => (pathname === PATTERNS.search ? (new URLSearchParams(search).get('q') ?? '') : '');

/**
 * The header's product search, a combobox with suggestions (`search/product`). Submitting goes to
 * the search listing (`/products?q=`); the text follows the route: filled from `?q=` there,
 * cleared when the shopper goes anywhere else.
 */
export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const listId = useId();
  const [query, setQuery] = useState(() => queryAt(pathname, search));
  const [edited, setEdited] = useState(false);
  const [here, setHere] = useState(pathname + search);
  if (here !== pathname + search) {
    setHere(pathname + search);
    setQuery(queryAt(pathname, search));
    setEdited(false);
  }
  // null until the first focus, which brings in the suggestions' chunk.
  const [focused, setFocused] = useState<boolean | null>(null);
  const [combo, setCombo] = useState<ComboState>({ expanded: false });
  const keysRef = useRef<SuggestionKeys | null>(null);
  // Phones: the form hides behind an icon button (CSS shows one or the other by width).
  const [shown, setShown] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (shown) input.current?.focus();
  }, [shown]);
  const onKeyDown = (event: KeyboardEvent) => {
    // After the suggestions had their say (they prevent the Escape that closes their list).
    if (event.key !== 'Escape' || !shown || event.defaultPrevented) return;
    setShown(false);
    opener.current?.focus();
  };
  const change = (text: string) => {
    setQuery(text);
    setEdited(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(paths.search({ q }));
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="sf-search__open"
        aria-expanded={shown}
        aria-controls="sf-search-form"
        aria-label={t('search_product')}
        onClick={() => setShown(!shown)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="8.5" cy="8.5" r="6" />
          <path d="M13 13l5 5" />
        </svg>
      </button>
      <form id="sf-search-form" role="search" className={`sf-search${shown ? ' is-shown' : ''}`} onSubmit={submit} onKeyDown={onKeyDown}>
        <label className="sf-visually-hidden" htmlFor="sf-search-input">
          {t('looking_for')}
        </label>
        <div className="sf-search__field">
          <input
            ref={input}
            id="sf-search-input"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={combo.expanded}
            aria-controls={focused === null ? undefined : listId}
            aria-activedescendant={combo.activeId}
            value={query}
            placeholder={t('looking_for')}
            onChange={(e) => change(e.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onKeyDown={(e) => keysRef.current?.(e) && e.preventDefault()}
          />
          {focused !== null && (
            <PartBoundary name="search suggestions">
              <Suspense fallback={null}>
                <Suggestions
                  query={query}
                  edited={edited}
                  focused={focused}
                  listId={listId}
                  onState={setCombo}
                  onChange={change}
                  keysRef={keysRef}
                />
              </Suspense>
            </PartBoundary>
          )}
        </div>
        <button type="submit" className="sf-button">
          {t('search')}
        </button>
      </form>
    </>
  );
}
