/**
 * Calendar dates as 'yyyy-MM-dd' strings, with the arithmetic the date picker
 * needs. Everything runs in UTC, so daylight-saving changes never shift a day.
 */

/** The English name of a date's month or day of the week, in UTC: the browser has the names, so no list ships. */
const nameIn = (date: Date, part: 'month' | 'weekday') =>
  new Intl.DateTimeFormat('en', { [part]: 'long', timeZone: 'UTC' }).format(date);

/** The months by name, from January. */
export const MONTHS = Array.from({ length: 12 }, (_, month) => nameIn(new Date(Date.UTC(2023, month)), 'month'));

/** The days of the week by name, from Sunday (1 January 2023 was one). */
export const WEEKDAYS = Array.from({ length: 7 }, (_, day) => nameIn(new Date(Date.UTC(2023, 0, day + 1)), 'weekday'));

/** 0 for weeks starting on Sunday, 1 for Monday. */
export type WeekStart = 0 | 1;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function toUtc(iso: string): Date {
  const [, y, m, d] = ISO_DATE.exec(iso) ?? [];
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
}

function fromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** True for a real calendar date written as yyyy-MM-dd (2025-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && fromUtc(toUtc(value)) === value;
}

/** The visitor's local date today. */
export function todayIso(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Same day of another month, kept inside that month (31 January + 1 month = 28 or 29 February). */
export function addMonths(iso: string, months: number): string {
  const date = toUtc(iso);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const length = daysInMonth(target.getUTCFullYear(), target.getUTCMonth());
  target.setUTCDate(Math.min(day, length));
  return fromUtc(target);
}

/** Days in a month; month counts from 0. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

export function weekday(iso: string): number {
  return toUtc(iso).getUTCDay();
}

export function startOfWeek(iso: string, weekStart: WeekStart): string {
  return addDays(iso, -((weekday(iso) - weekStart + 7) % 7));
}

export function endOfWeek(iso: string, weekStart: WeekStart): string {
  return addDays(startOfWeek(iso, weekStart), 6);
}

/** First day of the month holding the date. */
export function monthOf(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** Like "March 2025". */
export function monthLabel(iso: string): string {
  const date = toUtc(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Like "Wednesday 12 March 2025". */
export function longDate(iso: string): string {
  const date = toUtc(iso);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * The weeks shown for a month: six rows of seven, each day of the month as
 * its date and the days of the neighbouring months as null.
 */
export function monthGrid(month: string, weekStart: WeekStart): Array<Array<string | null>> {
  const first = monthOf(month);
  const start = startOfWeek(first, weekStart);
  return Array.from({ length: 6 }, (_, row) =>
    Array.from({ length: 7 }, (_, column) => {
      const date = addDays(start, row * 7 + column);
      return date.slice(0, 7) === first.slice(0, 7) ? date : null;
    }),
  );
}

/** Where a key moves the focused date in the grid (APG date picker dialog), or null for other keys. */
export function dateAfterKey(iso: string, key: string, shiftKey: boolean, weekStart: WeekStart): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'PageUp':
      return addMonths(iso, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(iso, shiftKey ? 12 : 1);
    case 'Home':
      return startOfWeek(iso, weekStart);
    case 'End':
      return endOfWeek(iso, weekStart);
    default:
      return null;
  }
}
