import { z } from 'zod';

/**
 * Dates and times given in a query string (the audit log's `from` and `to`), in ISO 8601: a day
 * (`YYYY-MM-DD`, midnight UTC) or a time (`YYYY-MM-DDTHH:MM`, optional `:SS` and fraction, then
 * `Z`, `±HH:MM` or nothing for the server's local time). Only real days of the calendar from
 * year 1 to 9999: JavaScript's own parser also takes 30 February, year 0 and negative years,
 * which PostgreSQL refuses with an error.
 */
const FIRST_QUERY_DAY = '0001-01-01';
const LAST_QUERY_DAY = '9999-12-31';

/** The first and the last millisecond a query date may name (UTC). */
const EARLIEST = Date.parse(`${FIRST_QUERY_DAY}T00:00:00.000Z`);
const LATEST = Date.parse(`${LAST_QUERY_DAY}T23:59:59.999Z`);

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Whether year-month-day is a day of the calendar, from year 1 to 9999. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days;
}

/** Whether hours, minutes and seconds name a time of a day (no 24:00, no leap second). */
export const isClockTime = (hours: number, minutes: number, seconds = 0) =>
  hours <= 23 && minutes <= 59 && seconds <= 59;

/**
 * Why `text` is not a query date, as the message of a 400 naming the parameter `name`, or
 * undefined when it is one.
 */
export function queryDateProblem(name: string, text: string): string | undefined {
  const parts = ISO_DATE.exec(text);
  const [year, month, day, hours, minutes, seconds, offsetHours, offsetMinutes] = (
    parts?.slice(1) ?? []
  ).map((part) => (part === undefined ? 0 : Number(part)));
  const wellFormed =
    parts !== null &&
    isCalendarDay(year!, month!, day!) &&
    isClockTime(hours!, minutes!, seconds) &&
    isClockTime(offsetHours!, offsetMinutes!);
  const at = Date.parse(text);
  if (!wellFormed || Number.isNaN(at)) return `${name} must be a date (YYYY-MM-DD) or a time`;
  if (at < EARLIEST || at > LATEST) {
    return `${name} must be between ${FIRST_QUERY_DAY} and ${LAST_QUERY_DAY}`;
  }
  return undefined;
}

/** An optional query parameter holding a query date (see above). */
export const queryDateParam = (name: string) =>
  z
    .string()
    .superRefine((text, ctx) => {
      const message = queryDateProblem(name, text);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .optional();
