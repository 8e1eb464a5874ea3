import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useT } from '../../../app/hooks';

/** The header's product search: submitting goes to the search listing (`/products?q=`). */
export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(paths.search({ q }));
  };
  return (
    <form role="search" className="sf-search" onSubmit={submit}>
      <label className="sf-visually-hidden" htmlFor="sf-search-input">
        {t('looking_for')}
      </label>
      <input id="sf-search-input" type="search" value={query} placeholder={t('looking_for')} onChange={(e) => setQuery(e.target.value)} />
      <button type="submit" className="sf-button">
        {t('search')}
      </button>
    </form>
  );
}
