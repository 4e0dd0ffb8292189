import { describe, expect, it } from 'vitest';
import { serviceDay, serviceMoment } from './serviceDay';

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

describe('serviceMoment', () => {
  it('is 9:30 pm in New York in winter (UTC-5) and in summer (UTC-4)', () => {
    expect(serviceMoment('2026-11-20', '21:30:00').toISOString()).toBe('2026-11-21T02:30:00.000Z');
    expect(serviceMoment('2026-07-01', '21:30:00').toISOString()).toBe('2026-07-02T01:30:00.000Z');
  });

  it('follows the clocks on the nights they change', () => {
    // 8 March 2026: clocks go forward at 2 am; 1 November 2026: back at 2 am.
    expect(serviceMoment('2026-03-08', '07:00:00').toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(serviceMoment('2026-03-07', '21:30:00').toISOString()).toBe('2026-03-08T02:30:00.000Z');
    expect(serviceMoment('2026-11-01', '07:00:00').toISOString()).toBe('2026-11-01T12:00:00.000Z');
    expect(serviceMoment('2026-10-31', '21:30:00').toISOString()).toBe('2026-11-01T01:30:00.000Z');
  });

  it('is on the service day it names', () => {
    const at = serviceMoment('2026-03-08', '23:59:59');
    expect(serviceDay(at)).toBe('2026-03-08');
  });
});
