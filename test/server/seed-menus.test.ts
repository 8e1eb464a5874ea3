import { matchPath } from 'react-router-dom';
import { buildSettings } from '../../examples/server/seed/content';
import { SPEC_ROUTES } from '../spec-routes';

interface Entry {
  label: string;
  url: string;
  [child: number]: Entry;
}

/** Every link of a stored menu: the items and a dropdown's numeric-keyed children. */
function links(menu: unknown): Entry[] {
  return (menu as Entry[]).flatMap((item) => [
    item,
    ...Object.keys(item)
      .filter((k) => /^\d+$/.test(k))
      .map((k) => item[Number(k)]),
  ]);
}

/** The demo shop's menus lead to screens of the store, never to its not-found page. */
test.each(['header_menu', 'footer_menu', 'useful_links'])('every link of the demo %s is a route of the store', (menu) => {
  const settings = buildSettings();
  const internal = links(settings[menu]).filter((l) => !/^(https?:|javascript:)/.test(l.url));
  expect(internal.length).toBeGreaterThan(0);
  const unknown = internal
    .map((l) => ({ label: l.label, path: l.url.startsWith('/') ? l.url : `/${l.url}` }))
    .filter(
      ({ path }) => !SPEC_ROUTES.some(([pattern]) => matchPath(pattern.replace(':code?', ':code'), path) || matchPath(pattern, path)),
    );
  expect(unknown).toEqual([]);
});
