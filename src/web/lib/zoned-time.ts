/**
 * Wall-clock times in the company's time zone (docs/product.md#publishing), with Intl only:
 * a date and time entered there becomes an ISO 8601 instant with that zone's offset, and an
 * instant is shown as the date and time it is there.
 */

export interface ZonedParts {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm` */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `instant` in `timeZone`, as numbers. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far `timeZone` is ahead of UTC at `instant`, in minutes. */
function offsetMinutes(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

function offsetText(minutes: number): string {
  if (minutes === 0) return '+00:00';
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * `2026-01-15` and `09:30` in `Europe/Paris` → `2026-01-15T09:30:00+01:00`. A time that does not
 * exist (the hour skipped when clocks go forward) takes the offset from before the change.
 */
export function zonedToIso(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let offset = offsetMinutes(wall, timeZone);
  const second = offsetMinutes(wall - offset * 60_000, timeZone);
  if (second !== offset && offsetMinutes(wall - second * 60_000, timeZone) === second) {
    offset = second;
  }
  return `${date}T${pad(hour)}:${pad(minute)}:00${offsetText(offset)}`;
}

/** The date and time an instant is in `timeZone`. */
export function isoToZoned(iso: string | number | Date, timeZone: string): ZonedParts {
  const w = wallClock(new Date(iso).getTime(), timeZone);
  return {
    date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
  };
}

/** "15 Jan 2026, 09:30" as the company reads it. */
export function formatZoned(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
