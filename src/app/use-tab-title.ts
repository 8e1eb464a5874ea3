import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setDocumentTitle } from '../lib/dom/page-effects';
import { selectSettings } from '../features/shop/shop-selectors';
import { useAppSelector } from './hooks';

/**
 * Names the browser tab after what the screen shows ("Vertex Nova Headphones | Shop"), once it is
 * known. The shell titles every navigation after its route first (shell-sagas.ts) and runs before
 * the screen's effects, so the screen's name wins; the location is a dependency so that a move
 * that keeps the same name (another variant of the product) names the tab again.
 */
export function useTabTitle(name: string | null | undefined): void {
  const systemName = useAppSelector(selectSettings).system_name;
  const { pathname, search } = useLocation();
  useEffect(() => {
    const text = name?.trim();
    if (text) setDocumentTitle([text, typeof systemName === 'string' ? systemName : ''].filter(Boolean).join(' | '));
  }, [name, systemName, pathname, search]);
}
