import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './picker.css';

export interface PickerOption {
  value: string;
  content: ReactNode;
  /** The option's language, when its words are in it (a language's own name). */
  lang?: string;
}

interface PickerProps {
  /** Names the parts for styling and tests: `sf-lang` gives sf-lang__toggle, sf-lang__list, sf-lang__option. */
  name: string;
  /** What is chosen ("Language"): the toggle says it to assistive technology before the current choice. */
  label: string;
  current: string | undefined;
  /** What the toggle shows: the current choice. */
  shown: ReactNode;
  options: PickerOption[];
  busy?: boolean;
  onChoose: (value: string) => void;
}

const buttonsIn = (list: HTMLUListElement | null) => [...(list?.querySelectorAll<HTMLButtonElement>('button') ?? [])];

/** Focuses a choice: -1 is the last; past either end wraps round. */
function focusOption(list: HTMLUListElement | null, index: number) {
  const all = buttonsIn(list);
  all[(index + all.length) % all.length]?.focus();
}

/**
 * The header's switchers (language, currency): a disclosure button naming the current choice and
 * the choices as buttons, the current one marked (aria-current). Arrow keys open the list and move
 * through it (Home, End too), Escape closes it and gives focus back to the toggle, as does a
 * choice; a press elsewhere or Tab out of it closes it.
 */
export function Picker({ name, label, current, shown, options, busy = false, onChoose }: PickerProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // An option to focus once the list is shown (after an arrow key on the closed toggle).
  const focusAt = useRef<number | null>(null);

  // A press anywhere else closes the list (composedPath sees through the widget's shadow root).
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => {
    if (!open || focusAt.current === null) return;
    focusOption(list.current, focusAt.current);
    focusAt.current = null;
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const choose = (value: string) => {
    close();
    if (value !== current) onChoose(value);
  };
  const currentIndex = Math.max(
    0,
    options.findIndex((option) => option.value === current),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const onToggle = event.target === toggle.current;
    const at = buttonsIn(list.current).indexOf(event.target as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'ArrowDown') next = onToggle ? currentIndex : at + 1;
    else if (event.key === 'ArrowUp') next = onToggle ? currentIndex : at - 1;
    else if (event.key === 'Home' && !onToggle) next = 0;
    else if (event.key === 'End' && !onToggle) next = -1;
    if (next === null) return;
    event.preventDefault();
    if (open) focusOption(list.current, next);
    else {
      focusAt.current = next;
      setOpen(true);
    }
  };

  return (
    <div
      ref={root}
      className={`sf-picker ${name}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={`sf-picker__toggle ${name}__toggle`}
        part="picker"
        aria-expanded={open}
        aria-controls={listId}
        aria-busy={busy}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="sf-visually-hidden">{label}: </span>
        {shown}
      </button>
      <ul ref={list} id={listId} className={`sf-picker__list ${name}__list`} hidden={!open}>
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className={`sf-picker__option ${name}__option`}
              lang={option.lang}
              aria-current={option.value === current ? 'true' : undefined}
              disabled={busy}
              onClick={() => choose(option.value)}
            >
              {option.content}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
