import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/**
 * The calendar's days (docs/product.md#publishing). Days are calendar dates (`YYYY-MM-DD`) in
 * the company's time zone; the Date objects here only count days, weeks start on Monday.
 */

export const dayKey = (day: Date) => format(day, 'yyyy-MM-dd');
export const dayOf = (key: string) => parseISO(key);

const WEEK = { weekStartsOn: 1 } as const;

/** The month's grid: whole weeks (Monday to Sunday) from the week of the 1st to that of the last. */
export function monthGrid(anyDayOfMonth: Date): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(anyDayOfMonth), WEEK),
    end: endOfWeek(endOfMonth(anyDayOfMonth), WEEK),
  });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The seven days of the week holding `day`, Monday first. */
export function weekDays(day: Date): Date[] {
  const start = startOfWeek(day, WEEK);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The first day shown and the day after the last: what the calendar asks for. */
export function visibleRange(view: 'month' | 'week', day: Date): { first: string; end: string } {
  const days = view === 'month' ? monthGrid(day).flat() : weekDays(day);
  return { first: dayKey(days[0]), end: dayKey(addDays(days[days.length - 1], 1)) };
}
