import { describe, expect, it } from 'vitest';
import { dateParts, daysInMonthOf, joinDateParts } from './inputRules';

describe('date parts', () => {
  it('split a date, and make one only once all three are picked', () => {
    expect(dateParts('2012-03-09')).toEqual({ year: '2012', month: '3', day: '9' });
    expect(dateParts('')).toEqual({ year: '', month: '', day: '' });
    expect(joinDateParts({ year: '2012', month: '3', day: '9' })).toBe('2012-03-09');
    expect(joinDateParts({ year: '2012', month: '', day: '9' })).toBe('');
  });

  it("keep a day past the month's end to its last day, leap years known", () => {
    expect(joinDateParts({ year: '2011', month: '2', day: '31' })).toBe('2011-02-28');
    expect(joinDateParts({ year: '2012', month: '2', day: '30' })).toBe('2012-02-29');
    expect(daysInMonthOf('2011', '2')).toBe(28);
    expect(daysInMonthOf('', '2')).toBe(29);
    expect(daysInMonthOf('2011', '')).toBe(31);
  });
});
