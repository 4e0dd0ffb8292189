import { describe, expect, it } from 'vitest';
import { serviceDay } from './serviceDay';

describe('serviceDay', () => {
  it('is still the evening’s day in New York after midnight UTC', () => {
    // 11:50 pm in New York on 23 November is 04:50 on the 24th in UTC.
    expect(serviceDay(new Date('2026-11-24T04:50:00Z'))).toBe('2026-11-23');
  });

  it('turns at midnight in New York, in summer time too', () => {
    expect(serviceDay(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24');
    expect(serviceDay(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(serviceDay(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });
});
