import { useEffect, useState } from 'react';
import { useT } from '../lib/hooks/shared-hooks';
import { COUNTDOWN_TEXTS } from './countdown-texts';
import './countdown.css';

/**
 * The server's raw timestamps ("2026-11-25 23:59:59", Laravel's database format, no zone) are read
 * as UTC, the zone the backend stores them in. An ISO string with a zone is honoured as given.
 * NaN for anything unreadable (the countdown then does not show).
 */
export function parseServerTime(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  const iso = /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  return Date.parse(iso);
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole units left until `end` (never negative: null once it has passed). */
export function timeLeft(end: number, now: number): TimeLeft | null {
  const ms = end - now;
  if (!(ms > 0)) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A live countdown to `end`. It redraws every second, but only visually: the `timer` role is not a
 * live region, and its accessible name says the time left to the minute, so a screen reader hears
 * it when it reaches it, not every second. The one announcement is the end (a polite status), and
 * only when the shopper watched it happen. Past deadlines show "Ended", never a negative timer.
 */
export function Countdown({
  end,
  compact = false,
  className = '',
}: {
  end: string | null | undefined;
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  const deadline = parseServerTime(end);
  const [now, setNow] = useState(() => Date.now());
  const [endedHere, setEndedHere] = useState(false);
  const left = timeLeft(deadline, now);

  const live = left !== null;
  useEffect(() => {
    if (!live) return undefined;
    const id = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) {
        setEndedHere(true);
        window.clearInterval(id);
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [deadline, live]);

  if (!Number.isFinite(deadline)) return null;
  const classes = `sf-countdown${compact ? ' sf-countdown--compact' : ''} ${className}`.trim();
  if (!left) {
    return (
      <p className={`${classes} sf-countdown--ended`} role={endedHere ? 'status' : undefined}>
        {endedHere ? t('countdown_just_ended') : t('countdown_ended')}
      </p>
    );
  }
  const spoken = [
    left.days > 0 ? t('countdown_days', { count: left.days }) : '',
    left.days > 0 || left.hours > 0 ? t('countdown_hours', { count: left.hours }) : '',
    t('countdown_minutes', { count: left.minutes }),
  ]
    .filter(Boolean)
    .join(' ');
  const units: Array<[number, 'days' | 'hrs' | 'mins' | 'secs']> = [
    [left.days, 'days'],
    [left.hours, 'hrs'],
    [left.minutes, 'mins'],
    [left.seconds, 'secs'],
  ];
  return (
    <div className={classes} role="timer" aria-label={t('countdown_ends_in', { time: spoken })}>
      {units.map(([value, unit]) => (
        <span className="sf-countdown__unit" key={unit} aria-hidden="true">
          <span className="sf-countdown__value">{unit === 'days' ? value : pad(value)}</span>
          <span className="sf-countdown__caption">{t(unit)}</span>
        </span>
      ))}
    </div>
  );
}

export { COUNTDOWN_TEXTS };
