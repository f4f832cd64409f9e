/** How the web editor's number field reads what staff type (scripts/cms/app/number-widget.tsx). */
import { describe, expect, it } from 'vitest';
import { readNumber } from '../../scripts/cms/app/number-widget';

describe("the web editor's number field", () => {
  it('reads digits with a point before the decimals, and an empty field as no value', () => {
    expect(readNumber('4.99')).toEqual({ value: 4.99 });
    expect(readNumber(' 189.99 ')).toEqual({ value: 189.99 });
    expect(readNumber('2500')).toEqual({ value: 2500 });
    expect(readNumber('.5')).toEqual({ value: 0.5 });
    expect(readNumber('')).toEqual({ value: '' });
  });

  it('refuses a comma, whether it would be a decimal comma or a thousands separator, saying how to write it', () => {
    const comma = (typed: string) =>
      `"${typed}" has a comma. Write numbers with a point before the decimals and nothing between the thousands, like 4.99 or 2500.`;
    expect(readNumber('4,99')).toEqual({ problem: comma('4,99') });
    expect(readNumber('1,500')).toEqual({ problem: comma('1,500') });
    expect(readNumber('2,500.00')).toEqual({ problem: comma('2,500.00') });
  });

  it('refuses anything else that is not a number', () => {
    expect(readNumber('$4.99')).toEqual({
      problem: '"$4.99" is not a number. Write it in digits, with a point before any decimals, like 4.99.',
    });
    expect(readNumber('4.9.9')).toEqual({
      problem: '"4.9.9" is not a number. Write it in digits, with a point before any decimals, like 4.99.',
    });
  });
});
