import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { selectColours } from '../shell-selectors';
import { coloursChangeRequested, type DemoColours } from '../shell-slice';
import '../colour-switcher.css';

export const DEFAULT_COLOURS: DemoColours = { primary: '#b5322c', menuBackground: '#1f2937', menuText: '#ffffff' };

/** Demo mode only: try primary, menu background and menu text colours; saved in local storage. */
export default function ColourSwitcher() {
  const t = useT();
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectColours);
  const [open, setOpen] = useState(false);
  const colours = saved ?? DEFAULT_COLOURS;
  const fields: { key: keyof DemoColours; label: string }[] = [
    { key: 'primary', label: t('primary_colour') },
    { key: 'menuBackground', label: t('menu_background') },
    { key: 'menuText', label: t('menu_text_colour') },
  ];
  return (
    <aside className={`sf-colours${open ? ' is-open' : ''}`} aria-label={t('colour_switcher')}>
      <button type="button" className="sf-colours__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('colour_switcher')}
      </button>
      {open && (
        <div className="sf-colours__panel">
          {fields.map(({ key, label }) => (
            <label key={key} className="sf-colours__field">
              <input
                type="color"
                value={colours[key]}
                onChange={(e) => dispatch(coloursChangeRequested({ ...colours, [key]: e.target.value }))}
              />
              {label}
            </label>
          ))}
          <button type="button" className="sf-button" onClick={() => dispatch(coloursChangeRequested(null))}>
            {t('reset')}
          </button>
        </div>
      )}
    </aside>
  );
}
