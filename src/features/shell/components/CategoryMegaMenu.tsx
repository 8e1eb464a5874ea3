import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { FeatureDescriptor } from '../../../app/feature';
import { useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import type { Category } from '../../../types/catalogue';
import { Modal } from '../../../components/Modal';
import type { MenuItem } from '../../../types/shop';
import { CATEGORY_MENU_TEXTS } from './CategoryMegaMenuTexts';
import { HeaderMenu } from './HeaderMenu';
import '../category-menu.css';

/** Only texts: the menu's state is the header's (which panel is open) and the drill-down's own. */
const categoryMenuFeature: FeatureDescriptor = { name: 'categoryMenu', sagas: {}, texts: CATEGORY_MENU_TEXTS };

/** A category's children: `child_categories` at the top level, `categories` below (sidebar/categories). */
const childrenOf = (category: Category): Category[] => category.child_categories ?? category.categories ?? [];

/**
 * Desktop: the button beside a top-level category that shows its children and grandchildren in a
 * panel (the disclosure navigation pattern: a button with aria-expanded, links inside, no menu
 * roles). Hovering the category opens it too. Escape closes it and puts focus back
 * on the button; focus leaving the button and panel closes it.
 */
function CategoryDisclosure({ category, open, onOpen }: DisclosureProps) {
  useFeature(categoryMenuFeature);
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const onOpenNow = useRef(onOpen);
  useEffect(() => {
    onOpenNow.current = onOpen;
  });
  // Hovering the category's item (its link, this button, the panel) opens it, with a mouse only:
  // a tap is a click.
  useEffect(() => {
    const item = root.current?.parentElement;
    if (!item) return undefined;
    const hover = (on: boolean) => (event: PointerEvent) => {
      if (event.pointerType === 'mouse') onOpenNow.current(on);
    };
    const enter = hover(true);
    const leave = hover(false);
    item.addEventListener('pointerenter', enter);
    item.addEventListener('pointerleave', leave);
    return () => {
      item.removeEventListener('pointerenter', enter);
      item.removeEventListener('pointerleave', leave);
    };
  }, []);
  const children = childrenOf(category);
  if (children.length === 0) return null;
  const panelId = `sf-mega-${category.id}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpen(false);
  };

  return (
    <div className="sf-mega" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="sf-mega__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('subcategories_of', { category: category.title })}
        onClick={() => onOpen(!open)}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className="sf-mega__panel" hidden={!open}>
        <ul className="sf-mega__columns">
          {children.map((child) => (
            <li key={child.id}>
              <NavLink className="sf-mega__child" to={paths.categoryProducts({ slug: child.slug })}>
                {child.title}
              </NavLink>
              {childrenOf(child).length > 0 && (
                <ul>
                  {childrenOf(child).map((grandchild) => (
                    <li key={grandchild.id}>
                      <NavLink to={paths.categoryProducts({ slug: grandchild.slug })}>{grandchild.title}</NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <Link className="sf-mega__all" to={paths.categoryProducts({ slug: category.slug })}>
          {t('view_all')}
          <span className="sf-visually-hidden"> {category.title}</span>
        </Link>
      </div>
    </div>
  );
}

/**
 * Phones: the category panel one level at a time. A category with children is a button that
 * opens its level; the level's title is focused (so it is read out), "Back" goes up and puts focus
 * on the category it came from. The top level keeps the links to all categories and the fixed lists.
 */
function CategoryDrillDown({ categories }: { categories: Category[] }) {
  useFeature(categoryMenuFeature);
  const t = useT();
  const [trail, setTrail] = useState<Category[]>([]);
  /** Where focus goes after the level changes: the title, or the button of the category left. */
  const [focusTarget, setFocusTarget] = useState<'title' | number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const current = trail.at(-1);
  const items = current ? childrenOf(current) : categories;

  useEffect(() => {
    if (focusTarget === null) return;
    const selector = focusTarget === 'title' ? '.sf-drill__title' : `[data-category="${focusTarget}"]`;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusTarget, trail]);

  const open = (category: Category) => {
    setTrail([...trail, category]);
    setFocusTarget('title');
  };
  const back = () => {
    setTrail(trail.slice(0, -1));
    setFocusTarget(current ? current.id : null);
  };

  return (
    <div id="sf-category-panel" className="sf-drill" ref={root}>
      {current && (
        <div className="sf-drill__head">
          <button type="button" className="sf-drill__back" onClick={back}>
            <span className="sf-drill__arrow" aria-hidden="true">
              ‹
            </span>
            {t('back')}
          </button>
          <h2 className="sf-drill__title" tabIndex={-1}>
            {current.title}
          </h2>
        </div>
      )}
      <ul className="sf-drill__list">
        {current && (
          <li>
            <Link to={paths.categoryProducts({ slug: current.slug })}>
              {t('view_all')}
              <span className="sf-visually-hidden"> {current.title}</span>
            </Link>
          </li>
        )}
        {items.map((category) => (
          <li key={category.id}>
            {childrenOf(category).length > 0 ? (
              <button type="button" className="sf-drill__next" data-category={category.id} onClick={() => open(category)}>
                {category.title}
                <span className="sf-drill__arrow" aria-hidden="true">
                  ›
                </span>
              </button>
            ) : (
              <Link to={paths.categoryProducts({ slug: category.slug })}>{category.title}</Link>
            )}
          </li>
        ))}
        {!current && (
          <>
            <li>
              <Link to={paths.categories()}>{t('all_categories')}</Link>
            </li>
            <li>
              <Link to={paths.offerProducts()}>{t('offer_products')}</Link>
            </li>
            <li>
              <Link to={paths.bestSelling()}>{t('Best Selling Products')}</Link>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}

interface DisclosureProps {
  category: Category;
  open: boolean;
  onOpen: (open: boolean) => void;
}

/**
 * Phones: the drill-down and the shop's own menu in a drawer, a modal dialog (the page behind is
 * inert and does not scroll, Tab stays inside, Escape and the close button close it, focus goes
 * back to the toggle), so opening the categories never pushes the page down.
 */
function CategoryDrawer({ categories, headerMenu, onClose }: DrawerProps) {
  const t = useT();
  return (
    <Modal label={t('all_categories')} onClose={onClose} className="sf-drawer">
      <CategoryDrillDown categories={categories} />
      <HeaderMenu items={headerMenu} />
    </Modal>
  );
}

interface DrawerProps {
  categories: Category[];
  headerMenu: MenuItem[];
  onClose: () => void;
}

/** One chunk for both: a top-level category's panel (desktop), or the drawer with the drill-down (phones). */
export default function CategoryMegaMenu(props: DisclosureProps | DrawerProps) {
  return 'categories' in props ? <CategoryDrawer {...props} /> : <CategoryDisclosure {...props} />;
}
