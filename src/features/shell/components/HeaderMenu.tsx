import { DataLinkTo } from '../../../components/DataLinkTo';
import type { MenuItem } from '../../../types/shop';

/** The shop's header menu (settings.header_menu); an item with children opens a sub-list. */
export function HeaderMenu({ items }: { items: MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="sf-header-menu">
      {items.map((item) => (
        <li key={`${item.label}${item.url}`} className={item.children ? 'has-children' : undefined}>
          {item.children ? (
            <details>
              <summary>{item.label}</summary>
              <ul>
                {item.children.map((child) => (
                  <li key={`${child.label}${child.url}`}>
                    <DataLinkTo url={child.url}>{child.label}</DataLinkTo>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <DataLinkTo url={item.url}>{item.label}</DataLinkTo>
          )}
        </li>
      ))}
    </ul>
  );
}
