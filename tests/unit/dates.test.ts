/** Date arithmetic of the date picker, in yyyy-MM-dd strings. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateAfterKey,
  isIsoDate,
  longDate,
  monthGrid,
  todayIso,
} from '../../islands/date-picker/dates';

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-30', 7)).toBe('2025-04-06');
  });

  it('adds months keeping the day inside the target month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('knows real dates from look-alikes', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-1')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('reads today in local time and writes dates in words', () => {
    expect(todayIso(new Date(2025, 2, 12, 23, 59))).toBe('2025-03-12');
    expect(longDate('2025-03-12')).toBe('Wednesday 12 March 2025');
  });

  it('lays out a month in six weeks starting on Monday or Sunday', () => {
    const monday = monthGrid('2025-03-12', 1);
    expect(monday).toHaveLength(6);
    expect(monday[0]).toEqual([null, null, null, null, null, '2025-03-01', '2025-03-02']);
    expect(monday[5]).toEqual(['2025-03-31', null, null, null, null, null, null]);
    expect(monthGrid('2025-03-12', 0)[0]).toEqual([null, null, null, null, null, null, '2025-03-01']);
  });

  it('moves the focused date as the APG date picker keys say', () => {
    const move = (key: string, shift = false) => dateAfterKey('2025-03-12', key, shift, 1);
    expect(move('ArrowLeft')).toBe('2025-03-11');
    expect(move('ArrowRight')).toBe('2025-03-13');
    expect(move('ArrowUp')).toBe('2025-03-05');
    expect(move('ArrowDown')).toBe('2025-03-19');
    expect(move('PageUp')).toBe('2025-02-12');
    expect(move('PageDown')).toBe('2025-04-12');
    expect(move('PageUp', true)).toBe('2024-03-12');
    expect(move('PageDown', true)).toBe('2026-03-12');
    expect(move('Home')).toBe('2025-03-10');
    expect(move('End')).toBe('2025-03-16');
    expect(dateAfterKey('2025-03-12', 'Home', false, 0)).toBe('2025-03-09');
    expect(move('a')).toBeNull();
  });
});
