import { describe, expect, it } from 'vitest';
import { exportFileSchema, icsFileSchema, scheduleExportQuerySchema } from './calendarFeeds';

describe('calendar feed and export paths', () => {
  it('reads the id of a feed file', () => {
    expect(icsFileSchema.parse('17.ics')).toBe(17);
    for (const bad of ['17', '17.ical', '0.ics', '-1.ics', '1.ics\n', '99999999999.ics', 'a.ics']) {
      expect(icsFileSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('reads the sport and the format of an export file', () => {
    expect(exportFileSchema.parse('4.csv')).toEqual({ sportId: 4, format: 'csv' });
    expect(exportFileSchema.parse('4.json')).toEqual({ sportId: 4, format: 'json' });
    for (const bad of ['4', '4.xml', '4.csv.json', '0.csv', '4.CSV', ' 4.csv', '4.csv\u0000']) {
      expect(exportFileSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('takes a season written YYYY-YYYY, or none', () => {
    expect(scheduleExportQuerySchema.parse({})).toEqual({});
    expect(scheduleExportQuerySchema.parse({ season: '2026-2027' })).toEqual({
      season: '2026-2027',
    });
    expect(scheduleExportQuerySchema.safeParse({ season: '2026-2028' }).success).toBe(false);
  });
});
