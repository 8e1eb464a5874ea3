import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { DataLinkTo } from '../../../components/DataLinkTo';
import type { MenuItem } from '../../../types/shop';
import { selectAddOns } from '../../shop/shop-selectors';

/**
 * The shop's header menu (settings.header_menu); an item with children opens a sub-list. With the
 * affiliate add-on the original's header also links its programme page (header.vue).
 */
export function HeaderMenu({ items }: { items: MenuItem[] }) {
  const t = useT();
  const affiliate = useAppSelector(selectAddOns).includes('affiliate');
  if (items.length === 0 && !affiliate) return null;
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
      {affiliate && (
        <li>
          <Link to={paths.affiliateProgram()}>{t('affiliate_program')}</Link>
        </li>
      )}
    </ul>
  );
}
