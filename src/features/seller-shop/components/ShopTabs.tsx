import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../../lib/hooks/shared-hooks';

export interface Tab {
  id: string;
  label: string;
}

/**
 * WAI-ARIA tabs: one tab stop (the selected tab), arrow keys move along the row and select
 * (mirrored in right-to-left layouts), Home and End jump to the ends. Only the selected panel is
 * rendered. The selection itself lives in the URL (the screen's `?tab=`).
 */
export function ShopTabs({
  tabs,
  selected,
  onSelect,
  children,
}: {
  tabs: Tab[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    // The widget's root carries the language's `dir`; the computed direction covers a host's own.
    const rtl =
      event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' || getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next: number | null = null;
    if (event.key in step) next = (at + step[event.key] + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    list.current?.querySelector<HTMLButtonElement>(`#sf-shop-tab-${tabs[next].id}`)?.focus();
  };

  return (
    <>
      <div className="sf-shop-tabs" role="tablist" aria-label={t('shop_sections')} ref={list}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`sf-shop-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`sf-shop-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className={`sf-shop-tab${active ? ' sf-shop-tab--active' : ''}`}
              onClick={() => onSelect(tab.id)}
              onKeyDown={move}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        className="sf-shop-panel"
        role="tabpanel"
        id={`sf-shop-panel-${selected}`}
        aria-labelledby={`sf-shop-tab-${selected}`}
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
