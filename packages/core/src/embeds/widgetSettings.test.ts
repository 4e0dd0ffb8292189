import { describe, expect, it } from 'vitest';
import { widgetParamsSchema } from '../contract/widgets';
import { WIDGET_SETTING_MESSAGES, widgetSettingsErrors } from './widgetSettings';

describe('widgetSettingsErrors', () => {
  it('takes pixels, percentages, school colours and left-out fields', () => {
    expect(widgetSettingsErrors({ width: '300', height: ' 100% ', color: '#1F3A68' })).toEqual({});
    expect(widgetSettingsErrors({ width: '320px', color: 'abc' })).toEqual({});
    expect(widgetSettingsErrors({})).toEqual({});
  });

  it('names each field it refuses, with the frames’ own words', () => {
    expect(widgetSettingsErrors({ width: 'wide', height: '12345', color: 'navy' })).toEqual({
      width: WIDGET_SETTING_MESSAGES.size,
      height: WIDGET_SETTING_MESSAGES.size,
      color: WIDGET_SETTING_MESSAGES.color,
    });
  });

  it('agrees with the frames’ query schema on every case', () => {
    const cases = ['300', '300px', '100%', '', 'wide', '12345', '-4', '4.5'];
    for (const width of cases) {
      const frame = widgetParamsSchema.safeParse({ width });
      expect(widgetSettingsErrors({ width }).width == null, width).toBe(frame.success);
    }
    for (const color of ['#1f3a68', '1f3a68', 'abc', 'navy', '#12345']) {
      const frame = widgetParamsSchema.safeParse({ color });
      expect(widgetSettingsErrors({ color }).color == null, color).toBe(frame.success);
    }
  });
});
